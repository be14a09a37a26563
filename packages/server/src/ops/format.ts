import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Engine } from '../db/database';

/**
 * The backup file: gzip of UTF-8 lines. The first line is the header (JSON, below); every
 * other line is one row, `{"t":"<table>","r":[<values in the header's column order>]}`, bytes
 * as base64. The header's sha256 and byte count are those of everything after the header's
 * newline, so `zcat file | head -1` tells what a file holds and a changed or cut file is refused.
 */
export const FORMAT = 'firm-site-backup';
export const FORMAT_VERSION = 1;

export type BackupTable = {
  name: string;
  columns: string[];
  /** Columns whose values are base64 of bytes. */
  binary: string[];
  rows: number;
};

export type BackupHeader = {
  format: typeof FORMAT;
  version: number;
  /** The latest migration applied to the database it was taken from. */
  migration: string;
  created_at: string;
  /** The engine it was taken from (informative: a file restores into either). */
  engine: Engine;
  /** Tables in the order they are written and restored: parents first. */
  tables: BackupTable[];
  /** Tables of the source deliberately not copied (ops/tables.ts, TRANSIENT). */
  left_out: string[];
  payload: { bytes: number; sha256: string };
};

export type RowLine = { t: string; r: unknown[] };

/** A refusal with a message for the operator (Portuguese, like every message of the site). */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * The file's lines as bytes (without their newline), decompressed as they are read. Throws a
 * BackupError for a missing, empty, non-gzip, cut or corrupted file.
 */
export async function* readLines(file: string): AsyncGenerator<Buffer> {
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    throw new BackupError(`Arquivo não encontrado: ${file}`);
  }
  if (size === 0) throw new BackupError(`O arquivo ${file} está vazio: não é uma cópia de segurança.`);
  const magic = Buffer.alloc(2);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, magic, 0, 2, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) throw foreign(file);

  const gunzip = zlib.createGunzip();
  const input = fs.createReadStream(file);
  input.on('error', (err) => gunzip.destroy(err));
  input.pipe(gunzip);
  let pending: Buffer[] = [];
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0;
      for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, start)) {
        pending.push(chunk.subarray(start, i));
        yield pending.length === 1 ? pending[0]! : Buffer.concat(pending);
        pending = [];
        start = i + 1;
      }
      if (start < chunk.length) pending.push(chunk.subarray(start));
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(String(err))) throw truncated(file);
    throw new BackupError(`O arquivo ${file} está corrompido (${String((err as Error).message ?? err)}).`);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  // Every line the format writes ends with a newline: anything after the last one is a cut line.
  if (pending.length > 0) throw truncated(file);
}

export const foreign = (file: string) =>
  new BackupError(`O arquivo ${file} não é uma cópia de segurança deste site (formato desconhecido).`);

export const truncated = (file: string) =>
  new BackupError(`O arquivo ${file} está incompleto (truncado): a cópia não pode ser usada.`);

/** The header line, checked for shape; a foreign file's first line fails here. */
export function parseHeader(file: string, line: Buffer | undefined): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = line ? (JSON.parse(line.toString('utf8')) as Partial<BackupHeader>) : undefined;
  } catch {
    throw foreign(file);
  }
  if (!header || typeof header !== 'object' || header.format !== FORMAT) throw foreign(file);
  if (typeof header.version !== 'number' || header.version > FORMAT_VERSION) {
    throw new BackupError(
      `O arquivo ${file} usa a versão ${String(header.version)} do formato de cópia, mais nova que a desta versão do servidor (${FORMAT_VERSION}). Atualize o servidor antes de restaurar.`,
    );
  }
  const tablesOk =
    Array.isArray(header.tables) &&
    header.tables.every(
      (t) =>
        typeof t?.name === 'string' && Array.isArray(t.columns) && Array.isArray(t.binary) && Number.isInteger(t.rows),
    );
  if (
    typeof header.migration !== 'string' ||
    !tablesOk ||
    typeof header.payload?.sha256 !== 'string' ||
    !Number.isInteger(header.payload.bytes)
  ) {
    throw foreign(file);
  }
  return header as BackupHeader;
}
