import { useState } from 'react';

/** The SWR keys whose data the server rendered this page with (entry-client fills it). */
const serverKeys = new Set<string>();

export function markServerRendered(keys: Iterable<string>): void {
  for (const key of keys) serverKeys.add(key);
}

/**
 * Options for a public hook reading `key`. The server rendered the page from that key's data a
 * moment ago, so the hook's first mount in the browser starts from it without fetching it again:
 * SWR's default revalidation on mount would repeat every request the server made and re-render
 * the page during the phone's busiest second. Only that first key, only once; a later key, or
 * a later mount, revalidates as usual.
 */
export function useServerFresh(key: string): { revalidateOnMount: false } | undefined {
  const [freshKey] = useState(() => (serverKeys.delete(key) ? key : null));
  return freshKey === key ? { revalidateOnMount: false } : undefined;
}
