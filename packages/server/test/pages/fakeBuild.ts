import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A minimal app build in a temporary directory: an index.html template with Vite's nonce
 * placeholders, a hashed asset with .br/.gz siblings, a root file, a manifest, and a server
 * entry that echoes what it was given. It exercises the server's side of the contract with
 * app/src/entry-server.tsx independently of the real app (tested in realBuild.test.ts).
 */
export const FAKE_ASSET = '/assets/app-Bx12cd34.js';
export const FAKE_ASSET_TEXT = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;

const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <meta property="csp-nonce" nonce="__CSP_NONCE__">
    <script type="module" crossorigin src="${FAKE_ASSET}" nonce="__CSP_NONCE__"></script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-state-->
  </body>
</html>
`;

// Plain JavaScript: the server imports the built entry as it is.
const ENTRY = `
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';
export const APP_DATA_ID = '__APP_DATA__';
export function matchPage(pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\\/+$/, '') : pathname;
  if (path === '/') return { page: 'home' };
  if (path === '/blog') return { page: 'blog' };
  if (path === '/posts') return { page: 'backoffice' };
  const post = /^\\/blog\\/([^/]+)$/.exec(path);
  if (post) return { page: 'blogPost', slug: decodeURIComponent(post[1]) };
  return { page: 'notFound' };
}
export function dataNeeds(page) {
  return { home: ['posts', 'team'], blog: ['posts', 'tags'], blogPost: ['post'] }[page.page] ?? [];
}
export async function renderPage(template, url, data, options) {
  if (url.startsWith('/boom')) throw new Error('render failed');
  const page = matchPage(url.split('?')[0]);
  const status = page.page === 'notFound' || (page.page === 'blogPost' && data.post === null) ? 404 : 200;
  const json = JSON.stringify({ url, page, origin: options.origin, data }).replace(/</g, '\\\\u003c');
  const html = template
    .replace('<!--app-head-->', '<title>Fake</title><style nonce="' + options.nonce + '">p{}</style>')
    .replace('<!--app-html-->', '<p>' + page.page + '</p>')
    .replace('<!--app-state-->', '<script type="application/json" id="__APP_DATA__" nonce="' + options.nonce + '">' + json + '</script>')
    .replaceAll(NONCE_PLACEHOLDER, options.nonce ?? '');
  return { status, html };
}
`;

export type FakeBuild = { dir: string; remove: () => void };

export function makeFakeBuild(): FakeBuild {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-fake-build-'));
  const write = (rel: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  };
  write('client/index.html', TEMPLATE);
  write(`client${FAKE_ASSET}`, FAKE_ASSET_TEXT);
  write(`client${FAKE_ASSET}.br`, zlib.brotliCompressSync(FAKE_ASSET_TEXT));
  write(`client${FAKE_ASSET}.gz`, zlib.gzipSync(FAKE_ASSET_TEXT));
  write('client/assets/app-Bx12cd34.css', 'p{color:red}');
  write('client/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('client/.vite/manifest.json', '{}');
  write('server/entry-server.js', ENTRY);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
