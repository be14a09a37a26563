import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

const meta = {
  component: Badge,
  args: { children: 'Direito Trabalhista', tone: 'accent' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Direito Trabalhista')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px' }}>
      <Badge tone="neutral">Usuário</Badge>
      <Badge tone="info">Advogado</Badge>
      <Badge tone="accent">Direito Previdenciário</Badge>
      <Badge tone="success">Publicado</Badge>
      <Badge tone="danger">Inativo</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Usuário', 'Advogado', 'Direito Previdenciário', 'Publicado', 'Inativo']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const UserRoles: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px' }}>
      <Badge tone="info">Administrador</Badge>
      <Badge tone="accent">Advogado</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Administrador')).toBeVisible();
    await expect(canvas.getByText('Advogado')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    children: 'Direito de Família e Sucessões — inventário e partilha de bens',
    title: 'Direito de Família e Sucessões — inventário e partilha de bens',
  },
  decorators: [(Story) => <div style={{ width: '220px' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    // Truncated with an ellipsis inside its container; the title keeps the full text.
    const badge = canvas.getByText(/Direito de Família/);
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(220);
  },
};
