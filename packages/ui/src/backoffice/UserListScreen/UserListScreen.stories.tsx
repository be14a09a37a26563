import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { juliana, rafael } from '../fixtures/people';
import { pending, phone, settleScroll, withToaster } from '../fixtures/stories';
import { UserListScreen } from './UserListScreen';
import { filledArgs, longContentUsers } from './UserListScreen.fixtures';

const meta = {
  component: UserListScreen,
  parameters: {
    docs: {
      description: {
        component:
          '§2 Lista de usuários (/users): busca por nome, e-mail ou título, "Adicionar Usuário", tabela (Nome, E-mail, Título, Cargo, Ações). Estados da tela:',
      },
    },
  },
  afterEach: settleScroll,
  decorators: [withToaster],
  args: { ...filledArgs, onRetry: fn(), onDelete: fn(async () => {}) },
} satisfies Meta<typeof UserListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: HTMLElement, name: string) => within(within(canvas).getByText(name).closest('tr')!);

export const Filled: Story = {
  parameters: {
    docs: { description: { story: 'A pessoa da equipe abre /users: todos os usuários com seus cargos.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Adicionar Usuário' })).toHaveAttribute('href', '/users/add');
    const table = within(canvas.getByRole('table', { name: 'Usuários' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nome',
      'E-mail',
      'Título',
      'Cargo',
      'Ações',
    ]);
    await expect(table.getAllByRole('row')).toHaveLength(6);
    const helena = rowOf(canvasElement, 'Helena Vieira');
    await expect(helena.getByText('Administrador')).toBeVisible();
    await expect(helena.getByText('Advogado')).toBeVisible();
    await expect(rowOf(canvasElement, 'Rafael Campos').getByText('Advogado')).toBeVisible();
    const carla = rowOf(canvasElement, 'Carla Souza');
    await expect(carla.getByText('Usuário')).toBeVisible();
    await expect(carla.getAllByRole('cell')[2]).toHaveTextContent('-');
    await expect(rowOf(canvasElement, 'Marcos Antônio Ribeiro').getByText('Administrador')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Editar usuário: Rafael Campos' })).toHaveAttribute(
      'href',
      `/users/edit/${rafael.id}`,
    );
  },
};

export const SearchByName: Story = {
  parameters: { docs: { description: { story: 'A pessoa busca por nome (sem diferenciar maiúsculas).' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar usuários' }), 'JULIANA');
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(2);
    await expect(table.getByText(juliana.name)).toBeVisible();
  },
};

export const SearchByEmailAndTitle: Story = {
  parameters: { docs: { description: { story: 'A pessoa busca por e-mail ou título.' } } },
  play: async ({ canvas, userEvent, step }) => {
    const search = canvas.getByRole('searchbox', { name: 'Buscar usuários' });
    await step('e-mail', async () => {
      await userEvent.type(search, 'carla.souza@');
      await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    });
    await step('professional title', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, 'previdenciarista');
      await expect(within(canvas.getByRole('table')).getByText(juliana.name)).toBeVisible();
    });
  },
};

export const NoMatch: Story = {
  parameters: {
    docs: {
      description: { story: 'A busca não encontra ninguém ("Nenhum usuário encontrado com os filtros aplicados.").' },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'tributário');
    await expect(canvas.getByText('Nenhum usuário encontrado com os filtros aplicados.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { docs: { description: { story: 'Não há usuários ("Nenhum usuário cadastrado.").' } } },
  args: { users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum usuário cadastrado.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { docs: { description: { story: 'Os usuários ainda estão carregando ("Carregando...").' } } },
  args: { status: 'loading', users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando...')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    docs: {
      description: { story: 'A API falhou ao carregar (§8: "Erro ao carregar usuários" e "Tentar novamente").' },
    },
  },
  args: { status: 'error', users: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Erro ao carregar usuários')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoadUnsuccessful: Story = {
  parameters: { docs: { description: { story: 'A API respondeu sem sucesso (§8: "Falha ao carregar usuários").' } } },
  args: { status: 'error', users: [], errorMessage: 'Falha ao carregar usuários' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Falha ao carregar usuários')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const LongContent: Story = {
  parameters: { docs: { description: { story: 'Nomes, e-mails e títulos longos.' } } },
  args: { users: longContentUsers },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maria Aparecida dos Santos Albuquerque Figueiredo de Vasconcelos')).toBeVisible();
  },
};

export const ConfirmDelete: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'A pessoa clica em excluir: "Tem certeza que deseja excluir o usuário "{nome}"?" e "Esta ação não pode ser desfeita.".',
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir usuário: Rafael Campos' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText('Tem certeza que deseja excluir o usuário "Rafael Campos"?')).toBeVisible();
    await expect(dialog.getByText('Esta ação não pode ser desfeita.')).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const CancelDelete: Story = {
  parameters: { docs: { description: { story: 'A pessoa cancela a exclusão: nada muda.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir usuário: Rafael Campos' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  parameters: { docs: { description: { story: 'A exclusão está em andamento.' } } },
  args: { onDelete: fn(() => pending<void>()) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir usuário: Rafael Campos' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await expect(await dialog.findByRole('button', { name: 'Excluindo...' })).toBeDisabled();
    await expect(args.onDelete).toHaveBeenCalledWith(rafael);
  },
};

export const DeleteFailedWithServerMessage: Story = {
  parameters: {
    docs: {
      description: { story: 'A API recusou a exclusão (§8: "Erro ao excluir usuário" com a mensagem do servidor).' },
    },
  },
  args: { onDelete: fn(async () => Promise.reject(new Error('Usuário possui posts publicados.'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir usuário: Rafael Campos' }));
    await userEvent.click(
      within(await within(document.body).findByRole('dialog')).getByRole('button', { name: 'Excluir' }),
    );
    const body = within(document.body);
    await expect(await body.findByText('Erro ao excluir usuário')).toBeVisible();
    await expect(body.getByText('Usuário possui posts publicados.')).toBeVisible();
  },
};

export const DeleteFailedWithoutMessage: Story = {
  parameters: {
    docs: {
      description: {
        story: 'A exclusão falhou sem mensagem (§8: "Erro ao excluir usuário" / "Tente novamente mais tarde.").',
      },
    },
  },
  args: { onDelete: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir usuário: Rafael Campos' }));
    await userEvent.click(
      within(await within(document.body).findByRole('dialog')).getByRole('button', { name: 'Excluir' }),
    );
    const body = within(document.body);
    await expect(await body.findByText('Erro ao excluir usuário')).toBeVisible();
    await expect(body.getByText('Tente novamente mais tarde.')).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { docs: { description: { story: 'Celular: os usuários em cartões.' } } },
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: 'Usuários' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.type(canvas.getByRole('searchbox'), 'helena');
    await expect(cards.getAllByRole('listitem')).toHaveLength(1);
    await expect(cards.getByText('helena.vieira@camposvieira.adv.br')).toBeVisible();
  },
};

export const MobileFilled: Story = {
  parameters: { docs: { description: { story: 'Celular, com conteúdo longo.' } } },
  args: { users: longContentUsers },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Excluir usuário: Carla Souza' })).toBeVisible();
  },
};
