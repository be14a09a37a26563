/**
 * §5: "The client forces responses containing local-host URLs to use the API
 * host with the secure protocol." A server behind a proxy may build media URLs
 * from its own loopback address; the browser must get the public https address.
 *
 * Choice: the rewrite is a no-op when the API host is itself local (development,
 * tests, `npm start` on a laptop). Rewriting there would turn working
 * http://localhost:3000 URLs into https:// ones that nothing serves.
 */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '::1']);
const LOCAL_URL = /\bhttps?:\/\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::\d+)?/g;

export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * The host local URLs are rewritten to, or null for "leave them alone": when the
 * API host is local, or when a relative base URL cannot be resolved (no page origin).
 */
export function rewriteTarget(baseUrl: string, pageOrigin: string | null): string | null {
  let url: URL;
  try {
    url = pageOrigin ? new URL(baseUrl || '/', pageOrigin) : new URL(baseUrl);
  } catch {
    return null;
  }
  return isLocalHostname(url.hostname) ? null : url.host;
}

/** Deep copy of a JSON value with local-host URL prefixes replaced by https://{host}. */
export function rewriteLocalUrls<T>(value: T, host: string | null): T {
  if (host === null) return value;
  return rewrite(value, `https://${host}`) as T;
}

function rewrite(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.replace(LOCAL_URL, origin);
  if (Array.isArray(value)) return value.map((item) => rewrite(item, origin));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item, origin)]));
  }
  return value;
}
