import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BytesEntry } from '../cache/entries';
import { NO_CACHE, ResponseCache } from '../cache/responseCache';
import { readContentState } from '../repositories/contentState';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `app.responseCache` (cache/responseCache.ts) and its two hooks:
 * - onRequest: an anonymous GET whose answer is held is answered at once — before routing
 *   work, validation and the handler (only answers that passed them were ever stored, under
 *   their exact URL). Registered after the security plugin, whose CORS hook must still run.
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
  if (!cache.enabled) return;

  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.authorization === undefined && (request.method === 'GET' || request.method === 'HEAD')) {
      if (cache.fresh) {
        const entry = cache.get(request.url);
        if (entry) {
          entry.send(request, reply);
          return;
        }
      }
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400 && request.url.startsWith('/api/')) {
      cache.invalidate();
    }
    done(null, payload);
  });
});

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
