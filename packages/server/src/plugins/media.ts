import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dependsOn } from '../cache/dependencies';
import { serveCached } from '../cache/serveCached';
import { BytesEntry } from '../http/bytesEntry';
import { IMMUTABLE } from '../http/cacheControl';
import { findMediaFile } from '../repositories/media';

const MEDIA_NAME = /^([0-9a-f]{32})(?:-(\d{1,5}))?\.webp$/;

/**
 * Serves stored images at content-addressed URLs: the bytes behind a URL never change,
 * so browsers and CDNs may keep them for a year. Every instance serves every image
 * (the bytes live in the database); the ones asked for are kept in the response cache
 * until the image is deleted (nothing refers to it any more).
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance) => {
    app.get('/media/:name', { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params as { name: string };
      const match = MEDIA_NAME.exec(name);
      const hash = match?.[1];
      if (!hash) return reply.callNotFound();
      const etag = `"${hash}-${match[2] ?? 'max'}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
      }
      return serveCached(app.responseCache, request, reply, async () => {
        const file = await findMediaFile(app.db, hash, match[2] ? Number(match[2]) : undefined);
        if (!file) {
          return {
            answer: (_request, r) => {
              r.callNotFound();
              return r;
            },
          };
        }
        const entry = new BytesEntry(file.bytes, {
          contentType: file.content_type,
          cacheControl: IMMUTABLE,
          compressible: false,
          etag,
          headers: { 'cross-origin-resource-policy': 'cross-origin' },
        });
        return { entry, dependencies: [dependsOn.image(hash)] };
      });
    });
  },
  { name: 'media', dependencies: ['database', 'response-cache'] },
);
