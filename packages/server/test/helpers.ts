import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import type { Engine } from '../src/db/database';
import { hashPassword } from '../src/lib/passwords';
import { issueToken } from '../src/repositories/tokens';
import { findUserByEmail, insertUser } from '../src/repositories/users';

/** Every server test runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const engines: Engine[] = ['sqlite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export const ADMIN = { email: 'admin@test.local', password: 'admin-password' };

export type TestApp = {
  app: FastifyInstance;
  engine: Engine;
  /** The environment it was built from: another app built from it shares its database. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** A fresh app on a fresh database: a temporary directory (SQLite) or a new schema (PostgreSQL). */
export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const base = {
    LOG_LEVEL: 'silent',
    SCRYPT_COST: '10',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: 'http://localhost:3000',
  };
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-server-test-'));
    const full = { ...base, DATA_DIR: dir, ...env };
    const app = await buildApp(loadConfig(full), options);
    return {
      app,
      engine,
      env: full,
      close: async () => {
        await app.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const pgSchema = await newPostgresSchema();
  try {
    const full = { ...base, ...pgSchema.env, ...env };
    const app = await buildApp(loadConfig(full), options);
    return {
      app,
      engine,
      env: full,
      close: async () => {
        await app.close();
        await pgSchema.drop();
      },
    };
  } catch (err) {
    await pgSchema.drop();
    throw err;
  }
}

export type PostgresSchema = {
  url: string;
  schema: string;
  /** DATABASE_URL and DATABASE_SCHEMA for an app on it. */
  env: { DATABASE_URL: string; DATABASE_SCHEMA: string };
  /** A connection of its own, to look at the schema's tables directly. */
  admin: pg.Client;
  drop: () => Promise<void>;
};

/** A new, empty schema on TEST_DATABASE_URL; `drop()` removes it and ends the connection. */
export async function newPostgresSchema(): Promise<PostgresSchema> {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  return {
    url,
    schema,
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    admin,
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

export type AppSetup = {
  /** Environment on top of createTestApp's defaults (e.g. { PUBLIC_URL }). */
  env?: Record<string, string>;
  options?: AppOptions;
  /** Create the admin, lawyer and plain user (default true). */
  actors?: boolean;
};

type AppSuite = (t: TestApp, a: Actors, engine: Engine) => void;

/**
 * The header every server suite shares: `describe.each(engines)` titled "<name> on <engine>",
 * a fresh app on a fresh database before the tests (plus an administrator, a lawyer and a plain
 * user with live tokens), closed after. `t` and `a` are filled in before the suite's own
 * beforeAll hooks run, so suites use them exactly as they would their own variables.
 */
export function describeApp(name: string, suite: AppSuite): void;
export function describeApp(name: string, setup: AppSetup, suite: AppSuite): void;
export function describeApp(name: string, setupOrSuite: AppSetup | AppSuite, maybeSuite?: AppSuite): void {
  const [setup, suite] = typeof setupOrSuite === 'function' ? [{}, setupOrSuite] : [setupOrSuite, maybeSuite!];
  describe.each(engines)(`${name} on %s`, (engine) => {
    const t = {} as TestApp;
    const a = {} as Actors;
    beforeAll(async () => {
      Object.assign(t, await createTestApp(engine, setup.env, setup.options));
      if (setup.actors !== false) Object.assign(a, await makeActors(t.app));
    });
    afterAll(async () => {
      await (t as Partial<TestApp>).close?.();
    });
    suite(t, a, engine);
  });
}

export type Actor = { id: number; token: string; email: string };
export type Actors = { admin: Actor; lawyer: Actor; plain: Actor };

let counter = 0;
/** A user made directly in the database, with a live token (no login round trip). */
export async function makeUser(
  app: FastifyInstance,
  flags: { is_staff?: boolean; is_lawyer?: boolean; is_active?: boolean; name?: string } = {},
): Promise<Actor> {
  counter += 1;
  const email = `user${counter}-${randomBytes(3).toString('hex')}@test.local`;
  const id = await insertUser(app.db, {
    name: flags.name ?? `Usuário ${counter}`,
    email,
    password_hash: await hashPassword('secret-password', 10),
    title: 'Título',
    summary: 'Resumo',
    oab: '',
    is_lawyer: flags.is_lawyer ? 1 : 0,
    is_staff: flags.is_staff ? 1 : 0,
    is_active: flags.is_active === false ? 0 : 1,
    image_hash: null,
    deleted_at: null,
  });
  return { id, email, token: await issueToken(app.db, id, 1) };
}

export async function makeActors(app: FastifyInstance): Promise<Actors> {
  const adminRow = (await findUserByEmail(app.db, ADMIN.email))!;
  return {
    admin: { id: adminRow.id, email: ADMIN.email, token: await issueToken(app.db, adminRow.id, 1) },
    lawyer: await makeUser(app, { is_lawyer: true }),
    plain: await makeUser(app),
  };
}

export const auth = (actor: Actor | undefined): Record<string, string> =>
  actor ? { authorization: `Token ${actor.token}` } : {};

type Part = string | { filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body, as a browser's FormData would send it. */
export function form(fields: Record<string, Part>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----firmtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const imageFile = (data: Buffer, filename = 'foto.png', contentType = 'image/png') => ({
  filename,
  contentType,
  data,
});

/** Small real images of each accepted format. */
export async function sampleImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png',
  width = 640,
  height = 360,
  color = '#336699',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

export type Json = { success: boolean; message: string; data?: any; errors?: Record<string, string[]> };

export async function call(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse & { body: string; json: () => Json }> {
  return app.inject(options) as never;
}

/** Every row of every table, images as hashes of their bytes: "exactly as before" made testable. */
export async function snapshot(app: FastifyInstance): Promise<string> {
  const tables = [
    'users',
    'tokens',
    'login_failures',
    'tags',
    'posts',
    'post_slugs',
    'post_tags',
    'sections',
    'media',
    'media_files',
  ] as const;
  const out: Record<string, unknown[]> = {};
  for (const t of tables) {
    const rows = (await app.db.selectFrom(t).selectAll().execute()) as Record<string, unknown>[];
    out[t] = rows
      .map((r) =>
        JSON.stringify(r, (_k, v: unknown) =>
          v && typeof v === 'object' && (v as { type?: string }).type === 'Buffer'
            ? `bytes:${(v as { data: number[] }).data.length}`
            : v,
        ),
      )
      .sort();
  }
  return JSON.stringify(out);
}

/** A post created through the API (JSON), returned as the API answers it. */
export async function createPostViaApi(
  app: FastifyInstance,
  actor: Actor,
  body: Record<string, unknown> = {},
): Promise<any> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/post/posts/',
    headers: auth(actor),
    payload: {
      title: `Post ${randomBytes(3).toString('hex')}`,
      published_at: '2024-05-10T12:00:00.000Z',
      tags: [{ name: 'Direito Civil' }],
      sections: [{ type: 'paragraph', content: 'Um parágrafo de teste.', order: 0 }],
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create post failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
