import type { Post, PrefetchedData } from '@firm/contract';
import { describe, expect, it } from 'vitest';
import { dataNeeds, matchPage, render, renderPage } from './entry-server';

const origin = 'https://www.exemplo.adv.br';

const post: Post = {
  id: 1,
  slug: 'guarda-compartilhada',
  title: 'Guarda compartilhada: o que muda',
  image: '/media/guarda.jpg',
  image_alt: '',
  image_info: null,
  tags: [{ id: 2, name: 'Direito de Família' }],
  published_at: '2025-01-02T03:04:05.006Z',
  reading_time: '3 min de leitura',
  sections: [
    {
      id: 5,
      post: 1,
      type: 'paragraph',
      content: 'A guarda compartilhada é a regra.',
      order: 0,
      image: null,
      image_alt: '',
      image_info: null,
    },
  ],
  user: 1,
  author: { name: 'Ana Souza', image: null, title: 'Advogada', summary: '', oab: 'OAB/SP 1' },
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-03T00:00:00.000Z',
};

describe('matchPage and dataNeeds', () => {
  it('tells the server what each page needs', () => {
    expect(dataNeeds(matchPage('/'))).toEqual(['posts', 'team']);
    expect(dataNeeds(matchPage('/blog/'))).toEqual(['blogPages', 'tags']);
    expect(matchPage('/blog/a%20b')).toEqual({ page: 'blogPost', slug: 'a b' });
    expect(dataNeeds(matchPage('/blog/x'))).toEqual(['post']);
    expect(matchPage('/posts/edit/3')).toEqual({ page: 'backoffice' });
    expect(matchPage('/nada')).toEqual({ page: 'notFound' });
  });
});

describe('render', () => {
  it('renders the landing page with its head, styles and SWR data', async () => {
    const result = await render('/', { posts: { results: [], count: 0 }, team: [] }, { origin, nonce: 'abc' });
    expect(result.status).toBe(200);
    expect(result.html.length).toBeGreaterThan(0);
    expect(result.head).toContain('<link rel="canonical" href="https://www.exemplo.adv.br/">');
    expect(result.head).toContain('"@type":"LegalService"');
    expect(result.head).toContain('"addressLocality":"Santos"');
    expect(result.head).toContain('<script type="application/ld+json" nonce="abc">');
    expect(result.styles).toMatch(/^<style nonce="abc" /);
    expect(result.state).toContain('id="__APP_DATA__"');
    expect(result.state).toContain('"/api/user/list/":[]');
  });

  it('answers 404 for an unknown path', async () => {
    const result = await render('/nao-existe', {}, { origin });
    expect(result.status).toBe(404);
    expect(result.head).toContain('<meta name="robots" content="noindex">');
  });

  it("answers 404 for an unknown slug, with the post page's own state", async () => {
    const result = await render('/blog/desconhecido', { post: null }, { origin });
    expect(result.status).toBe(404);
    expect(result.html).toContain('Publicação não encontrada.');
  });

  it('puts the content in the HTML (readable without JavaScript)', async () => {
    const { html, state } = await render('/blog/guarda-compartilhada', { post }, { origin });
    expect(html).toContain('Guarda compartilhada: o que muda');
    expect(html).toContain('A guarda compartilhada é a regra.');
    expect(state).toContain(`"origin":"${origin}"`);
    const blog = await render(
      '/blog',
      { blogPages: [{ results: [], count: 0 }], tags: [{ name: 'Direito de Família' }] },
      { origin },
    );
    expect(blog.html).toContain('Direito de Família');
    expect(blog.html).toContain('Nenhuma publicação encontrada.');
  });

  it('renders /blog from its query: filters, pages 1..N, canonical and rel=next', async () => {
    const summary = (id: number) => ({ ...post, id, slug: `p${id}`, title: `Artigo ${id}` });
    const page = (from: number, length: number) => ({
      results: Array.from({ length }, (_, i) => summary(from + i)),
      count: 20,
    });
    const data = {
      blogPages: [page(1, 9), page(10, 9)],
      tags: [{ name: 'Direito Civil' }],
    } as unknown as PrefetchedData;
    const { html, head } = await render('/blog?q=aviso&category=Direito+Civil&page=2', data, { origin });
    expect(html).toContain('Artigo 18');
    expect(html).toContain('Mostrando 18 de 20 publicações');
    expect(html).toContain('value="aviso"');
    expect(html).toContain('href="/blog?category=Direito%20Civil&amp;q=aviso&amp;page=3"');
    expect(head).toContain(
      `<link rel="canonical" href="${origin}/blog?category=Direito%20Civil&amp;q=aviso&amp;page=2">`,
    );
    expect(head).toContain(`<link rel="next" href="${origin}/blog?category=Direito%20Civil&amp;q=aviso&amp;page=3">`);
    const lastData = { blogPages: [page(1, 9), page(10, 9), page(19, 2)] } as unknown as PrefetchedData;
    const last = await render('/blog?page=3', lastData, { origin });
    expect(last.head).not.toContain('rel="next"');
    expect(last.html).not.toContain('Carregar mais');
  });

  it('describes a post for search engines and link previews', async () => {
    const { status, head } = await render('/blog/guarda-compartilhada', { post }, { origin });
    expect(status).toBe(200);
    expect(head).toContain('<title>Guarda compartilhada: o que muda | ');
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain('<meta property="og:image" content="https://www.exemplo.adv.br/media/guarda.jpg">');
    expect(head).toContain('<meta name="description" content="A guarda compartilhada é a regra.">');
    expect(head).toContain('"@type":"BlogPosting"');
    expect(head).toContain('"@type":"BreadcrumbList"');
    expect(head).toContain('"datePublished":"2025-01-02T03:04:05.006Z"');
  });

  it("fetches a post's main image from <head>: the file its <img> picks, at high priority", async () => {
    const withVariants: Post = {
      ...post,
      image: '/media/guarda.webp',
      image_info: {
        width: 960,
        height: 540,
        variants: [
          { width: 960, url: '/media/guarda-960.webp' },
          { width: 480, url: '/media/guarda-480.webp' },
        ],
      },
    };
    const { head, html } = await render('/blog/guarda-compartilhada', { post: withVariants }, { origin });
    const preload =
      /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(
        head,
      );
    expect(preload?.[1]).toBe('/media/guarda.webp');
    expect(preload?.[2]).toBe('/media/guarda-480.webp 480w, /media/guarda-960.webp 960w');
    // The same srcset and sizes as the article's <img>, or the browser would fetch another width.
    const img = /<img src="\/media\/guarda\.webp" srcSet="([^"]+)" sizes="([^"]+)"/.exec(html);
    expect(img?.slice(1)).toEqual(preload?.slice(2));
    expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(head.indexOf('<title>'));
  });

  it('preloads no image for a page without one', async () => {
    const { head } = await render('/', { posts: { results: [], count: 0 }, team: [] }, { origin });
    expect(head).not.toContain('as="image"');
  });

  it('leaves staff pages to the browser', async () => {
    const result = await render('/posts', {}, { origin });
    expect(result).toMatchObject({ status: 200, html: '', state: '' });
  });

  it('escapes data that could close the script tag', async () => {
    const evil = { ...post, title: '</script><script>alert(1)</script>' };
    const { state, head } = await render('/blog/guarda-compartilhada', { post: evil }, { origin });
    expect(state).not.toContain('</script><script>');
    expect(head).not.toContain('</script><script>alert');
  });

  it('fills the template placeholders and nonces', async () => {
    const template =
      '<head><meta property="csp-nonce" nonce="__CSP_NONCE__"><!--app-head--></head><div id="root"><!--app-html--></div><!--app-state--><script nonce="__CSP_NONCE__"></script>';
    const { status, html } = await renderPage(template, '/', {}, { origin, nonce: 'n1' });
    expect(status).toBe(200);
    expect(html).not.toContain('__CSP_NONCE__');
    expect(html).not.toContain('<!--app-');
    expect(html).toContain('<script nonce="n1"></script>');
  });
});
