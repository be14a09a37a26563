import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * Renders its children in the browser only, after hydration. For UI with no
 * server meaning whose markup would differ or break the CSP (the toaster's
 * inline style attributes).
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
