import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Encoding } from '../http/compression';
import { pickEncoding } from '../http/encoding';
import { contentHash, etagMatches } from '../http/validators';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const SIBLINGS: [Encoding, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

export type StaticFile = {
  /** Absolute path of the plain file. */
  file: string;
  type: string;
  /** Pre-compressed siblings found next to it (`x.js.br`, `x.js.gz`). */
  encoded: Partial<Record<Encoding, string>>;
};

/** URL path (`/assets/index-abc.js`) → file. */
export type StaticIndex = ReadonlyMap<string, StaticFile>;

/**
 * Every file of the client build that may be sent as it is, by URL path. Left out: the
 * index.html template (pages are always rendered), Vite's `.vite/` manifest directory, and the
 * compressed siblings themselves (chosen by Accept-Encoding). URLs never touch the file system:
 * a path is either a key here or not a file, so `..` tricks have nothing to reach.
 */
export async function indexStaticFiles(root: string): Promise<StaticIndex> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = new Set(
    entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
  );
  const index = new Map<string, StaticFile>();
  for (const rel of files) {
    if (rel === 'index.html' || rel.split('/').some((part) => part.startsWith('.'))) continue;
    if (SIBLINGS.some(([, ext]) => rel.endsWith(ext) && files.has(rel.slice(0, -ext.length)))) continue;
    const encoded: StaticFile['encoded'] = {};
    for (const [encoding, ext] of SIBLINGS) if (files.has(rel + ext)) encoded[encoding] = path.join(root, rel + ext);
    index.set(`/${rel}`, { file: path.join(root, rel), type: contentType(rel), encoded });
  }
  return index;
}

type Loaded = { bytes: Buffer; etag: string };

/**
 * Files of one build, read once and kept: the build does not change under a running server
 * (a rebuild needs a restart) and the whole client is a few megabytes.
 */
export class StaticFileSender {
  private readonly cache = new Map<string, Promise<Loaded>>();

  private load(file: string): Promise<Loaded> {
    let loaded = this.cache.get(file);
    if (!loaded) {
      loaded = readFile(file).then((bytes) => ({ bytes, etag: `"${contentHash(bytes)}"` }));
      loaded.catch(() => this.cache.delete(file));
      this.cache.set(file, loaded);
    }
    return loaded;
  }

  /** Sends a file (or its pre-compressed sibling), with an ETag and a 304 when it still matches. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: StaticFile,
    cacheControl: string,
  ): Promise<FastifyReply> {
    const encoding = pickEncoding(request.headers['accept-encoding'], entry.encoded);
    let loaded: Loaded;
    try {
      loaded = await this.load(encoding ? entry.encoded[encoding]! : entry.file);
    } catch {
      reply.callNotFound(); // removed since the index was made (a rebuild under a running server)
      return reply;
    }
    reply.header('content-type', entry.type).header('cache-control', cacheControl).header('etag', loaded.etag);
    if (Object.keys(entry.encoded).length > 0) reply.header('vary', 'Accept-Encoding');
    if (etagMatches(request.headers['if-none-match'], loaded.etag)) return reply.status(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(loaded.bytes);
  }
}
