import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiRoutes, designSystemPath, pagePaths, responses } from '@firm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, ok } from '../lib/http';
import { issueDesignSystemSession, isDesignSystemSession } from '../repositories/tokens';
import { bearer, errorResponses } from '../routes/common';
import { contentType, indexStaticFiles, StaticFileSender, type StaticIndex } from './staticFiles';
import { requestPath } from './staticRoutes';

export const DESIGN_SYSTEM_COOKIE = 'design_system_session';
/** How long the cookie (and its row in `tokens`) lives; the staff link asks for a new one each time. */
export const DESIGN_SYSTEM_SESSION_MINUTES = 30;

/**
 * Storybook's static build needs more than the strict policy of the rest of the site: its
 * manager and preview pages (index.html, iframe.html) carry inline scripts and styles, the
 * manager shows the preview in a same-origin iframe (so `frame-ancestors 'self'` and
 * X-Frame-Options SAMEORIGIN here, DENY elsewhere), and it loads its own fonts, images (data:
 * URLs too) and index.json. Nothing from another origin, no eval. Only /design-system/ gets it.
 */
export const DESIGN_SYSTEM_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** The cookie's value from a Cookie header, if any. */
function sessionCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DESIGN_SYSTEM_COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * `POST /api/user/design-system-session/`: a signed-in user (the token is in the browser's
 * storage, out of reach of a plain navigation) trades the token for a short-lived cookie that
 * only /design-system/ receives. Its value is random and stored hashed in `tokens`, so every
 * instance accepts it.
 */
export const designSystemSessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiRoutes.designSystemSession,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Cookie de sessão (30 min) para abrir o design system em /design-system/',
        security: bearer,
        response: { 200: responses.empty, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (app.config.designSystem === 'off') throw notFound();
      if (app.config.designSystem === 'staff') {
        const value = await issueDesignSystemSession(app.db, request.user!.id, DESIGN_SYSTEM_SESSION_MINUTES * 60_000);
        const secure = app.config.publicUrl.startsWith('https://') ? '; Secure' : '';
        reply.header(
          'set-cookie',
          `${DESIGN_SYSTEM_COOKIE}=${value}; Path=${designSystemPath}; Max-Age=${DESIGN_SYSTEM_SESSION_MINUTES * 60}; HttpOnly; SameSite=Strict${secure}`,
        );
      }
      reply.header('cache-control', 'no-store');
      return ok(null, 'Sessão do design system aberta.');
    },
  );
};

/**
 * The static Storybook (`npm run build-storybook`, STORYBOOK_DIR) at /design-system/, for staff
 * (DESIGN_SYSTEM): without a live session cookie a request is sent to the login page. Never
 * through the response cache (nothing here calls serveCached), private to the browser, not
 * indexed. The files are listed on first use; a rebuild needs a restart, as the app's build does.
 */
export async function designSystemRoutes(app: FastifyInstance): Promise<void> {
  const { designSystem, storybookDir } = app.config;
  // Off: no route at all, so /design-system/ is an unknown page (the site's 404).
  if (designSystem === 'off') return;
  let files: Promise<StaticIndex | null> | undefined;
  const sender = new StaticFileSender();
  const load = () =>
    (files ??= existsSync(path.join(storybookDir, 'index.html'))
      ? indexStaticFiles(storybookDir).then((index) => {
          // indexStaticFiles leaves out index.html (the app's is a template); Storybook's is its manager.
          const file = path.join(storybookDir, 'index.html');
          return new Map(index).set('/index.html', { file, type: contentType(file), encoded: {} });
        })
      : Promise.resolve(null));

  const allowed = async (request: FastifyRequest) => {
    if (designSystem === 'public') return true;
    const value = sessionCookie(request.headers.cookie);
    return value !== undefined && /^[A-Za-z0-9_-]{20,200}$/.test(value) && isDesignSystemSession(app.db, value);
  };

  // Runs after the security plugin's hook (a root hook), so these replace its CSP and framing.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('content-security-policy', DESIGN_SYSTEM_CSP);
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('cache-control', 'private, no-cache');
    done(null, payload);
  });

  const prefix = designSystemPath.slice(0, -1); // '/design-system'
  app.get(prefix, { schema: { hide: true } }, async (_request, reply) => reply.redirect(designSystemPath, 302));

  app.get(`${designSystemPath}*`, { schema: { hide: true } }, async (request, reply) => {
    if (!(await allowed(request))) return reply.redirect(pagePaths.login, 302);
    const index = await load();
    if (!index) {
      return reply
        .status(503)
        .header('content-type', 'text/plain; charset=utf-8')
        .send(
          'O Storybook não foi compilado: execute `npm run build-storybook` (ou `npm start`) e reinicie o servidor.\n',
        );
    }
    const rest = requestPath(request.url).slice(prefix.length);
    const entry = index.get(rest === '/' ? '/index.html' : rest);
    if (!entry) return reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('Não encontrado.\n');
    return sender.send(request, reply, entry, 'private, no-cache');
  });
}
