/*
 * Zod-free: the public pages format dates with it in every visitor's bundle.
 */

/**
 * The firm's calendar is São Paulo's: UTC−3, with no daylight saving since 2019. A fixed offset
 * gives the same calendar day on the server, in every visitor's browser and in the editor's date
 * picker (no hydration mismatch, stable stories, a picked day is the day every reader sees).
 */
export const SAO_PAULO_UTC_OFFSET_HOURS = -3;

const OFFSET_MS = SAO_PAULO_UTC_OFFSET_HOURS * 3_600_000;

/** The São Paulo calendar day an instant falls on (month 1–12); null for an unreadable ISO string. */
export function saoPauloDay(iso: string): { year: number; month: number; day: number } | null {
  const shifted = new Date(Date.parse(iso) + OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return null;
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The instant a São Paulo calendar day (month 1–12) starts, as UTC ISO with milliseconds. */
export function saoPauloDayStart(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day) - OFFSET_MS).toISOString();
}
