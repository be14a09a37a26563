import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index';
import { describeApp } from '../helpers';
import { makeFakeBuild } from '../pages/fakeBuild';

const LATEST = Object.keys(migrations).at(-1)!;
const build = makeFakeBuild();
afterAll(() => build.remove());

describeApp('health probes', { env: { APP_DIST_DIR: build.dir }, actors: false }, (t) => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('/healthz answers 200 {"status":"ok"}, never stored', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });

  it('/readyz answers 200 when the database, its migrations and the build are all there', async () => {
    // A page first: the page route is live and caching, and still does not answer the probes.
    expect((await get('/')).statusCode).toBe(200);
    const res = await get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', build: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 naming the migrations while the latest one is not recorded, and 200 again after', async () => {
    const row = await sql<Record<string, unknown>>`select * from kysely_migration where name = ${LATEST}`.execute(
      t.app.db,
    );
    await sql`delete from kysely_migration where name = ${LATEST}`.execute(t.app.db);
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'failed', build: 'ok' },
      });
      expect(res.headers['cache-control']).toBe('no-store');
      // Nothing about versions or paths.
      expect(res.body).not.toMatch(/\d{8}T\d{4}|\/tmp|\/work|node_modules/);
    } finally {
      const { name, timestamp } = row.rows[0] as { name: string; timestamp: string };
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(t.app.db);
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('/readyz answers 503 naming the database once it is closed; /healthz still 200', async () => {
    await t.app.database.close();
    const res = await get('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', migrations: 'failed', build: 'ok' },
    });
    expect((await get('/healthz')).statusCode).toBe(200);
  });
});

describeApp(
  'health probes without the app build',
  { env: { APP_DIST_DIR: '/nonexistent/firm-build' }, actors: false },
  (t) => {
    it('/readyz answers 503 naming the build; the API is still up', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'ok', build: 'failed' },
      });
      expect(res.body).not.toContain('nonexistent');
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
  },
);
