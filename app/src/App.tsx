import { LinkProvider, ThemeProvider } from '@firm/ui';
import { endInitialHydration } from '@firm/ui/public';
import { useEffect } from 'react';
import { AppRoutes } from './AppRoutes';
import { RouterLink } from './routing/RouterLink';
import { SiteOriginProvider } from './routing/SiteOrigin';
import { ScrollToTop } from './routing/ScrollToTop';
import { StaffOnly } from './routing/StaffOnly';

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
  // Parts of the page mounted from now on render at once (see @firm/ui's deferred parts).
  useEffect(() => {
    endInitialHydration();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <SiteOriginProvider value={origin}>
      <ThemeProvider globalStyle={!hydrating}>
        <LinkProvider component={RouterLink}>
          <StaffOnly>
            <ScrollToTop />
            <AppRoutes />
          </StaffOnly>
        </LinkProvider>
      </ThemeProvider>
    </SiteOriginProvider>
  );
}
