import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  component: NotFoundPage,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '§2 Página não encontrada: qualquer endereço fora das rotas mostra o erro 404 ("Oops! Page not found") e um link para /. Estados da página:',
      },
    },
  },
  globals: desktopGlobals,
  decorators: [withInertLinks],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { docs: { description: { story: 'O visitante abre um endereço que não existe.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    await expect(canvas.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
  },
};

export const Mobile: Story = {
  parameters: { docs: { description: { story: 'Celular: endereço que não existe.' } } },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voltar para a página inicial' })).toBeVisible();
  },
};
