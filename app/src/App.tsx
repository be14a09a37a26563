import { LinkProvider, ThemeProvider, Toaster } from '@firm/ui';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './auth/AuthProvider';
import { ClientOnly } from './routing/ClientOnly';
import { RouterLink } from './routing/RouterLink';
import { SiteOriginProvider } from './routing/SiteOrigin';
import { ScrollToTop } from './routing/ScrollToTop';

/**
 * The tree shared by the browser and the server render. The entries add what
 * differs: the router (Browser/Static), the SWR cache and its prefilled data.
 */
/** `origin`: the public origin for addresses shown in pages (see SiteOrigin). */
export function App({ origin }: { origin: string }) {
  return (
    <SiteOriginProvider value={origin}>
      <ThemeProvider>
        <LinkProvider component={RouterLink}>
          <AuthProvider>
            <ScrollToTop />
            <AppRoutes />
            {/* Once, at the root: a toast such as 'Post criado com sucesso!' outlives the navigation to /blog. */}
            <ClientOnly>
              <Toaster />
            </ClientOnly>
          </AuthProvider>
        </LinkProvider>
      </ThemeProvider>
    </SiteOriginProvider>
  );
}
