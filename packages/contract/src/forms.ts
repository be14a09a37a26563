import { z } from 'zod';
import { inSaoPaulo, SAO_PAULO_UTC_OFFSET_MS } from './calendar';
import type { SectionType, User } from './entities';
import {
  emailField,
  nameField,
  newPasswordField,
  oabField,
  PASSWORD_MISMATCH,
  passwordField,
  professionalTitleField,
  roleField,
  summaryField,
} from './fields';
import type { Role } from './fields';
import { limits } from './limits';

/**
 * Back-office form schemas (spec §5) and the pure helpers the screens need.
 * Every rule comes from ./fields, so the forms and the API's request schemas
 * share one definition of each rule and message.
 */

// ---------------------------------------------------------------- files

/** The part of a browser `File` the rules read (this package has no DOM types). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).size === 'number' &&
  typeof (value as FileLike).type === 'string';

/** §5 create user: 'photo max 5MB' with the message exactly as the spec writes it there. */
export const PHOTO_TOO_LARGE = 'A imagem deve ter no máximo 5MB';

/** Profile photo: optional (marked required in the UI but not validated, §2), at most 5 MB. */
export const photoField = z
  .custom<FileLike | null>((value) => value === null || value === undefined || isFileLike(value))
  .nullable()
  .optional()
  .refine((file) => !file || file.size <= limits.maxImageBytes, PHOTO_TOO_LARGE);

/** The photo-selection check of §5, run when a file is chosen: [title, message] or null. */
export function checkImageFile(file: FileLike): readonly [string, string] | null {
  if (!file.type.startsWith('image/')) return ['Tipo de arquivo inválido', 'Por favor, selecione apenas imagens.'];
  if (file.size > limits.maxImageBytes) return ['Arquivo muito grande', 'A imagem deve ter no máximo 5MB.'];
  return null;
}

// ---------------------------------------------------------------- login

export const LOGIN_INVALID_CREDENTIALS = 'Credenciais inválidas. Tente novamente.';
export const LOGIN_FAILED = 'Erro ao fazer login. Tente novamente.';

/** Login (§5): both fields required; the first is an e-mail field. */
export const loginFormSchema = z.object({
  email: emailField,
  // No length rule here: an existing password is checked by the server, not by the form.
  password: z.string().min(1, 'Senha é obrigatória'),
});
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

// ---------------------------------------------------------------- users

/** Role options in the order the forms show them; 'advogado' is the default on create (§9). */
export const roleOptions: ReadonlyArray<{ value: Role; label: string }> = [
  { value: 'advogado', label: 'Advogado' },
  { value: 'administrador', label: 'Administrador' },
];
export const DEFAULT_ROLE: Role = 'advogado';

/** §4: 'advogado' sets is_lawyer, 'administrador' sets is_staff; the two are exclusive. */
export function roleFlags(role: Role): { is_lawyer: boolean; is_staff: boolean } {
  return { is_lawyer: role === 'advogado', is_staff: role === 'administrador' };
}

/** The edit form's role for a loaded user ('' when the user is neither). */
export function roleOfUser(user: Pick<User, 'is_lawyer' | 'is_staff'>): Role | '' {
  if (user.is_staff) return 'administrador';
  if (user.is_lawyer) return 'advogado';
  return '';
}

/** Role badges of the user list (§2). */
export function roleLabels(user: Pick<User, 'is_lawyer' | 'is_staff'>): string[] {
  const labels: string[] = [];
  if (user.is_staff) labels.push('Administrador');
  if (user.is_lawyer) labels.push('Advogado');
  return labels.length > 0 ? labels : ['Usuário'];
}

const profileFields = {
  photo: photoField,
  name: nameField,
  title: professionalTitleField,
  summary: summaryField,
  oab: oabField,
  email: emailField,
};

/** Create user (§5): every field rule, and the confirmation must match. */
export const createUserFormSchema = z
  .object({
    ...profileFields,
    cargo: roleField,
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((data) => data.password === data.confirmPassword, { message: PASSWORD_MISMATCH, path: ['confirmPassword'] });
export type CreateUserFormInput = z.input<typeof createUserFormSchema>;
export type CreateUserFormValues = z.output<typeof createUserFormSchema>;

/** Optional password change (§5): only when either field is filled. */
const optionalPasswordChange = <T extends { password: string; confirmPassword: string }>(
  data: T,
  ctx: z.RefinementCtx,
) => {
  if (data.password === '' && data.confirmPassword === '') return;
  const result = newPasswordField.safeParse(data.password);
  if (!result.success) {
    ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? '', path: ['password'] });
  }
  if (data.password !== data.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: PASSWORD_MISMATCH, path: ['confirmPassword'] });
  }
};

/** Edit user (§5): the role may be '' for a user who is neither lawyer nor administrator. */
export const editUserFormSchema = z
  .object({
    ...profileFields,
    cargo: z.union([roleField, z.literal('')]),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine(optionalPasswordChange);
export type EditUserFormInput = z.input<typeof editUserFormSchema>;
export type EditUserFormValues = z.output<typeof editUserFormSchema>;

/** My profile (§5): the edit rules without the role. */
export const profileFormSchema = z
  .object({ ...profileFields, password: z.string(), confirmPassword: z.string() })
  .superRefine(optionalPasswordChange);
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export const CREATE_USER_DEFAULT_ERROR = 'Tente novamente mais tarde.';

/** §8: the create-user failure message, by keyword found in the server's message (first match wins). */
const createUserErrorKeywords: ReadonlyArray<readonly [string, string]> = [
  ['email', 'Este e-mail já está em uso.'],
  ['password', 'A senha deve ter pelo menos 6 caracteres.'],
  ['name', 'O nome é obrigatório.'],
  ['title', 'O título profissional é obrigatório.'],
  ['summary', 'O resumo profissional é obrigatório.'],
  ['image', 'Erro no upload da imagem. Verifique o formato e tamanho.'],
];

export function mapCreateUserError(serverMessage: string | null | undefined): string {
  const message = serverMessage?.trim() ?? '';
  if (message === '') return CREATE_USER_DEFAULT_ERROR;
  const lower = message.toLowerCase();
  const match = createUserErrorKeywords.find(([keyword]) => lower.includes(keyword));
  return match ? match[1] : message;
}

// ---------------------------------------------------------------- posts

/** Section types as the editor names them (§3). */
export const uiSectionTypes = [
  'title',
  'subtitle',
  'subsubtitle',
  'paragraph',
  'list',
  'numberedList',
  'image',
] as const;
export type UiSectionType = (typeof uiSectionTypes)[number];

const uiToServer: Record<UiSectionType, SectionType> = {
  title: 'title',
  subtitle: 'subtitle',
  subsubtitle: 'subsubtitle',
  paragraph: 'paragraph',
  list: 'unordered_list',
  numberedList: 'ordered_list',
  image: 'image',
};

export function toServerSectionType(type: UiSectionType): SectionType {
  return uiToServer[type];
}

/** Server → editor; also accepts the public display's legacy 'list'. */
export function toUiSectionType(type: SectionType | 'list'): UiSectionType {
  if (type === 'unordered_list' || type === 'list') return 'list';
  if (type === 'ordered_list') return 'numberedList';
  return type;
}

export const isListSectionType = (type: UiSectionType): boolean => type === 'list' || type === 'numberedList';

/** List content: one item per line; blank lines are not items. */
export function splitListContent(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function joinListContent(lines: readonly string[]): string {
  return lines.join('\n');
}

/*
 * The public pages show `published_at` as a São Paulo calendar day (calendar.ts), so the editor
 * converts with the same rule and a picked day is the day every reader sees.
 */

/** `published_at` of §9 for a picked calendar day: its start in São Paulo, as UTC ISO with milliseconds. */
export function toPublishedAt(day: Date): string {
  return new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) - SAO_PAULO_UTC_OFFSET_MS).toISOString();
}

/** The calendar day (a local Date at midnight) a `published_at` falls on in São Paulo. */
export function fromPublishedAt(iso: string): Date | null {
  const day = inSaoPaulo(iso);
  return day && new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}

export const POST_CHECK_MESSAGES = {
  unauthenticated: 'Usuário não autenticado',
  date: 'Data de publicação é obrigatória',
  titleAndCategory: 'Título e categoria são obrigatórios',
  sections: 'Adicione pelo menos uma seção ao post',
} as const;

/** The fields of an editor draft the §5 rules read. */
export interface PostDraftFields {
  title: string;
  /** Category name; '' when none is chosen. */
  category: string;
  date: Date | null;
  sections: readonly unknown[];
}

/** §5: the first failing check, in the spec's order, or null when the draft may be saved. */
export function validatePostDraft(
  draft: PostDraftFields,
  user: { id?: number | null } | null | undefined,
): string | null {
  if (!user || user.id === undefined || user.id === null) return POST_CHECK_MESSAGES.unauthenticated;
  if (!draft.date) return POST_CHECK_MESSAGES.date;
  if (draft.title.trim() === '' || draft.category.trim() === '') return POST_CHECK_MESSAGES.titleAndCategory;
  if (draft.sections.length === 0) return POST_CHECK_MESSAGES.sections;
  return null;
}

/** §5: publish stays disabled until title, a real category, a date and one section exist and no save runs. */
export function canPublish(draft: PostDraftFields, saving: boolean): boolean {
  return (
    !saving &&
    draft.title.trim() !== '' &&
    draft.category.trim() !== '' &&
    draft.date !== null &&
    draft.sections.length > 0
  );
}

// ---------------------------------------------------------------- categories

export const CATEGORY_EXISTS = { title: 'Categoria já existe', message: 'Esta categoria já existe na lista.' } as const;

/** §7: the categories offered when the tag list cannot be loaded. */
export const fallbackCategories = [
  'Direito Trabalhista',
  'Direito Previdenciário',
  'Direito Civil',
  'Direito de Família',
  'Direito Imobiliário',
  'Compliance Empresarial',
] as const;

/** New category name (§5): trimmed and not empty. */
export const newCategorySchema = z.string().trim().min(1);

export type NewCategoryCheck = { ok: true; name: string } | { ok: false; reason: 'empty' | 'duplicate' };

/** §5: trimmed, not empty, not already in the list (compared without case). */
export function checkNewCategory(input: string, existing: readonly string[]): NewCategoryCheck {
  const parsed = newCategorySchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'empty' };
  const name = parsed.data;
  const key = name.toLocaleLowerCase('pt-BR');
  if (existing.some((other) => other.trim().toLocaleLowerCase('pt-BR') === key)) {
    return { ok: false, reason: 'duplicate' };
  }
  return { ok: true, name };
}
