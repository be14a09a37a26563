import { format, isValid } from 'date-fns';
import { formatPostDate } from '../public/shared/formatPostDate';

/**
 * Dates as the back office shows them (§9): dd/MM/yyyy. A `published_at`
 * timestamp uses the public pages' rule (the firm's calendar day), so the
 * list and the blog never disagree; a picked Date is already a calendar day.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  if (typeof value === 'string') return formatPostDate(value) || '-';
  return isValid(value) ? format(value, 'dd/MM/yyyy') : '-';
}

/** The message of a rejected callback, when it carries one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message.trim();
  if (typeof error === 'string') return error.trim();
  return '';
}
