import type { FieldErrors } from '@firm/contract';

/**
 * The one way a handler refuses a request: thrown, answered by the error handler with the
 * envelope. Field errors name the field first, in English, for the client's keyword mapping (§8).
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function fieldError(status: number, field: string, message: string): HttpError {
  const text = `${field}: ${message}`;
  return new HttpError(status, text, { [field]: [text] });
}

export const unauthorized = () => new HttpError(401, 'Autenticação necessária. Faça login novamente.');
export const forbidden = (message = 'Você não tem permissão para realizar esta ação.') => new HttpError(403, message);
export const notFound = (message = 'Não encontrado.') => new HttpError(404, message);

export function ok<T>(data: T, message = 'Sucesso'): { success: true; message: string; data: T } {
  return { success: true, message, data };
}
