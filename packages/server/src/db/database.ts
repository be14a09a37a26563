import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations/index';

export type Engine = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL schema in use, when one was configured. */
  schema?: string | undefined;
  /** Number of statements run so far (tests assert a fixed count per request: no N+1). */
  stats: { queries: number };
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
};

/** pg hands int8 (COUNT(*)) back as text; numbers here fit in a double. Per pool, not global. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const stats = { queries: 0 };
  const log = () => {
    stats.queries += 1;
  };
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: pgTypes,
      ...(options.databaseSchema ? { options: `-c search_path=${options.databaseSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, engine: 'postgres', schema: options.databaseSchema, stats, close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(options.dataDir, 'site.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log });
  return { db, engine: 'sqlite', stats, close: () => db.destroy() };
}

/** Any fixed number: the key of the advisory lock that instances starting together share. */
const STARTUP_LOCK = 718_2025_11;

/**
 * Runs the start-up work (migrations, the first administrator, demo content) while holding a
 * PostgreSQL advisory lock on one connection of the pool: instances started together on an
 * empty schema do it one after the other, and the later ones find it done. SQLite needs no
 * lock: one file, one process.
 */
export async function withStartupLock(handle: DatabaseHandle, work: () => Promise<void>): Promise<void> {
  if (handle.engine !== 'postgres') return work();
  await handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}

/** Brings the schema to the latest migration; throws (the process must not start) on failure. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema it can see; name ours, so a
    // database holding several schemas (tests, staging) never mistakes another's for ours.
    ...(handle.engine === 'postgres' ? { migrationTableSchema: handle.schema ?? 'public' } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Falha ao migrar o banco de dados${failed ? ` (${failed.migrationName})` : ''}: ${String(error)}`);
  }
}
