import { crawlerDisallowed, crawlerPaths, firm, pagePaths } from '@firm/contract';
import type { FastifyInstance } from 'fastify';
import { isoNow } from '../lib/time';
import { listPosts, listPublishedPostDates } from '../repositories/posts';
import { sendRevalidated } from '../http/validators';

/**
 * What crawlers and feed readers fetch: /robots.txt, /sitemap.xml and the blog's RSS 2.0 feed.
 * Every URL is absolute, from PUBLIC_URL, and equals the page's canonical URL. Generated on
 * each request (a handful of queries) so an edit or a scheduled post shows at once; the ETag
 * makes an unchanged answer cost a 304.
 */

export const FEED_SIZE = 20;

/** Text for XML: escaped, and without the control characters XML 1.0 forbids. */
export function xml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const later = (a: string, b: string) => (a > b ? a : b);

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const origin = app.config.publicUrl;
  const url = (path: string) => `${origin}${path}`;

  app.get(crawlerPaths.sitemap, { schema: { hide: true } }, async (request, reply) => {
    const posts = await listPublishedPostDates(app.db, isoNow());
    // A post's page changes when it is edited, and first appears when its date comes.
    const postMod = posts.map((p) => ({ slug: p.slug, lastmod: later(p.updated_at, p.published_at) }));
    const newest = postMod.reduce<string | undefined>((m, p) => (m && m > p.lastmod ? m : p.lastmod), undefined);
    const entries: { loc: string; lastmod?: string | undefined }[] = [
      { loc: url(pagePaths.home), lastmod: newest },
      { loc: url(pagePaths.blog), lastmod: newest },
      { loc: url(pagePaths.privacy) },
      ...postMod.map((p) => ({ loc: url(pagePaths.blogPost(p.slug)), lastmod: p.lastmod })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (e) => `  <url><loc>${xml(e.loc)}</loc>${e.lastmod ? `<lastmod>${xml(e.lastmod)}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return sendRevalidated(request, reply, body, 'application/xml; charset=utf-8');
  });

  app.get(crawlerPaths.robots, { schema: { hide: true } }, async (request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      ...crawlerDisallowed().map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${url(crawlerPaths.sitemap)}`,
      '',
    ].join('\n');
    return sendRevalidated(request, reply, body, 'text/plain; charset=utf-8');
  });

  app.get(crawlerPaths.feed, { schema: { hide: true } }, async (request, reply) => {
    const { results } = await listPosts(app.db, { publishedBefore: isoNow(), page: 1, pageSize: FEED_SIZE });
    const host = new URL(origin).hostname;
    const items = results.map((post) => {
      const link = url(pagePaths.blogPost(post.slug));
      return [
        '    <item>',
        `      <title>${xml(post.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        // The slug follows the title, so the permalink may change: the guid is the post's id.
        `      <guid isPermaLink="false">${xml(`tag:${host},${firm.foundedYear}:post-${post.id}`)}</guid>`,
        `      <pubDate>${new Date(post.published_at).toUTCString()}</pubDate>`,
        `      <description>${xml(post.excerpt)}</description>`,
        `      <dc:creator>${xml(post.author.name)}</dc:creator>`,
        ...post.tags.map((tag) => `      <category>${xml(tag.name)}</category>`),
        '    </item>',
      ].join('\n');
    });
    const lastBuild = results.reduce<string | undefined>(
      (m, p) => (m && m > later(p.updated_at, p.published_at) ? m : later(p.updated_at, p.published_at)),
      undefined,
    );
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      '  <channel>',
      `    <title>${xml(`Blog | ${firm.name}`)}</title>`,
      `    <link>${xml(url(pagePaths.blog))}</link>`,
      `    <description>${xml(firm.tagline)}</description>`,
      '    <language>pt-BR</language>',
      ...(lastBuild ? [`    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>`] : []),
      `    <atom:link href="${xml(url(crawlerPaths.feed))}" rel="self" type="application/rss+xml"/>`,
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
    return sendRevalidated(request, reply, body, 'application/rss+xml; charset=utf-8');
  });
}
