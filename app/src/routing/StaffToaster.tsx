import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { matchPage } from '../paths';

// Only staff screens raise toasts, so a visitor's page never loads the toaster (react-hot-toast):
// it arrives with the first staff route and stays mounted from then on, so a toast such as
// 'Post criado com sucesso!' outlives the navigation to /blog.
const Toaster = lazy(() => import('./toaster'));

/**
 * The app's one toaster, mounted once a staff route has been opened. The server renders no staff
 * page, so server HTML and the browser's first render agree (nothing here on a public page), and
 * the toaster's inline style attributes never meet the CSP in server HTML.
 */
export function StaffToaster() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  const onStaffRoute = matchPage(pathname).page === 'backoffice';
  // Set during render (React's pattern for state derived from a change), so it sticks afterwards.
  if (onStaffRoute && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
