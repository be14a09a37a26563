import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from '../http/cacheControl';

/** The path part of a request URL, percent-decoded (a malformed escape stays as it is). */
export function requestPath(url: string): string {
  const pathname = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The built front end's hashed files (`/assets/*`): cached for a year by browsers and proxies,
 * pre-compressed siblings sent when the client accepts them. Other files of the build (a
 * favicon, say) are served by the page route with revalidation, since their names do not change.
 */
export async function assetRoutes(app: FastifyInstance): Promise<void> {
  app.get('/assets/*', { schema: { hide: true } }, async (request, reply) => {
    const build = await app.clientBuild.get();
    const entry = build?.files.get(requestPath(request.url));
    if (!build || !entry) return reply.callNotFound();
    return build.sender.send(request, reply, entry, IMMUTABLE);
  });
}
