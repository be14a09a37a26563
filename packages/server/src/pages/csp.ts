import { randomBytes } from 'node:crypto';

/** A fresh nonce for one response: 128 random bits, base64 (CSP's nonce-source grammar). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of an HTML page: only this origin, scripts and style elements only
 * with this response's nonce (the server-rendered styled-components tags, Vite's entry script
 * and preloads, and what the browser injects later: styled-components and the toast library
 * read the nonce from `<meta property="csp-nonce">`). No third-party origin anywhere (LGPD
 * note of issue 4: the public pages request nothing from another origin).
 */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
  ].join('; ');
}
