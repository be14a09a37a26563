import { limits } from '@firm/contract';

/** Cuts a card's excerpt at `limits.excerptLength` characters, on a word boundary when one is near. */
export function truncateExcerpt(text: string, max: number = limits.excerptLength): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.7 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s.,;:!?-]+$/, '')}…`;
}
