import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'react-hot-toast';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toaster, notify } from './Toaster';

const page = within(document.body);

const meta = {
  component: Toaster,
  // The toast store is global: every story starts with none.
  beforeEach: () => {
    toast.remove();
    return () => toast.remove();
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '12px' }}>
        <Story />
        <Button variant="primary" onClick={() => notify.success('Sucesso!', 'Post criado com sucesso!')}>
          Mostrar sucesso
        </Button>
        <Button variant="danger" onClick={() => notify.error('Erro', 'Erro ao criar categoria. Tente novamente.')}>
          Mostrar erro
        </Button>
        <Button variant="secondary" onClick={() => notify.success('Usuário criado com sucesso!')}>
          Só título
        </Button>
      </div>
    ),
  ],
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mostrar sucesso' })).toBeVisible();
    await expect(page.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar sucesso' }));
    const status = await page.findByRole('status');
    await expect(status).toHaveTextContent('Sucesso!');
    await expect(status).toHaveTextContent('Post criado com sucesso!');
    await expect(within(status).getByText('Sucesso!')).toBeVisible();
  },
};

export const Error: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar erro' }));
    const alert = await page.findByRole('alert');
    await expect(within(alert).getByText('Erro')).toBeVisible();
    await expect(within(alert).getByText('Erro ao criar categoria. Tente novamente.')).toBeVisible();
  },
};

export const TitleOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Só título' }));
    await expect(await page.findByRole('status')).toHaveTextContent('Usuário criado com sucesso!');
  },
};

export const Dismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar erro' }));
    await page.findByRole('alert');
    await userEvent.click(page.getByRole('button', { name: 'Fechar notificação' }));
    await waitFor(() => expect(page.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const Stacked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar sucesso' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar erro' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Erro ao criar categoria. Tente novamente.');
    await expect(page.getByRole('status')).toHaveTextContent('Post criado com sucesso!');
  },
};

/** 72 px (the nav bar's height, about a page header's) + 16 px: toasts start below it. */
const HEADER_BAND = 88;

const centred = (box: DOMRect) => Math.abs(box.left + box.width / 2 - window.innerWidth / 2);

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar sucesso' }));
    const status = await page.findByRole('status');
    await expect(status).toHaveTextContent('Post criado com sucesso!');
    // Centred below the header band: clear of a page header's actions and of the bottom bar.
    const box = status.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(HEADER_BAND);
    await expect(box.bottom).toBeLessThan(window.innerHeight / 2);
    await expect(centred(box)).toBeLessThanOrEqual(2);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar sucesso' }));
    const status = await page.findByRole('status');
    // Centred below the header band on wide screens too: the header's actions sit at the right.
    await waitFor(async () => {
      const box = status.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(HEADER_BAND);
      await expect(centred(box)).toBeLessThanOrEqual(2);
    });
  },
};
