import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, waitFor } from 'storybook/test';
import { mobileGlobals } from '../shared/storyHelpers';
import { ShareMenu } from './ShareMenu';
import { shareProps } from './ShareMenu.fixtures';

/** Room below the button for the open menu. */
const Stage = styled.div`
  min-height: 16rem;
`;

const meta = {
  component: ShareMenu,
  args: { ...shareProps, canShare: false, onCopy: fn(), onNativeShare: fn() },
  decorators: [
    (Story) => (
      <Stage>
        <Story />
      </Stage>
    ),
  ],
} satisfies Meta<typeof ShareMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Compartilhar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Copiar link' })).not.toBeInTheDocument();
  },
};

/** Open: copy, WhatsApp with the title and address; no native option when the browser has none. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Compartilhar' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Copiar link' })).toBeVisible();
    const whatsapp = canvas.getByRole('link', { name: /Enviar pelo WhatsApp/ });
    const href = new URL(whatsapp.getAttribute('href')!);
    await expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    await expect(href.searchParams.get('text')).toBe(`${shareProps.title} ${shareProps.url}`);
    await expect(canvas.queryByRole('button', { name: 'Compartilhar…' })).not.toBeInTheDocument();
  },
};

/** 'Copiar link' copies the address and says 'Link Copiado!' for 2 s, then returns. */
export const CopyLink: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Compartilhar' }));
    await step('copy', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copiar link' }));
      await expect(args.onCopy).toHaveBeenCalledOnce();
      await expect(args.onCopy).toHaveBeenCalledWith(shareProps.url);
      await expect(canvas.getByRole('button', { name: 'Link Copiado!' })).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent('O endereço da publicação foi copiado.');
    });
    await step('still confirmed after 1.5 s', async () => {
      await sleep(1500);
      await expect(canvas.getByRole('button', { name: 'Link Copiado!' })).toBeVisible();
    });
    await step('back to "Copiar link" at 2 s', async () => {
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Copiar link' })).toBeVisible(), {
        timeout: 1500,
      });
    });
  },
};

/** Where the browser has a native share sheet, it is offered too. */
export const NativeShare: Story = {
  args: { canShare: true },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Compartilhar' });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'Compartilhar…' }));
    await expect(args.onNativeShare).toHaveBeenCalledOnce();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape closes the menu and returns focus to its button. */
export const CloseWithEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Compartilhar' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const MobileOpen: Story = {
  args: { canShare: true },
  globals: mobileGlobals,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Compartilhar' }));
    await expect(canvas.getByRole('button', { name: 'Compartilhar…' })).toBeVisible();
  },
};
