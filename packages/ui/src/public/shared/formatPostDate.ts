import { inSaoPaulo } from '@firm/contract';

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * `published_at` (UTC ISO) as dd/MM/yyyy on the firm's calendar (São Paulo's fixed offset, from
 * the contract): the same day on the server and in every visitor's browser (no hydration
 * mismatch, stable stories). Plain arithmetic, no date library: this runs in every visitor's bundle.
 */
export function formatPostDate(iso: string): string {
  const day = inSaoPaulo(iso);
  if (!day) return '';
  return `${pad(day.getUTCDate(), 2)}/${pad(day.getUTCMonth() + 1, 2)}/${pad(day.getUTCFullYear(), 4)}`;
}
