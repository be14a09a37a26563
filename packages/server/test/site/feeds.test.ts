import { beforeAll, describe, expect, it } from 'vitest';
import { FEED_SIZE, xml } from '../../src/site/feeds';
import { auth, createPostViaApi, describeApp } from '../helpers';

const PUBLIC_URL = 'https://www.exemplo.adv.br';

type ApiPost = { id: number; slug: string; title: string; published_at: string; updated_at: string };

/** The text of every <tag> element in order (no nesting in these documents). */
const all = (body: string, tag: string) =>
  [...body.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);

describeApp('sitemap, robots and RSS', { env: { PUBLIC_URL } }, (t, a) => {
  const posts: ApiPost[] = [];
  let scheduled: ApiPost;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${a.lawyer.id}/`,
      headers: auth(a.admin),
      payload: { name: 'Dra. Ana Campos' },
    });
    // FEED_SIZE + 2 published posts, one a day, the newest last; and one scheduled.
    for (let i = 0; i < FEED_SIZE + 2; i += 1) {
      const day = String(i + 1).padStart(2, '0');
      posts.push(
        await createPostViaApi(t.app, a.lawyer, {
          title: i === FEED_SIZE + 1 ? 'Guarda & pensão: <dúvidas> comuns' : `Artigo número ${i + 1}`,
          published_at: `2024-03-${day}T12:00:00.000Z`,
          tags: [{ name: i % 2 ? 'Direito de Família' : 'Direito Civil' }],
          sections: [{ type: 'paragraph', content: `Primeiro parágrafo do artigo ${i + 1}.`, order: 0 }],
        }),
      );
    }
    scheduled = await createPostViaApi(t.app, a.lawyer, {
      title: 'Ainda não publicado',
      published_at: '2999-01-01T00:00:00.000Z',
    });
  });

  it('lists the pages and every public post in the sitemap, with last-modified dates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = all(res.body, 'loc');
    expect(locs.slice(0, 3)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/blog`, `${PUBLIC_URL}/privacidade`]);
    expect(locs).toHaveLength(3 + posts.length);
    expect(locs).not.toContain(`${PUBLIC_URL}/blog/${scheduled.slug}`);
    for (const post of posts) {
      // Published in the past, then stored: updated_at is the later date.
      expect(res.body).toContain(
        `<url><loc>${PUBLIC_URL}/blog/${post.slug}</loc><lastmod>${post.updated_at}</lastmod></url>`,
      );
    }
    const newest = posts
      .map((p) => p.updated_at)
      .sort()
      .at(-1);
    expect(res.body).toContain(`<url><loc>${PUBLIC_URL}/</loc><lastmod>${newest}</lastmod></url>`);
  });

  it('keeps crawlers out of the back office and points them to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /login',
        'Disallow: /posts',
        'Disallow: /users',
        'Disallow: /api/',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('publishes the latest 20 public posts as RSS 2.0', async () => {
    const res = await get('/blog/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body).toContain(`<link>${PUBLIC_URL}/blog</link>`);
    expect(res.body).toContain(`<atom:link href="${PUBLIC_URL}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    const items = res.body.split('<item>').slice(1);
    expect(items).toHaveLength(FEED_SIZE);
    const expected = [...posts].reverse().slice(0, FEED_SIZE);
    expected.forEach((post, i) => {
      const item = items[i]!;
      expect(all(item, 'title')).toEqual([xml(post.title)]);
      expect(all(item, 'link')).toEqual([`${PUBLIC_URL}/blog/${post.slug}`]);
      expect(all(item, 'guid')).toEqual([`tag:www.exemplo.adv.br,2016:post-${post.id}`]);
      expect(all(item, 'pubDate')).toEqual([new Date(post.published_at).toUTCString()]);
      expect(all(item, 'description')).toEqual([xml(`Primeiro parágrafo do artigo ${posts.indexOf(post) + 1}.`)]);
      expect(all(item, 'dc:creator')).toEqual(['Dra. Ana Campos']);
    });
    // Escaped, never raw markup.
    expect(items[0]).toContain('<title>Guarda &amp; pensão: &lt;dúvidas&gt; comuns</title>');
    expect(res.body).not.toContain(scheduled.title);
  });

  it('answers 304 while unchanged and shows an edit at once', async () => {
    const first = await get('/blog/rss.xml');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect((await get('/blog/rss.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    const newest = posts.at(-1)!;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/post/posts/${newest.id}/`,
      headers: auth(a.lawyer),
      payload: { title: 'Guarda compartilhada: título revisto' },
    });
    expect(patched.statusCode).toBe(200);
    const after = await get('/blog/rss.xml', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<title>Guarda compartilhada: título revisto</title>');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain(`${PUBLIC_URL}/blog/${patched.json().data.slug}</loc>`);
    // Only the current address: the old one answers 301 to it.
    expect(patched.json().data.slug).not.toBe(newest.slug);
    expect(sitemap.body).not.toContain(`${PUBLIC_URL}/blog/${newest.slug}</loc>`);
    expect(after.body).not.toContain(`${PUBLIC_URL}/blog/${newest.slug}</link>`);
  });
});

describe('xml', () => {
  it('escapes markup and drops characters XML 1.0 forbids', () => {
    expect(xml(`a & b < c > d " e ' f\u0001g`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; fg');
  });
});
