import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Pg from 'pg';

/** The repository root (this file sits in packages/e2e/src). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** Where each run writes its servers' logs (git-ignored). */
export const logDir = path.join(repoRoot, 'packages/e2e/.logs');

const outputs = ['app/dist/client/index.html', 'app/dist/server/entry-server.js', 'packages/server/dist/server.mjs'];
/** What the bundles are made from: code, build plugins and configs, installed versions. */
const sources = [
  'app/src',
  'app/index.html',
  'app/public',
  'app/build',
  'app/vite.config.ts',
  'app/package.json',
  'packages/server/scripts',
  'package-lock.json',
  // Every package's source and manifest except the test tooling's, which no bundle holds.
  ...fs
    .readdirSync(path.join(repoRoot, 'packages'))
    .filter((name) => name !== 'e2e' && name !== 'testkit')
    .flatMap((name) => [`packages/${name}/src`, `packages/${name}/package.json`]),
];

function newestSourceMtime(entry: string): number {
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const file of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || /\.(test|stories)\.tsx?$|\.fixtures\.ts$/.test(file.name)) continue;
    newest = Math.max(newest, fs.statSync(path.join(file.parentPath, file.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds the production bundles (app client + app server entry + server bundle) when one is
 * missing, when any source is newer than the oldest bundle, or always with E2E_REBUILD=1: the
 * suite never tests a build older than the code in the tree.
 */
export function ensureBuilt(): void {
  ensureBuiltBundles();
  ensureStorybook();
}

/**
 * The static Storybook the server shows staff at /design-system/ (flow 10): built when missing
 * (about 20 s; the production build makes it too, when its stories changed). A Storybook older
 * than the stories does not change what the suite proves, so it is not rebuilt for that.
 */
function ensureStorybook(): void {
  if (fs.existsSync(path.join(repoRoot, 'storybook-static/index.html'))) return;
  fs.mkdirSync(logDir, { recursive: true });
  const buildLog = path.join(logDir, 'build-storybook.log');
  console.info(`[e2e] build do Storybook (faltando storybook-static/), saída em ${buildLog}…`);
  const log = fs.openSync(buildLog, 'w');
  const result = spawnSync('npm', ['run', 'build-storybook'], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    timeout: 5 * 60_000,
  });
  fs.closeSync(log);
  if (result.status !== 0) throw new Error(`[e2e] o build do Storybook falhou (status ${result.status}): ${buildLog}`);
}

function ensureBuiltBundles(): void {
  const missing = outputs.filter((file) => !fs.existsSync(path.join(repoRoot, file)));
  let reason = missing.length > 0 ? `faltando: ${missing.join(', ')}` : '';
  if (!reason && process.env.E2E_REBUILD === '1') reason = 'E2E_REBUILD=1';
  if (!reason) {
    const built = Math.min(...outputs.map((file) => fs.statSync(path.join(repoRoot, file)).mtimeMs));
    const changed = sources.filter((entry) => newestSourceMtime(entry) > built);
    if (changed.length === 0) return;
    reason = `código mais novo que o build em ${changed.join(', ')}`;
  }
  fs.mkdirSync(logDir, { recursive: true });
  const buildLog = path.join(logDir, 'build.log');
  console.info(`[e2e] build de produção (${reason}), saída em ${buildLog}…`);
  const started = Date.now();
  const log = fs.openSync(buildLog, 'w');
  const result = spawnSync('npm', ['run', 'build', '-w', '@firm/server'], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    timeout: 10 * 60_000,
  });
  fs.closeSync(log);
  if (result.status !== 0) {
    const tail = fs.readFileSync(buildLog, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`[e2e] o build de produção falhou (status ${result.status}):\n${tail}`);
  }
  console.info(`[e2e] build pronto em ${Math.round((Date.now() - started) / 1000)} s`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface StartedServer {
  name: string;
  pid: number;
  baseURL: string;
  dataDir: string;
  logFile: string;
  /** PostgreSQL only: the schema created for this run, dropped at teardown. */
  schema?: string;
}

export interface ServerOptions {
  name: string;
  adminEmail: string;
  adminPassword: string;
  /** PostgreSQL connection string; SQLite in the temporary DATA_DIR without it. */
  databaseUrl?: string;
}

/** The pg driver the server itself depends on (no dependency of this package). */
function loadPg(): typeof Pg {
  const require = createRequire(path.join(repoRoot, 'packages/server/package.json'));
  return require('pg') as typeof Pg;
}

async function withPg<T>(url: string, fn: (client: Pg.Client) => Promise<T>): Promise<T> {
  const pg = loadPg();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function waitUntilReady(baseURL: string, child: ReturnType<typeof spawn>, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  while (Date.now() < deadline) {
    if (exited !== null) {
      throw new Error(`[e2e] o servidor saiu (código ${exited}) antes de responder; veja ${logFile}`);
    }
    try {
      const api = await fetch(`${baseURL}/api/post/public-post-tags/`);
      const home = api.ok ? await fetch(`${baseURL}/`) : null;
      if (home) {
        // A page that fails to render is the tests' finding, not a start failure.
        if (!home.ok) console.warn(`[e2e] GET / respondeu ${home.status} no início; veja ${logFile}`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`[e2e] o servidor não respondeu em 120 s; veja ${logFile}`);
}

/** Starts dist/server.mjs on a free loopback port with a fresh database; resolves once it answers. */
export async function startServer(options: ServerOptions): Promise<StartedServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `firm-e2e-${options.name}-`));
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${options.name}.log`);
  const log = fs.openSync(logFile, 'w');

  let schema: string | undefined;
  if (options.databaseUrl) {
    schema = `e2e_${randomBytes(6).toString('hex')}`;
    await withPg(options.databaseUrl, (client) => client.query(`create schema ${schema}`));
  }

  // Only what this server needs: nothing inherited may point it at another database.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: options.adminEmail,
    ADMIN_PASSWORD: options.adminPassword,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Cheaper password hashing: many sign-ins on a 2-core machine (still scrypt, same code path).
    SCRYPT_COST: '12',
    ...(options.databaseUrl && schema ? { DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: schema } : {}),
    // Another build of the app (e.g. a deliberately broken copy, to prove a flow catches it).
    ...(process.env.E2E_APP_DIST_DIR ? { APP_DIST_DIR: process.env.E2E_APP_DIST_DIR } : {}),
  };
  const child = spawn(process.execPath, ['--enable-source-maps', 'packages/server/dist/server.mjs'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error('[e2e] não foi possível iniciar o servidor');
  const server: StartedServer = { name: options.name, pid: child.pid, baseURL, dataDir, logFile, schema };
  try {
    await waitUntilReady(baseURL, child, logFile);
  } catch (error) {
    await stopServer(server, options.databaseUrl);
    throw error;
  }
  child.unref();
  return server;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // An exited child not yet reaped still answers signal 0: it is a zombie ('Z'), not alive.
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** Stops the server by its PID (SIGTERM, then SIGKILL after 10 s), removes its data, drops its schema. */
export async function stopServer(server: StartedServer, databaseUrl?: string): Promise<void> {
  if (isAlive(server.pid)) {
    process.kill(server.pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (isAlive(server.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(server.pid)) process.kill(server.pid, 'SIGKILL');
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  if (server.schema && databaseUrl) {
    await withPg(databaseUrl, (client) => client.query(`drop schema if exists ${server.schema} cascade`));
  }
}
