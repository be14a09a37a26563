import type { UiSectionType } from '@firm/contract/forms';
import { Heading1, Heading2, Heading3, Image, List, ListOrdered, Pilcrow, type LucideIcon } from 'lucide-react';

/** How the editor names each section type, in the order of the 'Adicionar Seção' menu (§2). */
export const sectionTypeInfo: Record<UiSectionType, { label: string; field: string; icon: LucideIcon }> = {
  title: { label: 'Título', field: 'Texto do título', icon: Heading1 },
  subtitle: { label: 'Subtítulo', field: 'Texto do subtítulo', icon: Heading2 },
  subsubtitle: { label: 'Subtítulo secundário', field: 'Texto do subtítulo secundário', icon: Heading3 },
  paragraph: { label: 'Parágrafo', field: 'Texto do parágrafo', icon: Pilcrow },
  list: { label: 'Lista', field: 'Itens da lista', icon: List },
  numberedList: { label: 'Lista numerada', field: 'Itens da lista numerada', icon: ListOrdered },
  image: { label: 'Imagem', field: 'Imagem da seção', icon: Image },
};
