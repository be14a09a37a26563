import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  apiRoutes,
  boolField,
  intField,
  postCreateRequestSchema,
  publishedAtField,
  sectionTypeInputSchema,
  userCreateFieldsSchema,
} from './index';

describe('contract', () => {
  it('builds every path of §7 with its trailing slash', () => {
    expect(apiPaths.userDetail(7)).toBe('/api/user/7/detail/');
    expect(apiPaths.publicPost('previdencia-social')).toBe('/api/post/public-posts/previdencia-social/');
    expect(apiPaths.sectionUploadImage(3)).toBe('/api/post/post-sections/3/upload-image/');
    for (const route of Object.values(apiRoutes))
      if (route !== apiRoutes.openapi) expect(route.endsWith('/')).toBe(true);
  });

  it('maps the UI section names to server types', () => {
    expect(sectionTypeInputSchema.parse('list')).toBe('unordered_list');
    expect(sectionTypeInputSchema.parse('numberedList')).toBe('ordered_list');
    expect(sectionTypeInputSchema.safeParse('video').success).toBe(false);
  });

  it('normalises published_at to yyyy-MM-ddTHH:mm:ss.SSSZ', () => {
    expect(publishedAtField.parse('2024-03-01T09:30:00-03:00')).toBe('2024-03-01T12:30:00.000Z');
    expect(publishedAtField.parse('2024-03-01')).toBe('2024-03-01T00:00:00.000Z');
    expect(publishedAtField.safeParse('2024-03-01T09:30').success).toBe(false);
    expect(publishedAtField.safeParse('amanhã').success).toBe(false);
  });

  it('reads numbers and booleans from form text', () => {
    expect(intField(1, 10).parse('7')).toBe(7);
    expect(intField(1, 10).safeParse('11').success).toBe(false);
    expect(intField(1, 10).safeParse('1e3').success).toBe(false);
    expect(boolField.parse('true')).toBe(true);
    expect(boolField.parse('0')).toBe(false);
  });

  it('keeps §5 messages on user fields and refuses unknown fields', () => {
    const res = userCreateFieldsSchema.safeParse({ name: '', email: 'x', password: '1', extra: 1 });
    expect(res.success).toBe(false);
    const messages = res.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Nome é obrigatório', 'E-mail inválido', 'Senha deve ter pelo menos 6 caracteres']),
    );
    expect(postCreateRequestSchema.parse({ title: ' T ', published_at: '2024-01-01' })).toMatchObject({
      title: 'T',
      tags: [],
      sections: [],
    });
  });
});
