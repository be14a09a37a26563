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
  play: async ({ canvas }) => {
    const options = within(canvas.getByLabelText('Categoria')).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Selecione uma categoria');
    await expect(options[options.length - 1]).toHaveTextContent('+ Adicionar nova categoria');
    await expect(canvas.queryByRole('button', { name: /Excluir categoria/ })).not.toBeInTheDocument();
  },
};

export const Chooses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Categoria'), 'Direito de Família');
    await expect(args.onChange).toHaveBeenLastCalledWith('Direito de Família');
    await expect(canvas.getByRole('button', { name: 'Excluir categoria "Direito de Família"' })).toBeVisible();
  },
};

export const FallbackCategories: Story = {
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
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Categoria'), '+ Adicionar nova categoria');
    // The placeholder is not a category.
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('button', { name: 'Definir nova categoria' })).toBeVisible();
  },
};

export const NewCategoryInput: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = await openNewCategory(canvas, userEvent);
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};

export const CreatesWithEnter: Story = {
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
  args: { onCreate: fn((_name: string) => pending<{ id: number; name: string }>()) },
  play: async ({ canvas, userEvent }) => {
    const input = await openNewCategory(canvas, userEvent);
    await userEvent.type(input, 'Direito Bancário');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByRole('button', { name: 'Criando...' })).toBeDisabled();
  },
};

export const DuplicateName: Story = {
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
  play: async ({ canvas, userEvent, args }) => {
    const input = await openNewCategory(canvas, userEvent);
    await userEvent.type(input, '   {Enter}');
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

export const CreateFailed: Story = {
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
  play: async ({ canvas, userEvent }) => {
    await openNewCategory(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.queryByLabelText('Nome da nova categoria')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Categoria')).toHaveValue('');
    await expect(canvas.getByLabelText('Categoria')).toHaveFocus();
  },
};

export const ConfirmDelete: Story = {
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
  args: { value: 'Direito Imobiliário', onDelete: fn(() => pending<void>()) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir categoria "Direito Imobiliário"' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await expect(await dialog.findByRole('button', { name: 'Excluindo...' })).toBeDisabled();
  },
};

export const Deleted: Story = {
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
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const input = await openNewCategory(canvas, userEvent);
    await expect(input).toBeVisible();
  },
};
