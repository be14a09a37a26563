import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { carla } from '../fixtures/people';
import { phone, settleScroll } from '../fixtures/stories';
import { PageHeader } from '../PageHeader';
import { StaffLayout } from '../StaffLayout';
import { StaffNav } from './StaffNav';
import { adminNav, lawyerNav } from './StaffNav.fixtures';

const meta = {
  component: StaffNav,
  afterEach: settleScroll,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '§2 Navegação do back office: barra lateral no computador e barra inferior no celular, com os links de cada função (administradores veem também os usuários), o perfil, "Design system" e "Sair".',
      },
    },
  },
  args: { ...adminNav, onLogout: fn(), onOpenDesignSystem: fn() },
  render: (args) => (
    <StaffLayout nav={<StaffNav {...args} />}>
      <PageHeader title="Painel" description="Conteúdo da página ao lado da navegação." />
    </StaffLayout>
  ),
} satisfies Meta<typeof StaffNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'Um administrador entrou: Posts, Adicionar Post, Listar Usuários, Adicionar Usuário, Meu Perfil e Design system.',
      },
    },
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Navegação do painel' }));
    const links = nav.getAllByRole('link').map((link) => [link.innerText.trim(), link.getAttribute('href')]);
    await expect(links).toEqual([
      ['Posts', '/posts'],
      ['Adicionar Post', '/posts/add'],
      ['Listar Usuários', '/users'],
      ['Adicionar Usuário', '/users/add'],
      ['Meu Perfil', '/users/me'],
      ['Design system', '/design-system/'],
    ]);
    await expect(nav.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByText('Helena Vieira')).toBeVisible();
    await expect(nav.getByText('Administrador')).toBeVisible();
  },
};

export const Lawyer: Story = {
  parameters: { docs: { description: { story: 'Um advogado (não administrador) entrou: sem os links de usuários.' } } },
  args: lawyerNav,
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation'));
    await expect(nav.queryByRole('link', { name: 'Listar Usuários' })).not.toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Adicionar Usuário' })).not.toBeInTheDocument();
    await expect(nav.getByRole('link', { name: 'Meu Perfil' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Posts' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByText('Advogado')).toBeVisible();
  },
};

/** Storybook itself, for everyone signed in: the app gets its cookie from the API, then opens it. */
export const OpenDesignSystem: Story = {
  parameters: {
    docs: { description: { story: 'A pessoa clica em "Design system": o app pede o acesso e abre /design-system/.' } },
  },
  args: lawyerNav,
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Design system' });
    await expect(link).toHaveAttribute('href', '/design-system/');
    await expect(link).not.toHaveAttribute('aria-current');
    await userEvent.click(link);
    await expect(args.onOpenDesignSystem).toHaveBeenCalledOnce();
  },
};

export const OpeningDesignSystem: Story = {
  parameters: {
    docs: { description: { story: 'Enquanto o acesso ao design system é pedido ao servidor: o link aguarda.' } },
  },
  args: { openingDesignSystem: true },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Design system' });
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(link);
    await expect(args.onOpenDesignSystem).not.toHaveBeenCalled();
  },
};

export const WithoutDesignSystem: Story = {
  parameters: { docs: { description: { story: 'Servidor com DESIGN_SYSTEM=off: o link não aparece.' } } },
  args: { onOpenDesignSystem: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Design system' })).not.toBeInTheDocument();
  },
};

export const UserWithoutPhoto: Story = {
  parameters: { docs: { description: { story: 'Usuário sem foto, em tablet: as iniciais no lugar da foto.' } } },
  args: { user: carla, currentPath: '/posts/add' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation'));
    await expect(nav.getByRole('link', { name: 'Adicionar Post' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByText('Usuário')).toBeVisible();
  },
};

export const EditPageHighlightsPosts: Story = {
  parameters: {
    docs: { description: { story: 'Editando um post (/posts/edit/…): "Posts" aparece como a seção atual.' } },
  },
  args: { currentPath: '/posts/edit/18' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Adicionar Post' })).not.toHaveAttribute('aria-current');
  },
};

export const Logout: Story = {
  parameters: { docs: { description: { story: 'A pessoa clica em "Sair": a sessão é encerrada.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  parameters: { docs: { description: { story: 'Enquanto a saída é enviada ao servidor: o botão aguarda.' } } },
  args: { loggingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saindo...' })).toBeDisabled();
  },
};

export const MobileAdministrator: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'Administrador no celular: barra inferior com os nomes do §2 (Listar Usuários, Adicionar Usuário, Meu Perfil).',
      },
    },
  },
  globals: phone,
  play: async ({ canvas, userEvent, args }) => {
    const nav = within(canvas.getByRole('navigation'));
    // The bottom bar names its links with the spec's texts (§2), as the side bar does.
    for (const name of ['Posts', 'Adicionar Post', 'Listar Usuários', 'Adicionar Usuário', 'Meu Perfil']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    const names = nav.getAllByRole('link').map((link) => link.innerText.trim());
    await expect(names).toEqual(['Posts', 'Adicionar Post', 'Listar Usuários', 'Adicionar Usuário', 'Meu Perfil']);
    // Storybook is a desk tool: no room for it on the bottom bar.
    await expect(nav.getByText('Design system')).not.toBeVisible();
    await expect(nav.queryByText('Helena Vieira')).not.toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const MobileLawyer: Story = {
  parameters: { docs: { description: { story: 'Advogado no celular: barra inferior sem os links de usuários.' } } },
  args: lawyerNav,
  globals: phone,
  play: async ({ canvas }) => {
    const names = canvas
      .getAllByRole('link')
      .filter((l) => l.closest('nav'))
      .map((link) => link.innerText.trim());
    await expect(names).toEqual(['Posts', 'Adicionar Post', 'Meu Perfil']);
    await expect(canvas.getByRole('link', { name: 'Meu Perfil' })).toHaveAttribute('aria-current', 'page');
  },
};
