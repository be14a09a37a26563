import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './Container';
import { PostCardGrid } from './PostCardGrid';
import { postSummaries } from './posts.fixtures';
import { desktopGlobals, mobileGlobals, withInertLinks } from './storyHelpers';

const meta = {
  component: PostCardGrid,
  args: { posts: postSummaries.slice(0, 3) },
  parameters: { layout: 'fullscreen' },
  globals: desktopGlobals,
  decorators: [
    (Story) => (
      <Container style={{ paddingBlock: '2rem' }}>
        <Story />
      </Container>
    ),
    withInertLinks,
  ],
} satisfies Meta<typeof PostCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many columns the cards form: the distinct left edges of the list items. */
const columns = (items: HTMLElement[]) =>
  new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size;

/** The landing teaser: three cards in a row on desktop, each with its excerpt. */
export const Teaser: Story = {
  args: { showExcerpt: true },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(columns(items)).toBe(3);
    await expect(canvas.getByText(/^Ser demitido traz muitas dúvidas/)).toBeVisible();
    for (const img of canvas.getAllByRole('img')) await expect(img).toHaveAttribute('loading', 'lazy');
  },
};

/** The blog list: no excerpts; the first card's image is above the fold and loads at once. */
export const BlogList: Story = {
  args: { posts: postSummaries, priorityFirst: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(postSummaries.length);
    await expect(canvas.queryByText(/^Ser demitido traz muitas dúvidas/)).not.toBeInTheDocument();
    const [first, ...rest] = canvas.getAllByRole('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    for (const img of rest) await expect(img).toHaveAttribute('loading', 'lazy');
  },
};

/** From 768 px: two columns. */
export const Tablet: Story = {
  args: { posts: postSummaries.slice(0, 4) },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(columns(canvas.getAllByRole('listitem'))).toBe(2);
  },
};

/** Phones: one column. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(columns(canvas.getAllByRole('listitem'))).toBe(1);
  },
};
