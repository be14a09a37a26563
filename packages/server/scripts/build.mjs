// Bundles the server's TypeScript (the contract's too) and its pure-JavaScript dependencies into
// dist/server.mjs. Start-up time goes mostly into module loading — resolving, reading and linking
// hundreds of files of fastify, kysely, zod… — so one file starts several hundred milliseconds
// sooner than the same code loaded from node_modules (decision 0010). Left out, loaded from
// node_modules: native add-ons (better-sqlite3, sharp), and what is loaded only on demand
// (@fastify/swagger for the OpenAPI document, @fastify/cors when configured). Takes well under
// a second. The source map keeps the server's own code only (sourcemap.mjs).
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { keepMappings } from './sourcemap.mjs';

const outfile = new URL('../dist/server.mjs', import.meta.url).pathname;
const external = ['better-sqlite3', 'sharp', 'pg-native', '@fastify/swagger', '@fastify/cors'];

await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // CommonJS dependencies bundled into an ES module still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  // Without comments the file is plain Latin-1: a single em dash in a comment would make V8 keep
  // the whole multi-megabyte source as UTF-16, twice the memory.
  minifyWhitespace: true,
  logLevel: 'warning',
});

const mapFile = `${outfile}.map`;
const map = JSON.parse(readFileSync(mapFile, 'utf8'));
writeFileSync(mapFile, JSON.stringify(keepMappings(map, (source) => !source.includes('node_modules/'))));
