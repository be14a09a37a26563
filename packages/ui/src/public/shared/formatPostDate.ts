const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * `published_at` (UTC ISO) as dd/MM/yyyy in the firm's time zone. Brazil has no
 * daylight saving since 2019, so a fixed UTC−3 offset gives the same calendar day
 * on the server and in every visitor's browser (no hydration mismatch, stable stories).
 * Plain arithmetic, no date library: this runs in every visitor's bundle.
 */
export function formatPostDate(iso: string): string {
  const shifted = new Date(Date.parse(iso) + SAO_PAULO_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return '';
  return `${pad(shifted.getUTCDate(), 2)}/${pad(shifted.getUTCMonth() + 1, 2)}/${pad(shifted.getUTCFullYear(), 4)}`;
}
