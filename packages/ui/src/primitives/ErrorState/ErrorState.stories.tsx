import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  component: ErrorState,
  args: { message: 'Erro ao carregar usuários', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar usuários');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithTitle: Story = {
  args: { title: 'Falha ao carregar usuários', message: 'Verifique sua conexão e tente de novo em instantes.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Falha ao carregar usuários');
    await expect(alert).toHaveTextContent('Verifique sua conexão e tente de novo em instantes.');
  },
};

export const WithoutRetry: Story = {
  args: { message: 'Publicação não encontrada.', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Publicação não encontrada.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const CustomRetryLabel: Story = {
  args: { message: 'Erro ao carregar publicações.', retryLabel: 'Recarregar publicações' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Recarregar publicações' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    title: 'Erro ao salvar post. Tente novamente.',
    message:
      'Não foi possível enviar a imagem da seção 3. As outras alterações continuam no formulário: tente salvar de novo quando a conexão voltar.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao salvar post. Tente novamente.');
  },
};

export const Mobile: Story = {
  args: { message: 'Erro ao carregar posts' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent, args }) => {
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
