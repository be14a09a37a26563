import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone } from '../fixtures/stories';
import { FormAlert } from './FormAlert';

const meta = {
  component: FormAlert,
  args: { children: 'Erro ao salvar post. Tente novamente.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '56rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A whole form's error (the post editor's failed save), announced as soon as it appears. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Erro ao salvar post. Tente novamente.');
    await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With an id, so a form can point at it with aria-describedby. */
export const WithId: Story = {
  args: { id: 'erro-do-formulario', children: 'Erro ao atualizar post. Tente novamente.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('id', 'erro-do-formulario');
  },
};

const longMessage =
  'Não foi possível salvar o post: a conexão com o servidor foi interrompida antes do fim do envio das seções. Verifique a sua internet e tente novamente; o rascunho continua nesta página.';

/** A long server message wraps beside the icon. */
export const LongMessage: Story = {
  args: { children: longMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(longMessage);
  },
};

export const Mobile: Story = {
  args: { children: longMessage },
  globals: phone,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toBeVisible();
    // The text wraps inside the phone's width instead of overflowing it.
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};
