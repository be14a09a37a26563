import { LinkProvider, ThemeProvider } from '@firm/ui';
import { useEffect } from 'react';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './auth/AuthProvider';
import { RouterLink } from './routing/RouterLink';
import { SiteOriginProvider } from './routing/SiteOrigin';
import { ScrollToTop } from './routing/ScrollToTop';
import { StaffToaster } from './routing/StaffToaster';

/**
 * The tree shared by the browser and the server render. The entries add what
 * differs: the router (Browser/Static), the SWR cache and its prefilled data.
 */
/**
 * `origin`: the public origin for addresses shown in pages (see SiteOrigin). `hydrating`: the
 * browser takes over a server-rendered page, whose global style is already in place.
 */
export function App({ origin, hydrating = false }: { origin: string; hydrating?: boolean }) {
  // `<html data-hydrated>` once the browser has hydrated (or rendered) the app: a signal for
  // end-to-end tests and monitoring that the page's controls now respond.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <SiteOriginProvider value={origin}>
      <ThemeProvider globalStyle={!hydrating}>
        <LinkProvider component={RouterLink}>
          <AuthProvider>
            <ScrollToTop />
            <AppRoutes />
            {/* Once, at the root: a toast such as 'Post criado com sucesso!' outlives the navigation to /blog. */}
            <StaffToaster />
          </AuthProvider>
        </LinkProvider>
      </ThemeProvider>
    </SiteOriginProvider>
  );
}
