import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** §2: the window scrolls to the top whenever the path changes (not on hash or query changes). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    // A link to /#contact from another page lands on its section, not the top.
    if (hash) return;
    window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new path scrolls
  }, [pathname]);
  return null;
}
