import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * §2: the window scrolls to the top whenever the path changes. A link such as
 * /#contact from another page lands on its section instead (the browser does
 * not do it by itself on a client-side navigation).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(safeDecode(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
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
