import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { matchPage } from '@firm/contract';

// The staff screens' frame (StaffFrame: the session and the toaster) matters to them alone, so a
// visitor's page never loads its code (nor react-hot-toast): it arrives with the first staff route.
const StaffFrame = lazy(() => import('./StaffFrame'));

/**
 * Whether a staff route must open as a new document: it always does, unless this document was
 * opened on a staff path. The server sends those with what the back office needs and the
 * visitors' pages lack (decisions 0014 and 0015): a CSP nonce for the toaster's style element (a
 * cached visitor's page is the same for everyone, so it has none) and
 * `Cross-Origin-Opener-Policy: same-origin`. A document opened on a staff path is never reopened,
 * so this cannot loop.
 */
const reopenForStaff = typeof window !== 'undefined' && matchPage(window.location.pathname).page !== 'backoffice';

/** Opens the current (staff) address as a new document, which the server sends as the back office's. */
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
