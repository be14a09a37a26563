import { createElement, use, type ComponentType } from 'react';

/** A lazily loaded component that can be loaded ahead of rendering (see preloadable). */
export interface PreloadableComponent<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the module (once); resolves when rendering will no longer suspend. */
  preload(): Promise<void>;
}

/** A promise carrying its outcome the way React's `use()` reads it: settled ones never suspend. */
type Tracked<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

/**
 * Like React.lazy, with a preload(): the public pages are split by route, and a server-rendered
 * page must render synchronously on both sides — the server (renderToString cannot wait) and the
 * browser's hydration (a suspended boundary would keep the server's markup inert). Both entries
 * call preload() for the page first; later client-side navigations suspend until it arrives
 * (inside React Router's transition, so the previous page stays on screen meanwhile).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let current: Tracked<ComponentType<P>> | undefined;
  const module = (): Tracked<ComponentType<P>> => {
    if (current) return current;
    const promise = load() as Tracked<ComponentType<P>>;
    Object.assign(promise, { status: 'pending' });
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(promise, { status: 'rejected', reason });
        // Let a later render (the error boundary's retry, a new navigation) try again.
        if (current === promise) current = undefined;
      },
    );
    current = promise;
    return promise;
  };
  function Preloadable(props: P) {
    // Always the same hook call; a promise already settled is read at once, without suspending.
    return createElement(use(module()), props);
  }
  return Object.assign(Preloadable, { preload: () => module().then(() => undefined) });
}
