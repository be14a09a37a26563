import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every response, and CORS closed unless origins are configured. The page
 * renderer (pages/) sets its own Content-Security-Policy with a nonce; the strict default here is
 * for the API's JSON and everything else.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const hsts = app.config.publicUrl.startsWith('https://');
  // A callback hook, not an async one: it runs on every answer, cached ones included.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Pages choose their own (pages/openerPolicy.ts, decision 0015); everything else isolates.
    if (!reply.hasHeader('cross-origin-opener-policy')) reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    // A 304 carries no policy: the browser keeps the one stored with its copy, whose nonce
    // matches that copy's tags (pages/pageRoutes.ts).
    if (!reply.hasHeader('content-security-policy') && reply.statusCode !== 304) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    }
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.removeHeader('x-powered-by');
    done(null, payload);
  });

  if (app.config.corsOrigins.length > 0) {
    // Loaded only when configured (most deployments serve the app from the same origin).
    const { default: cors } = await import('@fastify/cors');
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    });
  }
});
