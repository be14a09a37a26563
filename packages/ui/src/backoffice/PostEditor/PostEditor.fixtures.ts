import type { Tag } from '@firm/contract';
import { images } from '../fixtures/images';
import { helena } from '../fixtures/people';
import { authorOf, fullPost, tags } from '../fixtures/posts';
import { categoryOptions, draftFromPost, type EditorAuthor, type PostDraft } from './postDraft';

export const author: EditorAuthor = { ...authorOf(helena), id: helena.id };
export const categories = categoryOptions(tags);

/** The loaded post of the edit screen: every section type, a main image, a category and a date. */
export const editDraft: PostDraft = draftFromPost(fullPost);

/** A create-screen draft already filled in (title, category, date, two sections). */
export const filledCreateDraft: PostDraft = {
  id: null,
  title: 'BPC/LOAS: quem tem direito ao benefício assistencial',
  category: 'Direito Previdenciário',
  date: new Date(2025, 2, 17),
  image: null,
  imageFile: null,
  imageAlt: '',
  sections: [
    {
      key: 'rascunho-1',
      id: null,
      type: 'paragraph',
      content:
        'O Benefício de Prestação Continuada garante um salário mínimo por mês ao idoso com 65 anos ou mais e à pessoa com deficiência de baixa renda.',
      image: null,
      imageFile: null,
      imageAlt: '',
    },
    {
      key: 'rascunho-2',
      id: null,
      type: 'list',
      content:
        'Inscrição no CadÚnico atualizada\nRenda por pessoa de até 1/4 do salário mínimo\nDocumento de identidade e CPF',
      image: null,
      imageFile: null,
      imageAlt: '',
    },
  ],
};

/** A draft whose two image sections have new files (progress counts them). */
export const draftWithImages = (files: [File, File]): PostDraft => ({
  ...filledCreateDraft,
  sections: [
    ...filledCreateDraft.sections,
    {
      key: 'rascunho-3',
      id: null,
      type: 'image',
      content: '',
      image: null,
      imageFile: files[0],
      imageAlt: 'Fila de atendimento no INSS',
    },
    {
      key: 'rascunho-4',
      id: null,
      type: 'image',
      content: '',
      image: null,
      imageFile: files[1],
      imageAlt: 'Cartão do CadÚnico',
    },
  ],
});

export const createdTag = (name: string): Tag => ({ id: 99, name });

export const sectionImage = images.sectionChart;
