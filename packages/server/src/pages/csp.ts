import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn at once: one call to the CSPRNG per 256 responses, not per response. */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let next = pool.length;

/** A fresh nonce for one response: 128 random bits, base64 (CSP's nonce-source grammar). */
export function newNonce(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const nonce = pool.toString('base64', next, next + NONCE_BYTES);
  next += NONCE_BYTES;
  return nonce;
}

/** CSP hash sources (`'sha256-…'`) of a page's inline elements (pages/cachedPage.ts). */
export type InlineHashes = { scripts: string[]; styles: string[] };

/**
 * The Content-Security-Policy of an HTML page: only this origin, scripts and style elements only
 * with this response's nonce (the server-rendered styled-components tags, Vite's entry script
 * and preloads, and what the browser injects later: styled-components and the toast library
 * read the nonce from `<meta property="csp-nonce">`) — or, for a cached page, by the hashes of
 * its inline elements (decision 0010). No third-party origin anywhere (LGPD note of issue 4:
 * the public pages request nothing from another origin).
 */
export function pageCsp(nonce: string, hashes?: InlineHashes): string {
  const list = (sources: string[] | undefined) => (sources?.length ? ` ${sources.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${list(hashes?.scripts)}`,
    `style-src 'self' 'nonce-${nonce}'${list(hashes?.styles)}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
  ].join('; ');
}
