import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firm } from '@firm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createPostViaApi,
  createTestApp,
  engines,
  form,
  imageFile,
  makeActors,
  sampleImage,
  type Actors,
  type TestApp,
} from '../helpers';

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

/** The value of an attribute of the first tag matching `selector` (a regexp source). */
function attr(html: string, selector: string, name: string): string | undefined {
  const tag = new RegExp(`<${selector}[^>]*>`).exec(html)?.[0];
  return tag ? new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
}

type ApiPost = { id: number; slug: string; title: string; published_at: string; image: string | null };

describe.each(engines)('server-rendered pages of the real app on %s', (engine) => {
  let t: TestApp;
  let a: Actors;
  let withImage: ApiPost;
  let other: ApiPost;
  let scheduled: ApiPost;
  const PARAGRAPH = 'O banco de horas só vale com acordo escrito entre a empresa e o empregado.';
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    ensureAppBuilt();
    t = await createTestApp(engine, { APP_DIST_DIR: DIST, PUBLIC_URL });
    a = await makeActors(t.app);
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
  }, 600_000);
  afterAll(() => t?.close());

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

  it('works under its strict CSP: one fresh nonce on every script, style and preload, nothing inline or foreign', async () => {
    const res = await get(`/blog/${withImage.slug}`);
    const csp = res.headers['content-security-policy'] as string;
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    const tags = res.body.match(/<(?:script|style|link rel="(?:modulepreload|stylesheet)")[^>]*>/g) ?? [];
    expect(tags.some((tag) => tag.startsWith('<script type="module"'))).toBe(true);
    expect(tags.some((tag) => tag.startsWith('<style'))).toBe(true);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    // styled-components reads the nonce for the styles it injects in the browser.
    expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    // A style attribute would be blocked (nonces cover elements, not attributes).
    expect(res.body).not.toMatch(/<[a-z][^>]* style="/);
    for (const m of res.body.matchAll(/<(?:script|link)[^>]* (?:src|href)="([^"]+)"/g)) {
      const target = m[1]!;
      expect(target.startsWith('/') || target.startsWith(PUBLIC_URL), target).toBe(true);
    }
  });

  it('serves the hashed assets for a year, compressed, with an ETag and 304', async () => {
    const home = await get('/');
    const script = attr(home.body, 'script type="module"', 'src');
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
