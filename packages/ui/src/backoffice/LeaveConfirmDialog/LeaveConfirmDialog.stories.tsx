import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phone } from '../fixtures/stories';
import { LeaveConfirmDialog } from './LeaveConfirmDialog';

const meta = {
  component: LeaveConfirmDialog,
  args: { open: true, onLeave: fn(), onStay: fn() },
} satisfies Meta<typeof LeaveConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const findDialog = () => page.findByRole('dialog', { name: 'Sair sem salvar?' });

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleDescription(
      'As alterações feitas neste post ainda não foram salvas. Se sair agora, elas serão perdidas.',
    );
    // Staying is the safe default.
    await expect(within(dialog).getByRole('button', { name: 'Continuar editando' })).toHaveFocus();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const Stay: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await expect(args.onStay).toHaveBeenCalledOnce();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const EscapeStays: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledOnce();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const Leave: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair sem salvar' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(args.onStay).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: phone,
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('button', { name: 'Sair sem salvar' })).toBeVisible();
  },
};
