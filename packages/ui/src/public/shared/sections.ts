import { pagePaths } from '@firm/contract';

/** The landing page's anchored sections (spec §2), in page order. */
export const landingSections = [
  { id: 'services', label: 'Serviços' },
  { id: 'blog', label: 'Blog' },
  { id: 'about', label: 'Sobre' },
  { id: 'contact', label: 'Contato' },
] as const;

export type LandingSectionId = (typeof landingSections)[number]['id'];

/** On the landing page a section is an in-page anchor; elsewhere it points back to the landing page. */
export function sectionHref(id: LandingSectionId, onLanding: boolean): string {
  return onLanding ? `#${id}` : `${pagePaths.home}#${id}`;
}
