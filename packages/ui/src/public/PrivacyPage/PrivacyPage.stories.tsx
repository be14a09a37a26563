import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { firm } from '@firm/contract';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { PrivacyPage } from './PrivacyPage';

const meta = {
  component: PrivacyPage,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Aviso de privacidade (LGPD): o que o site guarda e a quem perguntar. Não está na especificação; página acrescentada ao site público. Estados da página:',
      },
    },
  },
  globals: desktopGlobals,
  decorators: [withInertLinks],
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The LGPD notice: nothing stored by the form, no third parties, staff accounts only, whom to ask. */
export const Default: Story = {
  parameters: { docs: { description: { story: 'O visitante abre o aviso de privacidade.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'O formulário de contato não guarda nada' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { name: 'Sem rastreadores e sem serviços de terceiros' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Área restrita da equipe' })).toBeInTheDocument();
    const mail = canvas.getAllByRole('link', { name: firm.email });
    await expect(mail.some((link) => link.getAttribute('href') === `mailto:${firm.email}`)).toBe(true);
    // The footer links here.
    await expect(canvas.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
  },
};

export const Mobile: Story = {
  parameters: { docs: { description: { story: 'Celular: o aviso de privacidade.' } } },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
