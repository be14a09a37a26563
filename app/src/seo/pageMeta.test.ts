import { describe, expect, it } from 'vitest';
import { absoluteUrl, pageMeta, postDescription, renderHead } from './pageMeta';

const section = (type: 'title' | 'paragraph', content: string, order: number) => ({
  id: order,
  post: 1,
  type,
  content,
  order,
  image: null,
  image_alt: '',
  image_info: null,
});

describe('page meta', () => {
  it('describes a post by its first paragraph, cut at a word', () => {
    const long = 'palavra '.repeat(40);
    const description = postDescription({
      title: 'T',
      sections: [section('title', 'Intro', 0), section('paragraph', long, 1)],
    });
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('palavra…')).toBe(true);
    expect(postDescription({ title: 'Só título', sections: [] })).toBe('Só título');
  });

  it('makes media paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://a.br', '/media/x.jpg')).toBe('https://a.br/media/x.jpg');
    expect(absoluteUrl('https://a.br/', 'https://cdn.br/y.jpg')).toBe('https://cdn.br/y.jpg');
  });

  it('keeps the blog canonical and indexable, and the 404 not', () => {
    expect(renderHead(pageMeta({ page: 'blog' }, 'https://a.br'), 'https://a.br')).toContain(
      '<link rel="canonical" href="https://a.br/blog">',
    );
    const notFound = renderHead(pageMeta({ page: 'notFound' }, 'https://a.br'), 'https://a.br');
    expect(notFound).toContain('noindex');
    expect(notFound).not.toContain('canonical');
  });

  it('escapes attribute values', () => {
    const meta = { ...pageMeta({ page: 'blog' }, 'https://a.br'), title: 'A "B" <C>' };
    expect(renderHead(meta, 'https://a.br')).toContain('<title>A &quot;B&quot; &lt;C&gt;</title>');
  });
});
