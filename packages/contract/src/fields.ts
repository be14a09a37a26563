import { z } from 'zod';
import { limits } from './limits';

/**
 * Field rules of §5 with their exact Portuguese messages. The server's request
 * schemas and the back-office forms are both built from these, so a rule
 * changes in one place. (The server prefixes each message with the field's
 * English name, e.g. 'email: E-mail inválido', for the keyword mapping of §8.)
 */
export const nameField = z
  .string()
  .trim()
  .min(1, 'Nome é obrigatório')
  .max(150, 'Nome deve ter no máximo 150 caracteres');

export const emailField = z
  .string()
  .trim()
  .min(1, 'E-mail é obrigatório')
  .max(254, 'E-mail inválido')
  .pipe(z.email('E-mail inválido'));

export const passwordField = z
  .string()
  .min(1, 'Senha é obrigatória')
  .min(limits.passwordMin, `Senha deve ter pelo menos ${limits.passwordMin} caracteres`)
  .max(200, 'Senha deve ter no máximo 200 caracteres');

export const newPasswordField = z
  .string()
  .min(1, 'Senha é obrigatória')
  .min(limits.passwordMin, `Nova senha deve ter pelo menos ${limits.passwordMin} caracteres`)
  .max(200, 'Senha deve ter no máximo 200 caracteres');

export const professionalTitleField = z
  .string()
  .trim()
  .max(limits.titleMax, `Título deve ter no máximo ${limits.titleMax} caracteres`);

export const summaryField = z
  .string()
  .trim()
  .max(limits.summaryMax, `Resumo deve ter no máximo ${limits.summaryMax} caracteres`);

export const oabField = z
  .string()
  .trim()
  .max(limits.oabMax, `Registro OAB deve ter no máximo ${limits.oabMax} caracteres`);

/** Role of the create-user form (§3): 'advogado' sets is_lawyer, 'administrador' is_staff. */
export const roles = ['advogado', 'administrador'] as const;
export const roleField = z.enum(roles, { error: 'Cargo é obrigatório' });
export type Role = z.infer<typeof roleField>;

export const PASSWORD_MISMATCH = 'Senhas não coincidem';
export const IMAGE_TOO_LARGE = 'A imagem deve ter no máximo 5MB.';
export const IMAGE_NOT_AN_IMAGE = 'Por favor, selecione apenas imagens.';
/** An image over `limits.maxImagePixels` (40 megapixels), whatever its size in bytes. */
export const IMAGE_TOO_MANY_PIXELS = 'A imagem deve ter no máximo 40 megapixels.';
