import fs from 'node:fs';
import path from 'node:path';
import { loadConfigOrReport } from '../config';
import { openDatabase } from '../db/database';
import { createBackup } from './backup';
import { BackupError, type BackupHeader } from './format';
import { restoreBackup } from './restore';

/**
 * `npm run backup -- <file>` and `npm run restore -- [--force] <file>` (root package.json →
 * this workspace's scripts). Reads the server's environment (DATA_DIR, DATABASE_URL,
 * DATABASE_SCHEMA) the way the server does. A relative <file> is taken from where npm was run
 * (npm runs a workspace's script in its folder and says where it started in INIT_CWD).
 * Exit codes: 0 done, 1 refused or failed (message on stderr), 2 wrong usage.
 */
const USAGE = 'Uso: npm run backup -- <arquivo>   |   npm run restore -- [--force] <arquivo>';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((a) => a !== '--force');
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1 || (force && command === 'backup')) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);

  const config = loadConfigOrReport(process.env);
  if (!config) return 1;
  const sqliteFile = path.join(config.dataDir, 'site.db');
  if (command === 'backup' && !config.databaseUrl && !fs.existsSync(sqliteFile)) {
    console.error(`Banco de dados não encontrado: ${sqliteFile} (confira DATA_DIR ou DATABASE_URL).`);
    return 1;
  }
  const handle = openDatabase(config);
  try {
    if (command === 'backup') {
      const header = await createBackup(handle, file);
      console.info(`Cópia de segurança gravada em ${file}\n${summary(header)}`);
    } else {
      const header = await restoreBackup(handle, file, { force });
      console.info(
        `Cópia ${file} restaurada (${handle.engine}).\n${summary(header)}\n` +
          'As sessões foram encerradas: a equipe entra de novo. Servidores em execução descartam o que guardavam em memória.',
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof BackupError) {
      console.error(err.message);
      return 1;
    }
    console.error(`Falha: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await handle.close();
  }
}

function summary(header: BackupHeader): string {
  const counts = header.tables.map((t) => `${t.name} ${t.rows}`).join(', ');
  return `Migração ${header.migration}, criada em ${header.created_at} (${header.engine}): ${counts}.`;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
