import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { postPage } from '../fixtures/posts';
import { pending, phone, settleScroll, withToaster } from '../fixtures/stories';
import { PostListScreen } from './PostListScreen';
import { filledArgs, lastPageArgs, longContentArgs, scheduledArgs } from './PostListScreen.fixtures';

const meta = {
  component: PostListScreen,
  afterEach: settleScroll,
  decorators: [withToaster],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          '§2 Lista de posts (/posts): busca, "Adicionar Post", tabela (Título, Data, Categoria, Tempo de Leitura, Criador, Ações) e paginação de 6 em 6. Estados da tela:',
      },
    },
  },
  args: { ...filledArgs, onQueryChange: fn(), onDelete: fn(async () => {}), onRetry: fn() },
} satisfies Meta<typeof PostListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = postPage[0]!;

export const Filled: Story = {
  parameters: { docs: { description: { story: 'A pessoa da equipe abre /posts: a primeira página de posts.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Adicionar Post' })).toHaveAttribute('href', '/posts/add');
    await expect(canvas.getByPlaceholderText('Buscar por título ou categoria...')).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Posts' }));
    const headers = table.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual(['Título', 'Data', 'Categoria', 'Tempo de Leitura', 'Criador', 'Ações']);
    await expect(table.getAllByRole('row')).toHaveLength(7);
    const row = within(table.getAllByRole('row')[1]!);
    await expect(row.getByText(first.title)).toBeVisible();
    await expect(row.getByText('10/03/2025')).toBeVisible();
    await expect(row.getByText('Direito Trabalhista')).toBeVisible();
    await expect(row.getByText('6 min de leitura')).toBeVisible();
    await expect(row.getByText('Rafael Campos')).toBeVisible();
    await expect(row.getByRole('link', { name: `Ver post: ${first.title}` })).toHaveAttribute(
      'href',
      `/blog/${first.slug}`,
    );
    await expect(row.getByRole('link', { name: `Editar post: ${first.title}` })).toHaveAttribute(
      'href',
      `/posts/edit/${first.id}`,
    );
  },
};

/**
 * A scheduled post is not public yet ('Publicação não encontrada.' at /blog/{slug}): marked
 * 'Agendado', and its view opens the editor's preview instead.
 */
export const Scheduled: Story = {
  parameters: {
    docs: {
      description: {
        story: 'Um post com data futura ainda não está no site: marcado "Agendado", e "ver" abre a prévia no editor.',
      },
    },
  },
  args: scheduledArgs,
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Posts' }));
    const [, scheduledRow, publishedRow] = table.getAllByRole('row').map((row) => within(row));
    await expect(scheduledRow!.getByText('01/04/2025')).toBeVisible();
    await expect(scheduledRow!.getByText('Agendado')).toBeVisible();
    await expect(scheduledRow!.getByRole('link', { name: `Ver prévia: ${first.title}` })).toHaveAttribute(
      'href',
      `/posts/edit/${first.id}?previa=1`,
    );
    await expect(scheduledRow!.queryByRole('link', { name: `Ver post: ${first.title}` })).not.toBeInTheDocument();
    // A published post keeps its public page.
    await expect(publishedRow!.queryByText('Agendado')).not.toBeInTheDocument();
    await expect(publishedRow!.getByRole('link', { name: /^Ver post: / })).toHaveAttribute(
      'href',
      `/blog/${postPage[1]!.slug}`,
    );
  },
};

export const ScheduledMobile: Story = {
  parameters: { docs: { description: { story: 'Celular: post agendado.' } } },
  args: scheduledArgs,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Agendado')).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Ver prévia: ${first.title}` })).toHaveAttribute(
      'href',
      `/posts/edit/${first.id}?previa=1`,
    );
  },
};

export const NoCategoryShowsDash: Story = {
  parameters: { docs: { description: { story: 'Um post sem categoria mostra "-" na coluna Categoria.' } } },
  play: async ({ canvas }) => {
    const row = canvas.getByText('Horas extras e banco de horas: o que diz a CLT').closest('tr')!;
    await expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('-');
  },
};

export const Search: Story = {
  parameters: { docs: { description: { story: 'A pessoa busca por título ou categoria: volta à página 1 (§9).' } } },
  args: { page: 2 },
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Buscar posts' });
    await userEvent.type(search, 'B');
    // A new search always goes back to page 1.
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ search: 'B', page: 1 });
  },
};

export const NextPage: Story = {
  parameters: { docs: { description: { story: 'A pessoa vai para a página seguinte ("Próxima").' } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Página 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ search: '', page: 2 });
  },
};

export const LastPage: Story = {
  parameters: { docs: { description: { story: 'A última página: "Próxima" desabilitada.' } } },
  args: lastPageArgs,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Página 3')).toBeVisible();
    // 3 × 6 ≥ 14: no next page.
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ search: '', page: 2 });
  },
};

export const Loading: Story = {
  parameters: { docs: { description: { story: 'Os posts ainda estão carregando ("Carregando...").' } } },
  args: { status: 'loading', posts: [], count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando...')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { docs: { description: { story: 'A API falhou ao carregar os posts (§8: "Erro ao carregar posts").' } } },
  args: { status: 'error', posts: [], count: 0 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Erro ao carregar posts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  parameters: { docs: { description: { story: 'Ainda não há posts ("Nenhum post encontrado.").' } } },
  args: { posts: [], count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum post encontrado.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const EmptySearch: Story = {
  parameters: { docs: { description: { story: 'A busca não encontrou posts ("Nenhum post encontrado.").' } } },
  args: { posts: [], count: 0, search: 'usucapião' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum post encontrado.')).toBeVisible();
    await expect(canvas.getByText('Tente buscar por outro título ou categoria.')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('usucapião');
  },
};

export const LongContent: Story = {
  parameters: { docs: { description: { story: 'Títulos, categorias e nomes longos.' } } },
  args: longContentArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Pensão alimentícia depois dos 18 anos/)).toBeVisible();
    await expect(canvas.getByText('Maria Aparecida dos Santos Albuquerque Figueiredo de Vasconcelos')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  },
};

export const ConfirmDelete: Story = {
  parameters: {
    docs: {
      description: {
        story: 'A pessoa clica em excluir: confirmação "Tem certeza que deseja excluir o post "{título}"?".',
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Excluir post: ${first.title}` }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(`Tem certeza que deseja excluir o post "${first.title}"?`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Excluir' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const CancelDelete: Story = {
  parameters: { docs: { description: { story: 'A pessoa cancela a exclusão: nada muda.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Excluir post: ${first.title}` }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  parameters: { docs: { description: { story: 'A exclusão está em andamento.' } } },
  args: { onDelete: fn(() => pending<void>()) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Excluir post: ${first.title}` }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await expect(await dialog.findByRole('button', { name: 'Excluindo...' })).toBeDisabled();
    await expect(args.onDelete).toHaveBeenCalledWith(first);
  },
};

export const Deleted: Story = {
  parameters: { docs: { description: { story: 'A exclusão deu certo: a linha sai da tabela (§4).' } } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Excluir post: ${first.title}` }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await expect(args.onDelete).toHaveBeenCalledWith(first);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DeleteFailed: Story = {
  parameters: {
    docs: {
      description: { story: 'A API recusou a exclusão (§8: "Erro ao excluir post" com a mensagem do servidor).' },
    },
  },
  args: { onDelete: fn(async () => Promise.reject(new Error('Você não tem permissão para excluir este post.'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Excluir post: ${first.title}` }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    const body = within(document.body);
    await expect(await body.findByText('Erro ao excluir post')).toBeVisible();
    await expect(body.getByText('Você não tem permissão para excluir este post.')).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { docs: { description: { story: 'Celular: os posts em cartões em vez da tabela.' } } },
  globals: phone,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Posts' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: 'Posts' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(6);
    const card = within(cards.getAllByRole('listitem')[0]!);
    await expect(card.getByText(first.title)).toBeVisible();
    await expect(card.getByText('Tempo de Leitura')).toBeVisible();
    await expect(card.getByText('6 min de leitura')).toBeVisible();
    await expect(card.getByRole('link', { name: `Editar post: ${first.title}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ search: '', page: 2 });
  },
};

export const MobileLongContent: Story = {
  parameters: { docs: { description: { story: 'Celular, com conteúdo longo.' } } },
  args: longContentArgs,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maria Aparecida dos Santos Albuquerque Figueiredo de Vasconcelos')).toBeVisible();
  },
};

export const MobileConfirmDelete: Story = {
  parameters: { docs: { description: { story: 'Celular: confirmação de exclusão.' } } },
  ...ConfirmDelete,
  globals: phone,
};
