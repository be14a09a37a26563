import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { track } from './cleanup';
import { rawGet } from './http';

/** The repository root (this file sits in bench/src). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const appDist = path.join(repoRoot, 'app/dist');
const serverDir = path.join(repoRoot, 'packages/server');
const outputs = ['app/dist/client/index.html', 'app/dist/server/entry-server.js', 'packages/server/dist/server.mjs'];

/** The last lines of a log file, to explain a failure. */
export function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** The production build, exactly as deployed (docs/operations.md): app, precompressed assets, server bundle. */
export async function buildProduction(logFile: string): Promise<number> {
  const started = performance.now();
  const log = fs.openSync(logFile, 'w');
  const child = spawn('npm', ['run', 'build', '-w', '@firm/server'], { cwd: repoRoot, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const untrack = track(child);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  untrack();
  if (code !== 0) throw new Error(`the build failed (exit code ${code}):\n${tail(logFile)}`);
  return performance.now() - started;
}

export function checkBuilt(): void {
  const missing = outputs.filter((file) => !fs.existsSync(path.join(repoRoot, file)));
  if (missing.length > 0) throw new Error(`no build (${missing.join(', ')}): run without --skip-build`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerOptions {
  dataDir: string;
  logFile: string;
  admin: { email: string; password: string };
}

export interface RunningServer {
  child: ChildProcess;
  pid: number;
  baseURL: string;
  /** Spawn to the first 200 on `/`. */
  startMs: number;
  /** Spawn to accepting connections (the server listens once it is ready to serve). */
  listenMs: number;
  logFile: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Spawns the bundled server the way production runs it (docs/operations.md) on a free loopback
 * port and polls `/` until it answers 200. The clock starts just before spawn, so the start time
 * includes Node's own start, loading the bundle, migrations and the app build, and the first render.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Only what the server needs: nothing inherited may point it at another database.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? options.dataDir,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: options.admin.email,
    ADMIN_PASSWORD: options.admin.password,
    LOG_LEVEL: 'warn',
  };
  const log = fs.openSync(options.logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error('could not start the server');
  track(child);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));

  let listenMs: number | undefined;
  const deadline = started + 60_000;
  while (performance.now() < deadline) {
    if (exited !== undefined) {
      throw new Error(`the server exited (code ${exited}) before answering:\n${tail(options.logFile)}`);
    }
    let status = 0;
    if (listenMs === undefined && (await canConnect(port))) listenMs = performance.now() - started;
    if (listenMs !== undefined) {
      try {
        status = (await rawGet(`${baseURL}/`)).status;
      } catch {
        // not answering yet
      }
    }
    if (status === 200 && listenMs !== undefined) {
      const startMs = performance.now() - started;
      return { child, pid: child.pid, baseURL, startMs, listenMs, logFile: options.logFile };
    }
    if (status !== 0 && status !== 503) {
      throw new Error(`GET / answered ${status} at start:\n${tail(options.logFile)}`);
    }
    await sleep(10);
  }
  throw new Error(`the server did not answer 200 on / within 60 s:\n${tail(options.logFile)}`);
}

/** SIGTERM (graceful close), then SIGKILL after 10 s. */
export async function stopServer(server: RunningServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory now and at its peak (VmHWM), in MB, from /proc. */
export function memoryMb(pid: number): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}
