import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** A browser capability, false during the server render and hydration, then the real answer. */
export function useBrowserFeature(test: () => boolean): boolean {
  return useSyncExternalStore(subscribe, test, () => false);
}
