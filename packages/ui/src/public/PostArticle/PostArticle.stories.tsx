import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktopGlobals, mobileGlobals } from '../shared/storyHelpers';
import { PostArticle } from './PostArticle';
import {
  editorDraft,
  emptyDraft,
  longTitlePost,
  rescisaoPost,
  rescisaoPostWithoutImages,
} from './PostArticle.fixtures';

const meta = {
  component: PostArticle,
  args: { post: rescisaoPost },
  parameters: { layout: 'fullscreen' },
  globals: desktopGlobals,
} satisfies Meta<typeof PostArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post with every section type: headings at their levels, paragraphs, both lists, a figure, the author. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('header', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(rescisaoPost.title);
      await expect(canvas.getByText('Direito Trabalhista')).toBeVisible();
      await expect(canvas.getByText('12/03/2025')).toBeVisible();
      await expect(canvas.getByText('7 min de leitura')).toBeVisible();
      await expect(canvas.getByText('Escrito por')).toBeVisible();
      await expect(canvas.getAllByText('Advogada trabalhista e previdenciária · OAB/SP 287.614')).toHaveLength(2);
    });
    await step('main image: above the fold, with its alt text', async () => {
      const main = canvas.getByRole('img', { name: rescisaoPost.image_alt });
      await expect(main).toHaveAttribute('loading', 'eager');
      await expect(main).toHaveAttribute('fetchpriority', 'high');
      await expect(main).toHaveAttribute('width', '1200');
      await expect(main).toHaveAttribute('height', '675');
      await expect(main.getAttribute('srcset')).toMatch(/ 640w, .* 1200w$/);
    });
    await step('sections', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Quais verbas entram na rescisão' })).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 3, name: 'Prazo para o pagamento' })).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 4, name: 'Documentos que você deve receber' })).toBeVisible();
      const lists = canvas.getAllByRole('list');
      await expect(lists.map((list) => list.tagName)).toEqual(['UL', 'OL', 'UL']);
      // One item per line; the empty line in the first list is ignored.
      await expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(5);
      await expect(within(lists[1]!).getAllByRole('listitem')).toHaveLength(4);
      // The legacy 'list' type renders as a bulleted list.
      await expect(within(lists[2]!).getAllByRole('listitem')[0]).toHaveTextContent(/horas extras/);
      const figure = canvas.getByRole('img', { name: /calendário/ });
      await expect(figure).toHaveAttribute('loading', 'lazy');
    });
    await step('reading column: 60 to 75 characters a line', async () => {
      const paragraph = canvas.getByText(/^Na dispensa sem justa causa/);
      await document.fonts.ready;
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = getComputedStyle(paragraph).font;
      const text = paragraph.textContent ?? '';
      const perChar = context.measureText(text).width / text.length;
      const charsPerLine = paragraph.clientWidth / perChar;
      await expect(charsPerLine).toBeGreaterThanOrEqual(60);
      await expect(charsPerLine).toBeLessThanOrEqual(75);
      await expect(parseFloat(getComputedStyle(paragraph).fontSize)).toBeGreaterThanOrEqual(16);
    });
    await step('author card', async () => {
      await expect(canvas.getByRole('heading', { name: 'Sobre quem escreveu' })).toBeVisible();
      await expect(canvas.getByText(/^Sócia fundadora/)).toBeVisible();
    });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** No main image and no figures: the text starts right after the header. */
export const WithoutImages: Story = {
  args: { post: rescisaoPostWithoutImages },
  play: async ({ canvas }) => {
    // Only the author's photos remain.
    await expect(canvas.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Foto de Mariana Campos',
      'Foto de Mariana Campos',
    ]);
  },
};

/** A very long title; the main image has no alt of its own, so the title is its alt; an author without OAB. */
export const LongTitleMobile: Story = {
  globals: mobileGlobals,
  args: { post: longTitlePost },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: longTitlePost.title })).toBeVisible();
    await expect(canvas.getAllByText('Conteúdo jurídico')).toHaveLength(2);
    await expect(canvas.queryByText(/OAB\//)).not.toBeInTheDocument();
  },
};

/** The back-office editor's preview: 'Autor' label, editor section names, a local image. */
export const EditorPreview: Story = {
  args: { post: editorDraft, authorLabel: 'Autor' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Autor')).toBeVisible();
    await expect(canvas.getAllByText('Helena Duarte')).toHaveLength(2);
    await expect(canvas.getAllByRole('list').map((list) => list.tagName)).toEqual(['UL', 'OL']);
    await expect(canvas.getByRole('img', { name: editorDraft.title })).not.toHaveAttribute('srcset');
  },
};

export const EditorPreviewEmpty: Story = {
  args: {
    post: emptyDraft,
    authorLabel: 'Autor',
    emptyContent: 'Adicione seções para visualizar o conteúdo do post',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Adicione seções para visualizar o conteúdo do post')).toBeVisible();
  },
};
