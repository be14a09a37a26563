import { describe, expect, it } from 'vitest';
import { excerpt, postExcerpt } from './excerpt';

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
