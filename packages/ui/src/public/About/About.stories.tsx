import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktopGlobals, mobileGlobals } from '../shared/storyHelpers';
import { About } from './About';
import { aboutEmptyTeam, aboutLoading, aboutTeamFailed, aboutWithTeam } from './About.fixtures';

const meta = {
  component: About,
  args: aboutWithTeam,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '§1 Página inicial, seção Sobre: a história do escritório (desde 2016) e a equipe, buscada na API. Estados da seção:',
      },
    },
  },
  globals: desktopGlobals,
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The firm's story since 2016 and its lawyers, each with name, title and OAB registration. */
export const Default: Story = {
  parameters: {
    docs: { description: { story: 'A história do escritório e os advogados, com nome, título e registro na OAB.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('#about')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('desde 2016');
    await expect(canvas.getByRole('heading', { name: 'Nossa equipe' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Mariana Campos' })).toBeVisible();
    await expect(canvas.getByText('OAB/SP 287.614')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Foto de Mariana Campos' })).toBeVisible();
    // Without a photo the initials stand in.
    await expect(canvas.getByText('LF')).toBeVisible();
  },
};

export const LoadingTeam: Story = {
  parameters: { docs: { description: { story: 'A equipe ainda está carregando.' } } },
  args: aboutLoading,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando equipe...')).toBeInTheDocument();
  },
};

/** No lawyers to show: the team block disappears, the story stays. */
export const EmptyTeam: Story = {
  parameters: {
    docs: { description: { story: 'Não há advogados para mostrar: o bloco da equipe some e a história fica.' } },
  },
  args: aboutEmptyTeam,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Nossa equipe' })).not.toBeInTheDocument();
  },
};

/** The team could not be loaded: hidden gracefully (the app logs the failure). */
export const TeamFailed: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'A API falhou ao carregar a equipe (§8: "Failed to load team members", só no console): o bloco some sem mensagem.',
      },
    },
  },
  args: aboutTeamFailed,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Nossa equipe' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  parameters: { docs: { description: { story: 'Celular: história e equipe em uma coluna.' } } },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'Helena Duarte' })).toBeVisible();
  },
};
