import { createHash, type Hash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { migrateToLatest, withStartupLock, type DatabaseHandle, type Engine } from '../db/database';
import { migrations } from '../db/migrations/index';
import { BackupError, parseHeader, readLines, truncated, type BackupHeader, type RowLine } from './format';
import { BOOKKEEPING, describeTables, TRANSIENT, type UntypedDb, type UntypedTables } from './tables';

/** Rows per INSERT (well under either engine's limit of bound values), and bytes for image tables. */
const BATCH_VALUES = 10_000;
const BATCH_BYTES = 8 * 1024 * 1024;

/**
 * Reads the whole file and checks it against its header: format, sha256 and size of the rows,
 * each table's row count. Returns the header; throws a BackupError (Portuguese, for the operator)
 * for an empty, foreign, cut or altered file. Touches no database.
 */
export async function verifyBackup(file: string): Promise<BackupHeader> {
  const lines = readLines(file);
  const first = await lines.next();
  const check = new PayloadCheck(file, parseHeader(file, first.done ? undefined : first.value));
  for await (const line of lines) check.add(line);
  check.finish();
  return check.header;
}

export type RestoreOptions = {
  /** Replace whatever the target holds (default: refuse a target that is not empty). */
  force?: boolean;
};

/**
 * Restores `file` into the database of `handle`, either engine whatever the source. In order,
 * and nothing is changed until the last step: the file is read whole and checked; its schema must
 * be known to this version (its latest migration among ours); the target must be empty unless
 * `force`. Then the target is brought to the latest migration, and in one transaction every table
 * is emptied and filled from the file (read again and checked again before COMMIT), the content
 * version is moved past both the old and the restored one (running servers drop every answer they
 * hold), and on PostgreSQL the id sequences continue after the restored ids.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  file: string,
  options: RestoreOptions = {},
): Promise<BackupHeader> {
  const header = await verifyBackup(file);
  if (!Object.hasOwn(migrations, header.migration)) {
    const latest = Object.keys(migrations).at(-1);
    throw new BackupError(
      `A cópia ${file} vem de um esquema mais novo (migração ${header.migration}) que esta versão do servidor desconhece (a última que ela conhece é ${latest}). Atualize o servidor antes de restaurar. Nada foi alterado.`,
    );
  }
  const db = handle.db as unknown as UntypedDb;
  if (!options.force) await refuseNonEmpty(db, handle.engine);
  await withStartupLock(handle, () => migrateToLatest(handle));

  await db.transaction().execute(async (trx) => {
    const target = await describeTables(trx, handle.engine);
    const byName = new Map(target.map((t) => [t.name, t]));
    for (const table of header.tables) {
      const here = byName.get(table.name);
      const missing = here ? table.columns.filter((c) => !here.columns.includes(c)) : [];
      if (!here || missing.length > 0) {
        throw new BackupError(
          `A tabela ${table.name}${missing.length ? ` (colunas ${missing.join(', ')})` : ''} da cópia não existe neste banco. Nada foi alterado.`,
        );
      }
    }
    if (!options.force) await refuseNonEmpty(trx, handle.engine);
    const before = byName.has('content_version') ? await contentVersion(trx) : 0;

    for (const table of [...target].reverse()) {
      if (!BOOKKEEPING.includes(table.name)) await sql`delete from ${sql.table(table.name)}`.execute(trx);
    }
    await load(trx, file, header);

    if (byName.has('content_version')) {
      const n = Math.max(before, await contentVersion(trx)) + 1;
      const updated = await trx.updateTable('content_version').set({ n }).where('id', '=', 1).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('content_version').values({ id: 1, n }).execute();
    }
    if (handle.engine === 'postgres') {
      for (const table of target.filter((t) => t.key.length === 1)) {
        const column = table.key[0]!;
        const { rows } = await sql<{ seq: string | null }>`
          select pg_get_serial_sequence(format('%I.%I', current_schema(), ${table.name}::text), ${column}) as seq`.execute(
          trx,
        );
        const seq = rows[0]?.seq;
        if (seq) {
          await sql`select setval(${seq}, coalesce((select max(${sql.ref(column)}) from ${sql.table(table.name)}), 0) + 1, false)`.execute(
            trx,
          );
        }
      }
    }
  });
  return header;
}

/** Inserts the file's rows, table by table in the file's order (parents first), in batches. */
async function load(trx: Transaction<UntypedTables>, file: string, header: BackupHeader): Promise<void> {
  const lines = readLines(file);
  const first = await lines.next();
  const check = new PayloadCheck(file, parseHeader(file, first.done ? undefined : first.value));
  if (check.header.payload.sha256 !== header.payload.sha256) throw changedMeanwhile(file);
  const tables = new Map(header.tables.map((t) => [t.name, t]));
  let batch: Record<string, unknown>[] = [];
  let batchTable = '';
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length > 0) await trx.insertInto(batchTable).values(batch).execute();
    batch = [];
    batchBytes = 0;
  };
  for await (const line of lines) {
    const row = check.add(line);
    const table = tables.get(row.t)!;
    if (row.t !== batchTable) {
      await flush();
      batchTable = row.t;
    }
    const record: Record<string, unknown> = {};
    table.columns.forEach((column, i) => {
      const value = row.r[i];
      record[column] =
        table.binary.includes(column) && typeof value === 'string' ? Buffer.from(value, 'base64') : value;
    });
    batch.push(record);
    batchBytes += line.length;
    if ((batch.length + 1) * table.columns.length > BATCH_VALUES || batchBytes > BATCH_BYTES) await flush();
  }
  await flush();
  check.finish();
}

/** A database holding anything but bookkeeping, transient rows and the content counter is not empty. */
async function refuseNonEmpty(db: UntypedDb, engine: Engine): Promise<void> {
  const skip = [...BOOKKEEPING, ...TRANSIENT, 'content_version'];
  const filled: string[] = [];
  for (const table of await describeTables(db, engine)) {
    if (skip.includes(table.name)) continue;
    const { rows } = await sql`select 1 from ${sql.table(table.name)} limit 1`.execute(db);
    if (rows.length > 0) filled.push(table.name);
  }
  if (filled.length > 0) {
    throw new BackupError(
      `O banco de destino não está vazio (há dados em ${filled.join(', ')}). Use --force para substituir tudo o que ele contém pelo conteúdo da cópia. Nada foi alterado.`,
    );
  }
}

async function contentVersion(db: UntypedDb): Promise<number> {
  const row = await db.selectFrom('content_version').select('n').where('id', '=', 1).executeTakeFirst();
  return Number(row?.n ?? 0);
}

const altered = (file: string) =>
  new BackupError(
    `O conteúdo do arquivo ${file} não confere com a soma de verificação (sha256) do cabeçalho: o arquivo foi alterado ou está corrompido. Nada foi alterado.`,
  );

const changedMeanwhile = (file: string) =>
  new BackupError(`O arquivo ${file} mudou durante a restauração. Nada foi alterado.`);

/** Follows the rows of a file against its header: hash, size, per-table counts, table order. */
class PayloadCheck {
  private readonly hash: Hash = createHash('sha256');
  private bytes = 0;
  private readonly counts = new Map<string, number>();
  private readonly order: Map<string, number>;
  private position = 0;

  constructor(
    private readonly file: string,
    readonly header: BackupHeader,
  ) {
    this.order = new Map(header.tables.map((t, i) => [t.name, i]));
  }

  add(line: Buffer): RowLine {
    this.hash.update(line);
    this.hash.update('\n');
    this.bytes += line.length + 1;
    if (this.bytes > this.header.payload.bytes) throw altered(this.file);
    let row: RowLine;
    try {
      row = JSON.parse(line.toString('utf8')) as RowLine;
    } catch {
      throw altered(this.file);
    }
    const index = this.order.get(row?.t);
    if (index === undefined || index < this.position || !Array.isArray(row.r)) throw altered(this.file);
    const table = this.header.tables[index]!;
    if (row.r.length !== table.columns.length) throw altered(this.file);
    this.position = index;
    this.counts.set(row.t, (this.counts.get(row.t) ?? 0) + 1);
    return row;
  }

  finish(): void {
    const complete = this.bytes === this.header.payload.bytes;
    if (complete && this.hash.digest('hex') === this.header.payload.sha256) {
      if (this.header.tables.every((t) => (this.counts.get(t.name) ?? 0) === t.rows)) return;
      throw altered(this.file);
    }
    throw complete ? altered(this.file) : truncated(this.file);
  }
}
