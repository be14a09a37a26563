import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
  globals: desktopGlobals,
  decorators: [withInertLinks],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    await expect(canvas.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voltar para a página inicial' })).toBeVisible();
  },
};
