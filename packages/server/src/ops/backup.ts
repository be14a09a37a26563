import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { BackupError, FORMAT, FORMAT_VERSION, type BackupHeader, type BackupTable } from './format';
import {
  BOOKKEEPING,
  describeTables,
  latestAppliedMigration,
  TRANSIENT,
  type TableInfo,
  type UntypedDb,
  type UntypedTables,
} from './tables';

type Tx = Transaction<UntypedTables>;

/** Rows read per query: small pages for tables holding image bytes, so memory stays flat. */
const PAGE_ROWS = 1000;
const PAGE_ROWS_BINARY = 20;

/**
 * Writes every table of the database (ops/tables.ts says which are left out and why) to `file`,
 * read in one snapshot, so it is consistent while the server keeps writing: a read-only
 * repeatable-read transaction on PostgreSQL, one read transaction on SQLite (WAL: writers go on,
 * this reader keeps seeing the database as it was when it began). The rows go to a temporary
 * file next to `file` (hashed and counted on the way), then the header and the rows are
 * compressed into `file` by way of a second temporary name: a failed backup leaves no file.
 */
export async function createBackup(handle: DatabaseHandle, file: string): Promise<BackupHeader> {
  const dir = path.dirname(path.resolve(file));
  if (!fs.existsSync(dir)) throw new BackupError(`A pasta ${dir} não existe.`);
  const rowsFile = path.join(dir, `.${path.basename(file)}.rows-${process.pid}`);
  const partFile = path.join(dir, `.${path.basename(file)}.part-${process.pid}`);
  const out = fs.createWriteStream(rowsFile);
  try {
    const read = (fn: (trx: Tx) => Promise<Omit<BackupHeader, 'payload'>>) =>
      handle.engine === 'postgres'
        ? (handle.db as unknown as UntypedDb)
            .transaction()
            .setIsolationLevel('repeatable read')
            .setAccessMode('read only')
            .execute(fn)
        : (handle.db as unknown as UntypedDb).transaction().execute(fn);
    const hash = createHash('sha256');
    let bytes = 0;
    const write = async (text: string) => {
      const chunk = Buffer.from(text, 'utf8');
      hash.update(chunk);
      bytes += chunk.length;
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    };
    const body = await read(async (trx) => {
      const all = await describeTables(trx, handle.engine);
      if (!all.some((t) => t.name === 'kysely_migration')) {
        throw new BackupError('O banco de dados não tem o esquema do site (nenhuma migração aplicada): nada a copiar.');
      }
      const migration = await latestAppliedMigration(trx);
      if (!migration) throw new BackupError('O banco de dados não tem nenhuma migração aplicada: nada a copiar.');
      const tables: BackupTable[] = [];
      for (const table of all.filter((t) => !BOOKKEEPING.includes(t.name) && !TRANSIENT.includes(t.name))) {
        tables.push({
          name: table.name,
          columns: table.columns,
          binary: table.binary,
          rows: await dump(trx, table, write),
        });
      }
      return {
        format: FORMAT,
        version: FORMAT_VERSION,
        migration,
        created_at: new Date().toISOString(),
        engine: handle.engine,
        tables,
        left_out: all.filter((t) => TRANSIENT.includes(t.name)).map((t) => t.name),
      };
    });
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    const header: BackupHeader = { ...body, payload: { bytes, sha256: hash.digest('hex') } };

    const gzip = zlib.createGzip();
    const done = pipeline(gzip, fs.createWriteStream(partFile));
    gzip.write(`${JSON.stringify(header)}\n`);
    for await (const chunk of fs.createReadStream(rowsFile)) {
      if (!gzip.write(chunk)) await new Promise<void>((resolve) => gzip.once('drain', () => resolve()));
    }
    gzip.end();
    await done;
    fs.renameSync(partFile, file);
    return header;
  } finally {
    out.destroy();
    fs.rmSync(rowsFile, { force: true });
    fs.rmSync(partFile, { force: true });
  }
}

/** One table's rows, page by page in key order (pages of one snapshot: nothing moves between them). */
async function dump(trx: Tx, table: TableInfo, write: (text: string) => Promise<void>): Promise<number> {
  const pageRows = table.binary.length > 0 ? PAGE_ROWS_BINARY : PAGE_ROWS;
  const binary = table.columns.map((c) => table.binary.includes(c));
  const order = sql.join(table.key.map((c) => sql.ref(c)));
  let count = 0;
  for (;;) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table.name)} order by ${order} limit ${pageRows} offset ${count}`.execute(trx);
    for (const row of rows) {
      const values = table.columns.map((c, i) => {
        const v = row[c] ?? null;
        return binary[i] && v !== null ? (v as Buffer).toString('base64') : typeof v === 'bigint' ? Number(v) : v;
      });
      await write(`${JSON.stringify({ t: table.name, r: values })}\n`);
    }
    count += rows.length;
    if (rows.length < pageRows) return count;
  }
}
