import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BytesEntry } from '../cache/entries';
import { NO_CACHE, ResponseCache } from '../cache/responseCache';
import { readContentState } from '../repositories/contentState';
import { securityHeaders } from './security';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Answers a request from Node's request event, or returns false to leave it to Fastify. */
export type RawAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * `app.responseCache` (cache/responseCache.ts), its two hooks and `app.answerFromCache`:
 * - answerFromCache: app.ts hands every request from Node to it before Fastify. A held answer to
 *   an anonymous GET or HEAD is written there and then, with the headers the security hook would
 *   add: a cached page then costs about what the bare `node:http` ceiling of the benchmark costs,
 *   where going through Fastify's routing, request and reply objects and hooks cost as much
 *   again (docs/performance.md). It declines whenever Fastify would do more than that: CORS
 *   configured and asked for, the server closing. With request logging on (info), it logs one
 *   line per answer, as Fastify would ('request completed', with `cache: true`).
 * - onRequest: the same answer for requests that reach Fastify (`inject` in tests, a CORS
 *   request), before routing work, validation and the handler (only answers that passed them
 *   were ever stored, under their exact URL). Registered after the security plugin, whose CORS
 *   hook must still run.
 * - onSend: any successful request to /api/ other than GET/HEAD/OPTIONS empties the cache
 *   before its answer leaves, in case a write did not go through `app.tx` (which empties it
 *   too, right after committing).
 */
export const responseCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new ResponseCache({
    maxBytes: app.config.responseCacheBytes,
    readState: (now) => readContentState(app.db, now),
    log: app.log,
  });
  app.decorate('responseCache', cache);
  app.decorate('answerFromCache', answerFromCache(app, cache));
  if (!cache.enabled) return;

  app.addHook('onRequest', (request, reply, done) => {
    const entry = cache.accepts(request) && cache.fresh ? cache.get(request.url) : undefined;
    if (entry) entry.send(request, reply);
    else done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400 && request.url.startsWith('/api/')) {
      cache.invalidate();
    }
    done(null, payload);
  });
});

function answerFromCache(app: FastifyInstance, cache: ResponseCache): RawAnswer {
  const serverHeaders = securityHeaders(app.config.publicUrl);
  const cors = app.config.corsOrigins.length > 0;
  const { log } = app;
  // Fastify logs every request at info and below; so does this path, once per answer.
  const logRequests = ['info', 'debug', 'trace'].includes(app.config.logLevel);
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  return (request, response) => {
    if (!cache.accepts(request) || (cors && request.headers.origin !== undefined) || closing || !cache.fresh) {
      return false;
    }
    const entry = cache.get(request.url ?? '');
    if (!entry) return false;
    const started = logRequests ? performance.now() : undefined;
    const status = entry.sendRaw(request, response, serverHeaders);
    if (started !== undefined) {
      const responseTime = performance.now() - started;
      log.info(
        { req: { method: request.method, url: request.url }, res: { statusCode: status }, responseTime, cache: true },
        'request completed',
      );
    }
    return true;
  };
}

const JSON_ANSWER = {
  contentType: 'application/json; charset=utf-8',
  // Revalidated on every use (the ETag makes that a 304); never stale in a browser.
  cacheControl: 'no-cache',
  compressible: true,
} as const;

/**
 * Answers a public JSON route from the cache, making and storing the answer on a miss:
 * `produce` returns what the handler would return, serialized through the route's response
 * schema exactly as Fastify would. A request the cache does not take (signed in) gets
 * `produce`'s value, answered the ordinary way. Errors (a 404) are thrown, never stored.
 */
export async function cachedJson<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<T>,
): Promise<T | undefined> {
  const cache = app.responseCache;
  if (!cache.accepts(request)) return produce();
  const key = request.url;
  const generation = await cache.ready();
  let entry = generation === NO_CACHE ? undefined : cache.get(key);
  entry ??= await cache.produce(key, generation, async () => {
    const made = new BytesEntry(Buffer.from(reply.serialize(await produce()) as string), JSON_ANSWER);
    cache.set(key, generation, made);
    return made;
  });
  // Awaiting the reply waits until it is sent; the handler then returns nothing to send.
  await entry.send(request, reply);
  return undefined;
}
