import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  component: Pagination,
  args: { page: 1, hasNext: true, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
    await expect(canvas.getByText('Página 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { page: 3 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Página 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const LastPage: Story = {
  args: { page: 4, hasNext: false },
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: 'Próxima' });
    await expect(next).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const SinglePage: Story = {
  args: { page: 1, hasNext: false, label: 'Paginação de usuários' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Paginação de usuários' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { page: 2 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};
