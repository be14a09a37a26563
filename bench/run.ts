import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { resolveChromium } from '../packages/testkit/src/chromium';
import { Api } from './src/api';
import { checkBudgets } from './src/budgets';
import { measureBytes } from './src/bytes';
import { installCleanup, removeOnExit } from './src/cleanup';
import { runLighthouse } from './src/lighthouse';
import { defaultLoadTool, measureServer, type LoadOptions, type LoadResult, type LoadTool } from './src/load';
import { describeMachine } from './src/machine';
import { markdownReport, textReport } from './src/report';
import { parts, type Part, type Results } from './src/results';
import { seed } from './src/seed';
import {
  appDist,
  buildProduction,
  checkBuilt,
  memoryMb,
  repoRoot,
  startServer,
  stopServer,
  tail,
  type RunningServer,
} from './src/server';
import { measureUnderWrites } from './src/churn';
import { measureWrites } from './src/writes';

const usage = `npm run bench -- [options]

Builds the production bundle, starts the real server on a temporary database seeded with
blog posts, measures it and checks the budgets (docs/performance.md). Exit code 1 when a
budget is missed, 2 when the benchmark itself fails.

  --skip-build         use the existing build (app/dist, packages/server/dist)
  --only <parts>       comma-separated subset of: ${parts.join(', ')}
                       (start time is always measured; memory with load)
  --runs <n>           Lighthouse runs per page and preset (default 3)
  --posts <n>          posts to seed (default 200)
  --duration <s>       seconds of load per target (default 10)
  --connections <n>    concurrent connections under load (default 50)
  --load-rounds <n>    rounds of the load test: the ceiling, then each target (default 3)
  --write-runs <n>     posts published by the write measurement (default 10)
  --load-tool <tool>   wrk or autocannon (default: wrk when /usr/bin/wrk exists)
  --out <dir>          where latest.json and the dated report go (default bench/results)
  --keep               keep the temporary directory (database, server log)
  --help`;

/** A mistake on the command line: said in one line, without a stack. */
class UsageError extends Error {}

/** parseArgs, its errors (unknown option, missing value) as usage errors. */
function parseArgsOrSay<T extends ParseArgsConfig>(config: T) {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function options() {
  const { values } = parseArgsOrSay({
    options: {
      'skip-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      runs: { type: 'string', default: '3' },
      posts: { type: 'string', default: '200' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      'write-runs': { type: 'string', default: '10' },
      'load-tool': { type: 'string', default: defaultLoadTool() },
      'load-rounds': { type: 'string', default: '3' },
      out: { type: 'string', default: path.join(repoRoot, 'bench/results') },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.info(usage);
    process.exit(0);
  }
  const positive = (name: string, text: string) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name}: expected a positive integer, got "${text}"`);
    return n;
  };
  const only = values.only?.split(',').map((p) => p.trim()) ?? [...parts];
  const unknown = only.filter((p) => !(parts as readonly string[]).includes(p));
  if (unknown.length > 0)
    throw new UsageError(`--only: unknown part(s) ${unknown.join(', ')}; known: ${parts.join(', ')}`);
  const loadTool = values['load-tool'];
  if (loadTool !== 'wrk' && loadTool !== 'autocannon')
    throw new UsageError(`--load-tool: wrk or autocannon, not "${loadTool}"`);
  return {
    loadTool: loadTool as LoadTool,
    build: !values['skip-build'],
    parts: parts.filter((p) => only.includes(p)),
    runs: positive('runs', values.runs),
    posts: positive('posts', values.posts),
    durationS: positive('duration', values.duration),
    connections: positive('connections', values.connections),
    loadRounds: positive('load-rounds', values['load-rounds']),
    writeRuns: positive('write-runs', values['write-runs']),
    out: path.resolve(values.out),
    keep: values.keep,
  };
}

const began = performance.now();
/** Shown when the benchmark fails: the temporary directory (and the log) goes away on exit. */
let serverLog: string | undefined;
function progress(message: string): void {
  const seconds = Math.round((performance.now() - began) / 1000);
  console.info(`[bench ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}] ${message}`);
}

async function main(): Promise<number> {
  const opts = options();
  const has = (part: Part) => opts.parts.includes(part);
  installCleanup();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-bench-'));
  if (opts.keep) progress(`temporary directory kept: ${work}`);
  else removeOnExit(work);
  const chromePath = has('lighthouse') || has('bytes') ? resolveChromium() : null;
  const machine = describeMachine(chromePath);

  let buildMs: number | null = null;
  if (opts.build) {
    progress('building (npm run build -w @firm/server)…');
    buildMs = await buildProduction(path.join(work, 'build.log'));
    progress(`built in ${(buildMs / 1000).toFixed(1)} s`);
  }
  checkBuilt();

  const admin = { email: 'admin@bench.camposvieira.test', password: randomBytes(12).toString('base64url') };
  const serverOptions = { dataDir: path.join(work, 'data'), logFile: path.join(work, 'server.log'), admin };
  fs.mkdirSync(serverOptions.dataDir);
  serverLog = serverOptions.logFile;

  // First start on an empty database, then the content through the API.
  let server: RunningServer = await startServer(serverOptions);
  const firstMs = server.startMs;
  progress(`server up in ${firstMs.toFixed(0)} ms (empty database); seeding ${opts.posts} posts…`);
  let api = new Api(server.baseURL);
  const token = await api.login(admin.email, admin.password);
  const seeded = await seed(api, token, opts.posts);
  progress(`seeded ${seeded.posts} posts (${seeded.uploads} image uploads) in ${(seeded.ms / 1000).toFixed(1)} s`);
  await stopServer(server);
  // Flush what the seed wrote, so that the kernel writing it back does not slow down the start.
  execFileSync('sync');
  await new Promise((resolve) => setTimeout(resolve, 1000));

  // The measured server: a fresh process on the seeded database; its start is the cold start.
  server = await startServer(serverOptions);
  const coldMs = server.startMs;
  const coldListenMs = server.listenMs;
  progress(`cold start: ${coldMs.toFixed(0)} ms to the first 200 on / (listening after ${coldListenMs.toFixed(0)} ms)`);
  api = new Api(server.baseURL);
  const slug = seeded.showcase.slug;
  const pages = ['/', '/blog', `/blog/${slug}`];

  const bytes =
    has('bytes') && chromePath
      ? await measureBytes(
          server.baseURL,
          pages,
          { path: '/posts/add', token },
          chromePath,
          path.join(appDist, 'client'),
        )
      : null;
  if (bytes) progress('bytes measured');

  const lighthouse =
    has('lighthouse') && chromePath
      ? await runLighthouse(server.baseURL, pages, opts.runs, chromePath, (m) => progress(m.replaceAll(slug, '{slug}')))
      : null;

  let load: LoadResult[] | null = null;
  let memory: Results['memory'] = null;
  if (has('load')) {
    const loadOptions: LoadOptions = {
      durationS: opts.durationS,
      warmupS: 3,
      connections: opts.connections,
      tool: opts.loadTool,
    };
    const base = server.baseURL;
    load = await measureServer(
      `${base}/blog/${slug}`,
      [
        ['api-list', `${base}/api/post/public-posts/`],
        ['api-post', `${base}/api/post/public-posts/${slug}/`],
        ['page-home', `${base}/`],
        ['page-post', `${base}/blog/${slug}`],
        ['media', base + seeded.showcase.image],
      ],
      work,
      { ...loadOptions, rounds: opts.loadRounds },
      progress,
    );
    const measured = memoryMb(server.pid);
    memory = measured ? { rssMb: measured.rss, peakMb: measured.peak } : null;
  }

  let churn: Results['churn'] = null;
  if (has('churn')) {
    const base = server.baseURL;
    // Another post than the measured one, from the middle of the blog: its edits drop its own
    // answers and the post lists, never the measured post's.
    const edited = await api.publicPostSlugAt(Math.floor(seeded.posts / 2));
    // Visitors and crawlers read many posts: the others, 50 of them, asked for in turn.
    const others = (await api.publicPostSlugs(51)).filter((s) => s !== edited).slice(0, 50);
    progress(`load with writes: editing ${edited} every 200 ms, signing in every second…`);
    churn = await measureUnderWrites(
      base,
      api,
      token,
      admin,
      edited,
      [
        {
          name: 'api-posts',
          url: `${base}/api/post/public-posts/${others[0]}/`,
          rotate: others.map((s) => `/api/post/public-posts/${s}/`),
          label: `/api/post/public-posts/{${others.length} other posts}/`,
        },
        {
          name: 'page-posts',
          url: `${base}/blog/${others[0]}`,
          rotate: others.map((s) => `/blog/${s}`),
          label: `/blog/{${others.length} other posts}`,
        },
        { name: 'api-list', url: `${base}/api/post/public-posts/` },
        { name: 'page-home', url: `${base}/` },
      ],
      { durationS: opts.durationS, warmupS: 3, connections: opts.connections, tool: opts.loadTool },
      progress,
    );
  }

  let writes: Results['writes'] = null;
  if (has('writes')) {
    writes = await measureWrites(api, token, opts.writeRuns);
    progress(`publish: median ${writes.medianMs.toFixed(0)} ms`);
  }
  await stopServer(server);

  machine.load.end = os.loadavg()[0]!;
  const partial: Omit<Results, 'budgets'> = {
    date: new Date().toISOString(),
    machine,
    options: {
      parts: opts.parts,
      runs: opts.runs,
      posts: opts.posts,
      durationS: opts.durationS,
      connections: opts.connections,
      loadRounds: opts.loadRounds,
      writeRuns: opts.writeRuns,
    },
    buildMs,
    seed: seeded,
    pages,
    start: { firstMs, coldMs, coldListenMs },
    memory,
    lighthouse,
    bytes,
    load,
    churn,
    writes,
    durationS: (performance.now() - began) / 1000,
  };
  const results: Results = { ...partial, budgets: checkBudgets(partial) };

  fs.mkdirSync(opts.out, { recursive: true });
  fs.writeFileSync(path.join(opts.out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const dated = path.join(opts.out, `${results.date.slice(0, 10)}.md`);
  fs.writeFileSync(dated, markdownReport(results));
  console.info(`\n${textReport(results)}`);
  console.info(
    `\nWritten: ${path.relative(repoRoot, path.join(opts.out, 'latest.json'))}, ${path.relative(repoRoot, dated)}`,
  );

  const misses = results.budgets.filter((b) => !b.pass);
  for (const miss of misses) console.error(`budget missed: ${miss.group}: ${miss.budget} (actual ${miss.actual})`);
  return misses.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message} (npm run bench -- --help)`);
      process.exit(2);
    }
    console.error(`\nbenchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (serverLog) console.error(`\nthe server's log (last lines):\n${tail(serverLog, 20)}`);
    process.exit(2);
  },
);
