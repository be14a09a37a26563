import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { removeOnExit, track } from './cleanup';
import { rawGet } from './http';
import { median } from './stats';

/**
 * The server under load on loopback: wrk (Debian's) when installed, autocannon otherwise, with a
 * warm-up before each measurement. Every request asks for compressed bodies, as browsers do.
 * The ceiling is the same `/blog/{slug}` response replayed from memory by a bare node:http
 * server on the same machine in the same run; throughputs are also given as a share of it.
 */

export const ACCEPT_ENCODING = 'br, gzip';

export type LoadTool = 'wrk' | 'autocannon';

export interface LoadOptions {
  durationS: number;
  warmupS: number;
  connections: number;
  tool: LoadTool;
}

export interface LoadResult {
  name: string;
  path: string;
  tool: LoadTool;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx/3xx answers plus socket errors and timeouts. */
  errors: number;
  /** Which errors, when there are any. */
  errorKinds: string;
  /** Body bytes of one response as measured (encoded). */
  responseBytes: number;
  encoding: string;
  /** rps / the ceiling's rps. */
  ratio: number | null;
  /** Why this target could not be measured (its figures are then NaN, null in JSON). */
  failure?: string;
}

/** A target that could not be measured: reported, and every budget on it is missed. */
export function failedLoad(name: string, url: string, tool: LoadTool, error: unknown): LoadResult {
  return {
    name,
    path: new URL(url).pathname,
    tool,
    rps: NaN,
    p50Ms: NaN,
    p99Ms: NaN,
    requests: 0,
    errors: NaN,
    errorKinds: '',
    responseBytes: NaN,
    encoding: '',
    ratio: null,
    failure: error instanceof Error ? error.message : String(error),
  };
}

const execFileAsync = promisify(execFile);
const WRK = '/usr/bin/wrk';
/** Debian's wrk when installed (it has its own threads and costs the server less CPU), else autocannon. */
export const defaultLoadTool = (): LoadTool => (fs.existsSync(WRK) ? 'wrk' : 'autocannon');

function wrkMs(value: string, unit: string): number {
  return Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN);
}

/** Reads wrk's summary (with --latency). */
type Measured = Pick<LoadResult, 'rps' | 'p50Ms' | 'p99Ms' | 'requests' | 'errors' | 'errorKinds'>;

/** "non-2xx 3, timeout 2": the non-zero counts. */
const kinds = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');

export function parseWrk(output: string): Measured {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? NaN);
  const latency = (percent: number) => {
    const match = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    return match ? wrkMs(match[1]!, match[2]!) : NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const counts = {
    'non-2xx/3xx': Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    connect: Number(socket?.[1] ?? 0),
    read: Number(socket?.[2] ?? 0),
    write: Number(socket?.[3] ?? 0),
    timeout: Number(socket?.[4] ?? 0),
  };
  const result = {
    rps: number(/^Requests\/sec:\s+([\d.]+)/m),
    p50Ms: latency(50),
    p99Ms: latency(99),
    requests: number(/^\s*(\d+) requests in /m),
    errors: Object.values(counts).reduce((sum, n) => sum + n, 0),
    errorKinds: kinds(counts),
  };
  if (!Number.isFinite(result.rps) || !Number.isFinite(result.p99Ms)) {
    throw new Error(`could not read wrk's output:\n${output}`);
  }
  return result;
}

/**
 * A wrk script that asks for `paths` in turn (each thread from its own start), so a target can be
 * many URLs — many posts, as visitors and crawlers read them — rather than one held answer.
 */
let scriptDir: string | undefined;
function rotationScript(paths: readonly string[]): string {
  if (!scriptDir) {
    scriptDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-bench-wrk-'));
    removeOnExit(scriptDir);
  }
  const file = path.join(scriptDir, 'rotate.lua');
  const list = paths.map((p) => JSON.stringify(p)).join(', ');
  fs.writeFileSync(
    file,
    `local paths = { ${list} }\nlocal i = math.random(#paths)\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format(nil, paths[i])\nend\n`,
  );
  return file;
}

async function runWrk(
  url: string,
  durationS: number,
  connections: number,
  rotate?: readonly string[],
): Promise<Measured> {
  const threads = Math.max(1, Math.min(2, os.availableParallelism()));
  const args = [`-t${threads}`, `-c${connections}`, `-d${durationS}s`, '--latency', '--timeout', '5s'];
  if (rotate) args.push('-s', rotationScript(rotate));
  const { stdout } = await execFileAsync(WRK, [...args, '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`, url], {
    timeout: (durationS + 30) * 1000,
  });
  return parseWrk(stdout);
}

async function runAutocannon(
  url: string,
  durationS: number,
  connections: number,
  rotate?: readonly string[],
): Promise<Measured> {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    timeout: 5,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    ...(rotate ? { requests: rotate.map((p) => ({ method: 'GET', path: p })) } : {}),
  });
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    errorKinds: kinds({ 'non-2xx': result.non2xx, timeout: result.timeouts, socket: result.errors }),
  };
}

/**
 * Checks the target answers 200 (wrk counts 3xx as success), then warms up and measures; with
 * `rotate`, the paths on `url`'s origin asked for in turn (each is checked first too).
 */
export async function measureLoad(
  name: string,
  url: string,
  options: LoadOptions,
  rotate?: readonly string[],
): Promise<LoadResult> {
  for (const target of rotate?.map((p) => new URL(p, url).href) ?? [url]) {
    const answer = await rawGet(target, { 'Accept-Encoding': ACCEPT_ENCODING });
    if (answer.status !== 200) throw new Error(`${name}: GET ${target} answered ${answer.status}, not 200`);
  }
  const probe = await rawGet(url, { 'Accept-Encoding': ACCEPT_ENCODING });
  const { tool } = options;
  const run = tool === 'wrk' ? runWrk : runAutocannon;
  if (options.warmupS > 0) await run(url, options.warmupS, options.connections, rotate);
  const measured = await run(url, options.durationS, options.connections, rotate);
  return {
    name,
    path: new URL(url).pathname,
    tool,
    ...measured,
    responseBytes: probe.body.length,
    encoding: String(probe.headers['content-encoding'] ?? 'identity'),
    ratio: null,
  };
}

/** Hop-by-hop and per-connection headers the bare server must not replay. */
const dropped = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/**
 * Records the page as the real server sends it (same Accept-Encoding) and starts the bare server
 * on those bytes in a child process; `stop` ends it.
 */
async function startCeiling(pageUrl: string, workDir: string): Promise<{ url: string; stop: () => void }> {
  const recorded = await rawGet(pageUrl, { 'Accept-Encoding': ACCEPT_ENCODING });
  if (recorded.status !== 200) throw new Error(`ceiling: GET ${pageUrl} answered ${recorded.status}`);
  const headers = Object.fromEntries(Object.entries(recorded.headers).filter(([key]) => !dropped.has(key)));
  const bodyFile = path.join(workDir, 'ceiling-body');
  const headersFile = path.join(workDir, 'ceiling-headers.json');
  fs.writeFileSync(bodyFile, recorded.body);
  fs.writeFileSync(headersFile, JSON.stringify(headers));

  const script = new URL('./ceiling-server.mjs', import.meta.url).pathname;
  const child = spawn(process.execPath, [script, bodyFile, headersFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  track(child);
  const stop = () => child.kill('SIGTERM');
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
    });
    return { url: `http://127.0.0.1:${port}/`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

const append = <T>(lists: Map<string, T[]>, key: string, value: T) => {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
};

/** One target's rounds as one result: the median round's figures, errors of every round. */
function combine(rounds: LoadResult[], ratios: number[]): LoadResult {
  const byRps = [...rounds].sort((a, b) => a.rps - b.rps);
  const middle = byRps[Math.floor((byRps.length - 1) / 2)]!;
  return {
    ...middle,
    rps: median(rounds.map((r) => r.rps)),
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    errorKinds: [...new Set(rounds.map((r) => r.errorKinds).filter(Boolean))].join('; '),
    ratio: ratios.length > 0 ? median(ratios) : null,
  };
}

/**
 * The ceiling (`pageUrl`'s response from a bare node:http server) and every target, measured in
 * `rounds` rounds, each round the ceiling then each target in turn. A target's share of the
 * ceiling is the median over rounds of its rate divided by the ceiling's in the same round: on a
 * shared machine whose speed drifts by tens of percent within minutes, a ratio of two
 * measurements taken a minute apart, once, says more about the drift than about the server.
 */
export async function measureServer(
  pageUrl: string,
  targets: [name: string, url: string][],
  workDir: string,
  options: LoadOptions & { rounds: number },
  progress: (message: string) => void,
): Promise<LoadResult[]> {
  let ceiling: { url: string; stop: () => void };
  try {
    ceiling = await startCeiling(pageUrl, workDir);
  } catch (error) {
    return [
      failedLoad('ceiling', pageUrl, options.tool, error),
      ...targets.map(([name, url]) => failedLoad(name, url, options.tool, error)),
    ];
  }
  const measured = new Map<string, LoadResult[]>();
  const failures = new Map<string, LoadResult>();
  const ratios = new Map<string, number[]>();
  try {
    for (let round = 1; round <= options.rounds; round += 1) {
      let ceilingRps = NaN;
      for (const [name, url] of [['ceiling', ceiling.url] as [string, string], ...targets]) {
        if (failures.has(name)) continue;
        try {
          const result = await measureLoad(name, url, options);
          if (name === 'ceiling') ceilingRps = result.rps;
          else if (Number.isFinite(ceilingRps)) append(ratios, name, result.rps / ceilingRps);
          append(measured, name, result);
          progress(
            `round ${round}/${options.rounds} ${name}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms, ${result.errors} errors`,
          );
        } catch (error) {
          failures.set(name, failedLoad(name, name === 'ceiling' ? pageUrl : url, options.tool, error));
          progress(`${name}: not measured: ${failures.get(name)!.failure}`);
        }
      }
    }
  } finally {
    ceiling.stop();
  }
  return ['ceiling', ...targets.map(([name]) => name)].map((name) => {
    const failed = failures.get(name);
    if (failed) return failed;
    const result = combine(measured.get(name)!, ratios.get(name) ?? []);
    return name === 'ceiling' ? { ...result, path: `${new URL(pageUrl).pathname} (bare node:http)`, ratio: 1 } : result;
  });
}
