import { saoPauloDay } from '@firm/contract';

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * `published_at` (UTC ISO) as dd/MM/yyyy on the firm's calendar (São Paulo's fixed offset, from
 * the contract): the same day on the server and in every visitor's browser (no hydration
 * mismatch, stable stories). Plain arithmetic, no date library: this runs in every visitor's bundle.
 */
export function formatPostDate(iso: string): string {
  const day = saoPauloDay(iso);
  if (!day) return '';
  return `${pad(day.day, 2)}/${pad(day.month, 2)}/${pad(day.year, 4)}`;
}
