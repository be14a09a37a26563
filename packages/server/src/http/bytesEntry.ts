import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from './cacheControl';
import { compress, type Encoding } from './compression';
import { preferredEncoding } from './encoding';
import { contentHash, etagMatches } from './validators';

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

/** The headers the server adds to an answer with this status (plugins/security.ts). */
export type ServerHeaders = (status: number) => Record<string, string>;

/** An answer ready to send, as the response cache holds it (cache/responseCache.ts). */
export interface CacheEntry {
  /** Bytes held; may grow as encodings are made on first demand (then `grew` is called). */
  readonly size: number;
  /** Answers the request from the entry (200 or 304). */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /**
   * The same answer written to Node's response before Fastify sees the request
   * (plugins/responseCache.ts), with `serverHeaders` in place of the hooks'; returns the status.
   */
  sendRaw(request: IncomingMessage, response: ServerResponse, serverHeaders: ServerHeaders): number;
  /** Set by the cache: report bytes added after the entry was stored. */
  grew?: ((bytes: number) => void) | undefined;
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

/** One variant of a cached answer: status, headers (validator, caching, type, encoding) and body. */
type Answer = {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** `headers` with the server's own (security) headers and the length, for a raw response. */
  raw?: Record<string, string>;
};

/**
 * A fixed answer — public JSON, an image: the same bytes for every request, so each encoding
 * is made once and kept. Each encoding has its own strong ETag (`"…"`, `"…-br"`, `"…-gz"`:
 * different bytes); any of them in If-None-Match answers 304, since they stand for the same
 * content. Each variant (status × encoding) is worked out once, headers included.
 */
export class BytesEntry implements CacheEntry {
  grew?: ((bytes: number) => void) | undefined;
  private readonly etag: string;
  private readonly variants: Partial<Record<Encoding, Buffer>> = {};
  private readonly etags: string[];
  private readonly answers = new Map<string, Answer>();

  constructor(
    private readonly identity: Buffer,
    private readonly options: BytesEntryOptions,
  ) {
    this.etag = options.etag ?? `"${contentHash(identity)}"`;
    const base = this.etag.slice(0, -1);
    this.etags = options.compressible
      ? [this.etag, `${base}${ETAG_SUFFIX.br}"`, `${base}${ETAG_SUFFIX.gzip}"`]
      : [this.etag];
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

  /** The answer to a request with these headers: 304 when the client holds this content. */
  private answer(acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Answer {
    const { options } = this;
    let encoding = options.compressible ? preferredEncoding(acceptEncoding) : undefined;
    const body = this.body(encoding);
    if (body === this.identity) encoding = undefined;
    // Whatever the encoding: the client holds this content.
    const status = ifNoneMatch !== undefined && this.etags.some((etag) => etagMatches(ifNoneMatch, etag)) ? 304 : 200;
    const key = `${status}${encoding ?? ''}`;
    let answer = this.answers.get(key);
    if (!answer) {
      const headers: Record<string, string> = {
        etag: encoding ? `${this.etag.slice(0, -1)}${ETAG_SUFFIX[encoding]}"` : this.etag,
        'cache-control': options.cacheControl,
      };
      if (options.compressible) headers.vary = 'Accept-Encoding';
      Object.assign(headers, options.headers);
      if (status === 200) {
        headers['content-type'] = options.contentType;
        if (encoding) headers['content-encoding'] = encoding;
      }
      answer = { status, headers, body: status === 200 ? body : undefined };
      this.answers.set(key, answer);
    }
    return answer;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const { status, headers, body } = this.answer(request.headers['accept-encoding'], request.headers['if-none-match']);
    return reply.code(status).headers(headers).send(body);
  }

  sendRaw(request: IncomingMessage, response: ServerResponse, serverHeaders: ServerHeaders): number {
    const answer = this.answer(request.headers['accept-encoding'], request.headers['if-none-match']);
    // The answer's own policies come after the server's defaults, as the security hook lets them.
    answer.raw ??= {
      ...serverHeaders(answer.status),
      ...answer.headers,
      ...(answer.body && { 'content-length': String(answer.body.length) }),
    };
    response.writeHead(answer.status, answer.raw);
    response.end(answer.body);
    return answer.status;
  }
}

/** JSON kept ready to send: revalidated on every use (the ETag makes that a 304), never stale in a browser. */
export const jsonEntry = (json: string): BytesEntry =>
  new BytesEntry(Buffer.from(json), {
    contentType: 'application/json; charset=utf-8',
    cacheControl: REVALIDATE,
    compressible: true,
  });
