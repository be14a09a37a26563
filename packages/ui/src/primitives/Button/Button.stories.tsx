import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  component: Button,
  args: { children: 'Entrar', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Entrando...' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Entrando...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
