import { limits } from './limits';

/*
 * Zod-free: the post cards cut excerpts in every visitor's bundle.
 */

/**
 * The one excerpt rule (§2): whitespace collapsed, at most `max` characters of the text, cut on a
 * word when one ends in the last 40 %, without trailing punctuation, then '…'. Idempotent: an
 * excerpt cut again (a card showing a stored excerpt) stays as it is.
 */
export function excerpt(text: string, max: number = limits.excerptLength): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.replace(/…$/, '').length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const base = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The text a post's excerpt is taken from: its first non-empty paragraph, else its first non-empty title. */
export function excerptSource(sections: readonly { type: string; content: string }[]): string {
  const first =
    sections.find((s) => s.type === 'paragraph' && s.content.trim()) ??
    sections.find((s) => s.type === 'title' && s.content.trim());
  return first?.content ?? '';
}

/** A post's excerpt (§2): `excerpt` of `excerptSource`, '' when the post has neither. */
export function postExcerpt(sections: readonly { type: string; content: string }[], max?: number): string {
  return excerpt(excerptSource(sections), max);
}
