import { describe, expect, it } from 'vitest';
import { json, testClient } from '../api/testing';
import {
  createPostSaver,
  HELD_PUBLISHED_AT,
  postBody,
  PostSaveError,
  type PostDraftInput,
  type SaveProgress,
} from './savePost';

const ok = (data: unknown) => json({ success: true, message: 'ok', data });
const png = (name: string) => new File([name], `${name}.png`, { type: 'image/png' });

const draft = (overrides: Partial<PostDraftInput> = {}): PostDraftInput => ({
  title: ' Guarda compartilhada ',
  publishedAt: new Date(2025, 0, 2), // the calendar day picked in the editor
  category: 'Direito de Família',
  mainImage: png('main'),
  sections: [
    { type: 'title', content: 'Introdução' },
    { type: 'image', content: '', file: png('s1') },
    { type: 'list', content: ['um', 'dois'] },
    { type: 'image', content: '', file: png('s3') },
  ],
  ...overrides,
});

const saved = (id: number) =>
  ok({ id, slug: `post-${id}`, sections: [10, 11, 12, 13].map((s, order) => ({ id: s + id, order })) });

describe('postBody (§7)', () => {
  it('sends title, published_at (the day in São Paulo, UTC ISO with ms), the category as one tag and ordered sections', () => {
    expect(postBody(draft())).toEqual({
      title: 'Guarda compartilhada',
      published_at: '2025-01-02T03:00:00.000Z', // midnight in São Paulo, UTC with ms
      tags: [{ name: 'Direito de Família' }],
      sections: [
        { type: 'title', content: 'Introdução', order: 0 },
        { type: 'image', content: '', order: 1 },
        { type: 'unordered_list', content: 'um\ndois', order: 2 },
        { type: 'image', content: '', order: 3 },
      ],
    });
  });

  it("keeps a loaded section's id and image address", () => {
    const body = postBody(
      draft({ sections: [{ type: 'image', content: '', id: 9, image: '/media/a.jpg', imageAlt: 'Fachada' }] }),
    );
    expect(body.sections?.[0]).toEqual({
      type: 'image',
      content: '',
      order: 0,
      id: 9,
      image: '/media/a.jpg',
      image_alt: 'Fachada',
    });
  });
});

describe('the save flow (§7)', () => {
  it('creates, uploads the main image, then each new section image in order with progress n/total', async () => {
    const { client, calls } = testClient([saved(1), ok({}), ok({}), ok({}), saved(1)]);
    const progress: SaveProgress[] = [];
    const result = await createPostSaver(client).save(draft(), (p) => progress.push(p));
    expect(result).toEqual({ id: 1, slug: 'post-1' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/post/posts/',
      'POST /api/post/posts/1/upload-image/',
      'POST /api/post/post-sections/12/upload-image/',
      'POST /api/post/post-sections/14/upload-image/',
      'PATCH /api/post/posts/1/',
    ]);
    expect((calls[2]?.body as FormData).get('image')).toMatchObject({ name: 's1.png' });
    expect(progress).toEqual([
      { step: 'post' },
      { step: 'saved', postId: 1, sectionIds: [11, 12, 13, 14] },
      { step: 'section', current: 1, total: 2 },
      { step: 'section', current: 2, total: 2 },
    ]);
  });

  it('matches uploads to the returned sections by their order, not the answer order', async () => {
    const shuffled = ok({
      id: 3,
      sections: [
        { id: 31, order: 1 },
        { id: 30, order: 0 },
      ],
    });
    const { client, calls } = testClient([shuffled, ok({})]);
    await createPostSaver(client).save(
      draft({
        mainImage: null,
        sections: [
          { type: 'paragraph', content: 'a' },
          { type: 'image', content: '', file: png('x') },
        ],
      }),
    );
    expect(calls[1]?.url).toBe('/api/post/post-sections/31/upload-image/');
  });

  it('updates an existing post with PATCH and skips the main image when none was chosen', async () => {
    const { client, calls } = testClient([saved(7), ok({}), ok({})]);
    await createPostSaver(client, 7).save(draft({ mainImage: null }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PATCH /api/post/posts/7/',
      'POST /api/post/post-sections/18/upload-image/',
      'POST /api/post/post-sections/20/upload-image/',
      'PATCH /api/post/posts/7/',
    ]);
  });

  it('without images to upload, writes the post with its real date in one request', async () => {
    const { client, calls } = testClient([saved(8)]);
    await createPostSaver(client).save(draft({ mainImage: null, sections: [{ type: 'paragraph', content: 'a' }] }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/post/posts/']);
    expect(calls[0]?.json).toMatchObject({ published_at: '2025-01-02T03:00:00.000Z' });
  });

  it('keeps the post off the public site until every image is stored, then sets its real date', async () => {
    const { client, calls } = testClient([saved(4), ok({}), ok({}), ok({}), saved(4)]);
    await createPostSaver(client).save(draft());
    expect(calls[0]?.json).toMatchObject({ published_at: HELD_PUBLISHED_AT });
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', url: '/api/post/posts/4/' });
    expect(calls.at(-1)?.json).toEqual({ published_at: '2025-01-02T03:00:00.000Z' });
  });

  it('a failed section upload leaves the post held (never published) and says which image failed', async () => {
    const { client, calls } = testClient([saved(6), ok({}), json({ success: false, message: 'falhou' }, 500)]);
    const error = await createPostSaver(client)
      .save(draft())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      step: 'section',
      postId: 6,
      detail: 'Não foi possível enviar a imagem da seção 2. O post só será publicado quando tudo for salvo.',
    });
    // Nothing after the failure: the only date the server was given is the held one.
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/post/posts/',
      'POST /api/post/posts/6/upload-image/',
      'POST /api/post/post-sections/17/upload-image/',
    ]);
    expect(calls[0]?.json).toMatchObject({ published_at: HELD_PUBLISHED_AT });
  });

  it('retries by updating the post that was created before the failure, not by creating another', async () => {
    const { client, calls } = testClient([
      saved(5),
      json({}, 500), // the main image upload fails
      saved(5),
      ok({}),
      ok({}),
      ok({}),
      saved(5),
    ]);
    const saver = createPostSaver(client);
    const error = await saver.save(draft()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostSaveError);
    expect(error).toMatchObject({
      message: 'Erro ao fazer upload da imagem principal',
      step: 'mainImage',
      postId: 5,
      detail: 'Não foi possível enviar a imagem principal. O post só será publicado quando tudo for salvo.',
    });
    expect(saver.postId).toBe(5);

    await saver.save(draft());
    expect(calls.map((c) => `${c.method} ${c.url}`).slice(2)).toEqual([
      'PATCH /api/post/posts/5/',
      'POST /api/post/posts/5/upload-image/',
      'POST /api/post/post-sections/16/upload-image/',
      'POST /api/post/post-sections/18/upload-image/',
      'PATCH /api/post/posts/5/',
    ]);
    // The retry holds the post again until its images are stored, then publishes it.
    expect(calls[2]?.json).toMatchObject({ published_at: HELD_PUBLISHED_AT });
    expect(calls.at(-1)?.json).toEqual({ published_at: '2025-01-02T03:00:00.000Z' });
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/post/posts/')).toHaveLength(1);
  });

  it('names the failing section (§8) and keeps no id when the create itself failed', async () => {
    const sectionFails = testClient([saved(2), ok({}), json({}, 413)]).client;
    await expect(createPostSaver(sectionFails).save(draft())).rejects.toMatchObject({
      message: 'Erro ao fazer upload da imagem da seção 2',
      step: 'section',
      postId: 2,
    });

    const createFails = testClient([json({ success: false, message: 'Título é obrigatório' }, 400)]).client;
    const saver = createPostSaver(createFails);
    await expect(saver.save(draft())).rejects.toMatchObject({ message: 'Erro ao criar post', postId: null });
    expect(saver.postId).toBeNull();
  });
});
