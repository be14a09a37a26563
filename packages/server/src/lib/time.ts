/** yyyy-MM-dd'T'HH:mm:ss.SSS'Z' — the one timestamp format stored and answered. */
export function isoNow(now: Date = new Date()): string {
  return now.toISOString();
}

export function isoPlus(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() + ms).toISOString();
}
