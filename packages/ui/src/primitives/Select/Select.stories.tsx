import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';

const subjects = [
  'Direito Trabalhista',
  'Previdência Social',
  'BPC/LOAS',
  'Direito Empresarial',
  'Contencioso Civil',
  'Direito de Família',
  'Outros',
].map((label) => ({ value: label, label }));

const meta = {
  component: Select,
  args: {
    label: 'Assunto',
    name: 'subject',
    options: subjects,
    placeholder: 'Selecione um assunto',
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Assunto' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'BPC/LOAS');
    await expect(select).toHaveValue('BPC/LOAS');
    await expect(args.onChange).toHaveBeenCalledOnce();
    const [event] = (args.onChange as ReturnType<typeof fn>).mock.calls[0] as [{ target: HTMLSelectElement }];
    await expect(event.target.value).toBe('BPC/LOAS');
  },
};

export const Role: Story = {
  args: {
    label: 'Cargo',
    name: 'role',
    placeholder: undefined,
    required: true,
    defaultValue: 'advogado',
    options: [
      { value: 'advogado', label: 'Advogado' },
      { value: 'administrador', label: 'Administrador' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Cargo' });
    await expect(select).toHaveValue('advogado');
    await expect(select).toBeRequired();
    await userEvent.selectOptions(select, 'Administrador');
    await expect(select).toHaveValue('administrador');
  },
};

export const WithHintAndDisabledOption: Story = {
  args: {
    label: 'Categoria',
    name: 'category',
    placeholder: 'Selecione uma categoria',
    hint: 'A primeira categoria aparece como selo no card do post.',
    options: [
      { value: 'Direito Trabalhista', label: 'Direito Trabalhista' },
      { value: 'Direito Previdenciário', label: 'Direito Previdenciário' },
      { value: 'Compliance Empresarial', label: 'Compliance Empresarial (em revisão)', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Categoria' });
    await expect(select).toHaveAccessibleDescription('A primeira categoria aparece como selo no card do post.');
    await expect(canvas.getByRole('option', { name: 'Compliance Empresarial (em revisão)' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    error: 'Cargo é obrigatório',
    label: 'Cargo',
    placeholder: 'Selecione o cargo',
    options: [
      { value: 'advogado', label: 'Advogado' },
      { value: 'administrador', label: 'Administrador' },
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Cargo' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Cargo é obrigatório');
  },
};

export const Disabled: Story = {
  args: {
    label: 'Cargo',
    disabled: true,
    defaultValue: 'advogado',
    placeholder: undefined,
    hint: 'Apenas administradores podem alterar as funções de um usuário.',
    options: [
      { value: 'advogado', label: 'Advogado' },
      { value: 'administrador', label: 'Administrador' },
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Cargo' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription('Apenas administradores podem alterar as funções de um usuário.');
  },
};

export const LongOption: Story = {
  args: {
    label: 'Categoria',
    defaultValue: 'long',
    options: [
      { value: 'long', label: 'Direito de Família e Sucessões — inventário, partilha, testamento e planejamento' },
    ],
    placeholder: undefined,
  },
  decorators: [(Story) => <div style={{ maxWidth: '320px' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Categoria' });
    await expect(select.scrollWidth).toBeLessThanOrEqual(select.clientWidth + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { required: true },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Assunto' });
    await userEvent.selectOptions(select, 'Direito de Família');
    await expect(select).toHaveValue('Direito de Família');
  },
};
