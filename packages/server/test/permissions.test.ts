import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  ADMIN,
  auth,
  createPostViaApi,
  describeApp,
  form,
  imageFile,
  makeUser,
  sampleImage,
  type Actor,
  type Actors,
  type TestApp,
} from './helpers';

/**
 * The permission matrix: every route × {anonymous, plain user, lawyer, administrator, the
 * user themself} → expected status. "self" is a plain user acting on their own account.
 */
type Who = 'anonymous' | 'plain' | 'lawyer' | 'admin' | 'self';
const who: Who[] = ['anonymous', 'plain', 'lawyer', 'admin', 'self'];

type Ctx = { t: TestApp; actors: Actors & { self: Actor }; png: Buffer };
type Row = {
  route: string;
  request: (ctx: Ctx, actor: Who) => Promise<InjectOptions>;
  expected: [number, number, number, number, number];
};

const PUBLIC: Row['expected'] = [200, 200, 200, 200, 200];
const SIGNED_IN: Row['expected'] = [401, 200, 200, 200, 200];
const SIGNED_IN_CREATE: Row['expected'] = [401, 201, 201, 201, 201];
const ADMIN_ONLY: Row['expected'] = [401, 403, 403, 200, 403];
const ADMIN_OR_SELF: Row['expected'] = [401, 403, 403, 200, 200];

/** The user a request is about: oneself for "self", a fresh other user for everyone else. */
async function target(ctx: Ctx, actor: Who): Promise<number> {
  return actor === 'self' ? ctx.actors.self.id : (await makeUser(ctx.t.app)).id;
}
const post = (ctx: Ctx) =>
  createPostViaApi(ctx.t.app, ctx.actors.admin, { sections: [{ type: 'image', content: '', order: 0 }] });
const upload = (ctx: Ctx, url: string): InjectOptions => {
  const f = form({ image: imageFile(ctx.png) });
  return { method: 'POST', url, payload: f.payload, headers: f.headers };
};

const matrix: Row[] = [
  {
    route: 'POST /api/user/token/',
    expected: PUBLIC,
    request: async () => ({
      method: 'POST',
      url: '/api/user/token/',
      payload: { email: ADMIN.email, password: ADMIN.password },
    }),
  },
  {
    route: 'POST /api/user/logout/',
    expected: SIGNED_IN,
    request: async () => ({ method: 'POST', url: '/api/user/logout/' }),
  },
  { route: 'GET /api/user/me/', expected: SIGNED_IN, request: async () => ({ method: 'GET', url: '/api/user/me/' }) },
  {
    route: 'PATCH /api/user/me/',
    expected: SIGNED_IN,
    request: async () => ({ method: 'PATCH', url: '/api/user/me/', payload: { summary: 'Atualizado' } }),
  },
  { route: 'GET /api/user/', expected: SIGNED_IN, request: async () => ({ method: 'GET', url: '/api/user/' }) },
  { route: 'GET /api/user/list/', expected: PUBLIC, request: async () => ({ method: 'GET', url: '/api/user/list/' }) },
  {
    route: 'POST /api/user/create/',
    expected: [401, 403, 403, 201, 403],
    request: async () => ({
      method: 'POST',
      url: '/api/user/create/',
      payload: { name: 'Novo', email: `novo${Math.random()}@test.local`.replace('0.', ''), password: 'segredo123' },
    }),
  },
  {
    route: 'GET /api/user/{id}/detail/',
    expected: ADMIN_OR_SELF,
    request: async (c, w) => ({ method: 'GET', url: `/api/user/${await target(c, w)}/detail/` }),
  },
  {
    route: 'PATCH /api/user/{id}/',
    expected: ADMIN_OR_SELF,
    request: async (c, w) => ({
      method: 'PATCH',
      url: `/api/user/${await target(c, w)}/`,
      payload: { title: 'Novo título' },
    }),
  },
  {
    route: 'PATCH /api/user/{id}/ changing roles',
    expected: [401, 403, 403, 200, 403],
    request: async (c, w) => ({
      method: 'PATCH',
      url: `/api/user/${await target(c, w)}/`,
      payload: { is_lawyer: true },
    }),
  },
  {
    route: 'DELETE /api/user/{id}/delete/',
    expected: ADMIN_ONLY,
    request: async (c, w) => ({ method: 'DELETE', url: `/api/user/${await target(c, w)}/delete/` }),
  },
  {
    route: 'GET /api/post/posts/',
    expected: SIGNED_IN,
    request: async () => ({ method: 'GET', url: '/api/post/posts/?page=1&page_size=6' }),
  },
  {
    route: 'POST /api/post/posts/',
    expected: SIGNED_IN_CREATE,
    request: async () => ({
      method: 'POST',
      url: '/api/post/posts/',
      payload: {
        title: 'Novo post',
        published_at: '2024-01-01T00:00:00.000Z',
        tags: [{ name: 'Direito Civil' }],
        sections: [],
      },
    }),
  },
  {
    route: 'GET /api/post/posts/{id}/',
    expected: SIGNED_IN,
    request: async (c) => ({ method: 'GET', url: `/api/post/posts/${(await post(c)).id}/` }),
  },
  {
    route: 'PATCH /api/post/posts/{id}/',
    expected: SIGNED_IN,
    request: async (c) => ({
      method: 'PATCH',
      url: `/api/post/posts/${(await post(c)).id}/`,
      payload: { title: 'Editado' },
    }),
  },
  {
    route: 'DELETE /api/post/posts/{id}/',
    expected: SIGNED_IN,
    request: async (c) => ({ method: 'DELETE', url: `/api/post/posts/${(await post(c)).id}/` }),
  },
  {
    route: 'POST /api/post/posts/{id}/upload-image/',
    expected: SIGNED_IN,
    request: async (c) => upload(c, `/api/post/posts/${(await post(c)).id}/upload-image/`),
  },
  {
    route: 'GET /api/post/post-sections/?post=',
    expected: SIGNED_IN,
    request: async (c) => ({ method: 'GET', url: `/api/post/post-sections/?post=${(await post(c)).id}` }),
  },
  {
    route: 'POST /api/post/post-sections/',
    expected: SIGNED_IN_CREATE,
    request: async (c) => ({
      method: 'POST',
      url: '/api/post/post-sections/',
      payload: { post: (await post(c)).id, type: 'paragraph', content: 'x', order: 1 },
    }),
  },
  {
    route: 'PATCH /api/post/post-sections/{id}/',
    expected: SIGNED_IN,
    request: async (c) => ({
      method: 'PATCH',
      url: `/api/post/post-sections/${(await post(c)).sections[0].id}/`,
      payload: { content: 'y' },
    }),
  },
  {
    route: 'DELETE /api/post/post-sections/{id}/',
    expected: SIGNED_IN,
    request: async (c) => ({ method: 'DELETE', url: `/api/post/post-sections/${(await post(c)).sections[0].id}/` }),
  },
  {
    route: 'POST /api/post/post-sections/{id}/upload-image/',
    expected: SIGNED_IN,
    request: async (c) => upload(c, `/api/post/post-sections/${(await post(c)).sections[0].id}/upload-image/`),
  },
  {
    route: 'GET /api/post/post-tags/',
    expected: SIGNED_IN,
    request: async () => ({ method: 'GET', url: '/api/post/post-tags/' }),
  },
  {
    route: 'POST /api/post/post-tags/',
    expected: SIGNED_IN_CREATE,
    request: async () => ({
      method: 'POST',
      url: '/api/post/post-tags/',
      payload: { name: `Categoria ${Math.random()}` },
    }),
  },
  {
    route: 'DELETE /api/post/post-tags/{id}/',
    expected: SIGNED_IN,
    request: async (c) => {
      const tag = await c.t.app.inject({
        method: 'POST',
        url: '/api/post/post-tags/',
        headers: auth(c.actors.admin),
        payload: { name: `Apagar ${Math.random()}` },
      });
      return { method: 'DELETE', url: `/api/post/post-tags/${tag.json().data.id}/` };
    },
  },
  {
    route: 'GET /api/post/public-posts/',
    expected: PUBLIC,
    request: async () => ({ method: 'GET', url: '/api/post/public-posts/?page=1' }),
  },
  {
    route: 'GET /api/post/public-posts/{slug}/',
    expected: PUBLIC,
    request: async (c) => ({ method: 'GET', url: `/api/post/public-posts/${(await post(c)).slug}/` }),
  },
  {
    route: 'GET /api/post/public-post-tags/',
    expected: PUBLIC,
    request: async () => ({ method: 'GET', url: '/api/post/public-post-tags/' }),
  },
  {
    route: 'GET /api/docs/openapi.json',
    expected: PUBLIC,
    request: async () => ({ method: 'GET', url: '/api/docs/openapi.json' }),
  },
  {
    route: 'GET /media/{hash}.webp',
    expected: PUBLIC,
    request: async (c) => {
      const p = await post(c);
      const u = upload(c, `/api/post/posts/${p.id}/upload-image/`);
      const res = await c.t.app.inject({
        ...u,
        headers: { ...(u.headers as Record<string, string>), ...auth(c.actors.admin) },
      });
      return { method: 'GET', url: res.json().data.image as string };
    },
  },
];

const cells = matrix.flatMap((row) =>
  who.map((w, i) => ({ route: row.route, who: w, expected: row.expected[i]!, row })),
);

describeApp('permission matrix', (t, a) => {
  const ctx = { t } as Ctx;
  beforeAll(async () => {
    ctx.actors = { ...a, self: await makeUser(t.app) };
    ctx.png = await sampleImage('png', 64, 64);
  });

  it(`covers ${matrix.length} routes × ${who.length} callers = ${cells.length} cells`, () => {
    expect(cells.length).toBe(matrix.length * who.length);
  });

  it.each(cells)('$route as $who → $expected', async ({ row, who: w, expected }) => {
    const options = await row.request(ctx, w);
    // Logout revokes the caller's token: use a throwaway one for that row.
    const actor: Actor | undefined =
      w === 'anonymous'
        ? undefined
        : row.route.includes('logout')
          ? await makeUser(ctx.t.app, { is_staff: w === 'admin', is_lawyer: w === 'lawyer' })
          : ctx.actors[w];
    const res = await ctx.t.app.inject({
      ...options,
      headers: { ...(options.headers as Record<string, string>), ...auth(actor) },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(expected);
    if (res.headers['content-type']?.toString().startsWith('application/json') && !row.route.includes('openapi')) {
      expect(res.json().success).toBe(expected < 400);
    }
  });
});
