import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentHash, etagMatches } from '../site/httpCache';
import { pickEncoding } from '../site/staticFiles';
import { compress, type Encoding } from './compression';
import type { CacheEntry } from './responseCache';

const BOTH = { br: true, gzip: true } as const;
const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

/**
 * The encoding to send for an Accept-Encoding header, remembered per distinct header value
 * (browsers send a handful of them): parsing it on every cached answer would cost more than
 * the lookup itself.
 */
const chosen = new Map<string, Encoding | undefined>();
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  if (chosen.has(acceptEncoding)) return chosen.get(acceptEncoding);
  const encoding = pickEncoding(acceptEncoding, BOTH);
  if (chosen.size >= 256) chosen.clear();
  chosen.set(acceptEncoding, encoding);
  return encoding;
}

export type BytesEntryOptions = {
  contentType: string;
  cacheControl: string;
  /** Compressed variants made on first demand (br, gzip); false for already compressed bytes (images). */
  compressible: boolean;
  /** The entity tag of the bytes as they are; by default a hash of them. */
  etag?: string;
  /** Sent with every answer, 304s included (besides the validator and Cache-Control). */
  headers?: Record<string, string>;
};

/**
 * A fixed answer — public JSON, an image: the same bytes for every request, so each encoding
 * is made once and kept. Each encoding has its own strong ETag (`"…"`, `"…-br"`, `"…-gz"`:
 * different bytes); any of them in If-None-Match answers 304, since they stand for the same
 * content.
 */
export class BytesEntry implements CacheEntry {
  grew?: ((bytes: number) => void) | undefined;
  private readonly etag: string;
  private readonly variants: Partial<Record<Encoding, Buffer>> = {};
  private readonly etags: string[];
  /** `options.headers` as pairs, listed once: every answer (a cached page's policy) sends them. */
  private readonly extraHeaders: [string, string][];

  constructor(
    private readonly identity: Buffer,
    private readonly options: BytesEntryOptions,
  ) {
    this.etag = options.etag ?? `"${contentHash(identity)}"`;
    const base = this.etag.slice(0, -1);
    this.etags = options.compressible
      ? [this.etag, `${base}${ETAG_SUFFIX.br}"`, `${base}${ETAG_SUFFIX.gzip}"`]
      : [this.etag];
    this.extraHeaders = Object.entries(options.headers ?? {});
  }

  get size(): number {
    let size = this.identity.length;
    for (const bytes of Object.values(this.variants)) if (bytes !== this.identity) size += bytes.length;
    return size;
  }

  private body(encoding: Encoding | undefined): Buffer {
    if (!encoding) return this.identity;
    let bytes = this.variants[encoding];
    if (!bytes) {
      bytes = compress(this.identity, encoding);
      // Not worth it (tiny bodies): the plain bytes, and the variant remembers that.
      if (bytes.length >= this.identity.length) bytes = this.identity;
      this.variants[encoding] = bytes;
      if (bytes !== this.identity) this.grew?.(bytes.length);
    }
    return bytes;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const { options } = this;
    let encoding = options.compressible ? preferredEncoding(request.headers['accept-encoding']) : undefined;
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined && this.etags.some((etag) => etagMatches(ifNoneMatch, etag))) {
      // Whatever the encoding: the client holds this content.
      const body = this.body(encoding);
      if (body === this.identity) encoding = undefined;
      this.headers(reply, encoding);
      return reply.code(304).send();
    }
    const body = this.body(encoding);
    if (body === this.identity) encoding = undefined;
    this.headers(reply, encoding);
    reply.header('content-type', options.contentType);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  }

  private headers(reply: FastifyReply, encoding: Encoding | undefined): void {
    const { options } = this;
    reply.header('etag', encoding ? `${this.etag.slice(0, -1)}${ETAG_SUFFIX[encoding]}"` : this.etag);
    reply.header('cache-control', options.cacheControl);
    if (options.compressible) reply.header('vary', 'Accept-Encoding');
    for (const [name, value] of this.extraHeaders) reply.header(name, value);
  }
}
