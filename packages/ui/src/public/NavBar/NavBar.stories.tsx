import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { NavBar, navBarVariants } from './NavBar';

/** Stands in for the hero: the landing bar is transparent over a dark band. */
const HeroBackdrop = styled.div`
  min-height: 60vh;
  background: ${({ theme }) => theme.color['bg.inverse']};
`;

const PageBackdrop = styled.div`
  min-height: 60vh;
`;

const meta = {
  component: NavBar,
  args: { variant: 'dark', scrolled: false },
  argTypes: { variant: { control: 'inline-radio', options: navBarVariants } },
  parameters: { layout: 'fullscreen' },
  globals: desktopGlobals,
  decorators: [
    (Story, { args }) =>
      args.variant === 'landing' ? (
        <HeroBackdrop>
          <Story />
        </HeroBackdrop>
      ) : (
        <PageBackdrop>
          <Story />
        </PageBackdrop>
      ),
    withInertLinks,
  ],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionNames = ['Serviços', 'Blog', 'Sobre', 'Contato'] as const;

/** Dark bar of the blog and post pages: links lead back to the landing page's sections. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Principal' }));
    await expect(nav.getByRole('link', { name: 'Serviços' })).toHaveAttribute('href', '/#services');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/#blog');
    await expect(nav.getByRole('link', { name: 'Sobre' })).toHaveAttribute('href', '/#about');
    await expect(nav.getByRole('link', { name: 'Contato' })).toHaveAttribute('href', '/#contact');
    await expect(canvas.getByRole('link', { name: /página inicial/ })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

/** Landing page, at the top: transparent over the hero; links scroll within the page. */
export const Landing: Story = {
  args: { variant: 'landing' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Principal' }));
    for (const [name, id] of [
      ['Serviços', 'services'],
      ['Blog', 'blog'],
      ['Sobre', 'about'],
      ['Contato', 'contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
    }
    await expect(canvas.getByRole('banner')).toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0)' });
  },
};

/** Landing page after 50 px of scroll: the bar turns solid. */
export const LandingScrolled: Story = {
  args: { variant: 'landing', scrolled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).not.toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0)' });
  },
};

/** Phone, menu closed: only the brand and the menu button show. */
export const MobileClosed: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Serviços' })).not.toBeInTheDocument();
  },
};

/** Phone: the menu opens, Blog leads to /blog, and choosing a link closes it. */
export const MobileMenu: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(menu).not.toBeNull();

    await step('open the menu', async () => {
      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
      await expect(button).toHaveAccessibleName('Fechar');
      for (const name of sectionNames) await expect(canvas.getByRole('link', { name })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
      await expect(canvas.getByRole('link', { name: 'Sobre' })).toHaveAttribute('href', '/#about');
    });

    await step('choosing a link closes it', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Sobre' }));
      await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
      await expect(canvas.queryByRole('link', { name: 'Sobre' })).not.toBeInTheDocument();
    });

    await step('the button toggles it open and closed', async () => {
      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    });

    await step('reopen for the picture', async () => {
      await userEvent.click(button);
      await expect(canvas.getByRole('link', { name: 'Contato' })).toBeVisible();
    });
  },
};

/** Phone on the landing page: in-page anchors, except Blog, which opens the blog. */
export const LandingMobileMenu: Story = {
  args: { variant: 'landing' },
  globals: mobileGlobals,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: 'Serviços' })).toHaveAttribute('href', '#services');
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(canvas.getByRole('link', { name: 'Contato' })).toHaveAttribute('href', '#contact');
    // The browser closes the popover on Escape; its toggle event comes a moment later.
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};
