import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { consumidorSummary, longTitleSummary, rescisaoSummary } from '../shared/posts.fixtures';
import { mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { PostCard } from './PostCard';

const Column = styled.div`
  max-width: 24rem;
`;

const meta = {
  component: PostCard,
  args: { post: rescisaoSummary, showExcerpt: false, headingLevel: 3 },
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
    withInertLinks,
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blog list card: badge with the first tag, title, image, date dd/MM/yyyy and reading time. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Direito Trabalhista')).toBeVisible();
    const link = canvas.getByRole('link', { name: rescisaoSummary.title });
    await expect(link).toHaveAttribute('href', `/blog/${rescisaoSummary.slug}`);
    await expect(canvas.getByText('12/03/2025')).toBeVisible();
    await expect(canvas.getByText('7 min de leitura')).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAttribute('alt', rescisaoSummary.image_alt);
    await expect(canvas.getByRole('img')).toHaveAttribute('loading', 'lazy');
  },
};

/** Landing teaser card: with the excerpt, cut at 180 characters. */
export const WithExcerpt: Story = {
  args: { post: longTitleSummary, showExcerpt: true },
  play: async ({ canvas }) => {
    const excerpt = canvas.getByText(/^Depois do retorno/);
    await expect(excerpt.textContent?.length).toBeLessThanOrEqual(181);
    await expect(excerpt.textContent?.endsWith('…')).toBe(true);
  },
};

/** No main image: a brand panel keeps the grid even; no empty <img>. */
export const WithoutImage: Story = {
  args: { post: consumidorSummary },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: consumidorSummary.title })).toBeVisible();
  },
};

export const LongTitleMobile: Story = {
  args: { post: longTitleSummary },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: longTitleSummary.title })).toBeVisible();
  },
};
