import { randomBytes } from 'node:crypto';

/** A fresh nonce for one response: 128 random bits, base64 (CSP's nonce-source grammar). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** CSP hash sources (`'sha256-…'`) of a page's inline elements (pages/cachedPage.ts). */
export type InlineHashes = { scripts: string[]; styles: string[] };

/**
 * The Content-Security-Policy of an HTML page: only this origin, and inline scripts and style
 * elements only with this response's nonce — the server-rendered styled-components tags, Vite's
 * entry script and preloads, and what the browser injects later (styled-components and the toast
 * library read the nonce from `<meta property="csp-nonce">`) — or, for a cached public page, only
 * by the hashes of its own inline elements (decision 0014). No third-party origin anywhere (LGPD
 * note of issue 4: the public pages request nothing from another origin).
 */
export function pageCsp(allowed: { nonce: string } | InlineHashes): string {
  const [scripts, styles] =
    'nonce' in allowed
      ? [[`'nonce-${allowed.nonce}'`], [`'nonce-${allowed.nonce}'`]]
      : [allowed.scripts, allowed.styles];
  const list = (sources: string[]) => (sources.length ? ` ${sources.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${list(scripts)}`,
    `style-src 'self'${list(styles)}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
  ].join('; ');
}
