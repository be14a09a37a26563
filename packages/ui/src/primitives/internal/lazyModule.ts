/**
 * Code the library loads on demand, in chunks of their own (a page part below the fold, the global
 * style). Each one is listed, so that whoever must render synchronously loads them all first
 * (`preloadLazyModules`: the server before rendering, Storybook before each story).
 */

type Tracked<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  Object.assign(tracked, { status: 'pending' });
  tracked.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

export interface LazyModule<T> {
  /**
   * Starts loading (once; again after a failure). The same promise each time, carrying its
   * outcome the way `use()` reads it: a component renders `use(module.load())`, suspending until
   * the module is here and never once it is.
   */
  load(): Promise<T>;
}

const registry = new Set<LazyModule<unknown>>();

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let current: Tracked<T> | undefined;
  const start = () => {
    if (!current || current.status === 'rejected') current = track(importer());
    return current;
  };
  const module: LazyModule<T> = { load: start };
  registry.add(module);
  return module;
}

/**
 * Loads every lazy module declared so far, one after the other in the order they were declared:
 * their modules then run in the same order in every build, and so styled-components numbers their
 * components, and orders their CSS rules, the same way (the server's output is the same from the
 * split build and from the single-file bundle).
 */
export async function preloadLazyModules(): Promise<void> {
  for (const module of registry) await module.load();
}
