import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { demoCategories, demoLawyers, demoPosts } from '../../src/seed/demoContent';
import { describeApp, newPostgresSchema, type PostgresSchema } from '../helpers';

/** One demo post is scheduled (a few days ahead), to show how scheduling looks. */
const published = demoPosts.filter((post) => post.daysAgo > 0).length;

/** SEED_DEMO on an empty database: the demo lawyers, categories and posts, with their pictures. */
describeApp('demo content', { env: { SEED_DEMO: 'true' }, actors: false }, (t) => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('publishes every demo post, with its category and cover', async () => {
    const list = (await get(`/api/post/public-posts/?page_size=${demoPosts.length + 5}`)).json().data;
    expect(list.count).toBe(published);
    for (const post of list.results) {
      expect(demoCategories).toContain(post.tags[0].name);
      expect(post.image).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    }
    expect((await get('/api/post/public-post-tags/')).json().data.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining([...demoCategories]),
    );
  });

  it('stores the drawn pictures the way an upload is stored: WebP variants at the upload widths', async () => {
    const post = (await get('/api/post/public-posts/?page_size=1')).json().data.results[0];
    expect(post.image_info).toMatchObject({ width: 960, height: 540 });
    expect(post.image_info.variants.map((v: { width: number }) => v.width)).toEqual([480, 720, 960]);
    for (const variant of post.image_info.variants as { url: string; width: number }[]) {
      const res = await get(variant.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
    }
  });

  it('shows the demo lawyers on the team, with their photos, and no one can sign in as them', async () => {
    const team = (await get('/api/user/list/')).json().data as { name: string; image: string | null }[];
    expect(team.map((p) => p.name).sort()).toEqual(demoLawyers.map((l) => l.name).sort());
    for (const person of team) expect(person.image, JSON.stringify(person)).toMatch(/^\/media\//);
    for (const lawyer of demoLawyers) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/token/',
        payload: { email: lawyer.email, password: 'uma-senha-qualquer' },
      });
      expect(login.statusCode).toBe(400);
    }
  });

  describe('restarted', () => {
    let again: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      again = await buildApp(loadConfig(t.env));
    });
    afterAll(() => again?.close());

    it('adds nothing on the next start', async () => {
      const count = (await again.inject({ method: 'GET', url: '/api/post/public-posts/' })).json().data.count;
      expect(count).toBe(published);
    });
  });
});

/** Instances started together on an empty PostgreSQL schema bootstrap it once (issue 20, item 6). */
describe.runIf(process.env.TEST_DATABASE_URL)('two instances started at once on an empty PostgreSQL schema', () => {
  let pgSchema: PostgresSchema;
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  beforeAll(async () => {
    pgSchema = await newPostgresSchema();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await pgSchema.drop();
  });

  it('both start, and the administrator and the demo content exist once', async () => {
    const env = {
      LOG_LEVEL: 'silent',
      SCRYPT_COST: '10',
      SEED_DEMO: 'true',
      ...pgSchema.env,
      PUBLIC_URL: 'http://localhost:3000',
    };
    apps = await Promise.all([buildApp(loadConfig(env)), buildApp(loadConfig(env))]);
    for (const app of apps) {
      const list = (await app.inject({ method: 'GET', url: '/api/post/public-posts/' })).json().data;
      expect(list.count).toBe(published);
    }
    const { rows } = await pgSchema.admin.query<{ n: string }>(
      `select count(*) as n from ${pgSchema.schema}.users where is_staff = 1 and deleted_at is null`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
