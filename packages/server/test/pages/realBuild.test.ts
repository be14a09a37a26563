import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firm } from '@firm/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, createPostViaApi, describeApp, form, imageFile, sampleImage } from '../helpers';

/**
 * The site as a visitor (or a crawler, or WhatsApp's link preview) gets it: the real app's
 * build, rendered by the server over a real database. The build under test is APP_DIST_DIR
 * when set, else app/dist — built here, once, when it is missing.
 */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const DIST = process.env.APP_DIST_DIR ? path.resolve(process.env.APP_DIST_DIR) : path.join(REPO, 'app', 'dist');
const PUBLIC_URL = 'https://www.exemplo.adv.br';

function ensureAppBuilt(): void {
  const ready = ['client/index.html', 'server/entry-server.js'].every((f) => fs.existsSync(path.join(DIST, f)));
  if (ready) return;
  try {
    execFileSync('npm', ['run', 'build', '-w', '@firm/app'], { cwd: REPO, stdio: 'pipe', timeout: 600_000 });
  } catch (err) {
    const e = err as { stdout?: Buffer; stderr?: Buffer };
    const output = `${e.stdout?.toString() ?? ''}\n${e.stderr?.toString() ?? ''}`.trim().split('\n').slice(-30);
    throw new Error(`npm run build -w @firm/app failed:\n${output.join('\n')}`);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The rendered app only (what a reader sees): not <head>, not the data embedded for hydration. */
function visible(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"', start);
  expect(start, 'no #root').toBeGreaterThan(0);
  return html.slice(start, end === -1 ? undefined : end);
}

/** The JSON-LD objects of a page. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The sources of one directive of a policy. */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The value of an attribute of the first tag matching `selector` (a regexp source). */
function attr(html: string, selector: string, name: string): string | undefined {
  const tag = new RegExp(`<${selector}[^>]*>`).exec(html)?.[0];
  return tag ? new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
}

/** The entry script the page's loader imports (app/build/afterFirstPaint.ts). */
const entryScript = (html: string) => /\bimport\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];

type ApiPost = { id: number; slug: string; title: string; published_at: string; image: string | null };

// Before any suite's app starts: the build can take minutes on a cold machine.
beforeAll(ensureAppBuilt, 600_000);

describeApp('server-rendered pages of the real app', { env: { APP_DIST_DIR: DIST, PUBLIC_URL } }, (t, a) => {
  let withImage: ApiPost;
  let other: ApiPost;
  let scheduled: ApiPost;
  const PARAGRAPH = 'O banco de horas só vale com acordo escrito entre a empresa e o empregado.';
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${a.lawyer.id}/`,
      headers: auth(a.admin),
      payload: { name: 'Dra. Ana Campos', title: 'Advogada trabalhista', summary: 'Atua desde 2010.' },
    });
    const created = await createPostViaApi(t.app, a.lawyer, {
      title: 'Horas extras e banco de horas',
      published_at: '2024-05-10T12:00:00.000Z',
      tags: [{ name: 'Direito Trabalhista' }],
      sections: [
        { type: 'title', content: 'O que diz a CLT', order: 0 },
        { type: 'paragraph', content: PARAGRAPH, order: 1 },
      ],
    });
    const f = form({ image: imageFile(await sampleImage('png', 1200, 630)), image_alt: 'Relógio de ponto' });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/post/posts/${created.id}/upload-image/`,
      headers: { ...f.headers, ...auth(a.lawyer) },
      payload: f.payload,
    });
    expect(upload.statusCode).toBe(200);
    withImage = upload.json().data;
    other = await createPostViaApi(t.app, a.lawyer, {
      title: 'Aposentadoria por idade depois da reforma',
      published_at: '2024-04-02T12:00:00.000Z',
      tags: [{ name: 'Direito Previdenciário' }],
    });
    scheduled = await createPostViaApi(t.app, a.lawyer, {
      title: 'Artigo agendado para o futuro',
      published_at: '2999-01-01T00:00:00.000Z',
    });
  });

  it('renders the landing page with the firm, its services, the teaser and LegalService data', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = visible(res.body);
    expect(page).toContain(escapeHtml(firm.name));
    expect(page).toMatch(/id="services"/);
    for (const service of ['Direito Trabalhista', 'Direito Previdenciário', 'BPC/LOAS']) {
      expect(page).toContain(service);
    }
    expect(page).toContain(escapeHtml(withImage.title));
    expect(page).toContain(escapeHtml(other.title));
    expect(res.body).not.toContain(scheduled.title);
    const firmData = structuredData(res.body).find((d) => d['@type'] === 'LegalService');
    expect(firmData).toMatchObject({
      name: firm.name,
      address: { '@type': 'PostalAddress', addressLocality: 'Santos', streetAddress: firm.address.street },
    });
  });

  it('renders a post with its text, Open Graph tags, canonical URL and BlogPosting data', async () => {
    const res = await get(`/blog/${withImage.slug}`);
    expect(res.statusCode).toBe(200);
    expect(visible(res.body)).toContain(escapeHtml(withImage.title));
    expect(visible(res.body)).toContain(escapeHtml(PARAGRAPH));
    const url = `${PUBLIC_URL}/blog/${withImage.slug}`;
    expect(attr(res.body, 'link rel="canonical"', 'href')).toBe(url);
    expect(attr(res.body, 'meta property="og:title"', 'content')).toContain(escapeHtml(withImage.title));
    expect(attr(res.body, 'meta property="og:url"', 'content')).toBe(url);
    expect(withImage.image).toMatch(/^\/media\//);
    expect(attr(res.body, 'meta property="og:image"', 'content')).toBe(`${PUBLIC_URL}${withImage.image}`);
    const posting = structuredData(res.body).find((d) => d['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: withImage.title,
      datePublished: withImage.published_at,
      author: { '@type': 'Person', name: 'Dra. Ana Campos' },
      image: `${PUBLIC_URL}${withImage.image}`,
    });
    // The browser's SWR starts from the same post (no refetch, no hydration mismatch).
    const state = /<script type="application\/json" id="__APP_DATA__"[^>]*>([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(JSON.stringify(JSON.parse(state!))).toContain(PARAGRAPH);
  });

  it("answers 404 with the post page's not-found state for unknown and scheduled slugs", async () => {
    for (const slug of ['nao-existe-este-artigo', scheduled.slug]) {
      const res = await get(`/blog/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(visible(res.body)).toContain('Publicação não encontrada.');
      expect(res.body).not.toContain(scheduled.title);
    }
  });

  it('answers 404 with the not-found page for unknown paths', async () => {
    const res = await get('/pagina/que/nao/existe');
    expect(res.statusCode).toBe(404);
    expect(visible(res.body)).toContain('Oops! Page not found');
  });

  it('sends back-office paths as the shell, rendered by the browser', async () => {
    const res = await get('/posts');
    expect(res.statusCode).toBe(200);
    expect(attr(res.body, 'meta name="robots"', 'content')).toBe('noindex');
    expect(res.body).toMatch(/<div id="root"><\/div>/);
  });

  it("isolates the back office's windows and leaves the visitors' pages in the browser's usual process (decision 0015)", async () => {
    const coop = async (url: string) => (await get(url)).headers['cross-origin-opener-policy'];
    for (const url of ['/', '/blog', `/blog/${withImage.slug}`, '/privacidade', '/pagina/que/nao/existe']) {
      expect(await coop(url), url).toBe('unsafe-none');
    }
    for (const url of ['/login', '/posts', '/posts/add', '/users', '/users/me', '/users/edit/1']) {
      expect(await coop(url), url).toBe('same-origin');
    }
  });

  it('works under its strict CSP: inline elements by hash, no nonce, nothing foreign', async () => {
    const res = await get(`/blog/${withImage.slug}`);
    const csp = res.headers['content-security-policy'] as string;
    const scriptSrc = directive(csp, 'script-src');
    const styleSrc = directive(csp, 'style-src');
    expect(csp).not.toContain('nonce');
    // Every inline element (styled-components' styles, JSON-LD, the SWR data) by its hash.
    const inline = [...res.body.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)];
    expect(inline.some((m) => m[1] === 'style')).toBe(true);
    expect(inline.some((m) => m[2]!.includes('id="__APP_DATA__"'))).toBe(true);
    // The loader that imports the entry after the first paint, and the page's chunks it preloads.
    expect(inline.some((m) => m[2] === ' type="module"' && entryScript(m[3]!))).toBe(true);
    const chunks = inline.find((m) => m[2]!.includes('id="__PAGE_CHUNKS__"'))?.[3];
    expect(JSON.parse(chunks ?? '[]')).toContainEqual(expect.stringMatching(/^\/assets\/BlogPostRoute-.+\.js$/));
    for (const [, tag, attributes, text] of inline) {
      if (tag === 'script' && / src="/.test(attributes!)) expect(text).toBe('');
      else expect(tag === 'style' ? styleSrc : scriptSrc).toContain(sha256(text!));
    }
    // styled-components creates its runtime <style> empty and fills it through the CSSOM.
    expect(styleSrc).toContain(sha256(''));
    // The same bytes for every visitor: no nonce, not even the csp-nonce meta (decision 0014).
    expect(res.body).not.toContain('nonce');
    // A style attribute would be blocked (hashes and nonces cover elements, not attributes).
    expect(res.body).not.toMatch(/<[a-z][^>]* style="/);
    for (const m of res.body.matchAll(/<(?:script|link)[^>]* (?:src|href)="([^"]+)"/g)) {
      const target = m[1]!;
      expect(target.startsWith('/') || target.startsWith(PUBLIC_URL), target).toBe(true);
    }
  });

  it('sends back-office shells with one fresh nonce on every script, preload and the csp-nonce meta', async () => {
    const res = await get('/posts');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)?.[1];
    expect(nonce).toBeTruthy();
    const tags =
      res.body.match(/<(?:script|style|link rel="(?:modulepreload|stylesheet)"|meta property="csp-nonce")[^>]*>/g) ??
      [];
    expect(tags.some((tag) => tag.startsWith('<script type="module"'))).toBe(true);
    expect(tags.some((tag) => tag.startsWith('<meta property="csp-nonce"'))).toBe(true);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('serves the hashed assets for a year, compressed, with an ETag and 304', async () => {
    const home = await get('/');
    const script = entryScript(home.body);
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const res = await get(script!, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
    const again = await get(script!, { 'accept-encoding': 'br, gzip', 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const css = attr(home.body, 'link rel="stylesheet"', 'href');
    if (css) expect((await get(css)).headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('shows an edited post on the next request', async () => {
    const before = await get(`/blog/${other.slug}`);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/post/posts/${other.id}/`,
      headers: auth(a.lawyer),
      payload: {
        title: 'Aposentadoria por idade: regras de transição',
        sections: [{ type: 'paragraph', content: 'Texto revisto com as regras de transição.', order: 0 }],
      },
    });
    expect(res.statusCode).toBe(200);
    const slug = res.json().data.slug as string;
    const after = await get(`/blog/${slug}`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(visible(after.body)).toContain('Aposentadoria por idade: regras de transição');
    expect(visible(after.body)).toContain('Texto revisto com as regras de transição.');
    expect(visible((await get('/')).body)).toContain('Aposentadoria por idade: regras de transição');
  });
});

/** /blog?category=…&q=…&page=N: the list without script (the address is the state). */
describeApp('the blog list from its address', { env: { APP_DIST_DIR: DIST, PUBLIC_URL } }, (t, a) => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const cards = (html: string) => visible(html).match(/<article\b/g)?.length ?? 0;
  const unescape = (text: string | undefined) => text?.replaceAll('&amp;', '&');
  const canonical = (html: string) => unescape(attr(html, 'link rel="canonical"', 'href'));
  const next = (html: string) => unescape(attr(html, 'link rel="next"', 'href'));
  const loadMore = (html: string) =>
    unescape(/<a [^>]*href="([^"]*)"[^>]*>(?:<[^>]+>)*Carregar mais/.exec(visible(html))?.[1]);
  /** The SWR data the browser starts from: the list's pages. */
  const swrPages = (html: string) => {
    const state = /<script type="application\/json" id="__APP_DATA__"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
    const { fallback } = JSON.parse(state!) as { fallback: Record<string, unknown> };
    return Object.values(fallback).find(Array.isArray) as { results: unknown[]; count: number }[];
  };

  beforeAll(async () => {
    // 20 posts: 9 + 9 + 2. Twelve in 'Direito Civil', three of them about 'aviso'.
    for (let n = 1; n <= 20; n++) {
      await createPostViaApi(t.app, a.lawyer, {
        title: n <= 3 ? `Aviso prévio, parte ${n}` : `Artigo número ${n}`,
        published_at: `2024-03-${String(n).padStart(2, '0')}T12:00:00.000Z`,
        tags: [{ name: n <= 12 ? 'Direito Civil' : 'Direito de Família' }],
      });
    }
  });

  it('renders pages 1..N accumulated, with the next page as a link and rel=next while there is more', async () => {
    const first = await get('/blog');
    expect(cards(first.body)).toBe(9);
    expect(canonical(first.body)).toBe(`${PUBLIC_URL}/blog`);
    expect(next(first.body)).toBe(`${PUBLIC_URL}/blog?page=2`);
    expect(loadMore(first.body)).toBe('/blog?page=2');

    const second = await get('/blog?page=2');
    expect(second.statusCode).toBe(200);
    expect(cards(second.body)).toBe(18);
    expect(visible(second.body)).toContain('Mostrando 18 de 20 publicações');
    expect(canonical(second.body)).toBe(`${PUBLIC_URL}/blog?page=2`);
    expect(next(second.body)).toBe(`${PUBLIC_URL}/blog?page=3`);
    expect(loadMore(second.body)).toBe('/blog?page=3');
    // The browser's useSWRInfinite starts from the same two pages (no refetch, no mismatch).
    expect(swrPages(second.body).map((page) => page.results.length)).toEqual([9, 9]);

    const last = await get('/blog?page=3');
    expect(cards(last.body)).toBe(20);
    expect(visible(last.body)).toContain('20 publicações');
    expect(next(last.body)).toBeUndefined();
    expect(loadMore(last.body)).toBeUndefined();
  });

  it('clamps the page to the pages there are, and reads a bad page as 1', async () => {
    const huge = await get('/blog?page=999999');
    expect(huge.statusCode).toBe(200);
    expect(cards(huge.body)).toBe(20);
    expect(canonical(huge.body)).toBe(`${PUBLIC_URL}/blog?page=3`);
    expect(next(huge.body)).toBeUndefined();
    expect(swrPages(huge.body)).toHaveLength(3);
    expect(visible(huge.body)).not.toContain('Carregando publicações...');
    for (const bad of ['abc', '0', '-2', '1.5', '%zz']) {
      const res = await get(`/blog?page=${bad}`);
      expect(res.statusCode, bad).toBe(200);
      expect(cards(res.body), bad).toBe(9);
      expect(canonical(res.body), bad).toBe(`${PUBLIC_URL}/blog`);
      expect(next(res.body), bad).toBe(`${PUBLIC_URL}/blog?page=2`);
    }
  });

  it('filters by category and title from the query the form submits', async () => {
    const res = await get('/blog?q=+aviso+&category=Direito+Civil');
    expect(res.statusCode).toBe(200);
    const page = visible(res.body);
    expect(cards(res.body)).toBe(3);
    expect(page).toContain('Aviso prévio, parte 1');
    expect(page).not.toContain('Artigo número');
    expect(page).toMatch(/<form[^>]*method="get"[^>]*action="\/blog"|<form[^>]*action="\/blog"[^>]*method="get"/);
    expect(page).toMatch(/<input[^>]*name="q"[^>]*value="aviso"|<input[^>]*value="aviso"[^>]*name="q"/);
    expect(page).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Direito Civil</);
    expect(canonical(res.body)).toBe(`${PUBLIC_URL}/blog?category=Direito%20Civil&q=aviso`);
    expect(next(res.body)).toBeUndefined();

    const civil = await get('/blog?category=Direito%20Civil');
    expect(cards(civil.body)).toBe(9);
    expect(loadMore(civil.body)).toBe('/blog?category=Direito%20Civil&page=2');
    expect(cards((await get('/blog?category=Direito%20Civil&page=2')).body)).toBe(12);
  });

  it('shows a new post on every page of the list (the cache entries depend on the lists)', async () => {
    expect(cards((await get('/blog?page=3')).body)).toBe(20);
    await createPostViaApi(t.app, a.lawyer, { title: 'Artigo novo', published_at: '2024-04-01T12:00:00.000Z' });
    const after = await get('/blog?page=3');
    expect(cards(after.body)).toBe(21);
    expect(visible(after.body)).toContain('Artigo novo');
  });
});

/**
 * scripts/bundle-ssr.mjs puts the entry and its packages in one file, loaded instead of Vite's
 * entry when present: it must render exactly the same pages. Compared in a plain Node process in
 * production mode, as the server runs them (under vitest, the entry's code would be transformed
 * for the test environment and styled-components would name its classes differently).
 */
describe('the bundled server entry', () => {
  const bundled = path.join(DIST, 'server', 'entry-server.bundle.mjs');
  it.skipIf(!fs.existsSync(bundled))('renders what the entry renders', () => {
    const script = `
      import fs from 'node:fs';
      const load = (file) => import(new URL(file, 'file://${DIST}/server/').href);
      const [vite, single] = await Promise.all([load('entry-server.js'), load('entry-server.bundle.mjs')]);
      const template = fs.readFileSync('${path.join(DIST, 'client', 'index.html')}', 'utf8');
      const cases = [
        ['/', { posts: { count: 0, results: [] }, team: [] }],
        ['/blog', { posts: { count: 0, results: [] }, tags: [] }],
        ['/blog/nao-existe', { post: null }],
        ['/privacidade', {}],
        ['/posts', {}],
      ];
      const differ = [];
      for (const [url, data] of cases) {
        const options = { origin: '${PUBLIC_URL}', nonce: 'abc' };
        const [a, b] = [await vite.renderPage(template, url, data, options), await single.renderPage(template, url, data, options)];
        if (a.status !== b.status || a.html !== b.html || a.html.length < 500) differ.push(url);
      }
      console.log(JSON.stringify(differ));
    `;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual([]);
  });
});
