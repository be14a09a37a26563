import './cspNonce';
import './zodJitless';
// Before the router: its popstate listener must come after this one.
import './routing/historyGate';
import '@firm/ui/fonts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { matchPage } from '@firm/contract';
import { App } from './App';
import { preloadPage } from './AppRoutes';
import type { ServerData } from './entry-server';
import { markServerRendered } from './ssr/serverFresh';

/** Must match APP_DATA_ID in entry-server.tsx (not imported: that would pull server code in). */
const APP_DATA_ID = '__APP_DATA__';

function readServerData(): ServerData | null {
  const script = document.getElementById(APP_DATA_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerData;
  } catch (error) {
    console.error('Unreadable server data; rendering from scratch', error);
    return null;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const serverData = readServerData();
markServerRendered(Object.keys(serverData?.fallback ?? {}));
const hydrating = serverData !== null && container.firstElementChild !== null;
const app = (
  <StrictMode>
    <BrowserRouter>
      {/* SWR starts from the server's data, so the first render equals the server's HTML. */}
      <SWRConfig value={{ fallback: serverData?.fallback ?? {} }}>
        <App origin={serverData?.origin ?? window.location.origin} hydrating={hydrating} />
      </SWRConfig>
    </BrowserRouter>
  </StrictMode>
);

if (hydrating) {
  // The page's own chunk first: hydrating a route that suspends would leave its markup inert. In a
  // task of its own: this one has just run every module of the entry.
  setTimeout(
    () =>
      void preloadPage(matchPage(window.location.pathname)).then(
        // In a transition React hydrates in slices, yielding to the browser between them, instead of
        // one long task that blocks input (Lighthouse's Total Blocking Time).
        () => startTransition(() => void hydrateRoot(container, app)),
        // Without its code the server's HTML stays as it is: readable, with working plain links.
        (error: unknown) => console.error('Could not load the page; leaving the server-rendered HTML', error),
      ),
  );
} else {
  createRoot(container).render(app);
}
