import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { pagePaths } from '@firm/contract';
import { postSummaries, secondPage } from '../shared/posts.fixtures';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { BlogListPage, type BlogListPageProps } from './BlogListPage';
import {
  blogAllLoaded,
  blogEmpty,
  blogEmptyCategory,
  blogError,
  blogFirstPage,
  blogLoading,
  blogLoadingMore,
  blogLongTitles,
  blogPrevidenciario,
  blogTagsFailed,
  blogTagsLoading,
  blogWithoutImages,
} from './BlogListPage.fixtures';

const meta = {
  component: BlogListPage,
  args: {
    ...blogFirstPage,
    onCategoryChange: fn(),
    onSearchChange: fn(),
    onLoadMore: fn(),
    loadMoreHref: pagePaths.blogList({ page: 2 }),
    onRetry: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '§2 Lista do blog (/blog): barra escura, filtro de categorias ("Todos" primeiro), busca por título, cartões de publicações e "Carregar mais". Estados da página (§4: carregando, erro, vazia ou lista):',
      },
    },
  },
  globals: desktopGlobals,
  decorators: [withInertLinks],
} satisfies Meta<typeof BlogListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Dark nav, search, categories ('Todos' first) and the first page of cards. */
export const Default: Story = {
  parameters: {
    docs: {
      description: {
        story: 'O visitante abre /blog: categorias com "Todos" selecionado e a primeira página de publicações.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /página inicial/ })).toHaveAttribute('href', '/');
    const categories = within(canvas.getByRole('group', { name: 'Categorias' })).getAllByRole('button');
    await expect(categories[0]).toHaveTextContent('Todos');
    await expect(categories[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(categories).toHaveLength(7);
    const first = postSummaries[0]!;
    const card = within(canvas.getByRole('link', { name: first.title }).closest('article')!);
    await expect(card.getByText('Direito Trabalhista')).toBeVisible();
    await expect(card.getByText('12/03/2025')).toBeVisible();
    await expect(card.getByText('7 min de leitura')).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('loading', 'eager');
    await expect(canvas.getByText('Mostrando 6 de 8 publicações')).toBeVisible();
  },
};

/** Choosing a category reports its name; choosing the current one again does nothing. */
export const FilterByCategory: Story = {
  parameters: { docs: { description: { story: 'O visitante escolhe uma categoria: a lista é filtrada por ela.' } } },
  play: async ({ canvas, userEvent, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Categorias' }));
    await userEvent.click(group.getByRole('button', { name: 'Direito Previdenciário' }));
    await expect(args.onCategoryChange).toHaveBeenCalledOnce();
    await expect(args.onCategoryChange).toHaveBeenCalledWith('Direito Previdenciário');
    await userEvent.click(group.getByRole('button', { name: 'Todos' }));
    await expect(args.onCategoryChange).toHaveBeenCalledOnce();
  },
};

/** A category selected: 'Todos' brings every post back. */
export const CategorySelected: Story = {
  parameters: {
    docs: { description: { story: 'Uma categoria está selecionada; "Todos" traz todas as publicações de volta.' } },
  },
  args: blogPrevidenciario,
  play: async ({ canvas, userEvent, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Categorias' }));
    await expect(group.getByRole('button', { name: 'Direito Previdenciário' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(group.getByRole('button', { name: 'Todos' }));
    await expect(args.onCategoryChange).toHaveBeenCalledOnce();
    await expect(args.onCategoryChange).toHaveBeenCalledWith('Todos');
  },
};

/** Typing calls onSearchChange once after a 400 ms pause, not per keystroke. */
export const DebouncedSearch: Story = {
  parameters: {
    docs: {
      description: {
        story: 'O visitante digita na busca: a lista é filtrada após uma pausa de 400 ms (§9), não a cada tecla.',
      },
    },
  },
  play: async ({ canvas, userEvent, args, step }) => {
    const search = canvas.getByRole('searchbox', { name: 'Buscar pelo título' });
    await step('typing a word: nothing yet', async () => {
      await userEvent.type(search, 'inss');
      await expect(args.onSearchChange).not.toHaveBeenCalled();
    });
    await step('after the pause: one call with the whole word', async () => {
      await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('inss'), { timeout: 1500 });
      await expect(args.onSearchChange).toHaveBeenCalledOnce();
      await sleep(600);
      await expect(args.onSearchChange).toHaveBeenCalledOnce();
    });
    await step('more words, another pause: one more call', async () => {
      await userEvent.type(search, ' revisão');
      await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledTimes(2), { timeout: 1500 });
      await expect(args.onSearchChange).toHaveBeenLastCalledWith('inss revisão');
    });
    await step('clearing the field reports the empty search', async () => {
      await userEvent.clear(search);
      await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith(''), { timeout: 1500 });
      await expect(args.onSearchChange).toHaveBeenCalledTimes(3);
    });
  },
};

/** 'Carregar mais' reports the request (the click stays on the page: the script loads the next page). */
export const LoadMore: Story = {
  parameters: {
    docs: { description: { story: 'O visitante clica em "Carregar mais": a próxima página é acrescentada à lista.' } },
  },
  play: async ({ canvas, userEvent, args }) => {
    const before = window.location.href;
    await userEvent.click(canvas.getByRole('link', { name: 'Carregar mais' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await expect(window.location.href).toBe(before);
  },
};

/**
 * Without script the page still works: 'Carregar mais' is a link to the next page, and the
 * chips and the search are a GET form to /blog (`category`, `q`); 'Todos' sends no category.
 */
export const WithoutScript: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'O navegador não executou o JavaScript: busca, categorias e "Carregar mais" funcionam como links e formulário.',
      },
    },
  },
  args: {
    category: 'Direito Previdenciário',
    initialSearch: 'inss',
    loadMoreHref: pagePaths.blogList({ page: 2, category: 'Direito Previdenciário', q: 'inss' }),
  },
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Buscar pelo título' });
    await expect(search).toHaveAttribute('name', 'q');
    await expect(search).toHaveValue('inss');
    const form = search.closest('form')!;
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', pagePaths.blog);
    const group = within(canvas.getByRole('group', { name: 'Categorias' }));
    const all = group.getByRole('button', { name: 'Todos' });
    await expect(all).toHaveAttribute('type', 'submit');
    await expect(all).not.toHaveAttribute('name');
    const chip = group.getByRole('button', { name: 'Direito Trabalhista' });
    await expect(chip).toHaveAttribute('type', 'submit');
    await expect(chip).toHaveAttribute('name', 'category');
    await expect(chip).toHaveAttribute('value', 'Direito Trabalhista');
    await expect(form).toContainElement(chip);
    // Enter in the search submits the first submit button: the one that keeps the category.
    const first = form.querySelector('button[type="submit"]');
    await expect(first).toHaveAttribute('name', 'category');
    await expect(first).toHaveAttribute('value', args.category);
    await expect(canvas.getByRole('link', { name: 'Carregar mais' })).toHaveAttribute('href', args.loadMoreHref);
  },
};

/** With script, Enter in the search stays on the page (the search is debounced as you type). */
export const SubmitWithScript: Story = {
  parameters: { docs: { description: { story: 'O visitante tecla Enter na busca: a página não recarrega.' } } },
  play: async ({ canvas, userEvent, args }) => {
    const before = window.location.href;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar pelo título' }), 'inss{Enter}');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('inss'), { timeout: 1500 });
    await expect(window.location.href).toBe(before);
  },
};

/** With the app's state: the next page is appended and the button goes away at the end. */
export const LoadMoreUntilTheEnd: Story = {
  parameters: { docs: { description: { story: 'O visitante carrega mais até o fim: o botão "Carregar mais" some.' } } },
  render: function Render(args: BlogListPageProps) {
    const [posts, setPosts] = useState(postSummaries);
    const count = postSummaries.length + secondPage.length;
    return (
      <BlogListPage
        {...args}
        posts={{ status: 'ready', posts, count }}
        onLoadMore={() => {
          args.onLoadMore();
          setPosts((current) => [...current, ...secondPage]);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('link', { name: 'Carregar mais' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: secondPage[1]!.title })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Carregar mais' })).not.toBeInTheDocument();
    await expect(canvas.getByText('8 publicações')).toBeInTheDocument();
  },
};

/** Everything loaded: no 'Carregar mais'. */
export const AllLoaded: Story = {
  parameters: { docs: { description: { story: 'Todas as publicações já estão na lista: sem "Carregar mais" (§4).' } } },
  args: blogAllLoaded,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    await expect(canvas.queryByRole('link', { name: 'Carregar mais' })).not.toBeInTheDocument();
  },
};

/** The next page is loading: the list stays, the button hides while the request runs. */
export const LoadingMore: Story = {
  parameters: {
    docs: {
      description: {
        story: 'A próxima página está carregando: a lista fica e o botão se esconde (§8: "Carregando publicações...").',
      },
    },
  },
  args: blogLoadingMore,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.queryByRole('link', { name: 'Carregar mais' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Carregando publicações...')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    docs: { description: { story: 'A primeira página ainda está carregando (§8: "Carregando publicações...").' } },
  },
  args: blogLoading,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando publicações...')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Carregar mais' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'A API falhou ao carregar as publicações (§8: mensagem "Erro ao carregar publicações" e "Tentar novamente").',
      },
    },
  },
  args: blogError,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar publicações');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  parameters: { docs: { description: { story: 'Não há publicações (§8: "Nenhuma publicação encontrada.").' } } },
  args: blogEmpty,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma publicação encontrada.')).toBeVisible();
  },
};

/** Nothing in the selected category: say so and offer every category. */
export const EmptyCategory: Story = {
  parameters: {
    docs: {
      description: {
        story: 'A categoria escolhida não tem publicações (§8: "Nenhuma publicação encontrada para esta categoria.").',
      },
    },
  },
  args: blogEmptyCategory,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Nenhuma publicação encontrada para esta categoria.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver todas as categorias' }));
    await expect(args.onCategoryChange).toHaveBeenCalledOnce();
    await expect(args.onCategoryChange).toHaveBeenCalledWith('Todos');
  },
};

export const CategoriesLoading: Story = {
  parameters: {
    docs: { description: { story: 'As categorias ainda estão carregando (§8: "Carregando categorias...").' } },
  },
  args: blogTagsLoading,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando categorias...')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Categorias' })).getAllByRole('button')).toHaveLength(1);
  },
};

/** Categories failed: silently only 'Todos'. */
export const CategoriesFailed: Story = {
  parameters: {
    docs: { description: { story: 'A API falhou ao carregar as categorias: só "Todos", sem mensagem (§8).' } },
  },
  args: blogTagsFailed,
  play: async ({ canvas }) => {
    const buttons = within(canvas.getByRole('group', { name: 'Categorias' })).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Todos']);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LongTitles: Story = {
  parameters: { docs: { description: { story: 'Publicações com títulos longos.' } } },
  args: blogLongTitles,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const WithoutImages: Story = {
  parameters: { docs: { description: { story: 'Publicações sem imagem principal.' } } },
  args: blogWithoutImages,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  parameters: { docs: { description: { story: 'Celular: a primeira página de publicações.' } } },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Buscar pelo título' })).toBeVisible();
  },
};

export const MobileLongTitles: Story = {
  parameters: { docs: { description: { story: 'Celular, com títulos longos.' } } },
  args: blogLongTitles,
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};
