import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { FormField, fieldDescribedBy } from './FormField';
import { controlStyles } from './FormField.styles';

/** FormField wraps any control; the control lists the hint/error ids FormField renders. */
const Input = styled.input`
  ${controlStyles}
`;

const meta = {
  component: FormField,
  args: { id: 'oab', label: 'Registro OAB', children: null },
  argTypes: { children: { control: false } },
  render: ({ children: _children, ...args }) => (
    <FormField {...args}>
      <Input
        id={args.id}
        required={args.required}
        aria-invalid={args.error ? true : undefined}
        aria-describedby={fieldDescribedBy(args.id, { hint: args.hint, error: args.error })}
      />
    </FormField>
  ),
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Registro OAB' });
    await expect(canvas.getByText('Registro OAB')).toHaveAttribute('for', 'oab');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { hint: 'Como consta na carteira da OAB, ex.: OAB/SP 123.456' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Registro OAB' })).toHaveAccessibleDescription(
      'Como consta na carteira da OAB, ex.: OAB/SP 123.456',
    );
  },
};

export const Required: Story = {
  args: { required: true, label: 'Nome', id: 'nome' },
  play: async ({ canvas }) => {
    // The marker is visual only: the name stays 'Nome', `required` says the rest.
    const input = canvas.getByRole('textbox', { name: 'Nome' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: {
    id: 'nome',
    label: 'Nome',
    required: true,
    hint: 'Nome de exibição no site',
    error: 'Nome é obrigatório',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Nome de exibição no site Nome é obrigatório');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    id: 'resumo',
    label: 'Resumo profissional exibido na página do autor de cada publicação do blog',
    hint: 'Conte em poucas linhas a sua área de atuação, a sua formação e há quanto tempo atende em Santos e na Baixada Santista.',
    error: 'Resumo deve ter no máximo 300 caracteres',
  },
  decorators: [(Story) => <div style={{ maxWidth: '360px' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resumo deve ter no máximo 300 caracteres')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...WithError,
  globals: { viewport: { value: 'mobile' } },
};
