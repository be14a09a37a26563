import type { User } from '@firm/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, UserPlus, Users } from 'lucide-react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Pagination } from '../../primitives/Pagination';
import { rafael, team } from '../fixtures/people';
import { phone, settleScroll, withToaster } from '../fixtures/stories';
import { RowActionLink } from '../RowActions';
import { ListScreen } from './ListScreen';

/**
 * The part PostListScreen and UserListScreen share, shown with a small
 * configuration: a title, an add action, a search, two facts per row.
 */
const meta = {
  component: ListScreen<User>,
  afterEach: settleScroll,
  decorators: [withToaster],
  args: {
    title: 'Usuários',
    add: { href: '/users/add', label: 'Adicionar Usuário', icon: <UserPlus /> },
    search: { label: 'Buscar usuários', placeholder: 'Buscar por nome...', value: '', onChange: fn() },
    status: 'ready',
    loadError: 'Erro ao carregar usuários',
    onRetry: fn(),
    rows: team.slice(0, 3),
    rowKey: (user) => user.id,
    empty: { icon: <Users />, title: 'Nenhum usuário cadastrado.' },
    primary: { header: 'Nome', render: (user) => user.name },
    facts: [
      { label: 'E-mail', render: (user) => user.email },
      { label: 'Título', render: (user) => user.title || '-' },
    ],
    rowLinks: (user) => (
      <RowActionLink href={`/users/edit/${user.id}`} icon={<Pencil />} label={`Editar usuário: ${user.name}`} />
    ),
    deletion: {
      buttonLabel: (user) => `Excluir usuário: ${user.name}`,
      confirm: (user) => ({ title: `Excluir ${user.name}?`, description: 'Esta ação não pode ser desfeita.' }),
      failureTitle: 'Erro ao excluir usuário',
      failureFallback: 'Tente novamente mais tarde.',
      onDelete: fn(async () => {}),
    },
  },
} satisfies Meta<typeof ListScreen<User>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: a table whose last column holds the row's links and its delete button. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // The first column, then one per fact, then 'Ações'.
    const headers = within(canvas.getByRole('table', { name: 'Usuários' })).getAllByRole('columnheader');
    await expect(headers.map((th) => th.textContent)).toEqual(['Nome', 'E-mail', 'Título', 'Ações']);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar usuários' }), 'r');
    await expect(args.search.onChange).toHaveBeenLastCalledWith('r');
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir usuário: Rafael Campos' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText('Excluir Rafael Campos?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await expect(args.deletion.onDelete).toHaveBeenCalledWith(rafael);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A rejection without a message: the toast falls back to `failureFallback`. */
export const DeleteFailedWithoutMessage: Story = {
  args: { deletion: { ...meta.args.deletion, onDelete: fn(async () => Promise.reject(new Error(''))) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir usuário: Rafael Campos' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    const alert = await within(document.body).findByRole('alert');
    await expect(alert).toHaveTextContent('Erro ao excluir usuário');
    await expect(alert).toHaveTextContent('Tente novamente mais tarde.');
  },
};

/** Under the rows: the footer slot (the post list's pagination). */
export const WithFooter: Story = {
  args: { footer: <Pagination page={1} hasNext onPageChange={fn()} /> },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const pagination = canvas.getByRole('navigation', { name: 'Paginação' });
    await expect(pagination.getBoundingClientRect().top).toBeGreaterThan(table.getBoundingClientRect().bottom);
  },
};

/** Phones: the rows become cards, headed by the first column. */
export const Mobile: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: 'Usuários' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[1]!).getByText('Rafael Campos')).toBeVisible();
    await expect(within(cards[1]!).getByRole('button', { name: 'Excluir usuário: Rafael Campos' })).toBeVisible();
  },
};
