import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { firm, whatsappChatUrl } from '@firm/contract';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { Footer } from './Footer';

const meta = {
  component: Footer,
  args: { onLanding: false, reserveFloatingSpace: false },
  parameters: { layout: 'fullscreen' },
  globals: desktopGlobals,
  decorators: [withInertLinks],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the blog and post pages: section links lead back to the landing page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', whatsappChatUrl());
    await expect(canvas.getByRole('link', { name: `Telefone ${firm.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${firm.phone.e164}`,
    );
    await expect(canvas.getByRole('link', { name: firm.email })).toHaveAttribute('href', `mailto:${firm.email}`);
    const links = within(canvas.getByRole('navigation', { name: 'Links rápidos' }));
    await expect(links.getByRole('link', { name: 'Serviços' })).toHaveAttribute('href', '/#services');
    await expect(links.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(links.getByRole('link', { name: 'Acesso Restrito' })).toHaveAttribute('href', '/login');
    await expect(links.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
    for (const area of firm.footerAreas) await expect(canvas.getByText(area)).toBeVisible();
    await expect(canvas.getAllByText(new RegExp(firm.oabRegistration)).length).toBeGreaterThan(0);
  },
};

/** On the landing page, with room left under the links for the floating WhatsApp button. */
export const OnLanding: Story = {
  args: { onLanding: true, reserveFloatingSpace: true },
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('navigation', { name: 'Links rápidos' }));
    await expect(links.getByRole('link', { name: 'Contato' })).toHaveAttribute('href', '#contact');
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Acesso Restrito' })).toBeVisible();
  },
};
