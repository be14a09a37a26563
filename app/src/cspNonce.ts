/**
 * Imported first by entry-client: under the server's CSP, styles injected at run
 * time need the page's nonce. styled-components reads the csp-nonce meta itself;
 * react-hot-toast's goober reads window.__nonce__, and creates its style tag as
 * soon as its module loads, so this must run before any other import.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) (window as Window & { __nonce__?: string }).__nonce__ = nonce;

export {};
