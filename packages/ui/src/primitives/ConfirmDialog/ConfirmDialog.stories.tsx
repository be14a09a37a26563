import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, confirmDialogTones, type ConfirmDialogProps } from './ConfirmDialog';

const meta = {
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Confirmar exclusão',
    description: 'Tem certeza que deseja excluir o post "Demitido sem justa causa: quais são os seus direitos"?',
    confirmLabel: 'Excluir',
    busyLabel: 'Excluindo...',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** A row action that opens the dialog, as the post list does. */
function WithTrigger(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Excluir post
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onCancel={() => {
          args.onCancel();
          setOpen(false);
        }}
        onConfirm={() => {
          args.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(dialog).toHaveAccessibleDescription(
      'Tem certeza que deseja excluir o post "Demitido sem justa causa: quais são os seus direitos"?',
    );
    // The safe choice has focus first.
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const ConfirmAndCancel: Story = {
  args: { open: false },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvas, userEvent, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Excluir post' });
    await step("'Cancelar' calls onCancel and returns focus", async () => {
      await userEvent.click(trigger);
      const dialog = await page.findByRole('dialog', { name: 'Confirmar exclusão' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await expect(args.onCancel).toHaveBeenCalledOnce();
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
    await step("'Excluir' calls onConfirm", async () => {
      await userEvent.click(trigger);
      const dialog = await page.findByRole('dialog', { name: 'Confirmar exclusão' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
      await expect(args.onConfirm).toHaveBeenCalledOnce();
      await expect(args.onCancel).toHaveBeenCalledOnce();
    });
  },
};

export const EscapeCloses: Story = {
  args: { open: false },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Excluir post' });
    await userEvent.click(trigger);
    await page.findByRole('dialog', { name: 'Confirmar exclusão' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const FocusStaysInside: Story = {
  args: { open: false },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir post' }));
    const dialog = await page.findByRole('dialog', { name: 'Confirmar exclusão' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ userEvent, args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    const confirm = within(dialog).getByRole('button', { name: 'Excluindo...' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    // Nothing closes it while the deletion runs.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const DeleteUser: Story = {
  args: {
    title: 'Excluir usuário',
    description: (
      <>
        <p>Tem certeza que deseja excluir o usuário "Maria Souza"?</p>
        <p>Esta ação não pode ser desfeita.</p>
      </>
    ),
  },
  play: async ({ userEvent, args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Excluir usuário' });
    await expect(within(dialog).getByText('Esta ação não pode ser desfeita.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const DeleteCategory: Story = {
  args: {
    description: (
      <>
        <p>Tem certeza que deseja excluir a categoria "Direito Previdenciário"?</p>
        <p>Esta ação não pode ser desfeita e pode afetar os posts existentes que usam esta categoria.</p>
      </>
    ),
  },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(within(dialog).getByText(/pode afetar os posts existentes/)).toBeVisible();
  },
};

export const PrimaryTone: Story = {
  args: {
    tone: 'primary',
    title: 'Publicar post',
    description: 'O post ficará visível para todos os visitantes do blog.',
    confirmLabel: 'Publicar',
    busyLabel: 'Publicando...',
  },
  play: async ({ userEvent, args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Publicar post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    description:
      'Tem certeza que deseja excluir o post "Aposentadoria por tempo de contribuição, regras de transição da Reforma da Previdência e o que muda para quem já estava perto de se aposentar em 2019"?',
  },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ userEvent, args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Confirmar exclusão' });
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    await expect(confirm.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
