// Writes .br and .gz siblings of the client build's text files (app/dist/client, or
// $APP_DIST_DIR/client), once per build: the server then sends the best one the browser
// accepts instead of compressing the same bytes on every request, and can afford slow,
// small settings. Idempotent: a sibling newer than its file is kept.
// Usage: node scripts/precompress.mjs [clientDir]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const distDir = process.env.APP_DIST_DIR?.trim()
  ? path.resolve(process.env.APP_DIST_DIR.trim())
  : fileURLToPath(new URL('../../../app/dist', import.meta.url));
const root = path.resolve(process.argv[2] ?? path.join(distDir, 'client'));

// index.html is a template the server fills, never sent as it is; source maps are for
// developers' tools only (large, rarely fetched: compressed on the fly when they are).
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|wasm|ico)$/i;
const MIN_BYTES = 1024;

async function isFresh(source, target) {
  try {
    return (await stat(target)).mtimeMs >= (await stat(source)).mtimeMs;
  } catch {
    return false;
  }
}

async function compress(file) {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return 0;
  const jobs = [];
  if (!(await isFresh(file, `${file}.br`))) {
    jobs.push(
      brotli(bytes, {
        params: {
          // 11, the densest: ~2 % below 10 on the visitor's scripts, which have a byte budget
          // (issue 7), for about a second more per build on two cores.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }).then((out) => writeFile(`${file}.br`, out)),
    );
  }
  if (!(await isFresh(file, `${file}.gz`))) {
    jobs.push(gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }).then((out) => writeFile(`${file}.gz`, out)));
  }
  await Promise.all(jobs);
  return jobs.length;
}

const started = performance.now();
let entries;
try {
  entries = await readdir(root, { recursive: true, withFileTypes: true });
} catch {
  console.error(`precompress: ${root} não existe; execute antes \`npm run build -w @firm/app\`.`);
  process.exit(1);
}
const files = entries
  .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
  .map((e) => path.join(e.parentPath, e.name))
  .filter((file) => path.relative(root, file) !== 'index.html');
const written = (await Promise.all(files.map(compress))).reduce((a, b) => a + b, 0);
console.info(
  `precompress: ${written} arquivo(s) comprimido(s) em ${root} (${Math.round(performance.now() - started)} ms)`,
);
