import './cspNonce';
import '@firm/ui/fonts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { App } from './App';
import type { ServerData } from './entry-server';

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
const app = (
  <StrictMode>
    <BrowserRouter>
      {/* SWR starts from the server's data, so the first render equals the server's HTML. */}
      <SWRConfig value={{ fallback: serverData?.fallback ?? {} }}>
        <App origin={serverData?.origin ?? window.location.origin} />
      </SWRConfig>
    </BrowserRouter>
  </StrictMode>
);

if (serverData && container.firstElementChild) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
