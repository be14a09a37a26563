import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileSearch, Plus, Users } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { LinkButton } from '../LinkButton';
import { EmptyState } from './EmptyState';

const meta = {
  component: EmptyState,
  args: {
    title: 'Nenhum post encontrado.',
    description: 'Os posts publicados aparecem aqui. Comece escrevendo o primeiro.',
    action: (
      <LinkButton href="/posts/add" icon={<Plus />}>
        Adicionar Post
      </LinkButton>
    ),
  },
  argTypes: { action: { control: false }, icon: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum post encontrado.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Adicionar Post' })).toHaveAttribute('href', '/posts/add');
  },
};

export const NoUsers: Story = {
  args: {
    title: 'Nenhum usuário cadastrado.',
    description: undefined,
    icon: <Users />,
    action: (
      <LinkButton href="/users/add" icon={<Plus />}>
        Adicionar Usuário
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum usuário cadastrado.')).toBeVisible();
  },
};

const clearFilters = fn();

export const NoMatches: Story = {
  args: {
    title: 'Nenhum usuário encontrado com os filtros aplicados.',
    description: 'Confira a grafia ou busque por outra parte do nome, e-mail ou título.',
    icon: <FileSearch />,
    action: (
      <Button variant="secondary" onClick={() => clearFilters()}>
        Limpar busca
      </Button>
    ),
  },
  beforeEach: () => {
    clearFilters.mockClear();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(clearFilters).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Nenhuma publicação encontrada para esta categoria.', description: undefined, action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma publicação encontrada para esta categoria.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Adicionar Post' })).toBeVisible();
  },
};
