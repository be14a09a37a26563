import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { whatsappChatUrl } from '@firm/contract';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { LandingPage } from './LandingPage';
import { landingFailed, landingLoading, landingReady } from './LandingPage.fixtures';

const meta = {
  component: LandingPage,
  args: { ...landingReady, onAlert: fn(), onOpenMailto: fn(), onRetryPosts: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '§2 Página inicial (/): barra de navegação, hero, serviços, prévia do blog, sobre, contato e botão flutuante do WhatsApp, nessa ordem. Estados da página:',
      },
    },
  },
  globals: desktopGlobals,
  decorators: [withInertLinks],
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionIds = ['services', 'blog', 'about', 'contact'];

/** The whole page: every nav link scrolls to a section that exists, in the spec's order. */
export const Default: Story = {
  parameters: {
    docs: {
      description: {
        story: 'A página completa, como o visitante a vê ao chegar em /: cada link do menu leva à sua seção.',
      },
    },
  },
  play: async ({ canvas, canvasElement, step }) => {
    await step('the nav links point at sections on this page', async () => {
      const nav = within(canvas.getByRole('navigation', { name: 'Principal' }));
      for (const [name, id] of [
        ['Serviços', 'services'],
        ['Blog', 'blog'],
        ['Sobre', 'about'],
        ['Contato', 'contact'],
      ] as const) {
        await expect(nav.getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
        await expect(canvasElement.querySelector(`#${id}`)).not.toBeNull();
      }
    });
    await step('sections come in the fixed order', async () => {
      const found = [...canvasElement.querySelectorAll('main section[id]')].map((section) => section.id);
      await expect(found.filter((id) => sectionIds.includes(id))).toEqual(sectionIds);
      const main = canvasElement.querySelector('main');
      const header = canvasElement.querySelector('header');
      const footer = canvasElement.querySelector('footer');
      await expect(header!.compareDocumentPosition(main!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await expect(main!.compareDocumentPosition(footer!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
    await step("the hero's actions", async () => {
      await expect(canvas.getByRole('link', { name: 'Saiba Seus Direitos' })).toHaveAttribute('href', '#blog');
      await expect(canvas.getByRole('link', { name: 'Conversar pelo WhatsApp' })).toHaveAttribute(
        'href',
        whatsappChatUrl(),
      );
    });
    await step("the floating WhatsApp button waits until the hero's own button leaves the screen", async () => {
      // Hidden elements have no accessible name: find it by its text.
      const floating = canvas
        .getAllByRole('link', { hidden: true })
        .find((link) => link.textContent?.includes('Agendar consulta'))!;
      await expect(new URL(floating.getAttribute('href')!).searchParams.get('text')).toBe(
        'Olá! Gostaria de agendar uma consulta.',
      );
      await waitFor(() => expect(floating).not.toBeVisible());
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      await waitFor(() => expect(floating).toBeVisible());
      await waitFor(() => expect(canvas.getByRole('banner')).not.toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0)' }));
      window.scrollTo({ top: 0, behavior: 'instant' });
      await waitFor(() => expect(floating).not.toBeVisible());
    });
  },
};

/** Anchors are scroll targets below the fixed nav bar (scroll-margin-top), and scrolling is smooth. */
export const ScrollTargets: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'O visitante clica num link do menu: a página rola suavemente até a seção, que fica abaixo da barra fixa.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(document.documentElement).scrollBehavior).toBe('smooth');
    for (const id of sectionIds) {
      const section = canvasElement.querySelector<HTMLElement>(`#${id}`)!;
      await expect(getComputedStyle(section).scrollMarginTop).toBe('72px');
    }
  },
};

/** After 50 px of scroll the nav bar is solid. */
export const Scrolled: Story = {
  parameters: {
    docs: { description: { story: 'O visitante rolou mais de 50 px (§9): a barra de navegação fica sólida.' } },
  },
  args: { scrolled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).not.toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0)' });
  },
};

export const Loading: Story = {
  parameters: {
    docs: { description: { story: 'As publicações ainda estão carregando (§8: "Carregando publicações...").' } },
  },
  args: landingLoading,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando publicações...')).toBeInTheDocument();
  },
};

/** Posts failed (message and retry); the team failed too and its block is simply absent. */
export const LoadFailed: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'A API falhou ao carregar publicações e equipe (§8: mensagem "Erro ao carregar publicações." com nova tentativa; a equipe some).',
      },
    },
  },
  args: landingFailed,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Erro ao carregar publicações.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryPosts).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('heading', { name: 'Nossa equipe' })).not.toBeInTheDocument();
  },
};

/** Phone, first screen: hero message, both actions and the floating button. */
export const Mobile: Story = {
  parameters: {
    docs: {
      description: {
        story: 'Celular, primeira tela: mensagem do hero, os dois botões e o botão flutuante do WhatsApp.',
      },
    },
  },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Saiba Seus Direitos' })).toBeVisible();
  },
};

/** Phone: the menu on the landing page scrolls within it, except Blog, which opens /blog; it closes on choice. */
export const MobileMenu: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'Celular: o visitante abre o menu; os links rolam a página (Blog abre /blog) e o menu fecha ao escolher.',
      },
    },
  },
  globals: mobileGlobals,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    const nav = within(canvas.getByRole('navigation', { name: 'Principal' }));
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: 'Serviços' })).toHaveAttribute('href', '#services');
    await userEvent.click(nav.getByRole('link', { name: 'Blog' }));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};
