import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LinkButton } from '../../primitives/LinkButton';
import { notify } from '../../primitives/Toaster';
import { phone, settleScroll, withToaster } from '../fixtures/stories';
import { PageHeader } from '../PageHeader';
import { PostListScreen } from '../PostListScreen';
import { filledArgs } from '../PostListScreen/PostListScreen.fixtures';
import { StaffNav } from '../StaffNav';
import { adminNav } from '../StaffNav/StaffNav.fixtures';
import { StaffLayout } from './StaffLayout';

const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;

const meta = {
  component: StaffLayout,
  afterEach: settleScroll,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '§2 Moldura de todas as telas do back office: navegação da equipe, conteúdo e avisos (toasts abaixo do cabeçalho).',
      },
    },
  },
  globals: desktop,
  args: {
    nav: <StaffNav {...adminNav} onLogout={fn()} onOpenDesignSystem={fn()} />,
    children: (
      <>
        <PageHeader
          title="Posts"
          description="Conteúdo da página, ao lado da navegação."
          actions={
            <LinkButton href="/posts/add" icon={<Plus />}>
              Adicionar Post
            </LinkButton>
          }
        />
        <p>Cada tela do painel ocupa esta área, sem ficar por baixo da barra lateral ou da barra inferior.</p>
      </>
    ),
  },
} satisfies Meta<typeof StaffLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Side bar from 768 px; the page's main region starts to its right. */
export const Default: Story = {
  parameters: {
    docs: { description: { story: 'Qualquer tela do back office no computador, com a navegação ao lado.' } },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegação do painel' });
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'conteudo');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    await expect(main.getBoundingClientRect().left).toBeGreaterThanOrEqual(nav.getBoundingClientRect().right);
  },
};

/** Phones: a bottom bar; the main region leaves room for it at the end. */
export const Mobile: Story = {
  parameters: { docs: { description: { story: 'No celular: a navegação vira a barra inferior.' } } },
  globals: phone,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegação do painel' });
    const main = canvas.getByRole('main');
    await expect(nav.getBoundingClientRect().bottom).toBe(window.innerHeight);
    // Room at the end of the page for the bar, so the last line can scroll above it.
    const reserved = parseFloat(getComputedStyle(main).paddingBottom);
    await expect(reserved).toBeGreaterThan(nav.getBoundingClientRect().height);
    await expect(within(main).getByRole('link', { name: 'Adicionar Post' })).toBeVisible();
  },
};

/** Keyboard: the first Tab shows 'Pular para o conteúdo'; its target is the main region, which can take focus. */
export const SkipLink: Story = {
  parameters: {
    docs: { description: { story: 'Quem navega pelo teclado: "Pular para o conteúdo" aparece no primeiro Tab.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const skip = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await waitFor(() => expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    // Not followed here: in the test runner a fragment link would leave the story's page.
    const target = canvasElement.querySelector(skip.getAttribute('href') ?? '');
    await expect(target).toBe(canvas.getByRole('main'));
    await expect(target).toHaveAttribute('tabindex', '-1');
  },
};

/** The toast covers none of: the header's 'Adicionar Post', the navigation, the rows' delete buttons. */
async function expectClearOfActions(canvas: HTMLElement, toast: HTMLElement) {
  const box = toast.getBoundingClientRect();
  const page = within(canvas);
  const actions = [
    within(page.getByRole('main')).getByRole('link', { name: 'Adicionar Post' }),
    page.getByRole('navigation', { name: 'Navegação do painel' }),
    ...page.getAllByRole('button', { name: /^Excluir post:/ }),
  ];
  for (const action of actions) await expect(overlaps(box, action.getBoundingClientRect())).toBe(false);
}

/**
 * A toast next to the header's primary action, as after a failed deletion on
 * /posts: centred below the header band, it leaves 'Adicionar Post', the side
 * bar and the rows' actions uncovered.
 */
export const WithToast: Story = {
  parameters: {
    docs: { description: { story: 'Depois de salvar ou excluir: o aviso (toast) aparece abaixo do cabeçalho.' } },
  },
  decorators: [withToaster],
  args: { children: <PostListScreen {...filledArgs} /> },
  play: async ({ canvasElement }) => {
    notify.error('Erro ao excluir post', 'Você não tem permissão para excluir este post.');
    const toast = await within(document.body).findByRole('alert');
    await expect(toast).toHaveTextContent('Erro ao excluir post');
    await expectClearOfActions(canvasElement, toast);
  },
};

/** Phones: the toast sits under the header row, clear of 'Adicionar Post', the cards' actions and the bottom bar. */
export const MobileWithToast: Story = {
  parameters: {
    docs: { description: { story: 'O mesmo aviso no celular, sem cobrir a navegação nem os botões da tela.' } },
  },
  ...WithToast,
  globals: phone,
  play: async ({ canvasElement }) => {
    notify.success('Sucesso!', 'Post criado com sucesso!');
    const toast = await within(document.body).findByRole('status');
    await expect(toast).toHaveTextContent('Post criado com sucesso!');
    await expectClearOfActions(canvasElement, toast);
  },
};
