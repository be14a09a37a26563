import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { PostArticle } from '../PostArticle';
import { Services } from '../Services';
import { Container } from '../shared/Container';
import { rescisaoPost } from '../shared/posts.fixtures';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { WhatsAppFloatingButton } from '../WhatsAppFloatingButton';
import { PublicLayout } from './PublicLayout';

/** Stands in for the landing hero: a dark band under the fixed bar. */
const HeroBand = styled.div`
  min-height: 30rem;
  padding-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[1200]});
  background: ${({ theme }) => theme.color['bg.inverse']};
  color: ${({ theme }) => theme.color['text.inverse']};

  h1 {
    color: inherit;
  }
`;

const meta = {
  component: PublicLayout,
  // A real page's content (a post): the layout's frame around it.
  args: { children: <PostArticle post={rescisaoPost} /> },
  parameters: { layout: 'fullscreen' },
  globals: desktopGlobals,
  decorators: [withInertLinks],
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const whatsappName = 'Agendar consulta pelo WhatsApp (abre em nova aba)';

/** Blog, post and privacy pages: dark bar, the page's <main>, footer; no floating button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'conteudo');
    await expect(within(main).getByRole('heading', { level: 1, name: rescisaoPost.title })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // Off the landing page the footer's section links lead back to it.
    const links = within(canvas.getByRole('navigation', { name: 'Links rápidos' }));
    await expect(links.getByRole('link', { name: 'Serviços' })).toHaveAttribute('href', '/#services');
    await expect(canvas.queryByRole('link', { name: whatsappName })).not.toBeInTheDocument();
  },
};

/**
 * Landing page, scrolled past the hero: the fixed bar turns solid; the floating
 * WhatsApp button shows and the footer leaves room for it. (The transparent bar
 * at the top of the hero is in the NavBar and LandingPage stories.)
 */
export const Landing: Story = {
  args: {
    navVariant: 'landing',
    scrolled: true,
    floating: <WhatsAppFloatingButton />,
    children: (
      <>
        <HeroBand>
          <Container>
            <h1>Advocacia trabalhista, previdenciária e cível em Santos</h1>
          </Container>
        </HeroBand>
        <Services />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Advocacia trabalhista, previdenciária e cível em Santos' }),
    ).toBeVisible();
    const whatsapp = canvas.getByRole('link', { name: whatsappName });
    await expect(whatsapp).toBeVisible();
    await expect(new URL(whatsapp.getAttribute('href') ?? '').origin).toBe('https://wa.me');
    // On the landing page the footer's section links stay in the page.
    const links = within(canvas.getByRole('navigation', { name: 'Links rápidos' }));
    await expect(links.getByRole('link', { name: 'Serviços' })).toHaveAttribute('href', '#services');
  },
};

/** While the hero's own WhatsApp button is on screen the floating one is hidden. */
export const FloatingHidden: Story = {
  args: { ...Landing.args, floating: <WhatsAppFloatingButton hidden /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: whatsappName })).not.toBeInTheDocument();
  },
};

/** Keyboard: the first Tab shows 'Pular para o conteúdo', which points at <main>. */
export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    const skip = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toHaveAttribute('href', '#conteudo');
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await waitFor(() => expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
  },
};

/** Phones: the bar's links move into 'Menu'; the footer's columns stack. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};
