import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { postSummaries } from '../shared/posts.fixtures';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { BlogTeaser } from './BlogTeaser';
import { teaserEmpty, teaserError, teaserLoading, teaserReady, teaserWithoutImages } from './BlogTeaser.fixtures';

const meta = {
  component: BlogTeaser,
  args: { ...teaserReady, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
  globals: desktopGlobals,
  decorators: [withInertLinks],
} satisfies Meta<typeof BlogTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three newest posts with their excerpts, and the way to the whole blog. */
export const Default: Story = {
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
  args: teaserLoading,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando publicações...');
  },
};

export const Error: Story = {
  args: teaserError,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar publicações.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: teaserEmpty,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma publicação encontrada.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Ver todas as publicações' })).not.toBeInTheDocument();
  },
};

export const WithoutImages: Story = {
  args: teaserWithoutImages,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** Phone, first screen only (the common case: the visitor scrolls into it). */
export const MobileLoading: Story = {
  args: teaserLoading,
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando publicações...')).toBeVisible();
  },
};
