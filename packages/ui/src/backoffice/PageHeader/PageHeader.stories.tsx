import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, UserPlus } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { LinkButton } from '../../primitives/LinkButton';
import { phone } from '../fixtures/stories';
import { PageHeader } from './PageHeader';

const meta = {
  component: PageHeader,
  args: { title: 'Posts' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form screen's header: the title alone. */
export const Default: Story = {
  args: { title: 'Adicionar Novo Usuário' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Adicionar Novo Usuário' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: { title: 'Meu Perfil', description: 'Seus dados aparecem no site, junto dos posts que você assina.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
    await expect(canvas.getByText('Seus dados aparecem no site, junto dos posts que você assina.')).toBeVisible();
  },
};

/** A list's header: its primary action at the end of the row. */
export const WithAction: Story = {
  args: {
    actions: (
      <LinkButton href="/posts/add" icon={<Plus />}>
        Adicionar Post
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Posts' });
    const action = canvas.getByRole('link', { name: 'Adicionar Post' });
    await expect(action).toHaveAttribute('href', '/posts/add');
    // Same row, at the far end.
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
  },
};

export const WithDescriptionAndActions: Story = {
  args: {
    title: 'Usuários',
    description: 'Contas da equipe que acessa o painel.',
    actions: (
      <>
        <Button variant="secondary">Exportar lista</Button>
        <LinkButton href="/users/add" icon={<UserPlus />}>
          Adicionar Usuário
        </LinkButton>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Contas da equipe que acessa o painel.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar lista' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Adicionar Usuário' })).toHaveAttribute('href', '/users/add');
  },
};

/** A title too long for one line wraps; the action moves under it. */
export const LongTitle: Story = {
  args: {
    title: 'Pensão alimentícia depois dos 18 anos: estudante universitário, revisão do valor e exoneração',
    actions: (
      <LinkButton href="/blog/pensao-alimenticia" variant="secondary">
        Ver no site
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(/^Pensão alimentícia depois dos 18 anos/);
    const action = canvas.getByRole('link', { name: 'Ver no site' });
    await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(heading.getBoundingClientRect().bottom);
  },
};

/** Phones: a smaller title; a short title and its action still share the row. */
export const Mobile: Story = {
  ...WithAction,
  globals: phone,
};
