import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  component: TextArea,
  args: { label: 'Resumo profissional', name: 'summary', maxLength: 300, showCounter: true, onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const area = canvas.getByRole('textbox', { name: 'Resumo profissional' });
    await expect(canvas.getByText('0/300')).toBeVisible();
    await userEvent.type(area, 'Advogada');
    await expect(canvas.getByText('8/300')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(8);
    await expect(area).toHaveAccessibleDescription('8/300');
  },
};

export const UncontrolledWithDefault: Story = {
  args: { defaultValue: 'Atua em Santos desde 2016.' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('26/300')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), '!');
    await expect(canvas.getByText('27/300')).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <TextArea
        {...args}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          args.onChange?.(event);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'Previdência');
    await expect(canvas.getByText('11/300')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox'));
    await expect(canvas.getByText('0/300')).toBeVisible();
  },
};

/** react-hook-form sets the default value through the ref: the counter still starts right. */
export const WithReactHookForm: Story = {
  render: function Render(args) {
    const { register } = useForm<{ summary: string }>({ defaultValues: { summary: 'Direito de família.' } });
    return <TextArea label={args.label} maxLength={args.maxLength} showCounter {...register('summary')} />;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('Direito de família.');
    await expect(canvas.getByText('19/300')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), ' E sucessões.');
    await expect(canvas.getByText('32/300')).toBeVisible();
  },
};

const TOO_LONG = (
  'Advogada trabalhista e previdenciária, atende em Santos desde 2016 trabalhadores demitidos, ' +
  'aposentados e famílias da Baixada Santista. Formada pela Universidade Católica de Santos, ' +
  'pós-graduada em Direito Previdenciário, escreve no blog sobre verbas rescisórias, ' +
  'BPC/LOAS e revisão de benefícios do INSS com linguagem simples.'
)
  .padEnd(301, '.')
  .slice(0, 301);

export const WithError: Story = {
  args: {
    value: TOO_LONG,
    maxLength: undefined,
    label: 'Resumo profissional',
    error: 'Resumo deve ter no máximo 300 caracteres',
  },
  render: (args) => <TextArea {...args} maxLength={300} />,
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox');
    await expect(area).toBeInvalid();
    await expect(canvas.getByText('301/300')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('301/300 Resumo deve ter no máximo 300 caracteres');
  },
};

export const ListSection: Story = {
  args: {
    label: 'Itens da lista',
    hint: 'Um item por linha',
    showCounter: false,
    maxLength: undefined,
    rows: 4,
    defaultValue: 'Saldo de salário\nAviso prévio\nFérias vencidas e proporcionais\n13º salário proporcional',
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Itens da lista' });
    await expect(area).toHaveAttribute('rows', '4');
    await expect(area).toHaveAccessibleDescription('Um item por linha');
    await expect(canvas.queryByText(/\/300/)).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Atua em Santos desde 2016.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { defaultValue: 'Advogada trabalhista com atuação na Baixada Santista.', required: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('53/300')).toBeVisible();
  },
};
