import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { postSummaries } from '../shared/posts.fixtures';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { BlogTeaser } from './BlogTeaser';
import { teaserEmpty, teaserError, teaserLoading, teaserReady, teaserWithoutImages } from './BlogTeaser.fixtures';

const meta = {
  component: BlogTeaser,
  args: { ...teaserReady, onRetry: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '§2 Página inicial, seção Blog: as publicações mais recentes com um resumo (180 primeiros caracteres) e o link para o blog. Estados da seção:',
      },
    },
  },
  globals: desktopGlobals,
  decorators: [withInertLinks],
} satisfies Meta<typeof BlogTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three newest posts with their excerpts, and the way to the whole blog. */
export const Default: Story = {
  parameters: {
    docs: { description: { story: 'As publicações mais recentes com resumo, e o link para o blog inteiro.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('#blog')).not.toBeNull();
    const cards = within(canvas.getByRole('list')).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const first = postSummaries[0]!;
    await expect(canvas.getByRole('link', { name: first.title })).toHaveAttribute('href', `/blog/${first.slug}`);
    await expect(canvas.getByText(/^Ser demitido traz muitas dúvidas/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver todas as publicações' })).toHaveAttribute('href', '/blog');
  },
};

export const Loading: Story = {
  parameters: {
    docs: { description: { story: 'As publicações ainda estão carregando (§8: "Carregando publicações...").' } },
  },
  args: teaserLoading,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando publicações...');
  },
};

export const Error: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'A API falhou ao carregar as publicações (§8: mensagem "Erro ao carregar publicações." e "Tentar novamente").',
      },
    },
  },
  args: teaserError,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar publicações.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  parameters: { docs: { description: { story: 'Ainda não há publicações (§8: "Nenhuma publicação encontrada.").' } } },
  args: teaserEmpty,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma publicação encontrada.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Ver todas as publicações' })).not.toBeInTheDocument();
  },
};

export const WithoutImages: Story = {
  parameters: { docs: { description: { story: 'Publicações sem imagem principal.' } } },
  args: teaserWithoutImages,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  parameters: { docs: { description: { story: 'Celular: os cartões em uma coluna.' } } },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** Phone, first screen only (the common case: the visitor scrolls into it). */
export const MobileLoading: Story = {
  parameters: {
    docs: {
      description: { story: 'Celular, carregando: o visitante rola até a seção antes das publicações chegarem.' },
    },
  },
  args: teaserLoading,
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando publicações...')).toBeVisible();
  },
};
