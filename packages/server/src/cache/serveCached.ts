import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CacheEntry } from '../http/bytesEntry';
import type { Dependency } from './dependencies';
import { NO_CACHE, type ResponseCache } from './responseCache';

/**
 * What making a public answer gave: an answer to keep, with what it was made from, or an answer
 * for this request only (a page rendered with its own nonce, a redirect).
 */
export type Made =
  | { entry: CacheEntry; dependencies: readonly Dependency[] }
  | { answer: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> };

const send = (made: Made, request: FastifyRequest, reply: FastifyReply) =>
  'entry' in made ? made.entry.send(request, reply) : made.answer(request, reply);

/**
 * The one way a public answer (a page, public JSON, an image) goes through the response cache
 * inside Fastify: the held entry for the exact URL when there is one, else `make()` once for
 * all the requests asking at the same moment, stored when it is an entry. Requests the cache
 * does not take (signed in, not a GET) get `make()`'s answer, never stored. Errors thrown by
 * `make` (a 404) are answered the ordinary way and never stored. Held answers mostly leave
 * before Fastify (plugins/responseCache.ts); this is where they are made.
 */
export async function serveCached(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  make: () => Promise<Made>,
): Promise<FastifyReply> {
  if (!cache.accepts(request)) return send(await make(), request, reply);
  const key = request.url;
  const ticket = await cache.ready();
  const held = ticket === NO_CACHE ? undefined : cache.get(key);
  if (held) return held.send(request, reply);
  const made = await cache.produce(key, ticket, async () => {
    const fresh = await make();
    if ('entry' in fresh) cache.set(key, ticket, fresh.entry, fresh.dependencies);
    return fresh;
  });
  return send(made, request, reply);
}
