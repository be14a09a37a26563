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
  parameters: { layout: 'fullscreen' },
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
  args: { openingDesignSystem: true },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Design system' });
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(link);
    await expect(args.onOpenDesignSystem).not.toHaveBeenCalled();
  },
};

export const WithoutDesignSystem: Story = {
  args: { onOpenDesignSystem: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Design system' })).not.toBeInTheDocument();
  },
};

export const UserWithoutPhoto: Story = {
  args: { user: carla, currentPath: '/posts/add' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation'));
    await expect(nav.getByRole('link', { name: 'Adicionar Post' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByText('Usuário')).toBeVisible();
  },
};

export const EditPageHighlightsPosts: Story = {
  args: { currentPath: '/posts/edit/18' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Adicionar Post' })).not.toHaveAttribute('aria-current');
  },
};

export const Logout: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saindo...' })).toBeDisabled();
  },
};

export const MobileAdministrator: Story = {
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
