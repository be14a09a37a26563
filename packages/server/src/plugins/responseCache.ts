import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCache } from '../cache/responseCache';
import { readContentState } from '../repositories/contentState';
import { securityHeaders } from './security';

/** Answers a request from Node's request event, or returns false to leave it to Fastify. */
export type RawAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * `app.responseCache` (cache/responseCache.ts), told of every write by the database plugin,
 * its hook and `app.answerFromCache`:
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
 * Answers are made and stored by `serveCached()` (cache/serveCached.ts) in the routes.
 */
export const responseCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new ResponseCache({
      maxBytes: app.config.responseCacheBytes,
      readState: (now, since) => readContentState(app.db, now, since, app.contentOrigin),
      log: app.log,
    });
    app.decorate('responseCache', cache);
    app.decorate('answerFromCache', answerFromCache(app, cache));
    if (!cache.enabled) return;
    app.onContentChange((changed, version) => cache.invalidate(changed, version));

    app.addHook('onRequest', (request, reply, done) => {
      const entry = cache.accepts(request) && cache.fresh ? cache.get(request.url) : undefined;
      if (entry) entry.send(request, reply);
      else done();
    });
  },
  { name: 'response-cache', dependencies: ['database', 'security'] },
);

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
