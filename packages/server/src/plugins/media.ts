import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BytesEntry } from '../cache/entries';
import { NO_CACHE } from '../cache/responseCache';
import { findMediaFile } from '../repositories/media';

const MEDIA_NAME = /^([0-9a-f]{32})(?:-(\d{1,5}))?\.webp$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves stored images at content-addressed URLs: the bytes behind a URL never change,
 * so browsers and CDNs may keep them for a year. Every instance serves every image
 * (the bytes live in the database); the ones asked for are kept in the response cache
 * (emptied by any write, so a deleted image is not served on).
 */
export const mediaPlugin = fp(async (app: FastifyInstance) => {
  app.get('/media/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const match = MEDIA_NAME.exec(name);
    if (!match?.[1]) return reply.callNotFound();
    const etag = `"${match[1]}-${match[2] ?? 'max'}"`;
    if (request.headers['if-none-match'] === etag) {
      return reply.status(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
    }
    const cache = app.responseCache;
    const generation = cache.accepts(request) ? await cache.ready() : NO_CACHE;
    const file = await findMediaFile(app.db, match[1], match[2] ? Number(match[2]) : undefined);
    if (!file) return reply.callNotFound();
    const entry = new BytesEntry(file.bytes, {
      contentType: file.content_type,
      cacheControl: IMMUTABLE,
      compressible: false,
      etag,
      headers: { 'cross-origin-resource-policy': 'cross-origin' },
    });
    cache.set(request.url, generation, entry);
    return entry.send(request, reply);
  });
});
