import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every response, CORS closed unless origins are configured, and
 * compression of text answers. The page renderer (pages/) sets its own Content-Security-Policy
 * with a nonce; the strict default here is for the API's JSON and everything else.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const hsts = app.config.publicUrl.startsWith('https://');
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    // A 304 carries no policy: the browser keeps the one stored with its copy, whose nonce
    // matches that copy's tags (pages/pageRoutes.ts).
    if (!reply.hasHeader('content-security-policy') && reply.statusCode !== 304) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    }
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.removeHeader('x-powered-by');
    return payload;
  });

  if (app.config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    });
  }

  await app.register(compress, { threshold: 1024, encodings: ['gzip', 'deflate'] });
});
