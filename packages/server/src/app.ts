import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { processImage, type ImageProcessor } from './media/images';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { mediaPlugin } from './plugins/media';
import { multipartPlugin } from './plugins/multipart';
import { openapiPlugin } from './plugins/openapi';
import { responseCachePlugin, type RawAnswer } from './plugins/responseCache';
import { securityPlugin } from './plugins/security';
import type { Faults } from './plugins/types';
import { authRoutes } from './routes/auth';
import { postRoutes } from './routes/posts';
import { publicRoutes } from './routes/public';
import { sectionRoutes } from './routes/sections';
import { tagRoutes } from './routes/tags';
import { userRoutes } from './routes/users';
import { healthRoutes } from './ops/health';
import { pageRoutes } from './pages/pageRoutes';
import { clientBuildPlugin } from './site/clientBuild';
import { designSystemRoutes, designSystemSessionRoute } from './site/designSystem';
import { siteRoutes } from './site/feeds';
import { assetRoutes } from './site/staticRoutes';
import './plugins/types';

export type AppOptions = {
  /** Replaces image processing (tests simulate a failure mid-upload). */
  imageProcessor?: ImageProcessor;
  /** Test seams; see plugins/types.ts. */
  faults?: Faults;
  /**
   * Start loading the built front end (the app's server bundle, a second or two) at once, so it
   * overlaps opening the database and the rest of the start. server.ts sets it; tests do not
   * (they load it on the first page request, and API tests never do).
   */
  preloadSite?: boolean;
};

/** A request must arrive whole within a minute. */
const REQUEST_TIMEOUT_MS = 60_000;
/** Request bodies up to 2 MB (images travel in multipart, limited to 5 MB by that plugin). */
const BODY_LIMIT = 2 * 1024 * 1024;

// Messages of zod's built-in checks in Brazilian Portuguese (the schemas' own messages already are).
z.config(z.locales.ptBR());

/**
 * Composes the server in a fixed order: framework settings and the one error handler,
 * database, security headers, body parsing, OpenAPI, auth, media, the API routes, then the
 * site (sitemap, robots, feed, static files, rendered pages).
 * Nothing listens here: server.ts runs the process; tests call `inject`.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  // Every request from Node goes to the response cache first (plugins/responseCache.ts), set
  // once the app is ready; the server is made as Fastify makes it, timeouts included.
  let answerFromCache: RawAnswer = () => false;
  const app = Fastify({
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!answerFromCache(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = 72_000; // Fastify's default (server.ts lengthens it behind a proxy)
      server.requestTimeout = REQUEST_TIMEOUT_MS;
      return server;
    },
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // A hop count is valid at run time (proxy-addr); the type only lists the other forms.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 300 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('images', options.imageProcessor ?? processImage);
  app.decorate('faults', options.faults ?? {});

  // An empty JSON body (e.g. POST logout with a JSON content type) is no body, not an error.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    defaultJson(request, text, done);
  });

  await app.register(errorsPlugin);
  // First of the app's plugins only so that a preload starts early; its routes come last.
  await app.register(clientBuildPlugin, { preload: options.preloadSite ?? false });
  await app.register(databasePlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(responseCachePlugin);
  await app.register(multipartPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(mediaPlugin);

  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(postRoutes);
  await app.register(sectionRoutes);
  await app.register(tagRoutes);
  await app.register(publicRoutes);
  await app.register(designSystemSessionRoute);
  // Probes for load balancers (/healthz, /readyz): not API, not pages, never cached.
  await app.register(healthRoutes);

  // The site itself, after the API on the same process and port: crawler files, the built
  // front end's assets, and every other GET rendered as a page (404 page for unknown paths).
  await app.register(siteRoutes);
  await app.register(assetRoutes);
  // The static Storybook for staff (DESIGN_SYSTEM): its own CSP and headers, in its own scope.
  await app.register(designSystemRoutes);
  await app.register(pageRoutes);

  await app.ready();
  answerFromCache = app.answerFromCache;
  return app;
}
