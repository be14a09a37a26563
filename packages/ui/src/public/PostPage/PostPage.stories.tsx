import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { rescisaoPost } from '../shared/posts.fixtures';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { PostPage } from './PostPage';
import { postError, postLoading, postLongTitle, postNotFound, postReady, postWithoutImages } from './PostPage.fixtures';

const meta = {
  component: PostPage,
  args: { post: postReady, canShare: false, onCopy: fn(), onNativeShare: fn(), onRetry: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '§2 Publicação (/blog/{slug}): barra escura, a publicação com imagem, categoria, data, tempo de leitura, autor e seções, e o menu de compartilhar. Estados da página (§4: carregando, erro, carregada):',
      },
    },
  },
  globals: desktopGlobals,
  decorators: [withInertLinks],
} satisfies Meta<typeof PostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dark nav, the article with its share menu, the way back to the blog. */
export const Default: Story = {
  parameters: {
    docs: {
      description: {
        story: 'O visitante abre uma publicação: o artigo, o menu de compartilhar e o caminho de volta ao blog.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /página inicial/ })).toHaveAttribute('href', '/');
    const nav = within(canvas.getByRole('navigation', { name: 'Principal' }));
    await expect(nav.getByRole('link', { name: 'Serviços' })).toHaveAttribute('href', '/#services');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(rescisaoPost.title);
    await expect(canvas.getByRole('link', { name: 'Voltar para o blog' })).toHaveAttribute('href', '/blog');
    await expect(canvas.getByRole('button', { name: 'Compartilhar' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Ficou com alguma dúvida sobre o seu caso?' }),
    ).toBeInTheDocument();
  },
};

/** Copying the link from the post page: 'Link Copiado!' for 2 s. */
export const CopyLink: Story = {
  parameters: {
    docs: { description: { story: 'O visitante copia o link pelo menu de compartilhar ("Link Copiado!" por 2 s).' } },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Compartilhar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(postReady.status === 'ready' ? postReady.url : '');
    await expect(canvas.getByRole('button', { name: 'Link Copiado!' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copiar link' })).toBeVisible(), { timeout: 3000 });
  },
};

export const Loading: Story = {
  parameters: {
    docs: { description: { story: 'A publicação ainda está carregando (§8: "Carregando publicação...").' } },
  },
  args: { post: postLoading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando publicação...');
  },
};

export const NotFound: Story = {
  parameters: {
    docs: { description: { story: 'Não existe publicação com esse endereço (§8: "Publicação não encontrada.").' } },
  },
  args: { post: postNotFound },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Publicação não encontrada.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver todas as publicações' })).toHaveAttribute('href', '/blog');
  },
};

export const Error: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'A API falhou ao carregar a publicação (§8: mensagem "Erro ao carregar publicação." e "Tentar novamente").',
      },
    },
  },
  args: { post: postError },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar publicação.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutImages: Story = {
  parameters: { docs: { description: { story: 'Publicação e autor sem imagem.' } } },
  args: { post: postWithoutImages },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { docs: { description: { story: 'Celular: a publicação carregada.' } } },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

export const MobileLongTitle: Story = {
  parameters: { docs: { description: { story: 'Celular, com título longo.' } } },
  args: { post: postLongTitle },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/auxílio por incapacidade/);
  },
};

export const MobileNotFound: Story = {
  parameters: { docs: { description: { story: 'Celular: publicação não encontrada.' } } },
  args: { post: postNotFound },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Publicação não encontrada.')).toBeVisible();
  },
};
