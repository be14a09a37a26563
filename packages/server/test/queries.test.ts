import { beforeAll, expect, it } from 'vitest';
import { auth, createPostViaApi, describeApp, form, imageFile, makeUser, sampleImage } from './helpers';

/** No N+1: public list and detail run a fixed number of statements, whatever the size. */
// The response cache off: these count what answering takes, not what remembering it saves
// (test/cache/responseCache.test.ts shows a held answer costs no query at all).
describeApp('query counts', { env: { RESPONSE_CACHE_MB: '0' } }, (t, a) => {
  let small: { slug: string };
  let large: { slug: string };

  const queriesFor = async (url: string, headers: Record<string, string> = {}) => {
    const before = t.app.database.stats.queries;
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return t.app.database.stats.queries - before;
  };

  beforeAll(async () => {
    const png = await sampleImage('png', 200, 100);
    const authors = [a.lawyer, await makeUser(t.app, { is_lawyer: true }), a.admin];
    for (let i = 0; i < 24; i++) {
      const post = await createPostViaApi(t.app, authors[i % 3]!, {
        title: `Artigo número ${i}`,
        tags: [{ name: `Categoria ${i % 4}` }, { name: `Extra ${i % 5}` }, { name: 'Comum' }],
        sections: [
          { type: 'paragraph', content: `Texto ${i}`, order: 0 },
          { type: 'image', content: '', order: 1 },
        ],
      });
      if (i % 2 === 0) {
        const f = form({ image: imageFile(png) });
        await t.app.inject({
          method: 'POST',
          url: `/api/post/posts/${post.id}/upload-image/`,
          headers: { ...f.headers, ...auth(a.admin) },
          payload: f.payload,
        });
      }
    }
    small = await createPostViaApi(t.app, a.lawyer, {
      title: 'Uma seção',
      sections: [{ type: 'paragraph', content: 'x', order: 0 }],
    });
    large = await createPostViaApi(t.app, a.lawyer, {
      title: 'Muitas seções',
      tags: Array.from({ length: 8 }, (_, i) => ({ name: `Tag ${i}` })),
      sections: Array.from({ length: 40 }, (_, i) => ({
        type: i % 2 ? 'paragraph' : 'subtitle',
        content: `Seção ${i}`,
        order: i,
      })),
    });
  });

  it('public list: 3 queries for 1, 5 or 25 rows, filtered or not', async () => {
    for (const size of [1, 5, 25]) {
      expect(await queriesFor(`/api/post/public-posts/?page_size=${size}`)).toBe(3);
      expect(await queriesFor(`/api/post/public-posts/?page_size=${size}&tags=comum&title=artigo`)).toBe(3);
    }
  });

  it('back-office list: 1 more query (the token), whatever the page size', async () => {
    for (const size of [1, 6, 25])
      expect(await queriesFor(`/api/post/posts/?page_size=${size}&search=categoria`, auth(a.plain))).toBe(4);
  });

  it('public detail: 3 queries for 1 or 40 sections', async () => {
    expect(await queriesFor(`/api/post/public-posts/${small.slug}/`)).toBe(3);
    expect(await queriesFor(`/api/post/public-posts/${large.slug}/`)).toBe(3);
  });

  it('team list and categories: 1 query each', async () => {
    expect(await queriesFor('/api/user/list/')).toBe(1);
    expect(await queriesFor('/api/post/public-post-tags/')).toBe(1);
  });
});
