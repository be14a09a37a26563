import { expect, it } from 'vitest';
import {
  auth,
  createPostViaApi,
  createTestApp,
  describeApp,
  form,
  imageFile,
  makeActors,
  sampleImage,
} from '../helpers';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describeApp('back-office posts', (t, a, engine) => {
  it('creates a post from the JSON shape of §7, in one piece', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/posts/',
      headers: auth(a.lawyer),
      payload: {
        title: 'Previdência Social: o que muda?',
        published_at: '2024-03-01T09:30:00-03:00',
        tags: [{ name: 'Direito Previdenciário' }, { name: 'INSS' }],
        sections: [
          { type: 'title', content: 'Introdução', order: 0 },
          { type: 'paragraph', content: 'palavra '.repeat(450), order: 1 },
          { type: 'list', content: 'um\ndois\ntrês', order: 2 },
          { type: 'numberedList', content: 'primeiro\nsegundo', order: 3 },
          { type: 'image', content: '', order: 4 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post.slug).toBe('previdencia-social-o-que-muda');
    expect(post.published_at).toBe('2024-03-01T12:30:00.000Z');
    expect(post.published_at).toMatch(ISO);
    expect(post.reading_time).toBe('3 min de leitura');
    expect(post.user).toBe(a.lawyer.id);
    expect(post.tags.map((x: { name: string }) => x.name)).toEqual(['Direito Previdenciário', 'INSS']);
    expect(post.sections.map((s: { type: string }) => s.type)).toEqual([
      'title',
      'paragraph',
      'unordered_list',
      'ordered_list',
      'image',
    ]);
    expect(post.sections.map((s: { order: number }) => s.order)).toEqual([0, 1, 2, 3, 4]);
    expect(post.sections.every((s: { id: number }) => Number.isInteger(s.id))).toBe(true);
    expect(post.sections[2].content).toBe('um\ndois\ntrês');
  });

  it('makes unique slugs and sends old ones to the current address', async () => {
    const first = await createPostViaApi(t.app, a.admin, { title: 'Guarda Compartilhada' });
    const second = await createPostViaApi(t.app, a.admin, { title: 'Guarda compartilhada!' });
    expect(first.slug).toBe('guarda-compartilhada');
    expect(second.slug).toBe('guarda-compartilhada-2');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/post/posts/${first.id}/`,
      headers: auth(a.admin),
      payload: { title: 'Guarda dos filhos' },
    });
    expect(renamed.json().data.slug).toBe('guarda-dos-filhos');
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/post/posts/${first.id}/`,
      headers: auth(a.admin),
      payload: { title: 'Guarda unilateral' },
    });
    expect(again.json().data.slug).toBe('guarda-unilateral');
    // Every old address answers 301 straight to the current one (no chain of hops); pages too.
    for (const slug of ['guarda-compartilhada', 'guarda-dos-filhos']) {
      const old = await t.app.inject({ method: 'GET', url: `/api/post/public-posts/${slug}/` });
      expect([old.statusCode, old.headers.location]).toEqual([301, '/api/post/public-posts/guarda-unilateral/']);
    }
    const current = await t.app.inject({ method: 'GET', url: '/api/post/public-posts/guarda-unilateral/' });
    expect(current.json().data.title).toBe('Guarda unilateral');
    // The old slug stays reserved for its post.
    const third = await createPostViaApi(t.app, a.admin, { title: 'Guarda compartilhada' });
    expect(third.slug).toBe('guarda-compartilhada-3');
  });

  it('matches tags by name without case or accents', async () => {
    const p1 = await createPostViaApi(t.app, a.admin, { tags: [{ name: 'Direito de Família' }] });
    const p2 = await createPostViaApi(t.app, a.admin, { tags: [{ name: 'direito de familia' }] });
    expect(p2.tags[0].id).toBe(p1.tags[0].id);
    expect(p2.tags[0].name).toBe('Direito de Família');
  });

  it('updates sections by id keeping their image; returns ids in order', async () => {
    const upload = async (sectionId: number) => {
      const f = form({ image: imageFile(await sampleImage('png', 500, 300)) });
      return t.app.inject({
        method: 'POST',
        url: `/api/post/post-sections/${sectionId}/upload-image/`,
        headers: { ...f.headers, ...auth(a.admin) },
        payload: f.payload,
      });
    };
    const post = await createPostViaApi(t.app, a.admin, {
      sections: [
        { type: 'paragraph', content: 'a', order: 0 },
        { type: 'image', content: '', order: 1 },
      ],
    });
    const up = await upload(post.sections[1].id);
    expect(up.statusCode).toBe(200);
    const image = up.json().data.image as string;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/post/posts/${post.id}/`,
      headers: auth(a.admin),
      payload: {
        sections: [
          { id: post.sections[1].id, type: 'image', content: '', order: 0, image_alt: 'Descrição' },
          { type: 'subtitle', content: 'novo', order: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const sections = res.json().data.sections;
    expect(sections).toHaveLength(2);
    expect(sections[0]).toMatchObject({ id: post.sections[1].id, image, image_alt: 'Descrição', order: 0 });
    expect(sections[0].image_info.variants.length).toBeGreaterThan(0);
    expect(sections[1]).toMatchObject({ type: 'subtitle', content: 'novo', order: 1 });
    // The same image referenced by address (what a loaded image section holds) is accepted too.
    const byUrl = await t.app.inject({
      method: 'PATCH',
      url: `/api/post/posts/${post.id}/`,
      headers: auth(a.admin),
      payload: { sections: [{ type: 'image', content: '', order: 0, image }] },
    });
    expect(byUrl.json().data.sections[0].image).toBe(image);
  });

  it('accepts the form-data variant with a main image and tags as JSON text', async () => {
    const f = form({
      user: '999',
      title: 'Post em form data',
      published_at: '2024-01-02T03:04:05.000Z',
      tags: JSON.stringify([{ name: 'Direito Civil' }]),
      reading_time: 'ignored',
      image: imageFile(await sampleImage('webp', 2000, 1000), 'capa.webp', 'image/webp'),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/posts/',
      headers: { ...f.headers, ...auth(a.plain) },
      payload: f.payload,
    });
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post.user).toBe(a.plain.id);
    expect(post.reading_time).toBe('1 min de leitura');
    expect(post.image_info).toMatchObject({ width: 1600, height: 800 });
    expect(post.image_info.variants.map((v: { width: number }) => v.width)).toEqual([480, 720, 960, 1600]);
    const patch = form({ title: 'Post em form data (editado)', tags: '[{"name":"Direito Imobiliário"}]' });
    const res2 = await t.app.inject({
      method: 'PATCH',
      url: `/api/post/posts/${post.id}/`,
      headers: { ...patch.headers, ...auth(a.plain) },
      payload: patch.payload,
    });
    expect(res2.statusCode).toBe(200);
    expect(res2.json().data.tags[0].name).toBe('Direito Imobiliário');
    expect(res2.json().data.image).toBe(post.image);
  });

  it('uploads the main image separately', async () => {
    const post = await createPostViaApi(t.app, a.admin);
    const f = form({ image: imageFile(await sampleImage('gif', 300, 200), 'x.gif', 'image/gif'), image_alt: 'Capa' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/post/posts/${post.id}/upload-image/`,
      headers: { ...f.headers, ...auth(a.admin) },
      payload: f.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ image_alt: 'Capa', image_info: { width: 300, height: 200 } });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/post/posts/999999/upload-image/',
      headers: { ...f.headers, ...auth(a.admin) },
      payload: f.payload,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists all posts newest first, searching title or category, paginated', async () => {
    const fresh = await createTestApp(engine);
    try {
      const actors = await makeActors(fresh.app);
      for (let i = 1; i <= 8; i++) {
        await createPostViaApi(fresh.app, actors.admin, {
          title: `Artigo ${i}`,
          published_at: `2024-01-${String(i).padStart(2, '0')}T10:00:00.000Z`,
          tags: [{ name: i % 2 ? 'Direito Trabalhista' : 'Compliance Empresarial' }],
        });
      }
      await createPostViaApi(fresh.app, actors.admin, { title: 'Agendado', published_at: '2999-01-01T00:00:00.000Z' });
      const page1 = await fresh.app.inject({
        method: 'GET',
        url: '/api/post/posts/?page=1&page_size=6',
        headers: auth(actors.plain),
      });
      expect(page1.statusCode).toBe(200);
      expect(page1.json().data.count).toBe(9);
      expect(
        page1
          .json()
          .data.results.map((p: { title: string }) => p.title)
          .slice(0, 3),
      ).toEqual(['Agendado', 'Artigo 8', 'Artigo 7']);
      const page2 = await fresh.app.inject({
        method: 'GET',
        url: '/api/post/posts/?page=2&page_size=6',
        headers: auth(actors.plain),
      });
      expect(page2.json().data.results).toHaveLength(3);
      const byTag = await fresh.app.inject({
        method: 'GET',
        url: '/api/post/posts/?search=TRABALHISTA',
        headers: auth(actors.plain),
      });
      expect(byTag.json().data.count).toBe(4);
      const byTitle = await fresh.app.inject({
        method: 'GET',
        url: '/api/post/posts/?search=artigo%203',
        headers: auth(actors.plain),
      });
      expect(byTitle.json().data.results.map((p: { title: string }) => p.title)).toEqual(['Artigo 3']);
      const row = page1.json().data.results[1];
      expect(row).toMatchObject({ excerpt: 'Um parágrafo de teste.', user_name: 'Administrador' });
      expect(row.sections).toBeUndefined();
      const beyond = await fresh.app.inject({
        method: 'GET',
        url: '/api/post/posts/?page=999999',
        headers: auth(actors.plain),
      });
      expect(beyond.json().data).toEqual({ results: [], count: 9 });
      const wildcard = await fresh.app.inject({
        method: 'GET',
        url: '/api/post/posts/?search=%25',
        headers: auth(actors.plain),
      });
      expect(wildcard.json().data.count).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('deletes a post', async () => {
    const post = await createPostViaApi(t.app, a.admin);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/post/posts/${post.id}/`, headers: auth(a.plain) });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/post/posts/${post.id}/`, headers: auth(a.plain) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/post/posts/${post.id}/`, headers: auth(a.plain) })).statusCode,
    ).toBe(404);
  });

  it.each([
    ['missing title', { published_at: '2024-01-01T00:00:00.000Z' }, 'title'],
    ['missing date', { title: 'x' }, 'published_at'],
    ['bad date', { title: 'x', published_at: 'ontem' }, 'published_at'],
    ['impossible date', { title: 'x', published_at: '2024-13-45T00:00:00Z' }, 'published_at'],
    [
      'bad section type',
      { title: 'x', published_at: '2024-01-01', sections: [{ type: 'video', content: 'x', order: 0 }] },
      'sections.0.type',
    ],
    ['tags not a list', { title: 'x', published_at: '2024-01-01', tags: 'Civil' }, 'tags'],
    ['1 MB title', { title: 'x'.repeat(1_000_000), published_at: '2024-01-01' }, 'title'],
    ['unknown field', { title: 'x', published_at: '2024-01-01', owner: 1 }, 'owner'],
    ['HTML and SQL in a tag', { title: 'x', published_at: '2024-01-01', tags: [{ name: '' }] }, 'tags.0.name'],
  ])('refuses %s with 400 naming the field', async (_name, payload, field) => {
    const before = await t.app.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'POST', url: '/api/post/posts/', headers: auth(a.admin), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[field]?.[0]).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
    const after = await t.app.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('stores HTML and SQL metacharacters as plain text', async () => {
    const title = `<script>alert(1)</script> '; drop table posts; --`;
    const post = await createPostViaApi(t.app, a.admin, { title, tags: [{ name: "O'Brien & <b>" }] });
    expect(post.title).toBe(title);
    expect(post.tags[0].name).toBe("O'Brien & <b>");
    expect(post.slug).toBe('script-alert-1-script-drop-table-posts');
  });
});
