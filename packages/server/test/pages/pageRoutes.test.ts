import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createPostViaApi, createTestApp, describeApp, type TestApp } from '../helpers';
import { FAKE_ASSET, FAKE_ASSET_TEXT, makeFakeBuild, type FakeBuild } from './fakeBuild';

const PUBLIC_URL = 'https://www.exemplo.adv.br';

type Rendered = {
  url: string;
  page: { page: string };
  origin: string;
  data: {
    posts?: { count: number; results: { title: string }[] };
    team?: unknown[];
    tags?: unknown[];
    post?: { sections: { content: string }[] } | null;
  };
};

/** The JSON the fake entry embeds: what the server passed to renderPage. */
function rendered(body: string): Rendered {
  const json = /<script type="application\/json" id="__APP_DATA__"[^>]*>([^<]*)<\/script>/.exec(body)?.[1];
  if (!json) throw new Error(`no app data in: ${body.slice(0, 300)}`);
  return JSON.parse(json);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const nonceOf = (csp: string | undefined) => /script-src 'self' 'nonce-([^']+)'/.exec(csp ?? '')?.[1];

// One fake build for the whole file (read-only), removed once every suite is done.
const build: FakeBuild = makeFakeBuild();
afterAll(() => build.remove());

describeApp(
  'page rendering and static files (fake build)',
  { env: { APP_DIST_DIR: build.dir, PUBLIC_URL } },
  (t, a) => {
    let published: { id: number; slug: string; title: string };
    let scheduled: { slug: string };
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

    beforeAll(async () => {
      published = await createPostViaApi(t.app, a.lawyer, {
        title: 'Horas extras: o que diz a lei',
        published_at: '2024-05-10T12:00:00.000Z',
        tags: [{ name: 'Direito Trabalhista' }],
      });
      scheduled = await createPostViaApi(t.app, a.lawyer, {
        title: 'Publicação agendada',
        published_at: '2999-01-01T00:00:00.000Z',
      });
    });

    describe('data passed to the app', () => {
      it('gives / the first page of public posts and the team, as the API answers them', async () => {
        const res = await get('/');
        expect(res.statusCode).toBe(200);
        const { data, origin, url } = rendered(res.body);
        expect(origin).toBe(PUBLIC_URL);
        expect(url).toBe('/');
        const api = (await get('/api/post/public-posts/')).json().data;
        expect(data.posts).toEqual(api);
        expect(data.posts?.results.map((p) => p.title)).toEqual([published.title]);
        expect(data.team).toEqual((await get('/api/user/list/')).json().data);
        expect(Object.keys(data).sort()).toEqual(['posts', 'team']);
      });

      it('gives /blog the posts and the categories', async () => {
        const { data } = rendered((await get('/blog?x=1')).body);
        expect(data.tags).toEqual((await get('/api/post/public-post-tags/')).json().data);
        expect(data.posts?.count).toBe(1);
      });

      it('gives /blog/{slug} the published post exactly as GET /api/post/public-posts/{slug}/', async () => {
        const res = await get(`/blog/${published.slug}`);
        expect(res.statusCode).toBe(200);
        const api = (await get(`/api/post/public-posts/${published.slug}/`)).json().data;
        expect(rendered(res.body).data).toEqual({ post: api });
      });

      it('answers 404 with post: null for an unknown slug and for a scheduled post', async () => {
        for (const slug of ['nao-existe', scheduled.slug]) {
          const res = await get(`/blog/${slug}`);
          expect(res.statusCode, slug).toBe(404);
          expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(rendered(res.body).data).toEqual({ post: null });
          expect(res.headers.etag).toBeUndefined();
        }
      });

      it('answers 404 for unknown paths and 200 with the shell for back-office paths', async () => {
        expect((await get('/nao-existe/de/jeito/nenhum')).statusCode).toBe(404);
        const shell = await get('/posts');
        expect(shell.statusCode).toBe(200);
        expect(rendered(shell.body).data).toEqual({});
      });
    });

    describe('HTML responses', () => {
      it('carry a strict CSP, the same for every visitor when cached: inline elements by hash, no nonce', async () => {
        const first = await get('/');
        const second = await get('/');
        // The page is cached: the same bytes and the same policy for everyone.
        expect(second.body).toBe(first.body);
        expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
        const json = /<script type="application\/json" id="__APP_DATA__">([^<]*)<\/script>/.exec(first.body)?.[1];
        expect(first.headers['content-security-policy']).toBe(
          `default-src 'self'; script-src 'self' ${sha256(json!)}; ` +
            `style-src 'self' ${sha256('')} ${sha256('p{}')}; ` +
            "img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; " +
            "base-uri 'self'; form-action 'self' mailto:; object-src 'none'",
        );
        // No nonce anywhere, not even the csp-nonce meta: the app knows the page by its absence.
        expect(first.body).not.toContain('nonce');
        expect(first.body).not.toContain('__CSP_NONCE__');
        expect(first.body).not.toMatch(/csp[0-9a-f]{24}/); // the stand-in used while rendering
      });

      it('carry the fresh nonce on every script and style tag when not cached (back office)', async () => {
        const first = await get('/posts');
        const second = await get('/posts');
        const nonce = nonceOf(first.headers['content-security-policy'] as string);
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(nonceOf(second.headers['content-security-policy'] as string)).not.toBe(nonce);
        expect(first.headers['content-security-policy']).toBe(
          `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'; ` +
            "img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; " +
            "base-uri 'self'; form-action 'self' mailto:; object-src 'none'",
        );
        const tags = first.body.match(/<(script|style|meta property="csp-nonce")[^>]*>/g) ?? [];
        expect(tags.length).toBeGreaterThanOrEqual(4);
        for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
        expect(first.body).not.toContain('__CSP_NONCE__');
        expect(first.body).not.toMatch(/csp[0-9a-f]{24}/);
      });

      it('are revalidated: no-cache, an ETag, and 304 while unchanged', async () => {
        const first = await get(`/blog/${published.slug}`);
        expect(first.headers['cache-control']).toBe('no-cache');
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^"[\w-]+"$/);
        const again = await get(`/blog/${published.slug}`, { 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        // A rendered page's 304 carries no policy: the browser keeps the one stored with its copy,
        // whose nonce matches that copy's tags.
        const shell = await get('/posts');
        const unchanged = await get('/posts', { 'if-none-match': shell.headers.etag as string });
        expect(unchanged.statusCode).toBe(304);
        expect(unchanged.headers['content-security-policy']).toBeUndefined();
      });

      it("leave the visitors' windows unisolated and isolate the back office, 304s included (decision 0015)", async () => {
        const coop = (res: { headers: Record<string, unknown> }) => res.headers['cross-origin-opener-policy'];
        for (const url of ['/', '/blog', `/blog/${published.slug}`]) {
          const page = await get(url);
          expect(coop(page), url).toBe('unsafe-none');
          const again = await get(url, { 'if-none-match': page.headers.etag as string });
          expect(again.statusCode, url).toBe(304);
          expect(coop(again), url).toBe('unsafe-none');
        }
        expect(coop(await get('/nao-existe'))).toBe('unsafe-none');
        expect(coop(await get('/blog/nao-existe'))).toBe('unsafe-none');
        const shell = await get('/posts');
        expect(coop(shell)).toBe('same-origin');
        const again = await get('/posts', { 'if-none-match': shell.headers.etag as string });
        expect(again.statusCode).toBe(304);
        expect(coop(again)).toBe('same-origin');
        // Everything else keeps the security plugin's default.
        expect(coop(await get('/api/post/public-posts/'))).toBe('same-origin');
        expect(coop(await get(FAKE_ASSET))).toBe('same-origin');
      });

      it('show an edit on the next request', async () => {
        const before = await get(`/blog/${published.slug}`);
        const patched = await t.app.inject({
          method: 'PATCH',
          url: `/api/post/posts/${published.id}/`,
          headers: auth(a.lawyer),
          payload: { sections: [{ type: 'paragraph', content: 'Texto revisado depois da publicação.', order: 0 }] },
        });
        expect(patched.statusCode).toBe(200);
        const after = await get(`/blog/${published.slug}`, { 'if-none-match': before.headers.etag as string });
        expect(after.statusCode).toBe(200);
        expect(after.headers.etag).not.toBe(before.headers.etag);
        expect(rendered(after.body).data.post?.sections[0]?.content).toBe('Texto revisado depois da publicação.');
      });

      it('are compressed for clients that accept it', async () => {
        const res = await get('/', { 'accept-encoding': 'gzip' });
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('<div id="root">');
      });

      it('link the blog feed', async () => {
        expect((await get('/')).body).toContain(
          `<link rel="alternate" type="application/rss+xml" title="Blog | Campos &amp; Vieira Advocacia" href="${PUBLIC_URL}/blog/rss.xml">`,
        );
      });

      it('answer HEAD without a body', async () => {
        const res = await t.app.inject({ method: 'HEAD', url: '/' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toBe('');
      });

      it('answer a render failure with a generic 500 page', async () => {
        const res = await get('/boom');
        expect(res.statusCode).toBe(500);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain('Erro interno do servidor.');
        expect(res.body).not.toContain('render failed');
      });
    });

    describe('static files', () => {
      it('serves hashed assets for a year, pre-compressed by Accept-Encoding', async () => {
        const br = await get(FAKE_ASSET, { 'accept-encoding': 'gzip, deflate, br' });
        expect(br.statusCode).toBe(200);
        expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers.vary).toMatch(/accept-encoding/i);
        expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(FAKE_ASSET_TEXT);

        const gz = await get(FAKE_ASSET, { 'accept-encoding': 'gzip;q=1, br;q=0' });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(FAKE_ASSET_TEXT);

        const plain = await get(FAKE_ASSET);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toBe(FAKE_ASSET_TEXT);
        expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
      });

      it('answers 304 when the ETag still matches', async () => {
        const first = await get('/assets/app-Bx12cd34.css');
        expect(first.headers['content-type']).toBe('text/css; charset=utf-8');
        const again = await get('/assets/app-Bx12cd34.css', { 'if-none-match': first.headers.etag as string });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      });

      it('serves other build files with revalidation, and never the template or the manifest', async () => {
        const icon = await get('/favicon.svg');
        expect(icon.statusCode).toBe(200);
        expect(icon.headers['content-type']).toBe('image/svg+xml');
        expect(icon.headers['cache-control']).toBe('no-cache');
        for (const url of ['/index.html', '/.vite/manifest.json', `${FAKE_ASSET}.br`, '/assets/%2e%2e/index.html']) {
          const res = await get(url);
          expect(res.statusCode, url).toBe(404);
          expect(res.body).not.toContain('__CSP_NONCE__');
        }
      });

      it('answers unknown assets, API and media paths with the JSON 404, not a page', async () => {
        for (const url of ['/assets/nao-existe.js', '/api/nao-existe/', '/api', '/media/x.webp']) {
          const res = await get(url);
          expect(res.statusCode, url).toBe(404);
          expect(res.json(), url).toEqual({ success: false, message: 'Recurso não encontrado.' });
        }
      });
    });
  },
);

describe('without a client build', () => {
  let t: TestApp;
  let empty: string;
  beforeAll(async () => {
    empty = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-no-build-'));
    t = await createTestApp('sqlite', { APP_DIST_DIR: empty });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it('answers pages with a 503 that says how to build, and the API as usual', async () => {
    for (const url of ['/', '/blog/qualquer', '/nao-existe']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toContain('npm run build -w @firm/app');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/index.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/post/public-posts/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
  });
});
