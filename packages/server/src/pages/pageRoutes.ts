import { randomBytes } from 'node:crypto';
import { pagePaths } from '@firm/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serveCached, type Made } from '../cache/serveCached';
import { REVALIDATE } from '../http/cacheControl';
import { contentHash, etagMatches } from '../http/validators';
import { isoNow } from '../lib/time';
import { requestPath } from '../site/staticRoutes';
import { cachedPage } from './cachedPage';
import { newNonce, pageCsp } from './csp';
import { openerPolicy } from './openerPolicy';
import { prefetch } from './prefetch';

/** Paths the API and the media own: never a page, even when nothing there matches. */
const RESERVED = /^\/(?:api|media)(?:\/|$)/;

/** The visitors' pages, kept in the response cache; back-office shells and 404s never are. */
const CACHED_PAGES = new Set(['home', 'blog', 'blogPost', 'privacy']);

const ERROR_PAGE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Erro</title></head>
<body><h1>Erro interno do servidor.</h1><p>Tente novamente mais tarde. <a href="/">Voltar ao início</a></p></body></html>
`;

/**
 * Every other GET is a page of the app: `/`, `/blog`, `/blog/{slug}` and `/privacidade`
 * rendered on the server with their data, back-office paths as the shell the browser renders,
 * anything else the not-found page with a 404. The status is the app's (render decides).
 *
 * A page rendered for this request is never stored by shared caches (`private`: it carries its
 * own CSP nonce) and always revalidated (`no-cache`: an edited post shows on the next request),
 * with an ETag of the page without its nonce, so an unchanged page answers 304 — without a
 * Content-Security-Policy header, so the browser keeps the policy (and nonce) stored with the
 * copy it already has (docs/decisions/0008).
 *
 * The visitors' pages (200s of CACHED_PAGES, anonymous requests) are kept in the response
 * cache (cache/serveCached.ts) until a write changes what they show: the same bytes for
 * everyone, compressed once, their inline elements allowed by hash and no nonce at all
 * (pages/cachedPage.ts, decisions 0010 and 0014): a held page costs no query, no render and no
 * copy. Other pages are rendered on every request with the nonce on every tag. A post asked
 * for by an old slug answers 301 to its current address, query kept.
 */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const origin = app.config.publicUrl;
  const cache = app.responseCache;
  // Stands for the nonce while rendering; random per process, so no post can contain it.
  const nonceStandIn = `csp${randomBytes(12).toString('hex')}`;

  app.get(
    '/*',
    {
      schema: { hide: true },
      errorHandler: (err, request, reply) => {
        request.log.error({ err, url: request.url }, 'page render failed');
        return reply
          .status(500)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(ERROR_PAGE);
      },
    },
    async (request, reply) => {
      // '//host/x' would read as another origin to URL parsers downstream.
      const url = request.url.replace(/^\/{2,}/, '/');
      const pathname = url.split('?', 1)[0] ?? '/';
      if (RESERVED.test(pathname)) return reply.callNotFound();

      const build = await app.clientBuild.get();
      if (!build) {
        return reply
          .status(503)
          .header('content-type', 'text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('retry-after', '30')
          .send(app.clientBuild.missingMessage());
      }
      const file = build.files.get(requestPath(url));
      if (file) return build.sender.send(request, reply, file, REVALIDATE);

      const { entry } = build;
      // The query matters to /blog's list (?category=…&q=…&page=N); each address is its own cache entry.
      const search = url.slice(pathname.length);
      const page = entry.matchPage(pathname, search);
      const coop = openerPolicy(page.page);
      const make = async (): Promise<Made> => {
        const { data, dependencies } = await prefetch(app.db, page, entry.dataNeeds(page), isoNow());
        const current = data.post?.slug;
        if (current !== undefined && current !== page.slug) {
          return { answer: (_request, r) => r.redirect(`${pagePaths.blogPost(current)}${search}`, 301) };
        }
        const rendered = await entry.renderPage(build.template, url, data, { origin, nonce: nonceStandIn });
        const kept =
          rendered.status === 200 && CACHED_PAGES.has(page.page)
            ? cachedPage(rendered.html, nonceStandIn, { 'cross-origin-opener-policy': coop })
            : undefined;
        if (kept) return { entry: kept, dependencies };
        return { answer: (request, r) => sendRendered(request, r, rendered, coop) };
      };
      return serveCached(cache, request, reply, make);
    },
  );

  /**
   * A page answered the ordinary way: its opener policy (on the 304 too, so the stored copy's
   * stays the same), its ETag, then a fresh nonce in place of the stand-in.
   */
  function sendRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    { status, html }: { status: number; html: string },
    coop: string,
  ): FastifyReply {
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache, private')
      .header('cross-origin-opener-policy', coop);
    if (status === 200) {
      const etag = `W/"${contentHash(html)}"`;
      reply.header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    }
    const nonce = newNonce();
    reply.header('content-security-policy', pageCsp({ nonce }));
    return reply.send(html.replaceAll(nonceStandIn, nonce));
  }
}
