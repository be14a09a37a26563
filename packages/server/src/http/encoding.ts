import type { Encoding } from './compression';

/** The encodings this server sends, in order of preference. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];
const BOTH = { br: true, gzip: true } as const;

/** The client's preferred encoding among those available (br first); undefined: the plain bytes. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<Encoding, unknown>>,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (token && (q === undefined || Number(q) > 0)) accepted.add(token.trim());
  }
  return PREFERENCE.find((encoding) => available[encoding] && (accepted.has(encoding) || accepted.has('*')));
}

/**
 * The encoding to send for an Accept-Encoding header when both are available, remembered per
 * distinct header value (browsers send a handful of them): parsing it on every cached answer
 * would cost more than the lookup itself.
 */
const chosen = new Map<string, Encoding | undefined>();
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  if (chosen.has(acceptEncoding)) return chosen.get(acceptEncoding);
  const encoding = pickEncoding(acceptEncoding, BOTH);
  if (chosen.size >= 256) chosen.clear();
  chosen.set(acceptEncoding, encoding);
  return encoding;
}
