import zlib from 'node:zlib';

/**
 * Compression of the cached responses (responseCache.ts). Each body is compressed once per
 * cache entry, never per request. Brotli quality 5: on this site's pages it is within 1 % of
 * quality 9 and ~8 % of 11 in size, in about 1 ms for an 80 kB page instead of 30–150 ms (a
 * miss pays it, so it must stay small). gzip at zlib's default level 6 (9 gains nothing here).
 */
export type Encoding = 'br' | 'gzip';

const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const brotliOptions = (size: number, finishFlush?: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
  ...(finishFlush === undefined ? {} : { finishFlush }),
});

export function compress(bytes: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, brotliOptions(bytes.length))
    : zlib.gzipSync(bytes, { level: GZIP_LEVEL });
}

/** gzip member header: deflate, no name, no time, unknown OS (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** Brotli's last meta-block, empty: ISLAST = 1, ISLASTEMPTY = 1 (RFC 7932 §9.2). */
const BROTLI_END = Buffer.from([0x03]);
/** What one stored (gzip) or uncompressed (brotli) block can hold with the headers written here. */
export const MAX_TAIL_BYTES = 0xffff;

/**
 * A body whose long beginning is the same for every response and whose short end differs
 * (a page's per-response CSP nonce): the beginning is compressed once and left open — brotli
 * flushed, deflate sync-flushed, both ending on a byte boundary — and each response appends
 * its end as an uncompressed block and closes the stream. Appending costs a few bytes of
 * framing and no compression work. Decoders need nothing special: these are ordinary streams
 * (an uncompressed brotli meta-block, a stored deflate block).
 */
export class OpenEndedBody {
  private brHead: Buffer | undefined;
  private deflateHead: Buffer | undefined;
  private readonly headCrc: number;

  constructor(readonly head: Buffer) {
    this.headCrc = zlib.crc32(head);
  }

  /** Bytes held, counting the compressed beginnings made so far. */
  get size(): number {
    return this.head.length + (this.brHead?.length ?? 0) + (this.deflateHead?.length ?? 0);
  }

  /** The whole body, `tail` appended, in `encoding` (undefined: as is). */
  body(tail: Buffer, encoding: Encoding | undefined): Buffer {
    if (tail.length > MAX_TAIL_BYTES) throw new RangeError(`tail of ${tail.length} bytes`);
    if (encoding === 'br') return this.brotli(tail);
    if (encoding === 'gzip') return this.gzip(tail);
    return Buffer.concat([this.head, tail]);
  }

  private brotli(tail: Buffer): Buffer {
    this.brHead ??= zlib.brotliCompressSync(
      this.head,
      brotliOptions(this.head.length, zlib.constants.BROTLI_OPERATION_FLUSH),
    );
    // Meta-block header, bits from the lowest: ISLAST = 0, MNIBBLES = 0 (four nibbles),
    // MLEN - 1 in 16 bits, ISUNCOMPRESSED = 1; then padding to the byte boundary (24 bits).
    const header = ((tail.length - 1) << 3) | (1 << 19);
    const framing = Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]);
    return Buffer.concat([this.brHead, framing, tail, BROTLI_END]);
  }

  private gzip(tail: Buffer): Buffer {
    this.deflateHead ??= zlib.deflateRawSync(this.head, {
      level: GZIP_LEVEL,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
    const n = tail.length;
    // Final stored block: BFINAL = 1, BTYPE = 00 (already byte-aligned), LEN, NLEN.
    const stored = Buffer.from([1, n & 0xff, (n >> 8) & 0xff, ~n & 0xff, (~n >> 8) & 0xff]);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(zlib.crc32(tail, this.headCrc) >>> 0, 0);
    trailer.writeUInt32LE((this.head.length + n) >>> 0, 4);
    return Buffer.concat([GZIP_HEADER, this.deflateHead, stored, tail, trailer]);
  }
}
