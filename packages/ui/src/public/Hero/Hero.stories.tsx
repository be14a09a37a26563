import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { whatsappChatUrl } from '@firm/contract';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { Hero } from './Hero';

const meta = {
  component: Hero,
  parameters: { layout: 'fullscreen' },
  globals: desktopGlobals,
  decorators: [withInertLinks],
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Orientação jurídica clara/);
    const whatsapp = canvas.getByRole('link', { name: 'Conversar pelo WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', whatsappChatUrl());
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Saiba Seus Direitos' })).toHaveAttribute('href', '#blog');
    await expect(canvas.getByText('Atendimento presencial e online')).toBeVisible();
  },
};

/** Phone: the message and both actions fit the first screen; the facts card waits for the contact section. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Conversar pelo WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Saiba Seus Direitos' })).toBeVisible();
    await expect(canvas.queryByText('Atendimento presencial e online')).not.toBeVisible();
  },
};
