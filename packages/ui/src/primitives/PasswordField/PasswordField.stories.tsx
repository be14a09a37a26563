import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  component: PasswordField,
  args: { label: 'Senha', name: 'password', required: true, onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const input = canvas.getByLabelText('Senha');
    await step('typed characters are hidden', async () => {
      await userEvent.type(input, 'segredo1');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(args.onChange).toHaveBeenCalledTimes(8);
    });
    await step("'Mostrar senha' reveals the text", async () => {
      const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(toggle);
      await expect(input).toHaveAttribute('type', 'text');
      await expect(canvas.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute('aria-pressed', 'true');
      await expect(input).toHaveValue('segredo1');
    });
    await step("'Ocultar senha' hides it again", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
      await expect(input).toHaveAttribute('type', 'password');
    });
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Senha')).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('type', 'text');
  },
};

export const WithError: Story = {
  args: { defaultValue: '123', error: 'Senha deve ter pelo menos 6 caracteres', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Senha deve ter pelo menos 6 caracteres');
  },
};

export const ConfirmationMismatch: Story = {
  args: { label: 'Confirmar senha', name: 'confirmPassword', defaultValue: 'segredo2', error: 'Senhas não coincidem' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Confirmar senha')).toHaveAccessibleDescription('Senhas não coincidem');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Nova senha',
    required: false,
    hint: 'Deixe em branco se não quiser alterar a senha',
    autoComplete: 'new-password',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      'Deixe em branco se não quiser alterar a senha',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'segredo1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Senha')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: 'segredo1' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
    const box = toggle.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('type', 'text');
  },
};
