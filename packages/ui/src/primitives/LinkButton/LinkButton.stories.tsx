import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, MessageCircle, Phone, Plus } from 'lucide-react';
import { expect } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { navigate, withRouterLink } from '../Link/Link.fixtures';
import { LinkButton } from './LinkButton';

const meta = {
  component: LinkButton,
  args: { href: '/posts/add', children: 'Adicionar Post', icon: <Plus /> },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const WHATSAPP = 'https://wa.me/5513999999999?text=Ol%C3%A1!%20Gostaria%20de%20agendar%20uma%20consulta.';

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Adicionar Post' });
    await expect(link).toHaveAttribute('href', '/posts/add');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** Internal hrefs go through `Link`, i.e. the router the app provides. */
export const ThroughTheRouter: Story = {
  decorators: [withRouterLink],
  beforeEach: () => {
    navigate.mockClear();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Adicionar Post' }));
    await expect(navigate).toHaveBeenCalledWith('/posts/add');
  },
};

export const ExternalWhatsApp: Story = {
  args: {
    href: WHATSAPP,
    external: true,
    variant: 'whatsapp',
    size: 'lg',
    icon: <MessageCircle />,
    children: 'Falar no WhatsApp',
  },
  decorators: [withRouterLink],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Falar no WhatsApp' });
    await expect(link).toHaveAttribute('href', WHATSAPP);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '12px' }}>
      <LinkButton {...args} variant="primary">
        Adicionar Post
      </LinkButton>
      <LinkButton {...args} variant="accent" href="/#blog" icon={undefined}>
        Saiba Seus Direitos
      </LinkButton>
      <LinkButton {...args} variant="secondary" href="mailto:contato@example.com" external icon={<Mail />}>
        Enviar e-mail
      </LinkButton>
      <LinkButton {...args} variant="ghost" href="tel:+551332220000" external icon={<Phone />}>
        (13) 3222-0000
      </LinkButton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Enviar e-mail' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Saiba Seus Direitos' })).not.toHaveAttribute('target');
  },
};

export const Mobile: Story = {
  args: {
    href: WHATSAPP,
    external: true,
    variant: 'whatsapp',
    fullWidth: true,
    icon: <MessageCircle />,
    children: 'Agendar consulta pelo WhatsApp',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Agendar consulta pelo WhatsApp' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Adicionar Post' })).toHaveFocus();
  },
};
