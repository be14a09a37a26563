import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { SWRConfig } from 'swr';
import { matchPage, type PrefetchedData, type RenderOptions } from '@firm/contract';
import { preloadLazyModules } from '@firm/ui';
import { PAGE_CHUNKS_ID } from '../build/afterFirstPaint';
import { App } from './App';
import { pageChunkName, preloadPage } from './AppRoutes';
import { pageMeta, renderHead, scriptJson } from './seo/pageMeta';
import { dataNeeds, swrFallback } from './ssr/prefetch';

// What the server loads from the built module (@firm/contract's AppServerEntry, checked by
// ssr/serverEntryConforms.ts): matchPage, dataNeeds, renderPage and NONCE_PLACEHOLDER.
export { matchPage, dataNeeds };

/** Each public route chunk's files beyond the entry's (vite.config.ts); absent outside the server build. */
declare const __ROUTE_CHUNK_FILES__: Record<string, string[]> | undefined;
const routeChunkFiles = typeof __ROUTE_CHUNK_FILES__ === 'undefined' ? {} : __ROUTE_CHUNK_FILES__;

/** Id of the JSON script that carries the SWR data to the browser (read by entry-client). */
export const APP_DATA_ID = '__APP_DATA__';

/** What that script holds. */
export interface ServerData {
  fallback: Record<string, unknown>;
  origin: string;
}
/** The nonce placeholder Vite writes into the built index.html (html.cspNonce in vite.config.ts). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface RenderResult {
  /** HTTP status: 404 for an unknown path or an unknown/unpublished slug. */
  status: number;
  /** The app's markup for <div id="root"> ('' for back-office pages, which render in the browser). */
  html: string;
  /** styled-components' <style> tags for <head>. */
  styles: string;
  /** <title>, meta description, canonical, Open Graph, Twitter and JSON-LD tags. */
  head: string;
  /** The <script type="application/json"> with the SWR data, to place before the client script. */
  state: string;
}

/**
 * Renders one page. `url` is the request's path and query; `data` what
 * dataNeeds(matchPage(pathname)) asked for.
 */
export async function render(url: string, data: PrefetchedData, options: RenderOptions): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const page = matchPage(pathname, search);
  const status = page.page === 'notFound' || (page.page === 'blogPost' && data.post === null) ? 404 : 200;
  const nonceAttr = options.nonce ? ` nonce="${options.nonce}"` : '';
  const chunk = pageChunkName(page);
  // The page's own chunk files, which the browser preloads with the entry after the first paint
  // (build/afterFirstPaint.ts).
  const chunkFiles = chunk ? (routeChunkFiles[chunk] ?? []) : [];
  const head = [
    renderHead(pageMeta(page, options.origin, data), options.origin, options.nonce),
    ...(chunkFiles.length > 0
      ? [`<script type="application/json" id="${PAGE_CHUNKS_ID}"${nonceAttr}>${scriptJson(chunkFiles)}</script>`]
      : []),
  ].join('\n');

  // Staff pages need the browser's token: the server sends the shell and the browser renders them.
  if (page.page === 'backoffice') return { status, html: '', styles: '', head, state: '' };

  // The page's code is a chunk of its own (AppRoutes), and so are the parts of it the browser
  // hydrates later and the global style (@firm/ui's lazy modules): all loaded first, since
  // renderToString cannot wait.
  await preloadPage(page);
  await preloadLazyModules();
  const fallback = swrFallback(page, data);
  const origin = options.origin.replace(/\/+$/, '');
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={url}>
            {/* A fresh cache per request: nothing leaks between visitors. */}
            <SWRConfig value={{ provider: () => new Map(), fallback }}>
              <App origin={origin} />
            </SWRConfig>
          </StaticRouter>
        </StrictMode>,
      ),
    );
    const styles = sheet.getStyleTags().replace(/<style /g, `<style${nonceAttr} `);
    const state = `<script type="application/json" id="${APP_DATA_ID}"${nonceAttr}>${scriptJson({ fallback, origin } satisfies ServerData)}</script>`;
    return { status, html, styles, head, state };
  } finally {
    sheet.seal();
  }
}

/**
 * The whole document: the built index.html (app/dist/client/index.html) with
 * the render's parts in its placeholders and every nonce placeholder filled.
 */
export async function renderPage(
  template: string,
  url: string,
  data: PrefetchedData,
  options: RenderOptions,
): Promise<{ status: number; html: string }> {
  const result = await render(url, data, options);
  const html = template
    .replace('<!--app-head-->', () => `${result.head}\n${result.styles}`)
    .replace('<!--app-html-->', () => result.html)
    .replace('<!--app-state-->', () => result.state)
    .replaceAll(NONCE_PLACEHOLDER, options.nonce ?? '');
  return { status: result.status, html };
}
