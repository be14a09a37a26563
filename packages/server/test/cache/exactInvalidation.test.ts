import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { RECHECK_MS } from '../../src/cache/responseCache';
import { loadConfig } from '../../src/config';
import { ADMIN, auth, createPostViaApi, describeApp, makeUser } from '../helpers';
import { makeFakeBuild, type FakeBuild } from '../pages/fakeBuild';

/**
 * Exact invalidation (decision 0019): a write drops only the held answers that show what it
 * changed, here and on another instance; and whatever the timing, a request that starts after
 * a write was acknowledged never gets the content from before it.
 */
const build: FakeBuild = makeFakeBuild();
afterAll(() => build.remove());

type Post = { id: number; slug: string; title: string; sections: { id: number }[] };

describeApp('exact invalidation', { env: { APP_DIST_DIR: build.dir } }, (t, a) => {
  let edited: Post;
  let untouched: Post;
  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
  const queries = async (app: FastifyInstance, fn: () => Promise<unknown>) => {
    const before = app.database.stats.queries;
    await fn();
    return app.database.stats.queries - before;
  };
  const heldUrls = () => [
    `/blog/${untouched.slug}`,
    `/api/post/public-posts/${untouched.slug}/`,
    '/api/user/list/',
    '/api/post/public-post-tags/',
  ];

  beforeAll(async () => {
    edited = await createPostViaApi(t.app, a.lawyer, { title: 'Aviso prévio indenizado' });
    untouched = await createPostViaApi(t.app, a.admin, { title: 'Pensão por morte' });
  });

  it('keeps every held answer through writes that visitors cannot see', async () => {
    for (const url of heldUrls()) expect((await get(t.app, url)).statusCode, url).toBe(200);
    const { entries } = t.app.responseCache.stats;
    const writes = [
      () => t.app.inject({ method: 'POST', url: '/api/user/token/', payload: ADMIN }),
      () => t.app.inject({ method: 'POST', url: '/api/user/token/', payload: { ...ADMIN, password: 'errada-123' } }),
      () =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/user/me/',
          headers: auth(a.plain),
          payload: { password: 'Nova-senha-123' },
        }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/create/',
          headers: auth(a.admin),
          payload: { name: 'Secretária', email: 'secretaria@test.local', password: 'Senha-forte-1', is_lawyer: false },
        }),
    ];
    const statuses = [];
    for (const write of writes) statuses.push((await write()).statusCode);
    expect(statuses).toEqual([200, 400, 200, 201]);
    expect(t.app.responseCache.stats.entries).toBe(entries);
    for (const url of heldUrls()) expect(await queries(t.app, () => get(t.app, url)), url).toBe(0);
  });

  it("drops an edited post's answers and the lists, and keeps the other posts' pages and JSON", async () => {
    for (const url of [...heldUrls(), `/blog/${edited.slug}`, '/blog', '/']) await get(t.app, url);
    const section = edited.sections[0]!;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/post/post-sections/${section.id}/`,
      headers: auth(a.lawyer),
      payload: { content: 'Texto revisto.' },
    });
    expect(res.statusCode).toBe(200);
    // Still held: at most one look at the content state (the next publication time may have moved).
    for (const url of [`/blog/${untouched.slug}`, `/api/post/public-posts/${untouched.slug}/`]) {
      expect(t.app.responseCache.has(url), url).toBe(true);
      expect(await queries(t.app, () => get(t.app, url)), url).toBeLessThanOrEqual(1);
    }
    expect((await get(t.app, `/blog/${edited.slug}`)).body).toContain('Texto revisto.');
    expect(await queries(t.app, () => get(t.app, '/blog'))).toBeGreaterThan(0);
  });

  it("drops an author's posts when their public face changes, not the others'", async () => {
    for (const url of [`/blog/${edited.slug}`, `/blog/${untouched.slug}`]) await get(t.app, url);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${a.lawyer.id}/`,
      headers: auth(a.admin),
      payload: { title: 'Advogada sênior' },
    });
    expect(res.statusCode).toBe(200);
    expect(await queries(t.app, () => get(t.app, `/blog/${untouched.slug}`))).toBe(0);
    expect((await get(t.app, `/blog/${edited.slug}`)).body).toContain('Advogada sênior');
  });

  describe('on another instance', () => {
    let other: FastifyInstance;
    beforeAll(async () => {
      other = await buildApp(loadConfig(t.env));
    });
    afterAll(() => other?.close());

    it('drops only what the other instance changed', async () => {
      const urls = [`/api/post/public-posts/${edited.slug}/`, `/api/post/public-posts/${untouched.slug}/`];
      for (const url of urls) await get(other, url);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/post/posts/${edited.id}/`,
        headers: auth(a.lawyer),
        payload: { image_alt: 'Escrito na primeira instância' },
      });
      expect(res.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, RECHECK_MS + 50));
      expect((await get(other, urls[0]!)).json().data.image_alt).toBe('Escrito na primeira instância');
      const before = other.database.stats.queries;
      expect((await get(other, urls[1]!)).statusCode).toBe(200);
      // At most the look at the content version, never the post itself.
      expect(other.database.stats.queries - before).toBe(0);
    });
  });

  it('never answers a request started after an acknowledged write with what was there before it', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const post = await createPostViaApi(t.app, a.lawyer, { title: 'Rescisão indireta' });
    const reporter = await makeUser(t.app, { name: 'Outra autora', is_lawyer: true });
    const urls = [`/api/post/public-posts/${post.slug}/`, `/blog/${post.slug}`, '/api/post/public-posts/?page_size=50'];
    /** The version each answer shows: the post's image_alt is 'v<n>'. */
    const versionIn = (body: string) => Number(/"v(\d+)"/.exec(body)?.[1] ?? /v(\d+)/.exec(body)?.[1] ?? 0);
    const acknowledged: { version: number; at: number }[] = [];
    const stale: string[] = [];
    let writing = true;

    const writer = (async () => {
      for (let version = 1; version <= 25; version += 1) {
        const res = await fetch(`${base}/api/post/posts/${post.id}/`, {
          method: 'PATCH',
          headers: { ...auth(a.lawyer), 'content-type': 'application/json' },
          body: JSON.stringify({ image_alt: `v${version}` }),
        });
        expect(res.status).toBe(200);
        acknowledged.push({ version, at: performance.now() });
        // Writes that change nothing visitors see, between them.
        await fetch(`${base}/api/user/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: reporter.email, password: 'errada-123' }),
        });
      }
      writing = false;
    })();

    const reader = async (url: string) => {
      while (writing) {
        const started = performance.now();
        const known = acknowledged.filter((w) => w.at < started).at(-1)?.version ?? 0;
        const body = await (await fetch(`${base}${url}`)).text();
        const seen = versionIn(body);
        if (seen < known) stale.push(`${url}: v${seen} after v${known} was acknowledged`);
      }
    };
    await Promise.all([writer, ...Array.from({ length: 12 }, (_, i) => reader(urls[i % urls.length]!))]);
    expect(acknowledged).toHaveLength(25);
    expect(stale).toEqual([]);
  });
});
