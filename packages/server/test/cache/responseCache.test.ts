import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { RECHECK_MS } from '../../src/cache/responseCache';
import { loadConfig } from '../../src/config';
import { auth, createPostViaApi, describeApp, form, imageFile, sampleImage } from '../helpers';
import { makeFakeBuild, type FakeBuild } from '../pages/fakeBuild';

/**
 * The response cache seen from outside: public pages and JSON are answered from memory (no
 * query), with ETags and 304s, in the encoding asked for — and never stale: every kind of
 * write shows on the very next request, a scheduled post appears when its time comes, and a
 * write by another instance on the same database shows within RECHECK_MS.
 */
const build: FakeBuild = makeFakeBuild();
afterAll(() => build.remove());

type Page = { data: { posts?: { results: { title: string; author: { name: string } }[] }; post?: unknown } };
/** The data the fake build embedded in a page: what the server rendered it with. */
function pageData(body: string): Page['data'] {
  const json = /<script type="application\/json" id="__APP_DATA__">([^<]*)<\/script>/.exec(body)?.[1];
  if (!json) throw new Error(`no app data in: ${body.slice(0, 300)}`);
  return (JSON.parse(json) as Page).data;
}

describeApp('response cache', { env: { APP_DIST_DIR: build.dir } }, (t, a) => {
  let post: { id: number; slug: string; title: string };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  /** Statements run by the database while `fn` runs. */
  const queries = async (fn: () => Promise<unknown>) => {
    const before = t.app.database.stats.queries;
    await fn();
    return t.app.database.stats.queries - before;
  };
  const titles = (res: { json: () => any }) => res.json().data.results.map((p: { title: string }) => p.title);

  beforeAll(async () => {
    post = await createPostViaApi(t.app, a.lawyer, {
      title: 'Férias proporcionais',
      published_at: '2024-05-10T12:00:00.000Z',
      tags: [{ name: 'Direito Trabalhista' }],
    });
  });
  // The clock stands still unless a test moves it: a look at the content version (a query,
  // once a second) never falls in the middle of a count.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  });
  afterEach(() => {
    vi.useRealTimers();
    t.app.responseCache.invalidate();
  });

  describe('holds the public answers', () => {
    it('answers a repeated GET with the same body and no query, pages and JSON alike', async () => {
      for (const url of ['/api/post/public-posts/?page_size=5', `/api/post/public-posts/${post.slug}/`, '/']) {
        const first = await get(url);
        expect(first.statusCode, url).toBe(200);
        let again: Awaited<ReturnType<typeof get>> | undefined;
        expect(await queries(async () => (again = await get(url))), url).toBe(0);
        expect(again!.body).toBe(first.body);
        expect(again!.headers.etag).toBe(first.headers.etag);
      }
    });

    it('holds the team, the categories, the blog pages and images too', async () => {
      const f = form({ image: imageFile(await sampleImage('png', 64, 32)) });
      const upload = await t.app.inject({
        method: 'POST',
        url: `/api/post/posts/${post.id}/upload-image/`,
        headers: { ...f.headers, ...auth(a.lawyer) },
        payload: f.payload,
      });
      expect(upload.statusCode).toBe(200);
      const image = upload.json().data.image as string;
      for (const url of ['/api/user/list/', '/api/post/public-post-tags/', '/blog', `/blog/${post.slug}`, image]) {
        expect((await get(url)).statusCode, url).toBe(200);
        expect(await queries(() => get(url)), url).toBe(0);
      }
    });

    it('renders a page once for simultaneous requests', async () => {
      await get('/api/post/public-post-tags/'); // the content version, read first
      const one = await queries(() => get('/blog?vez=1'));
      const many = await queries(() => Promise.all(Array.from({ length: 8 }, () => get('/blog?vez=2'))));
      expect(one).toBeGreaterThan(0);
      expect(many).toBe(one);
    });

    it('answers 304 to a matching If-None-Match, from any encoding of the same content', async () => {
      const url = '/api/post/public-posts/';
      const br = await get(url, { 'accept-encoding': 'br' });
      const plain = await get(url);
      expect(br.headers.etag).toMatch(/^"[\w-]+-br"$/);
      expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
      for (const [etag, encoding] of [
        [br.headers.etag, 'br'],
        [plain.headers.etag, 'gzip'],
        [`"x", ${br.headers.etag as string}`, ''],
      ]) {
        const res = await get(url, { 'if-none-match': etag as string, 'accept-encoding': encoding! });
        expect(res.statusCode).toBe(304);
        expect(res.body).toBe('');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      expect((await get(url, { 'if-none-match': '"outro"' })).statusCode).toBe(200);

      const page = await get(`/blog/${post.slug}`);
      const revalidated = await get(`/blog/${post.slug}`, { 'if-none-match': page.headers.etag as string });
      expect(revalidated.statusCode).toBe(304);
      // The policy of a cached page is the same on every answer.
      expect(revalidated.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    });

    it('sends the encoding each client accepts', async () => {
      for (const url of ['/api/post/public-posts/', `/blog/${post.slug}`]) {
        const plain = await get(url);
        const decoders: Record<string, (b: Buffer) => Buffer> = {
          br: zlib.brotliDecompressSync,
          gzip: zlib.gunzipSync,
          deflate: zlib.inflateSync,
        };
        const cases: [string, string[]][] = [
          ['gzip, deflate, br', ['br']],
          ['gzip', ['gzip']],
          ['br;q=0, gzip;q=0.5', ['gzip']],
          ['identity', ['identity']],
          // Neither kept variant: the plain bytes (which the compression plugin may deflate).
          ['deflate', ['identity', 'deflate']],
        ];
        for (const [accept, expected] of cases) {
          const res = await get(url, { 'accept-encoding': accept });
          const encoding = (res.headers['content-encoding'] as string | undefined) ?? 'identity';
          expect(expected, `${url} ${accept}`).toContain(encoding);
          expect(res.headers.vary).toMatch(/accept-encoding/i);
          const body = (decoders[encoding] ?? ((b: Buffer) => b))(res.rawPayload).toString();
          if (url.startsWith('/api/')) expect(body).toBe(plain.body);
          else expect(pageData(body)).toEqual(pageData(plain.body));
        }
      }
    });

    it('answers HEAD from the cache without a body', async () => {
      await get('/api/post/public-post-tags/');
      const res = await t.app.inject({ method: 'HEAD', url: '/api/post/public-post-tags/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBeTruthy();
    });
  });

  describe('never answers what it must not', () => {
    it('does not serve or store signed-in requests', async () => {
      const url = '/api/post/public-posts/?page_size=3';
      await get(url);
      const signedIn = () => get(url, auth(a.plain));
      expect(await queries(signedIn)).toBeGreaterThan(0);
      expect(await queries(signedIn)).toBeGreaterThan(0);
      const fresh = '/api/post/public-posts/?page_size=4';
      const { entries } = t.app.responseCache.stats;
      await get(fresh, auth(a.plain));
      await get(`/blog/${post.slug}?x=1`, auth(a.plain));
      expect(t.app.responseCache.stats.entries).toBe(entries);
    });

    it('does not keep back-office shells, not-found pages or errors', async () => {
      const { entries } = t.app.responseCache.stats;
      for (const url of ['/posts', '/blog/nao-existe', '/pagina/desconhecida', '/api/post/public-posts/nao-existe/']) {
        const first = await get(url);
        expect(first.statusCode === 200 || first.statusCode === 404, url).toBe(true);
      }
      expect(t.app.responseCache.stats.entries).toBe(entries);
      // Each back-office answer is rendered with its own nonce on every tag.
      const [one, two] = [await get('/posts'), await get('/posts')];
      expect(one.body).toContain('<script type="module"');
      expect(one.body.replace(/nonce="[^"]+"/g, '')).toBe(two.body.replace(/nonce="[^"]+"/g, ''));
      expect(one.body.match(/nonce="([^"]+)"/)?.[1]).not.toBe(two.body.match(/nonce="([^"]+)"/)?.[1]);
    });
  });

  describe('shows every write on the next request', () => {
    it("after a post's title changes: its page (old address too), its JSON, the lists and the home page", async () => {
      const oldSlug = post.slug;
      const urls = ['/', '/blog', `/blog/${oldSlug}`, `/api/post/public-posts/${oldSlug}/`, '/api/post/public-posts/'];
      for (const url of urls) await get(url);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/post/posts/${post.id}/`,
        headers: auth(a.lawyer),
        payload: { title: 'Férias proporcionais: como calcular' },
      });
      expect(res.statusCode).toBe(200);
      post = res.json().data;
      expect(post.slug).not.toBe(oldSlug);
      expect(pageData((await get('/')).body).posts?.results[0]?.title).toBe(post.title);
      expect(pageData((await get('/blog')).body).posts?.results[0]?.title).toBe(post.title);
      expect(pageData((await get(`/blog/${post.slug}`)).body).post).toMatchObject({ title: post.title });
      // The old address sends visitors and crawlers to the new one.
      const moved = await get(`/blog/${oldSlug}?utm_source=whatsapp`);
      expect([moved.statusCode, moved.headers.location]).toEqual([301, `/blog/${post.slug}?utm_source=whatsapp`]);
      const movedJson = await get(`/api/post/public-posts/${oldSlug}/`);
      expect([movedJson.statusCode, movedJson.headers.location]).toEqual([301, `/api/post/public-posts/${post.slug}/`]);
      expect((await get(`/api/post/public-posts/${post.slug}/`)).json().data.title).toBe(post.title);
      expect(titles(await get('/api/post/public-posts/'))).toContain(post.title);
    });

    it("after an author's name changes: the post's page and JSON, and the team", async () => {
      for (const url of [`/blog/${post.slug}`, `/api/post/public-posts/${post.slug}/`, '/api/user/list/'])
        await get(url);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/user/${a.lawyer.id}/`,
        headers: auth(a.admin),
        payload: { name: 'Dra. Beatriz Nogueira' },
      });
      expect(res.statusCode).toBe(200);
      expect((await get(`/api/post/public-posts/${post.slug}/`)).json().data.author.name).toBe('Dra. Beatriz Nogueira');
      expect(pageData((await get(`/blog/${post.slug}`)).body).post).toMatchObject({
        author: { name: 'Dra. Beatriz Nogueira' },
      });
      const team = (await get('/api/user/list/')).json().data as { name: string }[];
      expect(team.map((p) => p.name)).toContain('Dra. Beatriz Nogueira');
    });

    it('after the user changes their own profile (Meu Perfil)', async () => {
      await get('/api/user/list/');
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/user/me/',
        headers: auth(a.lawyer),
        payload: { title: 'Advogada trabalhista sênior' },
      });
      expect(res.statusCode).toBe(200);
      const team = (await get('/api/user/list/')).json().data as { title: string }[];
      expect(team.map((p) => p.title)).toContain('Advogada trabalhista sênior');
    });

    it('after categories are created, removed from posts and deleted', async () => {
      const names = async () =>
        ((await get('/api/post/public-post-tags/')).json().data as { name: string }[]).map((x) => x.name);
      const before = await names();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/post/post-tags/',
        headers: auth(a.lawyer),
        payload: { name: 'Direito do Consumidor' },
      });
      expect(created.statusCode).toBe(201);
      expect(await names()).toEqual(expect.arrayContaining([...before, 'Direito do Consumidor']));
      // The post's category, shown in the list and on the post, goes away with the category.
      await get('/api/post/public-posts/');
      const tag = (await get(`/api/post/public-posts/${post.slug}/`)).json().data.tags[0] as {
        id: number;
        name: string;
      };
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/post/post-tags/${tag.id}/`,
        headers: auth(a.lawyer),
      });
      expect(deleted.statusCode).toBe(200);
      expect(await names()).not.toContain(tag.name);
      expect((await get(`/api/post/public-posts/${post.slug}/`)).json().data.tags).toEqual([]);
      const listed = (await get('/api/post/public-posts/')).json().data.results as { id: number; tags: unknown[] }[];
      expect(listed.find((p) => p.id === post.id)?.tags).toEqual([]);
    });

    it('after a post is deleted: gone from the lists, its page and JSON answer 404', async () => {
      const doomed = await createPostViaApi(t.app, a.lawyer, { title: 'Post que será excluído' });
      for (const url of ['/', `/blog/${doomed.slug}`, `/api/post/public-posts/${doomed.slug}/`]) {
        expect((await get(url)).statusCode, url).toBe(200);
      }
      expect(titles(await get('/api/post/public-posts/'))).toContain(doomed.title);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/post/posts/${doomed.id}/`,
        headers: auth(a.lawyer),
      });
      expect(res.statusCode).toBe(200);
      expect((await get(`/blog/${doomed.slug}`)).statusCode).toBe(404);
      expect((await get(`/api/post/public-posts/${doomed.slug}/`)).statusCode).toBe(404);
      expect(titles(await get('/api/post/public-posts/'))).not.toContain(doomed.title);
      expect(pageData((await get('/')).body).posts?.results.map((p) => p.title)).not.toContain(doomed.title);
    });

    it('after a section changes', async () => {
      const detail = `/api/post/public-posts/${post.slug}/`;
      const section = (await get(detail)).json().data.sections[0] as { id: number };
      const f = form({ content: 'Parágrafo revisto.' });
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/post/post-sections/${section.id}/`,
        headers: { ...f.headers, ...auth(a.lawyer) },
        payload: f.payload,
      });
      expect(res.statusCode).toBe(200);
      expect((await get(detail)).json().data.sections[0].content).toBe('Parágrafo revisto.');
    });

    it('but a refused request leaves it as it is', async () => {
      await get('/api/post/public-post-tags/');
      const { drops } = t.app.responseCache.stats;
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `/api/post/posts/${post.id}/`,
        headers: auth(a.lawyer),
        payload: { title: '' },
      });
      expect(refused.statusCode).toBe(400);
      expect(t.app.responseCache.stats.drops).toBe(drops);
      expect(await queries(() => get('/api/post/public-post-tags/'))).toBe(0);
    });
  });

  describe('follows the clock', () => {
    it('shows a scheduled post once its publication time has come', async () => {
      const now = Date.now();
      const at = new Date(now + 60_000).toISOString();
      const scheduled = await createPostViaApi(t.app, a.lawyer, {
        title: 'Agendado para daqui a um minuto',
        published_at: at,
      });
      const urls = [
        '/api/post/public-posts/',
        `/api/post/public-posts/${scheduled.slug}/`,
        `/blog/${scheduled.slug}`,
        '/',
      ];
      expect(titles(await get(urls[0]!))).not.toContain(scheduled.title);
      expect((await get(urls[1]!)).statusCode).toBe(404);
      expect((await get(urls[2]!)).statusCode).toBe(404);
      expect(JSON.stringify(pageData((await get(urls[3]!)).body))).not.toContain(scheduled.title);
      // A second before: still held, still without it.
      vi.setSystemTime(now + 59_000);
      expect(titles(await get(urls[0]!))).not.toContain(scheduled.title);
      vi.setSystemTime(now + 60_000);
      expect(titles(await get(urls[0]!))).toContain(scheduled.title);
      expect((await get(urls[1]!)).statusCode).toBe(200);
      expect((await get(urls[2]!)).statusCode).toBe(200);
      expect(JSON.stringify(pageData((await get(urls[3]!)).body))).toContain(scheduled.title);
    });
  });

  describe('with another instance on the same database', () => {
    let other: FastifyInstance;
    beforeAll(async () => {
      other = await buildApp(loadConfig(t.env));
    });
    afterAll(() => other?.close());

    it("sees the other instance's writes within RECHECK_MS", async () => {
      const now = Date.now();
      const url = '/api/post/public-posts/?page_size=50';
      expect((await other.inject({ method: 'GET', url })).statusCode).toBe(200);
      const held = other.database.stats.queries;
      await other.inject({ method: 'GET', url });
      expect(other.database.stats.queries).toBe(held); // from its memory
      const created = await createPostViaApi(t.app, a.lawyer, { title: 'Escrito pela outra instância' });
      // Within the window the other instance may still answer from memory...
      vi.setSystemTime(now + RECHECK_MS);
      // ...and once it has passed, it looks at the content version and sees the write.
      const after = await other.inject({ method: 'GET', url });
      expect(titles(after)).toContain(created.title);
    });
  });
});

describeApp('response cache turned off', { env: { RESPONSE_CACHE_MB: '0' } }, (t) => {
  it('answers every request from the database', async () => {
    const url = '/api/post/public-posts/';
    const counts: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const before = t.app.database.stats.queries;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      counts.push(t.app.database.stats.queries - before);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
    expect(t.app.responseCache.stats.entries).toBe(0);
  });
});
