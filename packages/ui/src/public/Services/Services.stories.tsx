import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktopGlobals, mobileGlobals } from '../shared/storyHelpers';
import { Services } from './Services';

const meta = {
  component: Services,
  parameters: { layout: 'fullscreen' },
  globals: desktopGlobals,
} satisfies Meta<typeof Services>;

export default meta;
type Story = StoryObj<typeof meta>;

const areaTitles = [
  'Direito Trabalhista',
  'Direito Previdenciário',
  'BPC/LOAS',
  'Direito Civil e do Consumidor',
  'Direito Imobiliário',
  'Família e Sucessões',
];

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('#services')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Como podemos ajudar' })).toBeVisible();
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards).toHaveLength(areaTitles.length);
    for (const title of areaTitles) await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Direito Trabalhista' })).toBeVisible();
  },
};
