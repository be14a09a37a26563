import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { matchPage } from '../paths';

// The staff screens' frame (StaffFrame: the session and the toaster) matters to them alone, so a
// visitor's page never loads its code (nor react-hot-toast): it arrives with the first staff route.
const StaffFrame = lazy(() => import('./StaffFrame'));

/**
 * `children`, inside the staff frame once a staff route has been opened. It stays mounted from
 * then on, so the session and a toast such as 'Post criado com sucesso!' outlive the navigation
 * to a public page (the blog, after publishing). The server renders no staff page, so server HTML
 * and the browser's first render agree, and the toaster's inline styles never meet the CSP there.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  // Set during render (React's pattern for state derived from a change), so it sticks afterwards.
  if (matchPage(pathname).page === 'backoffice' && !wanted) setWanted(true);
  if (!wanted) return children;
  return (
    <Suspense fallback={null}>
      <StaffFrame>{children}</StaffFrame>
    </Suspense>
  );
}
