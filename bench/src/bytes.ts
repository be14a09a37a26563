import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Request } from 'playwright';
import { chromiumArgs } from '../../packages/testkit/src/chromium';
import { closeOnExit } from './cleanup';

/**
 * What a visitor's browser downloads: each page opened in a fresh Chromium context (empty cache),
 * every response recorded until the network has been idle for a while (lazy chunks included).
 * Sizes are the encoded body bytes on the wire (brotli/gzip as served), without headers.
 */

/**
 * Back-office libraries that must never reach a public page. A chunk contains one when its source
 * map lists the package, or (no map) when its text holds all of the markers: strings that survive
 * minification in each library's build (checked against the editor's chunks on every run).
 */
export const backofficeLibraries = {
  '@dnd-kit': { packages: ['@dnd-kit/'], markers: ['DndDescribedBy', 'DndLiveRegion'] },
  'react-datepicker': { packages: ['react-datepicker/'], markers: ['react-datepicker__'] },
  'react-hook-form': { packages: ['react-hook-form/', '@hookform/'], markers: ['shouldUnregister', 'criteriaMode'] },
  'react-hot-toast': { packages: ['react-hot-toast/'], markers: ['toastOptions', 'pauseDuration'] },
} as const;
export type Library = keyof typeof backofficeLibraries;
const libraryNames = Object.keys(backofficeLibraries) as Library[];

export interface Resource {
  path: string;
  kind: 'document' | 'js' | 'css' | 'font' | 'image' | 'json' | 'other';
  status: number;
  encoding: string;
  /** Encoded body bytes (as transferred). */
  bytes: number;
  /** node_modules packages bundled in a JS chunk (from its source map). */
  packages: string[];
  /** Back-office libraries found in it (source map or markers). */
  libraries: Library[];
  /** Those its text alone gives away (the markers), kept to check the markers still work. */
  markerHits: Library[];
}

export interface PageBytes {
  page: string;
  /** Where the browser ended up (a redirect to /login would show here). */
  finalPath: string;
  js: number;
  css: number;
  /** Of `css`: the document's inline <style> blocks, compressed alone with the document's encoding. */
  inlineCss: number;
  /** Inline executable <script> blocks (JSON data islands excluded), compressed the same way. */
  inlineJs: number;
  total: number;
  requests: number;
  resources: Resource[];
  /** Requests to any other origin. */
  foreign: string[];
  failed: string[];
  /** Console errors and warnings, uncaught exceptions. */
  console: string[];
  /** Chrome's DevTools Issues (what Lighthouse's inspector-issues audit counts), with their source. */
  issues: string[];
  libraries: Library[];
}

export interface BytesResult {
  pages: PageBytes[];
  editor: PageBytes | null;
  /** Libraries the detector could not see in the editor's chunks: the check would be blind to them. */
  blindSpots: string[];
}

const packagesCache = new Map<string, string[]>();

/** Packages in a built chunk, from the source map beside it in the app's build. */
function chunkPackages(clientDir: string, urlPath: string): string[] {
  const cached = packagesCache.get(urlPath);
  if (cached) return cached;
  let packages: string[] = [];
  try {
    const map = JSON.parse(fs.readFileSync(path.join(clientDir, `${urlPath}.map`), 'utf8')) as { sources: string[] };
    const names = map.sources.flatMap((source) => {
      const at = source.lastIndexOf('node_modules/');
      if (at < 0) return [];
      const parts = source.slice(at + 'node_modules/'.length).split('/');
      return [parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!];
    });
    packages = [...new Set(names)].sort();
  } catch {
    // no source map: the markers decide
  }
  packagesCache.set(urlPath, packages);
  return packages;
}

function findLibraries(packages: string[], text: string): Pick<Resource, 'libraries' | 'markerHits'> {
  const markerHits = libraryNames.filter((name) =>
    backofficeLibraries[name].markers.every((marker) => text.includes(marker)),
  );
  const mapHits = libraryNames.filter((name) =>
    packages.some((p) => backofficeLibraries[name].packages.some((prefix) => `${p}/`.startsWith(prefix))),
  );
  return { libraries: libraryNames.filter((n) => markerHits.includes(n) || mapHits.includes(n)), markerHits };
}

/** One line per DevTools issue: its kind, and where it comes from when Chrome says. */
function describeIssue(issue: { code: string; details: object }): string {
  const all = issue.details as Record<string, unknown>;
  const details = Object.values(all)[0] as Record<string, unknown> | undefined;
  const csp = all.contentSecurityPolicyIssueDetails as
    { violatedDirective?: string; contentSecurityPolicyViolationType?: string; blockedURL?: string } | undefined;
  const location = (details?.sourceCodeLocation ?? undefined) as
    { url: string; lineNumber: number; columnNumber: number } | undefined;
  const where = location
    ? ` at ${new URL(location.url).pathname}:${location.lineNumber + 1}:${location.columnNumber}`
    : '';
  if (csp) {
    const what = csp.blockedURL ? ` ${csp.blockedURL}` : '';
    return `${issue.code}: ${csp.contentSecurityPolicyViolationType} (${csp.violatedDirective})${what}${where}`;
  }
  // Node and frame ids mean nothing outside that browser session.
  const fields = Object.entries(details ?? {}).filter(([key]) => !/(node|frame)Id$|^sourceCodeLocation$/i.test(key));
  return `${issue.code}: ${JSON.stringify(Object.fromEntries(fields)).slice(0, 200)}${where}`;
}

function kindOf(request: Request, contentType: string): Resource['kind'] {
  if (request.resourceType() === 'document') return 'document';
  if (/javascript|ecmascript/.test(contentType)) return 'js';
  if (contentType.includes('text/css')) return 'css';
  if (contentType.startsWith('font/') || /woff2?$/.test(request.url())) return 'font';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.includes('json')) return 'json';
  return 'other';
}

/** Inline <style> and executable <script> text of a document, compressed as the document was. */
function inlineBytes(html: string, encoding: string): { css: number; js: number } {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!).join('');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type=["']?application\/(ld\+)?json/.test(attributes!))
    .map((m) => m[2]!)
    .join('');
  const size = (text: string) => {
    if (text.length === 0) return 0;
    if (encoding === 'br') {
      // @fastify/compress's default quality for on-the-fly brotli.
      return zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    }
    if (encoding === 'gzip') return zlib.gzipSync(text).length;
    return Buffer.byteLength(text);
  };
  return { css: size(styles), js: size(scripts) };
}

export async function measureBytes(
  baseURL: string,
  pages: string[],
  editor: { path: string; token: string } | null,
  chromePath: string,
  clientDir: string,
): Promise<BytesResult> {
  const origin = new URL(baseURL).origin;
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs, headless: true });
  const untrack = closeOnExit(() => browser.close());

  async function visit(page: string, token: string | null): Promise<PageBytes> {
    const context = await browser.newContext();
    if (token) {
      // The app keeps the session token in localStorage (app/src/api/tokenStore.ts).
      await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    }
    const tab = await context.newPage();
    const issues: string[] = [];
    const cdp = await context.newCDPSession(tab);
    cdp.on('Audits.issueAdded', ({ issue }) => issues.push(describeIssue(issue)));
    await cdp.send('Audits.enable');
    const resources: Promise<Resource | null>[] = [];
    const foreign: string[] = [];
    const failed: string[] = [];
    const messages: string[] = [];
    let inline = { css: 0, js: 0 };

    // Network quiet: nothing in flight for a second (Playwright's networkidle fires only once).
    let inflight = 0;
    let lastActivity = performance.now();
    const activity = (delta: number) => () => {
      inflight += delta;
      lastActivity = performance.now();
    };
    tab.on('request', activity(1));
    tab.on('requestfinished', activity(-1));
    tab.on('requestfailed', activity(-1));
    const quiet = async () => {
      const deadline = performance.now() + 30_000;
      while (inflight > 0 || performance.now() - lastActivity < 1000) {
        if (performance.now() > deadline) {
          messages.push('bench: the network was still busy after 30 s (counted what had finished)');
          return;
        }
        await tab.waitForTimeout(50);
      }
    };

    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== origin) foreign.push(request.url());
    });
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        messages.push(`${message.type()}: ${message.text().slice(0, 300)}`);
      }
    });
    tab.on('pageerror', (error) => messages.push(`exception: ${error.message.slice(0, 300)}`));
    tab.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText ?? '?'}`));
    tab.on('requestfinished', (request) => {
      resources.push(
        (async (): Promise<Resource | null> => {
          const response = await request.response();
          if (!response || !request.url().startsWith(origin)) return null;
          const sizes = await request.sizes();
          const headers = await response.allHeaders();
          const kind = kindOf(request, headers['content-type'] ?? '');
          const encoding = headers['content-encoding'] ?? 'identity';
          const urlPath = new URL(request.url()).pathname;
          let packages: string[] = [];
          let found: Pick<Resource, 'libraries' | 'markerHits'> = { libraries: [], markerHits: [] };
          if (kind === 'js') {
            packages = chunkPackages(clientDir, urlPath);
            found = findLibraries(packages, (await response.body()).toString('utf8'));
          }
          if (kind === 'document' && response.status() === 200) inline = inlineBytes(await response.text(), encoding);
          const bytes = sizes.responseBodySize;
          return { path: urlPath, kind, status: response.status(), encoding, bytes, packages, ...found };
        })().catch((error: unknown) => {
          messages.push(`bench: could not record ${request.url()}: ${String(error)}`);
          return null;
        }),
      );
    });

    await tab.goto(baseURL + page, { waitUntil: 'load', timeout: 60_000 });
    // Chunks fetched after hydration count too: they are part of the first visit.
    await quiet();
    const finalPath = new URL(tab.url()).pathname;
    const recorded = (await Promise.all(resources)).filter((r): r is Resource => r !== null);
    await context.close();

    const sum = (kind: Resource['kind']) => recorded.filter((r) => r.kind === kind).reduce((n, r) => n + r.bytes, 0);
    return {
      page,
      finalPath,
      js: sum('js') + inline.js,
      css: sum('css') + inline.css,
      inlineCss: inline.css,
      inlineJs: inline.js,
      total: recorded.reduce((n, r) => n + r.bytes, 0),
      requests: recorded.length,
      resources: recorded.sort((a, b) => b.bytes - a.bytes),
      foreign,
      failed,
      console: messages,
      issues: [...new Set(issues)],
      libraries: libraryNames.filter((name) => recorded.some((r) => r.libraries.includes(name))),
    };
  }

  try {
    const measured: PageBytes[] = [];
    for (const page of pages) measured.push(await visit(page, null));
    const editorBytes = editor ? await visit(editor.path, editor.token) : null;

    // Self-check: the editor bundles every back-office library, so each must be detectable in its
    // chunks, and by the markers alone too (a build without source maps relies on them).
    const blindSpots: string[] = [];
    if (editorBytes) {
      const editorJs = editorBytes.resources.filter((r) => r.kind === 'js');
      for (const name of libraryNames) {
        if (!editorJs.some((r) => r.libraries.includes(name))) {
          blindSpots.push(`${name}: not found in the editor's chunks`);
        } else if (!editorJs.some((r) => r.markerHits.includes(name))) {
          blindSpots.push(`${name}: its markers no longer match its build (found by source map only)`);
        }
      }
    }
    return { pages: measured, editor: editorBytes, blindSpots };
  } finally {
    untrack();
    await browser.close();
  }
}
