import { vi } from 'vitest';
import type { Mutate } from './swr';

/**
 * A stand-in for SWR's cache-bound mutate(): keys or a key filter, data or an
 * updater, and the revalidate option, over a plain Map the test can read.
 */
export function fakeCache(initial: Record<string, unknown> = {}) {
  const store = new Map<string, unknown>(Object.entries(initial));
  const revalidated: string[] = [];
  const mutate = vi.fn(async (...args: unknown[]) => {
    const [key, data, options] = args as [unknown, unknown, { revalidate?: boolean } | boolean | undefined];
    const keys =
      typeof key === 'function' ? [...store.keys()].filter((k) => (key as (k: string) => boolean)(k)) : [key as string];
    for (const k of keys) {
      if (args.length >= 2) {
        store.set(k, typeof data === 'function' ? await (data as (v: unknown) => unknown)(store.get(k)) : data);
      }
      const revalidate = typeof options === 'boolean' ? options : (options?.revalidate ?? true);
      if (revalidate) revalidated.push(k);
    }
  });
  return { store, revalidated, mutate: mutate as unknown as Mutate, spy: mutate };
}
