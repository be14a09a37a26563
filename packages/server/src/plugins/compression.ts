import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { compress } from '../http/compression';
import { preferredEncoding } from '../http/encoding';

/** Types worth compressing: text, JSON, XML (sitemap, feed), JavaScript, SVG. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]*json|[\w.+-]*xml|javascript)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined || vary === '') reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/**
 * Compresses the text answers that do not come compressed already (cached answers and the
 * build's assets do): brotli or gzip, whichever the client prefers, with the cache's settings
 * (cache/compression.ts), for bodies of 1 kB and more. It stands in for @fastify/compress, which
 * did the same for what this server sends — whole bodies, never streams — but added hooks to
 * every route, ran on every cached answer and cost start-up time with its dependencies.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
        reply.statusCode === 304 ||
        reply.hasHeader('content-encoding') ||
        !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))
      ) {
        done(null, payload);
        return;
      }
      const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (bytes.length < MIN_BYTES) {
        done(null, payload);
        return;
      }
      varyOnEncoding(reply);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) {
        done(null, payload);
        return;
      }
      reply.header('content-encoding', encoding);
      done(null, compress(bytes, encoding));
    });
  },
  { name: 'compression' },
);
