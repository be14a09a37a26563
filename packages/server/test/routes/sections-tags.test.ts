import { expect, it } from 'vitest';
import { auth, createPostViaApi, describeApp, form, imageFile, sampleImage } from '../helpers';

describeApp('sections and tags', (t, a) => {
  it('creates, lists, updates and deletes sections (form data), keeping reading time current', async () => {
    const post = await createPostViaApi(t.app, a.lawyer, { sections: [] });
    const f = form({ post: String(post.id), type: 'paragraph', content: 'palavra '.repeat(250), order: '0' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/post/post-sections/',
      headers: { ...f.headers, ...auth(a.lawyer) },
      payload: f.payload,
    });
    expect(created.statusCode).toBe(201);
    const section = created.json().data;
    expect(section).toMatchObject({ post: post.id, type: 'paragraph', order: 0, image: null });

    const withImage = form({
      post: String(post.id),
      type: 'image',
      content: '',
      image: imageFile(await sampleImage('jpeg'), 'a.jpg', 'image/jpeg'),
    });
    const imgSection = await t.app.inject({
      method: 'POST',
      url: '/api/post/post-sections/',
      headers: { ...withImage.headers, ...auth(a.lawyer) },
      payload: withImage.payload,
    });
    expect(imgSection.statusCode).toBe(201);
    expect(imgSection.json().data).toMatchObject({ order: 1, type: 'image' });
    expect(imgSection.json().data.image).toMatch(/^\/media\//);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/post/post-sections/?post=${post.id}`,
      headers: auth(a.lawyer),
    });
    expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([section.id, imgSection.json().data.id]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/post/posts/${post.id}/`, headers: auth(a.lawyer) });
    expect(detail.json().data.reading_time).toBe('2 min de leitura');

    const p = form({ type: 'list', content: 'a\nb', order: '5' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/post/post-sections/${section.id}/`,
      headers: { ...p.headers, ...auth(a.lawyer) },
      payload: p.payload,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ type: 'unordered_list', content: 'a\nb', order: 5 });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/post/post-sections/${section.id}/`,
      headers: auth(a.lawyer),
    });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/post/post-sections/${section.id}/`, headers: auth(a.lawyer) }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses sections of unknown posts and bad fields', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/post/post-sections/',
      headers: auth(a.lawyer),
      payload: { post: 999999, type: 'paragraph', content: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    const badType = await t.app.inject({
      method: 'POST',
      url: '/api/post/post-sections/',
      headers: auth(a.lawyer),
      payload: { post: 1, type: 'video', content: 'x' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors.type[0]).toMatch(/^type: /);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/post/post-sections/?post=abc', headers: auth(a.lawyer) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/post/post-sections/', headers: auth(a.lawyer) })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/post/post-sections/?post=999999', headers: auth(a.lawyer) }))
        .statusCode,
    ).toBe(404);
  });

  it('creates tags, refusing duplicates without case or accents (409)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/post-tags/',
      headers: auth(a.plain),
      payload: { name: '  Direito Imobiliário ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Direito Imobiliário' });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/post/post-tags/',
      headers: auth(a.plain),
      payload: { name: 'direito imobiliario' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('name: Esta categoria já existe.');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/post/post-tags/',
      headers: auth(a.plain),
      payload: { name: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: '/api/post/post-tags/', headers: auth(a.plain) });
    expect(list.json().data.map((x: { name: string }) => x.name)).toContain('Direito Imobiliário');
  });

  it('deleting a tag removes it from posts; the posts stay', async () => {
    const post = await createPostViaApi(t.app, a.plain, { tags: [{ name: 'Temporária' }, { name: 'Direito Civil' }] });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/post/post-tags/${post.tags[0].id}/`,
      headers: auth(a.plain),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().success).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: `/api/post/posts/${post.id}/`, headers: auth(a.plain) });
    expect(again.json().data.tags.map((x: { name: string }) => x.name)).toEqual(['Direito Civil']);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/post/post-tags/${post.tags[0].id}/`, headers: auth(a.plain) }))
        .statusCode,
    ).toBe(404);
  });
});
