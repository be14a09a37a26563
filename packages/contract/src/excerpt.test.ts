import { describe, expect, it } from 'vitest';
import { saoPauloDay, saoPauloDayStart } from './calendar';
import { excerpt, postExcerpt } from './excerpt';
import { matchPage, pagePaths } from './pagePaths';

describe('excerpt', () => {
  it('takes the first paragraph (else title), cut on a word within the length, then an ellipsis', () => {
    expect(
      postExcerpt([
        { type: 'subtitle', content: 'x' },
        { type: 'paragraph', content: ' Olá   mundo ' },
      ]),
    ).toBe('Olá mundo');
    expect(postExcerpt([{ type: 'title', content: 'Título' }])).toBe('Título');
    expect(postExcerpt([])).toBe('');
    const long = postExcerpt([{ type: 'paragraph', content: 'palavra, '.repeat(40) }]);
    expect(long.length).toBeLessThanOrEqual(181);
    expect(long).toMatch(/ palavra…$/);
  });

  it('leaves a stored excerpt alone when a card cuts it again', () => {
    const stored = excerpt('texto '.repeat(100));
    expect(excerpt(stored)).toBe(stored);
    expect(excerpt(stored, 60).length).toBeLessThanOrEqual(61);
  });

  it('cuts inside a word only when no word ends near the limit', () => {
    expect(excerpt('a'.repeat(20), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});

describe('the firm calendar (São Paulo, UTC−3)', () => {
  it('puts an instant on its São Paulo day and back', () => {
    expect(saoPauloDay('2025-03-10T02:59:59.999Z')).toEqual({ year: 2025, month: 3, day: 9 });
    expect(saoPauloDay('2025-03-10T03:00:00.000Z')).toEqual({ year: 2025, month: 3, day: 10 });
    expect(saoPauloDay('ontem')).toBeNull();
    expect(saoPauloDayStart(2025, 12, 31)).toBe('2025-12-31T03:00:00.000Z');
  });
});

describe('page paths', () => {
  it('builds and matches the same addresses', () => {
    expect(pagePaths.blogPost('a b')).toBe('/blog/a%20b');
    expect(matchPage(pagePaths.blogPost('a b'))).toEqual({ page: 'blogPost', slug: 'a b' });
    expect(matchPage(pagePaths.usersEdit(3))).toEqual({ page: 'backoffice' });
    expect(matchPage('/users/edit/3/x')).toEqual({ page: 'notFound' });
    expect(matchPage('/privacidade/')).toEqual({ page: 'privacy' });
  });
});
