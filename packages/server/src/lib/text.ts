/**
 * Text folding used for every search, filter and slug: the same function runs at write
 * time (stored *_key columns) and on the query term, so SQLite and PostgreSQL run the
 * same plain LIKE over lowercase ASCII-ish text, with no collation or extension needed.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æ]/gi, 'ae')
    .replace(/[\u0153]/gi, 'oe') // œ (a Latin-1 bundle keeps its source half the size: scripts/build.mjs)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Previdência Social: o que muda?" → "previdencia-social-o-que-muda". */
export function slugify(text: string): string {
  const slug = fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'post';
}

/** LIKE pattern for "contains term", with the pattern metacharacters escaped (ESCAPE '\'). */
export function containsPattern(term: string): string {
  return `%${fold(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const WORDS_PER_MINUTE = 200;

export function countWords(texts: readonly string[]): number {
  let words = 0;
  for (const t of texts) {
    const matched = t.match(/[\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*/gu); // ' or ’ inside a word
    words += matched ? matched.length : 0;
  }
  return words;
}

/** 'N min de leitura' at ~200 words per minute, at least 1. */
export function readingTime(texts: readonly string[]): string {
  const minutes = Math.max(1, Math.ceil(countWords(texts) / WORDS_PER_MINUTE));
  return `${minutes} min de leitura`;
}

/** A post's stored excerpt (§2): the contract's one excerpt rule, the same the cards and meta descriptions use. */
export { postExcerpt as excerpt } from '@firm/contract';
