import { beforeAll, expect, it } from 'vitest';
import { auth, createPostViaApi, describeApp } from '../helpers';

describeApp('public blog', (t, a) => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const titles = (res: { json: () => any }) => res.json().data.results.map((p: { title: string }) => p.title);

  beforeAll(async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${a.lawyer.id}/`,
      headers: auth(a.admin),
      payload: { name: 'Dra. Ana', title: 'Advogada', summary: 'Resumo', oab: 'OAB/SP 1.234' },
    });
    await createPostViaApi(t.app, a.lawyer, {
      title: 'Previdência Social: o que muda?',
      published_at: '2024-02-01T10:00:00.000Z',
      tags: [{ name: 'Direito Previdenciário' }],
    });
    await createPostViaApi(t.app, a.lawyer, {
      title: 'Revisão de benefício',
      published_at: '2024-03-01T10:00:00.000Z',
      tags: [{ name: 'Direito Previdenciário' }],
      sections: [
        {
          type: 'paragraph',
          content: 'Quem se aposentou pode pedir revisão da APOSENTADORIA e da previdência complementar.',
          order: 0,
        },
      ],
    });
    await createPostViaApi(t.app, a.lawyer, {
      title: 'Aposentadoria especial',
      published_at: '2024-01-01T10:00:00.000Z',
      tags: [{ name: 'Direito Trabalhista' }],
    });
    await createPostViaApi(t.app, a.lawyer, {
      title: 'Post do futuro',
      published_at: '2999-01-01T00:00:00.000Z',
      tags: [{ name: 'Direito Civil' }],
    });
  });

  it('lists only posts already published, newest first, with count', async () => {
    const res = await get('/api/post/public-posts/');
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(res.json().data.count).toBe(3);
    expect(titles(res)).toEqual(['Revisão de benefício', 'Previdência Social: o que muda?', 'Aposentadoria especial']);
  });

  it('pages with page and page_size', async () => {
    const res = await get('/api/post/public-posts/?page=2&page_size=2');
    expect(res.json().data).toMatchObject({ count: 3 });
    expect(titles(res)).toEqual(['Aposentadoria especial']);
  });

  it('filters by category without case or accents', async () => {
    const res = await get(`/api/post/public-posts/?tags=${encodeURIComponent('direito previdenciario')}`);
    expect(res.json().data.count).toBe(2);
    expect((await get('/api/post/public-posts/?tags=Direito%20Civil')).json().data.count).toBe(0);
  });

  it('searches title and text without case or accents, title matches first', async () => {
    const res = await get('/api/post/public-posts/?title=previdencia');
    expect(titles(res)).toEqual(['Previdência Social: o que muda?', 'Revisão de benefício']);
    const text = await get('/api/post/public-posts/?title=Aposentadoria');
    expect(titles(text)).toEqual(['Aposentadoria especial', 'Revisão de benefício']);
    const both = await get(
      `/api/post/public-posts/?title=${encodeURIComponent('REVISÃO')}&tags=direito%20previdenciario`,
    );
    expect(titles(both)).toEqual(['Revisão de benefício']);
  });

  it('serves a post by slug with author, tags, ordered sections and reading time', async () => {
    const res = await get('/api/post/public-posts/previdencia-social-o-que-muda/');
    expect(res.statusCode).toBe(200);
    const post = res.json().data;
    expect(post.author).toEqual({
      name: 'Dra. Ana',
      image: null,
      title: 'Advogada',
      summary: 'Resumo',
      oab: 'OAB/SP 1.234',
    });
    expect(post.tags[0].name).toBe('Direito Previdenciário');
    expect(post.reading_time).toBe('1 min de leitura');
    expect(post.published_at).toBe('2024-02-01T10:00:00.000Z');
    expect(res.body).not.toMatch(/@test\.local/);
  });

  it('hides future posts and unknown slugs (404)', async () => {
    expect((await get('/api/post/public-posts/post-do-futuro/')).statusCode).toBe(404);
    const unknown = await get('/api/post/public-posts/nao-existe/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Publicação não encontrada.' });
  });

  it('lists categories', async () => {
    const res = await get('/api/post/public-post-tags/');
    expect(res.json().data.map((x: { name: string }) => x.name)).toEqual([
      'Direito Civil',
      'Direito Previdenciário',
      'Direito Trabalhista',
    ]);
  });

  it.each([
    '/api/post/public-posts/?page=abc',
    '/api/post/public-posts/?page=0',
    '/api/post/public-posts/?page=99999999999999999999',
    '/api/post/public-posts/?page_size=1000',
    `/api/post/public-posts/?title=${'x'.repeat(5000)}`,
  ])('bad query %s is a 400', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it.each(["' or 1=1 --", '%', '_', '\\', '<script>'])('treats %s in a search as text', async (term) => {
    const res = await get(`/api/post/public-posts/?title=${encodeURIComponent(term)}&tags=${encodeURIComponent(term)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(0);
  });
});
