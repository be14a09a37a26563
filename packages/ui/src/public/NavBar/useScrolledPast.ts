import { useCallback, useSyncExternalStore } from 'react';
import { limits } from '@firm/contract';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * True once the window has scrolled past `threshold` px (the landing nav turns solid).
 * The server snapshot is `false`, so server HTML and hydration agree.
 */
export function useScrolledPast(threshold: number = limits.navScrollThreshold): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
