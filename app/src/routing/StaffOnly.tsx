import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { documentNonce } from '../cspNonce';
import { matchPage } from '../paths';

// The staff screens' frame (StaffFrame: the session and the toaster) matters to them alone, so a
// visitor's page never loads its code (nor react-hot-toast): it arrives with the first staff route.
const StaffFrame = lazy(() => import('./StaffFrame'));

/**
 * Whether a staff route must open as a new document. A visitor's page from the server's cache is
 * the same for everyone, so it carries no CSP nonce and no csp-nonce meta (decision 0014): the
 * toaster's style element, which needs the nonce, would be blocked there. Documents the server
 * opens on a staff path have one (so does the development server's page); one opened there
 * without it is never reopened, so this cannot loop.
 */
const reopenForStaff =
  typeof window !== 'undefined' &&
  documentNonce === undefined &&
  matchPage(window.location.pathname).page !== 'backoffice';

/** Opens the current (staff) address as a new document, which the server sends with a nonce. */
function OpenAsDocument() {
  useEffect(() => window.location.reload(), []);
  return null;
}

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
  if (reopenForStaff) return <OpenAsDocument />;
  return (
    <Suspense fallback={null}>
      <StaffFrame>{children}</StaffFrame>
    </Suspense>
  );
}
