// Bundles the app's server entry (app/dist/server/entry-server.js, or $APP_DIST_DIR/server/…)
// with the packages it imports into one file beside it, entry-server.bundle.mjs, which the server
// loads instead when it is there (site/clientBuild.ts). Vite's SSR build leaves dependencies as
// imports of node_modules, and loading those — react-dom, react-router, date-fns and its hundred
// locales, zod — took 0.5–1 s of every start; the single file, with only what the entry uses
// (production React, one locale), loads in about a tenth of that.
// Runs after `npm run build -w @firm/app`, whose next build empties app/dist/server and so
// removes a bundle that would be stale. Usage: node scripts/bundle-ssr.mjs [distDir]
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = process.argv[2]
  ? path.resolve(process.argv[2])
  : process.env.APP_DIST_DIR?.trim()
    ? path.resolve(process.env.APP_DIST_DIR.trim())
    : fileURLToPath(new URL('../../../app/dist', import.meta.url));
const entry = path.join(distDir, 'server', 'entry-server.js');
if (!existsSync(entry)) {
  console.error(`bundle-ssr: ${entry} não existe; execute antes \`npm run build -w @firm/app\`.`);
  process.exit(1);
}

const started = performance.now();
await build({
  entryPoints: [entry],
  outfile: path.join(distDir, 'server', 'entry-server.bundle.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The production builds of React and of every library that checks it.
  define: { 'process.env.NODE_ENV': '"production"' },
  // CommonJS packages (React) bundled into an ES module still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  // Without comments the file is plain Latin-1: a single em dash in a comment would make V8 keep
  // the whole multi-megabyte source as UTF-16, twice the memory.
  minifyWhitespace: true,
  logLevel: 'warning',
});
console.info(
  `bundle-ssr: ${path.relative(process.cwd(), entry)} → entry-server.bundle.mjs (${Math.round(performance.now() - started)} ms)`,
);
