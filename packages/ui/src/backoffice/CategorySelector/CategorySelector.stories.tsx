import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { tags } from '../fixtures/posts';
import { pending, phone, settleScroll, withToaster } from '../fixtures/stories';
import { categoryOptions } from '../PostEditor/postDraft';
import { CategorySelector, type CategorySelectorProps } from './CategorySelector';

/** The selector is controlled: the story keeps the value, as PostEditor does. */
function Stateful(args: CategorySelectorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <CategorySelector
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  component: CategorySelector,
  parameters: {
    docs: {
      description: {
        component:
          '§4 Seletor de categoria do editor de posts: escolher, criar ("+ Adicionar nova categoria") e excluir categorias. Estados do seletor:',
      },
    },
  },
  afterEach: settleScroll,
  decorators: [withToaster],
  args: {
    categories: categoryOptions(tags),
    value: '',
    onChange: fn(),
    onCreate: fn(async (name: string) => ({ id: 77, name })),
    onDelete: fn(async () => {}),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CategorySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function openNewCategory(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.selectOptions(canvas.getByLabelText('Categoria'), '+ Adicionar nova categoria');
  await userEvent.click(canvas.getByRole('button', { name: 'Definir nova categoria' }));
  return canvas.getByLabelText('Nome da nova categoria');
}

const body = () => within(document.body);

export const Default: Story = {
  parameters: {
    docs: {
      description: {
        story: 'As categorias, com "Selecione uma categoria" primeiro e "+ Adicionar nova categoria" por último.',
      },
    },
  },
  play: async ({ canvas }) => {
    const options = within(canvas.getByLabelText('Categoria')).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Selecione uma categoria');
    await expect(options[options.length - 1]).toHaveTextContent('+ Adicionar nova categoria');
    await expect(canvas.queryByRole('button', { name: /Excluir categoria/ })).not.toBeInTheDocument();
  },
};

export const Chooses: Story = {
  parameters: { docs: { description: { story: 'A pessoa escolhe uma categoria.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Categoria'), 'Direito de Família');
    await expect(args.onChange).toHaveBeenLastCalledWith('Direito de Família');
    await expect(canvas.getByRole('button', { name: 'Excluir categoria "Direito de Família"' })).toBeVisible();
  },
};

export const FallbackCategories: Story = {
  parameters: {
    docs: { description: { story: 'A API falhou ao carregar as categorias: as seis categorias padrão (§7).' } },
  },
  args: { categories: [], categoriesStatus: 'error', value: 'Direito Civil' },
  play: async ({ canvas }) => {
    const names = within(canvas.getByLabelText('Categoria'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(names.slice(1, 7)).toEqual([
      'Direito Trabalhista',
      'Direito Previdenciário',
      'Direito Civil',
      'Direito de Família',
      'Direito Imobiliário',
      'Compliance Empresarial',
    ]);
    // Fallback categories have no id: nothing to delete.
    await expect(canvas.queryByRole('button', { name: /Excluir categoria/ })).not.toBeInTheDocument();
  },
};

export const NewCategoryChosen: Story = {
  parameters: {
    docs: {
      description: { story: 'A pessoa escolhe "+ Adicionar nova categoria": aparece "Definir nova categoria".' },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Categoria'), '+ Adicionar nova categoria');
    // The placeholder is not a category.
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('button', { name: 'Definir nova categoria' })).toBeVisible();
  },
};

export const NewCategoryInput: Story = {
  parameters: {
    docs: { description: { story: 'A pessoa clica em "Definir nova categoria": campo com "Salvar" e "Cancelar".' } },
  },
  play: async ({ canvas, userEvent }) => {
    const input = await openNewCategory(canvas, userEvent);
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};

export const CreatesWithEnter: Story = {
  parameters: { docs: { description: { story: 'A pessoa tecla Enter no nome: toast "Categoria criada!".' } } },
  play: async ({ canvas, userEvent, args }) => {
    const input = await openNewCategory(canvas, userEvent);
    await userEvent.type(input, '  Direito do Trabalho Doméstico  {Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Direito do Trabalho Doméstico');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('Direito do Trabalho Doméstico'));
    await expect(canvas.getByLabelText('Categoria')).toHaveValue('Direito do Trabalho Doméstico');
    await expect(await body().findByText('Categoria criada!')).toBeVisible();
    await expect(body().getByText('A categoria "Direito do Trabalho Doméstico" foi criada.')).toBeVisible();
  },
};

export const Creating: Story = {
  parameters: { docs: { description: { story: 'A categoria está sendo criada ("Criando...").' } } },
  args: { onCreate: fn((_name: string) => pending<{ id: number; name: string }>()) },
  play: async ({ canvas, userEvent }) => {
    const input = await openNewCategory(canvas, userEvent);
    await userEvent.type(input, 'Direito Bancário');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByRole('button', { name: 'Criando...' })).toBeDisabled();
  },
};

export const DuplicateName: Story = {
  parameters: {
    docs: {
      description: { story: 'O nome já existe (§5: "Categoria já existe" / "Esta categoria já existe na lista.").' },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const input = await openNewCategory(canvas, userEvent);
    await userEvent.type(input, 'direito civil');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await body().findByText('Categoria já existe')).toBeVisible();
    await expect(body().getByText('Esta categoria já existe na lista.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const BlankNameIgnored: Story = {
  parameters: { docs: { description: { story: 'Nome em branco: "Salvar" não faz nada (§5).' } } },
  play: async ({ canvas, userEvent, args }) => {
    const input = await openNewCategory(canvas, userEvent);
    await userEvent.type(input, '   {Enter}');
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

export const CreateFailed: Story = {
  parameters: {
    docs: {
      description: { story: 'A API falhou ao criar (§8: "Erro" / "Erro ao criar categoria. Tente novamente.").' },
    },
  },
  args: {
    onCreate: fn(async (_name: string): Promise<{ id: number; name: string }> =>
      Promise.reject(new Error('HTTP error! status: 500')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const input = await openNewCategory(canvas, userEvent);
    await userEvent.type(input, 'Direito Bancário{Enter}');
    await expect(await body().findByText('Erro ao criar categoria. Tente novamente.')).toBeVisible();
    await expect(body().getByText('Erro')).toBeVisible();
    // The typed name stays for another try.
    await expect(canvas.getByLabelText('Nome da nova categoria')).toHaveValue('Direito Bancário');
  },
};

export const CancelNew: Story = {
  parameters: { docs: { description: { story: 'A pessoa cancela a nova categoria.' } } },
  play: async ({ canvas, userEvent }) => {
    await openNewCategory(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.queryByLabelText('Nome da nova categoria')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Categoria')).toHaveValue('');
    await expect(canvas.getByLabelText('Categoria')).toHaveFocus();
  },
};

export const ConfirmDelete: Story = {
  parameters: {
    docs: { description: { story: 'A pessoa clica em excluir a categoria: diálogo "Confirmar exclusão".' } },
  },
  args: { value: 'Direito Imobiliário' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir categoria "Direito Imobiliário"' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Confirmar exclusão' }));
    await expect(
      dialog.getByText(
        'Tem certeza que deseja excluir a categoria "Direito Imobiliário"? Esta ação não pode ser desfeita e pode afetar posts existentes que usam esta categoria.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Excluir' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  parameters: { docs: { description: { story: 'A exclusão está em andamento ("Excluindo...").' } } },
  args: { value: 'Direito Imobiliário', onDelete: fn(() => pending<void>()) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir categoria "Direito Imobiliário"' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await expect(await dialog.findByRole('button', { name: 'Excluindo...' })).toBeDisabled();
  },
};

export const Deleted: Story = {
  parameters: {
    docs: { description: { story: 'A exclusão deu certo: toast "Categoria excluída!" e a categoria sai da lista.' } },
  },
  args: { value: 'Direito Imobiliário' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir categoria "Direito Imobiliário"' }));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ id: 5, name: 'Direito Imobiliário' });
    await expect(await body().findByText('Categoria excluída!')).toBeVisible();
    // Removed from the list and cleared from the form.
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    const names = within(canvas.getByLabelText('Categoria'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(names).not.toContain('Direito Imobiliário');
  },
};

export const DeleteFailed: Story = {
  parameters: {
    docs: { description: { story: 'A API falhou ao excluir (§8: "Erro ao excluir categoria. Tente novamente.").' } },
  },
  args: {
    value: 'Direito Imobiliário',
    onDelete: fn(async () => Promise.reject(new Error('HTTP error! status: 500'))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir categoria "Direito Imobiliário"' }));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await expect(await body().findByText('Erro ao excluir categoria. Tente novamente.')).toBeVisible();
    await expect(canvas.getByLabelText('Categoria')).toHaveValue('Direito Imobiliário');
  },
};

export const Mobile: Story = {
  parameters: { docs: { description: { story: 'Celular: o seletor.' } } },
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const input = await openNewCategory(canvas, userEvent);
    await expect(input).toBeVisible();
  },
};
