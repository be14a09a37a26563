import { describe, expect, it } from 'vitest';
import { containsPattern, excerpt, fold, readingTime, slugify } from '../../src/lib/text';

describe('text folding', () => {
  it.each([
    ['Previdência Social: o que muda?', 'previdencia-social-o-que-muda'],
    ['  Ação de Alimentos — Guarda & Visitas  ', 'acao-de-alimentos-guarda-visitas'],
    ['BPC/LOAS 2025', 'bpc-loas-2025'],
    ['!!!', 'post'],
    ['Straße Œuvre', 'strasse-oeuvre'],
  ])('slugify(%s) = %s', (input, slug) => expect(slugify(input)).toBe(slug));

  it('folds case and accents the same way for stored keys and search terms', () => {
    expect(fold('PREVIDÊNCIA  Social')).toBe('previdencia social');
    expect(fold('Çãõ')).toBe('cao');
  });

  it('escapes LIKE metacharacters', () => {
    expect(containsPattern('50%_\\')).toBe('%50\\%\\_\\\\%');
  });

  it('computes reading time at 200 words per minute, at least 1', () => {
    expect(readingTime([])).toBe('1 min de leitura');
    expect(readingTime(['palavra '.repeat(200)])).toBe('1 min de leitura');
    expect(readingTime(['palavra '.repeat(201)])).toBe('2 min de leitura');
    expect(readingTime(['a '.repeat(300), 'b '.repeat(300)])).toBe('3 min de leitura');
  });

  it('takes the excerpt from the first paragraph (or title), 180 characters cut on a word', () => {
    expect(
      excerpt(
        [
          { type: 'subtitle', content: 'x' },
          { type: 'paragraph', content: 'Olá mundo' },
        ],
        180,
      ),
    ).toBe('Olá mundo');
    expect(excerpt([{ type: 'title', content: 'Título' }], 180)).toBe('Título');
    const long = excerpt([{ type: 'paragraph', content: 'palavra '.repeat(60) }], 180);
    expect(long.length).toBeLessThanOrEqual(181);
    expect(long.endsWith('palavra…')).toBe(true);
  });
});
