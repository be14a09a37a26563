import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktopGlobals, mobileGlobals } from '../shared/storyHelpers';
import { WhatsAppFloatingButton } from './WhatsAppFloatingButton';

const meta = {
  component: WhatsAppFloatingButton,
  parameters: { layout: 'fullscreen' },
  globals: desktopGlobals,
} satisfies Meta<typeof WhatsAppFloatingButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = 'Agendar consulta pelo WhatsApp (abre em nova aba)';

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name });
    const url = new URL(link.getAttribute('href') ?? '');
    await expect(url.origin).toBe('https://wa.me');
    await expect(url.searchParams.get('text')).toBe('Olá! Gostaria de agendar uma consulta.');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Phone: a round 56 px button; its name is still read out. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name });
    const box = link.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

/** While the hero's own WhatsApp button is on screen: hidden, and out of the tab order. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Agendar consulta', { exact: false })).not.toBeVisible();
  },
};
