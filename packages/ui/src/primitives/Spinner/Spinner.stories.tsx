import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Carregando...');
    await expect(canvas.getByText('Carregando...')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '24px', alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Carregando (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

export const PageLoading: Story = {
  args: { size: 'lg', label: 'Carregando publicações...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando publicações...');
  },
};

export const Inline: Story = {
  render: (args) => (
    <p>
      Categorias: <Spinner {...args} />
    </p>
  ),
  args: { inline: true, size: 'sm', label: 'Carregando categorias...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando categorias...');
    await expect(getComputedStyle(canvas.getByRole('status')).display).toBe('inline-flex');
  },
};

export const Mobile: Story = {
  args: { size: 'lg', label: 'Carregando publicação...' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando publicação...');
  },
};
