import { useCallback, useState } from 'react';

/**
 * A callback ref and whether its element is on screen. Starts as `initial`
 * (the server's answer too), then follows an IntersectionObserver in the browser.
 */
export function useInView<T extends Element>(initial = true): [(node: T | null) => (() => void) | undefined, boolean] {
  const [inView, setInView] = useState(initial);
  const ref = useCallback((node: T | null) => {
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, inView];
}
