import { ApiError } from '../api/client';

/** The text of a thrown value, for messages shown next to the spec's titles. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** An answer that arrived but said `success: false` (see unwrap). */
export const isUnsuccessfulAnswer = (error: unknown) => error instanceof ApiError && error.status === 200;
