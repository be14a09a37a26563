/*
 * Zod-free: the public pages format dates with it in every visitor's bundle. Only what they use
 * lives here (a module is bundled with every export someone uses): the editor's conversion is in
 * forms.ts.
 */

/**
 * The firm's calendar is São Paulo's: UTC−3, with no daylight saving since 2019. A fixed offset
 * gives the same calendar day on the server, in every visitor's browser and in the editor's date
 * picker (no hydration mismatch, stable stories, a picked day is the day every reader sees).
 */
export const SAO_PAULO_UTC_OFFSET_HOURS = -3;

export const SAO_PAULO_UTC_OFFSET_MS = SAO_PAULO_UTC_OFFSET_HOURS * 3_600_000;

/**
 * An instant as São Paulo's calendar and clock read it: a Date whose UTC fields (getUTCDate,
 * getUTCMonth, getUTCFullYear…) are São Paulo's; null for an unreadable ISO string.
 */
export function inSaoPaulo(iso: string): Date | null {
  const shifted = new Date(Date.parse(iso) + SAO_PAULO_UTC_OFFSET_MS);
  return Number.isNaN(shifted.getTime()) ? null : shifted;
}
