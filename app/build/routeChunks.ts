import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * For the server build: the files of each public route chunk that a page's first load fetches
 * beyond the entry's own (index.html already preloads those), keyed by chunk name, read from
 * the client build's manifest. entry-server lists them in the page, and the browser preloads them
 * with the entry (afterFirstPaint.ts) instead of after it. Empty without a client build.
 */
function routeChunkFiles(clientDir: string): Record<string, string[]> {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return {};
  type Chunk = { file: string; name?: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const closure = (key: string) => {
    const seen = new Set([key]);
    for (const next of seen) for (const imported of manifest[next]?.imports ?? []) seen.add(imported);
    return seen;
  };
  const initial = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key]?.isEntry)
      .flatMap((key) => [...closure(key)]),
  );
  const files: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.name || !/^src\/routes\/public\//.test(key)) continue;
    files[chunk.name] = [...closure(key)].filter((k) => !initial.has(k)).map((k) => `/${manifest[k]?.file}`);
  }
  return files;
}

/**
 * Defines __ROUTE_CHUNK_FILES__ for the server build, from the client build next to its output
 * (dist/client beside dist/server, or beside whatever --outDir names).
 */
export function routeChunkFilesDefine(): Plugin {
  return {
    name: 'firm:route-chunk-files',
    apply: 'build',
    config(config) {
      const root = config.root ?? import.meta.dirname;
      const serverDir = path.resolve(root, config.build?.outDir ?? 'dist/server');
      const files = routeChunkFiles(path.join(serverDir, '..', 'client'));
      return { define: { __ROUTE_CHUNK_FILES__: JSON.stringify(files) } };
    },
  };
}
