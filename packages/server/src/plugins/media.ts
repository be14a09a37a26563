import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findMediaFile } from '../repositories/media';

const MEDIA_NAME = /^([0-9a-f]{32})(?:-(\d{1,5}))?\.webp$/;

/**
 * Serves stored images at content-addressed URLs: the bytes behind a URL never change,
 * so browsers and CDNs may keep them for a year. Every instance serves every image
 * (the bytes live in the database).
 */
export const mediaPlugin = fp(async (app: FastifyInstance) => {
  app.get('/media/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const match = MEDIA_NAME.exec(name);
    if (!match?.[1]) return reply.callNotFound();
    const etag = `"${match[1]}-${match[2] ?? 'max'}"`;
    if (request.headers['if-none-match'] === etag) {
      return reply
        .status(304)
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send();
    }
    const file = await findMediaFile(app.db, match[1], match[2] ? Number(match[2]) : undefined);
    if (!file) return reply.callNotFound();
    return reply
      .header('content-type', file.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(file.bytes);
  });
});
