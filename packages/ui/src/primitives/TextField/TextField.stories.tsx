import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  component: TextField,
  args: { label: 'Nome', name: 'name', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome' });
    await userEvent.type(input, 'Maria Souza');
    await expect(input).toHaveValue('Maria Souza');
    await expect(args.onChange).toHaveBeenCalledTimes('Maria Souza'.length);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const WithHint: Story = {
  args: { label: 'Título profissional', name: 'title', hint: 'Ex.: Advogada trabalhista — OAB/SP 123.456' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Título profissional' })).toHaveAccessibleDescription(
      'Ex.: Advogada trabalhista — OAB/SP 123.456',
    );
  },
};

export const Required: Story = {
  args: { label: 'Email ou Usuário', name: 'email', type: 'email', required: true, autoComplete: 'username' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email ou Usuário' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('type', 'email');
  },
};

export const WithError: Story = {
  args: {
    label: 'E-mail',
    name: 'email',
    type: 'email',
    required: true,
    defaultValue: 'maria@',
    error: 'E-mail inválido',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('E-mail inválido');
  },
};

export const Disabled: Story = {
  args: { label: 'E-mail', name: 'email', disabled: true, defaultValue: 'maria.souza@escritorio.adv.br' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('Maria');
    return (
      <TextField
        {...args}
        value={value}
        onChange={(event) => {
          setValue(event.target.value.toUpperCase());
          args.onChange?.(event);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome' });
    await expect(input).toHaveValue('Maria');
    await userEvent.type(input, ' s');
    await expect(input).toHaveValue('MARIA S');
  },
};

const submitted = fn();

/** Works with react-hook-form's register() spread: name, onChange, onBlur and ref. */
export const WithReactHookForm: Story = {
  render: function Render() {
    const { register, handleSubmit, formState } = useForm<{ name: string }>({ defaultValues: { name: 'Maria' } });
    return (
      <form onSubmit={handleSubmit((values) => submitted(values))} noValidate style={{ display: 'grid', gap: '16px' }}>
        <TextField
          label="Nome"
          required
          error={formState.errors.name?.message}
          {...register('name', { required: 'Nome é obrigatório' })}
        />
        <Button type="submit">Salvar</Button>
      </form>
    );
  },
  beforeEach: () => {
    submitted.mockClear();
  },
  play: async ({ canvas, userEvent, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome' });
    await step('the default value arrives through the ref', async () => {
      await expect(input).toHaveValue('Maria');
    });
    await step('an empty field shows the schema message', async () => {
      await userEvent.clear(input);
      await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
      await expect(await canvas.findByText('Nome é obrigatório')).toBeVisible();
      await expect(input).toBeInvalid();
      await expect(submitted).not.toHaveBeenCalled();
    });
    await step('a filled field submits its value', async () => {
      await userEvent.type(input, 'Maria Souza');
      await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
      await expect(submitted).toHaveBeenCalledWith({ name: 'Maria Souza' });
    });
  },
};

export const LongText: Story = {
  args: {
    label: 'Título da publicação que aparece no topo da página e no compartilhamento',
    name: 'title',
    defaultValue: 'Demitido sem justa causa: quais verbas rescisórias o trabalhador deve receber e em quanto tempo',
  },
  decorators: [(Story) => <div style={{ maxWidth: '360px' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue(
      'Demitido sem justa causa: quais verbas rescisórias o trabalhador deve receber e em quanto tempo',
    );
  },
};

export const Mobile: Story = {
  args: {
    label: 'E-mail',
    name: 'email',
    type: 'email',
    required: true,
    defaultValue: 'maria@',
    error: 'E-mail inválido',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
