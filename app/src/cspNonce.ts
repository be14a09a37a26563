/**
 * The nonce this document was served with (its csp-nonce meta), undefined on the server and in a
 * cached visitor's page, which has none (decision 0014). Imported first by entry-client: under the
 * server's CSP, styles injected at run time need it. styled-components reads the meta itself;
 * react-hot-toast's goober reads window.__nonce__, and creates its style tag as soon as its module
 * loads, so this must run before any other import.
 */
const documentNonce =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;

if (documentNonce) (window as Window & { __nonce__?: string }).__nonce__ = documentNonce;
