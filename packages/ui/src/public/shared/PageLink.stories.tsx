import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { navigate, withRouterLink } from '../../primitives/Link/Link.fixtures';
import { PageLink } from './PageLink';

const meta = {
  component: PageLink,
  args: { href: '/blog', children: 'Blog' },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [withRouterLink],
} satisfies Meta<typeof PageLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A path ('/blog', '/#services' from another page) goes through the app's router. */
export const Path: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Blog' });
    await expect(link).toHaveAttribute('href', '/blog');
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/blog');
  },
};

/** An in-page anchor on the landing page stays a plain link: the browser scrolls to the section. */
export const InPageAnchor: Story = {
  args: { href: '#services', children: 'Serviços' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Serviços' });
    await expect(link).toHaveAttribute('href', '#services');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/** Other attributes reach the anchor (e.g. the nav's current page). */
export const PassesAttributes: Story = {
  args: { 'aria-current': 'page', className: 'nav-link' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Blog' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveClass('nav-link');
  },
};
