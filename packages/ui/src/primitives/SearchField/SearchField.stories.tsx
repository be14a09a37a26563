import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  component: SearchField,
  args: {
    label: 'Buscar posts',
    labelHidden: true,
    placeholder: 'Buscar por título ou categoria...',
    value: '',
    onChange: fn(),
  },
  // Controlled by the story, as a screen would: the spy still sees every value.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar posts' });
    await userEvent.type(input, 'INSS');
    await expect(input).toHaveValue('INSS');
    await expect(args.onChange).toHaveBeenLastCalledWith('INSS');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Filled: Story = {
  args: { value: 'aposentadoria' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar posts' });
    await expect(input).toHaveValue('aposentadoria');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const VisibleLabel: Story = {
  args: {
    label: 'Buscar usuários',
    labelHidden: false,
    placeholder: 'Buscar por nome, e-mail ou título...',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Buscar usuários')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar usuários' })).toHaveAttribute(
      'placeholder',
      'Buscar por nome, e-mail ou título...',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { label: 'Buscar usuários', placeholder: 'Buscar por nome, e-mail ou título...' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar usuários' }), 'ana');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana');
  },
};
