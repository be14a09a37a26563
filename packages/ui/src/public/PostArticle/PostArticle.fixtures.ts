import { demoImageUrl } from '../shared/demoImages.fixtures';
import { helenaDuarte } from '../shared/people.fixtures';
import { longTitlePost, rescisaoPost, rescisaoPostWithoutImages } from '../shared/posts.fixtures';
import type { PostArticleData } from './PostArticle';

export { longTitlePost, rescisaoPost, rescisaoPostWithoutImages };

/**
 * The back-office preview's draft: editor section names, a local image without
 * variants, no reading time yet.
 */
export const editorDraft: PostArticleData = {
  title: 'Guarda compartilhada: como funciona a divisão de responsabilidades',
  image: demoImageUrl(3),
  image_info: null,
  tags: [{ name: 'Direito de Família' }],
  published_at: '2025-04-02T03:00:00.000Z',
  author: helenaDuarte,
  sections: [
    {
      type: 'paragraph',
      content:
        'Na guarda compartilhada, pai e mãe decidem juntos sobre a vida dos filhos, mesmo que a criança more com apenas um deles.',
      image: null,
    },
    { type: 'subtitle', content: 'O que os pais decidem juntos', image: null },
    { type: 'list', content: 'Escola\nSaúde e tratamentos\nViagens e mudança de cidade', image: null },
    { type: 'numberedList', content: 'Conversem sobre a rotina\nRegistrem o combinado por escrito', image: null },
  ],
};

export const emptyDraft: PostArticleData = { ...editorDraft, sections: [] };
