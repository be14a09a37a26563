// Builds the static Storybook the server shows staff at /design-system/ (`npm run build-storybook`
// at the repository's root, into storybook-static/), once: skipped when storybook-static/index.html
// is newer than every source file of the stories (.storybook/, packages/ui, packages/contract,
// package-lock.json), when DESIGN_SYSTEM=off, or when STORYBOOK_DIR points elsewhere (a build the
// operator provides). About 20 s when it runs. Usage: node scripts/build-storybook.mjs [--force]
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const out = path.join(root, 'storybook-static', 'index.html');
const SOURCES = [
  '.storybook',
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/contract/src',
  'package-lock.json',
];

function newestMtime(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function builtAt() {
  try {
    return statSync(out).mtimeMs;
  } catch {
    return 0;
  }
}

const skip =
  process.env.DESIGN_SYSTEM?.trim() === 'off'
    ? 'DESIGN_SYSTEM=off'
    : process.env.STORYBOOK_DIR?.trim()
      ? 'STORYBOOK_DIR is set'
      : !process.argv.includes('--force') &&
          builtAt() > Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))))
        ? 'storybook-static/ is up to date'
        : undefined;

if (skip) {
  console.info(`build-storybook: skipped (${skip})`);
} else {
  const result = spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
