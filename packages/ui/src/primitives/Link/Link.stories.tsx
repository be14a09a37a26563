import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from './Link';
import { navigate, withRouterLink } from './Link.fixtures';

const meta = {
  component: Link,
  args: { href: '/blog', children: 'Ver todas as publicações' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider (stories, tests, server render before the router): a plain anchor. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ver todas as publicações' });
    await expect(link).toHaveAttribute('href', '/blog');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/** In the app: internal paths become client-side navigation through the router's link. */
export const ThroughTheRouter: Story = {
  decorators: [withRouterLink],
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Ver todas as publicações' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/blog');
  },
};

/** An in-page anchor ('#contact') skips the router even when one is provided: the browser scrolls. */
export const InPageAnchor: Story = {
  args: { href: '#contact', children: 'Fale conosco' },
  decorators: [withRouterLink],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Fale conosco' });
    await expect(link).toHaveAttribute('href', '#contact');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/** Attributes and handlers reach the anchor, whichever component renders it. */
export const PassesAttributes: Story = {
  args: { 'aria-current': 'page', title: 'Blog do escritório', onClick: fn() },
  decorators: [withRouterLink],
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Ver todas as publicações' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveAttribute('title', 'Blog do escritório');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith('/blog');
  },
};
