import type { ScopedMutator } from 'swr';
import { unwrap, type ApiClient } from '../api/client';

/**
 * Shared pieces of the resource modules. Every SWR key is the API path it
 * fetches (query included), so a key names its request and the server can
 * prefill the same keys for a hydrated page.
 */

/** GET a path and return its data; an unsuccessful envelope throws. */
export async function getData<T>(api: ApiClient, path: string): Promise<T> {
  return unwrap(await api.get<T>(path));
}

/** A key matcher for mutate(): every cached key that starts with `prefix`. */
export const keysUnder =
  (prefix: string) =>
  (key: unknown): boolean =>
    typeof key === 'string' && key.startsWith(prefix);

export type Mutate = ScopedMutator;
