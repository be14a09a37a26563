import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerHeaders } from '../http/bytesEntry';

/** What an answer may set for itself: a page's own policy (pages/) and opener policy (decision 0015). */
const OWN_CHOICE = new Set(['content-security-policy', 'cross-origin-opener-policy']);

/**
 * The security headers of an answer by its status, for an answer that sets none of its own: the
 * strict CSP (for the API's JSON and everything else that is not a page) and `same-origin`
 * isolation, which an answer may replace (OWN_CHOICE), and the rest, which it may not. A 304
 * carries no policy: the browser keeps the one stored with its copy, whose nonce matches that
 * copy's tags (pages/pageRoutes.ts). Made once per server, and shared by the hook below and the
 * cache's answers made before Fastify (plugins/responseCache.ts), so both send the same.
 */
export function securityHeaders(publicUrl: string): ServerHeaders {
  const answered: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  };
  if (publicUrl.startsWith('https://')) answered['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  const { 'content-security-policy': _policy, ...unchanged } = answered;
  return (status) => (status === 304 ? unchanged : answered);
}

/** Security headers on every response, and CORS closed unless origins are configured. */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const headersFor = securityHeaders(app.config.publicUrl);
    const [answered, unchanged] = [200, 304].map((status) => Object.entries(headersFor(status)));
    // A callback hook, not an async one: it runs on every answer, cached ones included.
    app.addHook('onSend', (_request, reply, payload, done) => {
      for (const [name, value] of reply.statusCode === 304 ? unchanged! : answered!) {
        if (!OWN_CHOICE.has(name) || !reply.hasHeader(name)) reply.header(name, value);
      }
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
  },
  { name: 'security' },
);
