import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle, type Engine } from '../../src/db/database';
import { migrations } from '../../src/db/migrations/index';
import { createBackup } from '../../src/ops/backup';
import { FORMAT, type BackupHeader } from '../../src/ops/format';
import { restoreBackup, verifyBackup } from '../../src/ops/restore';
import { describeTables, type UntypedDb } from '../../src/ops/tables';
import { demoPosts } from '../../src/seed/demoContent';
import {
  ADMIN,
  createPostViaApi,
  createTestApp,
  engines,
  makeActors,
  newPostgresSchema,
  type TestApp,
} from '../helpers';

const LATEST = Object.keys(migrations).at(-1)!;
const SERVER_DIR = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/** Every row of every table a backup copies, in key order: "identical" made comparable. */
async function contents(handle: DatabaseHandle, tables: string[]): Promise<Record<string, unknown[]>> {
  const db = handle.db as unknown as UntypedDb;
  const info = await describeTables(db, handle.engine);
  const out: Record<string, unknown[]> = {};
  for (const name of tables) {
    const table = info.find((t) => t.name === name)!;
    const order = sql.join(table.key.map((c) => sql.ref(c)));
    out[name] = (
      await sql<Record<string, unknown>>`select * from ${sql.table(name)} order by ${order}`.execute(db)
    ).rows;
  }
  return out;
}

/** A fresh, empty database of either engine, never migrated (the restore migrates it). */
async function emptyDatabase(
  engine: Engine,
): Promise<{ handle: DatabaseHandle; env: Record<string, string>; drop: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-restore-'));
    const handle = openDatabase({ dataDir: dir, databaseUrl: undefined, databaseSchema: undefined });
    return {
      handle,
      env: { DATA_DIR: dir },
      drop: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const pgSchema = await newPostgresSchema();
  const handle = openDatabase({ dataDir: '', databaseUrl: pgSchema.url, databaseSchema: pgSchema.schema });
  return {
    handle,
    env: pgSchema.env,
    drop: async () => {
      await handle.close();
      await pgSchema.drop();
    },
  };
}

/** The file's lines, decompressed, and a way to write them back compressed. */
const linesOf = (file: string) => zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
const writeLines = (file: string, lines: string[]) => fs.writeFileSync(file, zlib.gzipSync(lines.join('\n')));

let source: TestApp;
let dir: string;
let file: string;
let header: BackupHeader;
let copied: string[];

beforeAll(async () => {
  // SQLite with the demo content (posts, tags, lawyers with photos), a signed-in admin (tokens).
  source = await createTestApp('sqlite', { SEED_DEMO: 'true' });
  await makeActors(source.app);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-backup-'));
  file = path.join(dir, 'site.backup.gz');
  header = await createBackup(source.app.database, file);
  copied = header.tables.map((t) => t.name);
});

afterAll(async () => {
  await source.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup', () => {
  it('writes one gzip file: a header naming the schema, every table with its count, then the rows', async () => {
    expect(header).toMatchObject({ format: FORMAT, version: 1, migration: LATEST, engine: 'sqlite' });
    expect(copied).toEqual(
      expect.arrayContaining([
        'users',
        'posts',
        'post_slugs',
        'post_tags',
        'tags',
        'sections',
        'media',
        'media_files',
        'content_version',
      ]),
    );
    expect(header.left_out.sort()).toEqual(['content_changes', 'login_failures', 'tokens']);
    expect(copied).not.toContain('kysely_migration');
    // Parents first: a restore inserts in file order on PostgreSQL's immediate foreign keys.
    expect(copied.indexOf('media')).toBeLessThan(copied.indexOf('users'));
    expect(copied.indexOf('users')).toBeLessThan(copied.indexOf('posts'));
    expect(copied.indexOf('posts')).toBeLessThan(copied.indexOf('sections'));
    const count = (name: string) => header.tables.find((t) => t.name === name)!.rows;
    expect(count('posts')).toBe(demoPosts.length);
    expect(count('media_files')).toBeGreaterThan(0);
    expect(header.tables.find((t) => t.name === 'media_files')!.binary).toEqual(['bytes']);
    const lines = linesOf(file);
    expect(JSON.parse(lines[0]!)).toEqual(header);
    expect(lines.at(-1)).toBe(''); // every line ends with a newline
    expect(await verifyBackup(file)).toEqual(header);
  });
});

describe.each(engines)('restore of a SQLite backup into %s', (engine) => {
  let target: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    target = await emptyDatabase(engine);
  });
  afterAll(async () => {
    await target.drop();
  });

  it('restores every row of every copied table, image bytes included, identical', async () => {
    await restoreBackup(target.handle, file);
    const before = await contents(source.app.database, copied);
    const after = await contents(target.handle, copied);
    for (const name of copied.filter((t) => t !== 'content_version')) expect(after[name], name).toEqual(before[name]);
    // Moved past the source's counter: a server on the target drops all it held.
    expect(Number((after.content_version![0] as { n: number }).n)).toBeGreaterThan(
      Number((before.content_version![0] as { n: number }).n),
    );
    const tokens = await sql`select count(*) as n from tokens`.execute(target.handle.db);
    expect(Number((tokens.rows[0] as { n: number }).n)).toBe(0);
  });

  it('serves the restored site: sign-in, posts, images; new rows get fresh ids (sequences reset)', async () => {
    const app = await buildApp(loadConfig({ ...source.env, ...target.env, SEED_DEMO: 'false' }));
    try {
      const login = await app.inject({ method: 'POST', url: '/api/user/token/', payload: ADMIN });
      expect(login.statusCode, login.body).toBe(200);
      const token = login.json().data.token as string;
      const post = (await app.inject({ method: 'GET', url: '/api/post/public-posts/?page_size=1' })).json().data
        .results[0];
      const image = await app.inject({ method: 'GET', url: post.image as string });
      const original = await source.app.inject({ method: 'GET', url: post.image as string });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(original.rawPayload)).toBe(true);
      const created = await app.inject({
        method: 'POST',
        url: '/api/post/posts/',
        headers: { authorization: `Token ${token}` },
        payload: {
          title: 'Depois da restauração',
          published_at: '2024-05-10T12:00:00.000Z',
          tags: [{ name: 'Etiqueta nova' }],
          sections: [{ type: 'paragraph', content: 'Texto.', order: 0 }],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const maxId = Math.max(
        ...((await contents(source.app.database, ['posts'])).posts as { id: number }[]).map((p) => p.id),
      );
      expect(created.json().data.id).toBeGreaterThan(maxId);
    } finally {
      await app.close();
    }
  });

  it('refuses a target that is not empty, unless forced (then replaces everything)', async () => {
    const held = await contents(target.handle, copied);
    await expect(restoreBackup(target.handle, file)).rejects.toThrow(/não está vazio.*--force/s);
    expect(await contents(target.handle, copied)).toEqual(held);

    await restoreBackup(target.handle, file, { force: true });
    const after = await contents(target.handle, copied);
    const original = await contents(source.app.database, copied);
    for (const name of copied.filter((t) => t !== 'content_version')) expect(after[name], name).toEqual(original[name]);
  });

  it('refuses a cut, altered, corrupted, empty, foreign or newer-schema file and changes nothing', async () => {
    const held = await contents(target.handle, copied);
    const bad = (name: string) => path.join(dir, `${engine}-${name}`);
    const bytes = fs.readFileSync(file);
    const lines = linesOf(file);

    fs.writeFileSync(bad('cut.gz'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    writeLines(bad('cut-rows.gz'), [...lines.slice(0, -3), '']); // valid gzip, last rows missing
    const titled = lines.findIndex((l) => l.startsWith('{"t":"posts"'));
    writeLines(
      bad('altered.gz'),
      lines.map((l, i) => (i === titled ? l.replace(/"r":\[(\d+),"/, '"r":[$1,"x') : l)),
    );
    const corrupted = Buffer.from(bytes);
    corrupted[Math.floor(corrupted.length / 2)]! ^= 0xff;
    fs.writeFileSync(bad('corrupted.gz'), corrupted);
    fs.writeFileSync(bad('empty.gz'), '');
    fs.writeFileSync(bad('foreign.txt'), 'id,name\n1,Ana\n');
    fs.writeFileSync(bad('foreign.gz'), zlib.gzipSync('{"hello":"world"}\n'));
    const future = { ...header, migration: '29991231T0000_future' };
    writeLines(bad('newer.gz'), [JSON.stringify(future), ...lines.slice(1)]);

    const cases: [string, RegExp][] = [
      ['cut.gz', /incompleto \(truncado\)/],
      ['cut-rows.gz', /incompleto \(truncado\)/],
      ['altered.gz', /não confere com a soma de verificação \(sha256\)/],
      ['corrupted.gz', /corrompido/],
      ['empty.gz', /está vazio/],
      ['foreign.txt', /não é uma cópia de segurança deste site/],
      ['foreign.gz', /não é uma cópia de segurança deste site/],
      ['newer.gz', /esquema mais novo \(migração 29991231T0000_future\).*Atualize o servidor/s],
      ['missing.gz', /Arquivo não encontrado/],
    ];
    for (const [name, message] of cases) {
      await expect(restoreBackup(target.handle, bad(name), { force: true }), name).rejects.toThrow(message);
    }
    expect(await contents(target.handle, copied)).toEqual(held);
  });
});

describe('the command line (npm run backup / restore)', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'src/ops/backupCli.ts', ...args], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('backs up the running SQLite server and restores into another database; refuses a second restore', async () => {
    const out = path.join(dir, 'cli.backup.gz');
    const backup = await cli(['backup', out], { DATA_DIR: source.env.DATA_DIR! });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('Cópia de segurança gravada');
    expect((await verifyBackup(out)).tables).toEqual(header.tables);

    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-restore-cli-'));
    try {
      const restored = await cli(['restore', out], { DATA_DIR: restoredDir });
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain('restaurada');
      const again = await cli(['restore', out], { DATA_DIR: restoredDir });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/não está vazio/);
      const usage = await cli(['restore'], { DATA_DIR: restoredDir });
      expect(usage.code).toBe(2);
    } finally {
      fs.rmSync(restoredDir, { recursive: true, force: true });
    }
  });
});

describe('backup while the server writes', () => {
  // Last: it changes the source the other tests compare with.
  it('reads one snapshot: writes committed between two of its reads are not in it', async () => {
    // A second connection, as the command line has. Right after the backup has read the posts,
    // the server creates posts (with sections) and commits them; the backup then reads sections.
    const reader = openDatabase(source.app.config);
    const actors = await makeActors(source.app);
    const postsBefore = (await contents(source.app.database, ['posts'])).posts!.length;
    let wrote = false;
    const plugin: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        const first = args.result.rows[0];
        if (!wrote && first && 'title_key' in first) {
          wrote = true;
          await Promise.all(Array.from({ length: 3 }, () => createPostViaApi(source.app, actors.admin)));
        }
        return args.result;
      },
    };
    const target = await emptyDatabase(engines.at(-1)!);
    const during = path.join(dir, 'during.backup.gz');
    try {
      const taken = await createBackup({ ...reader, db: reader.db.withPlugin(plugin) }, during);
      expect(wrote).toBe(true);
      expect((await contents(source.app.database, ['posts'])).posts!.length).toBe(postsBefore + 3);
      expect(taken.tables.find((t) => t.name === 'posts')!.rows).toBe(postsBefore);
      const rows = linesOf(during)
        .slice(1, -1)
        .map((l) => JSON.parse(l) as { t: string; r: unknown[] });
      const posts = new Set(rows.filter((r) => r.t === 'posts').map((r) => r.r[0]));
      const sectionPosts = rows.filter((r) => r.t === 'sections').map((r) => r.r[1]);
      expect(sectionPosts.every((id) => posts.has(id))).toBe(true);
      await restoreBackup(target.handle, during); // foreign keys checked on insert
    } finally {
      await reader.close();
      await target.drop();
    }
  });
});
