import { beforeAll, beforeEach, expect, it } from 'vitest';
import { processImage, type ImageProcessor } from '../src/media/images';
import type { Faults } from '../src/plugins/types';
import { auth, createPostViaApi, describeApp, form, imageFile, sampleImage, snapshot } from './helpers';

/**
 * A request that fails midway leaves the database — image store included, since images
 * live in it — exactly as before: compared table by table, row by row.
 */
// Shared by both engines' suites, which run one after the other; reset before each test.
const faults: Faults = {};
let failImages = false;
const images: ImageProcessor = async (bytes) => {
  const processed = await processImage(bytes);
  if (failImages) throw new Error('simulated failure while resizing');
  return processed;
};

describeApp('atomicity', { options: { faults, imageProcessor: images } }, (t, a) => {
  let existing: { id: number; sections: { id: number }[] };

  beforeAll(async () => {
    existing = await createPostViaApi(t.app, a.admin, {
      title: 'Post existente',
      sections: [
        { type: 'paragraph', content: 'um', order: 0 },
        { type: 'paragraph', content: 'dois', order: 1 },
      ],
    });
  });
  beforeEach(() => {
    faults.beforeCommit = undefined;
    failImages = false;
  });

  const sections = (third: Record<string, unknown>) => [
    { type: 'title', content: 'Primeira', order: 0 },
    { type: 'paragraph', content: 'Segunda', order: 1 },
    { type: 'paragraph', content: 'Terceira', order: 2, ...third },
  ];

  it.each([
    ['an invalid type', { type: 'video' }],
    [
      'an image that does not exist (found mid-transaction)',
      { type: 'image', image: '/media/0123456789abcdef0123456789abcdef.webp' },
    ],
    ['a section id of another post (found mid-transaction)', { id: 999999 }],
  ])('a new post whose third section has %s changes nothing', async (_name, third) => {
    const before = await snapshot(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/posts/',
      headers: auth(a.admin),
      payload: {
        title: 'Não deve existir',
        published_at: '2024-01-01T00:00:00.000Z',
        tags: [{ name: 'Categoria Nova' }],
        sections: sections(third),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)[0]).toMatch(/^sections\.2\./);
    expect(await snapshot(t.app)).toBe(before);
  });

  it('an update whose third section is invalid leaves the post as it was', async () => {
    const before = await snapshot(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/post/posts/${existing.id}/`,
      headers: auth(a.admin),
      payload: {
        title: 'Título novo',
        tags: [{ name: 'Outra Nova' }],
        sections: sections({ type: 'image', image: '/media/ffffffffffffffffffffffffffffffff.webp' }),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(await snapshot(t.app)).toBe(before);
  });

  it('an upload whose image processing fails stores nothing (500, generic message)', async () => {
    failImages = true;
    const before = await snapshot(t.app);
    const f = form({
      title: 'Com imagem',
      published_at: '2024-01-01T00:00:00.000Z',
      tags: '[{"name":"Categoria Nova"}]',
      image: imageFile(await sampleImage('png', 1200, 600)),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/posts/',
      headers: { ...f.headers, ...auth(a.admin) },
      payload: f.payload,
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Erro interno do servidor. Tente novamente mais tarde.' });
    const up = form({ image: imageFile(await sampleImage('jpeg', 800, 600)) });
    const res2 = await t.app.inject({
      method: 'POST',
      url: `/api/post/post-sections/${existing.sections[0]!.id}/upload-image/`,
      headers: { ...up.headers, ...auth(a.admin) },
      payload: up.payload,
    });
    expect(res2.statusCode).toBe(500);
    expect(await snapshot(t.app)).toBe(before);
  });

  it.each([
    ['post.create', 'POST', (): string => '/api/post/posts/'],
    ['post.update', 'PATCH', (): string => `/api/post/posts/${existing.id}/`],
  ] as const)(
    'a fault just before %s commits (process killed mid-save) leaves no trace',
    async (operation, method, url) => {
      faults.beforeCommit = (op) => {
        if (op === operation) throw new Error('simulated crash');
      };
      const before = await snapshot(t.app);
      const f = form({
        title: 'Salvo pela metade',
        published_at: '2024-01-01T00:00:00.000Z',
        tags: '[{"name":"Categoria Nova"}]',
        sections: JSON.stringify(sections({})),
        image: imageFile(await sampleImage('png', 900, 500, '#aa3311')),
      });
      const res = await t.app.inject({
        method,
        url: url(),
        headers: { ...f.headers, ...auth(a.admin) },
        payload: f.payload,
      });
      expect(res.statusCode).toBe(500);
      expect(await snapshot(t.app)).toBe(before);
    },
  );

  it.each(['section.image', 'user.update', 'tag.create', 'post.delete'])(
    'a fault before %s commits leaves no trace',
    async (operation) => {
      faults.beforeCommit = (op) => {
        if (op === operation) throw new Error('simulated crash');
      };
      const before = await snapshot(t.app);
      const png = imageFile(await sampleImage('png', 300, 300, '#1188cc'));
      const requests = {
        'section.image': () => {
          const f = form({ image: png });
          return {
            method: 'POST' as const,
            url: `/api/post/post-sections/${existing.sections[0]!.id}/upload-image/`,
            payload: f.payload,
            headers: f.headers,
          };
        },
        'user.update': () => {
          const f = form({ name: 'Outro nome', image: png });
          return { method: 'PATCH' as const, url: '/api/user/me/', payload: f.payload, headers: f.headers };
        },
        'tag.create': () => ({
          method: 'POST' as const,
          url: '/api/post/post-tags/',
          payload: { name: 'Nunca criada' },
          headers: {},
        }),
        'post.delete': () => ({ method: 'DELETE' as const, url: `/api/post/posts/${existing.id}/`, headers: {} }),
      }[operation]!();
      const res = await t.app.inject({ ...requests, headers: { ...requests.headers, ...auth(a.lawyer) } });
      expect(res.statusCode).toBe(500);
      expect(await snapshot(t.app)).toBe(before);
    },
  );

  it('after all that, the same requests succeed', async () => {
    const res = await createPostViaApi(t.app, a.admin, { title: 'Agora sim' });
    expect(res.slug).toBe('agora-sim');
  });
});
