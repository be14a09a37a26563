import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import type { Engine } from '../db/database';

/** A table as the database describes it now: what a backup copies and a restore fills. */
export type TableInfo = {
  name: string;
  /** Every column, in the table's order. */
  columns: string[];
  /** Columns holding bytes (blob / bytea): written as base64. */
  binary: string[];
  /** Primary key columns, in key order (all columns when there is none): the order rows are read in. */
  key: string[];
  /** Tables this one references (foreign keys), itself excluded. */
  references: string[];
};

/** Kysely's bookkeeping: a restore brings it up to date by running the migrations itself. */
export const BOOKKEEPING = ['kysely_migration', 'kysely_migration_lock'];

/**
 * Left out of a backup, wiped by a forced restore: sessions (a restore signs everyone out, so a
 * token revoked since the backup cannot come back), the sign-in throttle's recent failures, and
 * the response caches' change log (a restore bumps the content version instead, which makes every
 * running instance drop all it holds).
 */
export const TRANSIENT = ['tokens', 'login_failures', 'content_changes'];

/** The database seen without the app's row types: tables by name, as they are now. */
export type UntypedTables = Record<string, Record<string, unknown>>;
export type UntypedDb = Kysely<UntypedTables>;
type Db = UntypedDb;

/** Every table of the schema in use, parents before the tables that reference them. */
export async function describeTables(db: Db, engine: Engine): Promise<TableInfo[]> {
  const tables = engine === 'postgres' ? await describePostgres(db) : await describeSqlite(db);
  return parentsFirst(tables);
}

async function describeSqlite(db: Db): Promise<TableInfo[]> {
  const names = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`.execute(
    db,
  );
  const out: TableInfo[] = [];
  for (const { name } of names.rows) {
    const cols = await sql<{ name: string; type: string; pk: number }>`
      select name, type, pk from pragma_table_info(${name}) order by cid`.execute(db);
    const fks = await sql<{ table: string }>`select distinct "table" from pragma_foreign_key_list(${name})`.execute(db);
    const key = cols.rows
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    out.push({
      name,
      columns: cols.rows.map((c) => c.name),
      binary: cols.rows.filter((c) => c.type.toLowerCase() === 'blob').map((c) => c.name),
      key: key.length > 0 ? key : cols.rows.map((c) => c.name),
      references: fks.rows.map((f) => f.table).filter((t) => t !== name),
    });
  }
  return out;
}

async function describePostgres(db: Db): Promise<TableInfo[]> {
  const names = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
    order by c.relname`.execute(db);
  const out: TableInfo[] = [];
  for (const { name } of names.rows) {
    const rel = sql`to_regclass(quote_ident(current_schema()) || '.' || quote_ident(${name}))`;
    const cols = await sql<{ name: string; type: string }>`
      select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = ${rel} and attnum > 0 and not attisdropped order by attnum`.execute(db);
    const key = await sql<{ name: string }>`
      select a.attname as name from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ${rel} and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`.execute(db);
    const fks = await sql<{ name: string }>`
      select distinct p.relname as name from pg_constraint c join pg_class p on p.oid = c.confrelid
      where c.conrelid = ${rel} and c.contype = 'f'`.execute(db);
    out.push({
      name,
      columns: cols.rows.map((c) => c.name),
      binary: cols.rows.filter((c) => c.type === 'bytea').map((c) => c.name),
      key: key.rows.length > 0 ? key.rows.map((k) => k.name) : cols.rows.map((c) => c.name),
      references: fks.rows.map((f) => f.name).filter((t) => t !== name),
    });
  }
  return out;
}

/** Topological order (foreign keys are not deferrable on PostgreSQL: parents are inserted first). */
function parentsFirst(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const out: TableInfo[] = [];
  const visit = (t: TableInfo, path: Set<string>) => {
    if (done.has(t.name) || path.has(t.name)) return;
    path.add(t.name);
    for (const ref of t.references) {
      const parent = byName.get(ref);
      if (parent) visit(parent, path);
    }
    done.add(t.name);
    out.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return out;
}

/** The latest migration recorded as applied (names are timestamped), or null when none is. */
export async function latestAppliedMigration(db: QueryExecutorProvider): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(
    db,
  );
  return rows[0]?.name ?? null;
}
