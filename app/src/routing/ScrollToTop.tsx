import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a /#section link keeps its section in view while the page above it fills in. */
const SETTLE_MS = 5_000;
/** The reader taking over the scroll ends that. */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * §2: the window scrolls to the top whenever the path changes. A link such as
 * /#contact from another page lands on its section instead (the browser does
 * not do it by itself on a client-side navigation), and stays there while the
 * parts above it (the blog teaser, the team) arrive and grow the page.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = hash ? safeDecode(hash.slice(1)) : null;
    const target = id ? document.getElementById(id) : null;
    if (!id || !target) {
      window.scrollTo(0, 0);
      return;
    }
    target.scrollIntoView();

    const follow = new ResizeObserver(() => document.getElementById(id)?.scrollIntoView({ behavior: 'instant' }));
    const stop = () => {
      follow.disconnect();
      window.clearTimeout(timer);
      for (const type of READER_EVENTS) window.removeEventListener(type, stop);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const type of READER_EVENTS) window.addEventListener(type, stop, { passive: true });
    follow.observe(document.body);
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new path scrolls; hash links on the same page scroll themselves
  }, [pathname]);
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
