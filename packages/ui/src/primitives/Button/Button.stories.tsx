import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogIn, Plus, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  component: Button,
  args: { children: 'Entrar', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center' } as const;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant === 'whatsapp' ? 'Falar no WhatsApp' : variant[0]?.toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Danger' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Tamanho {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Every size keeps the 44px touch target.
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Publicar' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Publicar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Entrando...' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Entrando...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} icon={<LogIn />}>
        Entrar
      </Button>
      <Button {...args} variant="secondary" icon={<Plus />}>
        Adicionar Seção
      </Button>
      <Button {...args} variant="danger" icon={<Trash2 />}>
        Excluir
      </Button>
      <Button {...args} variant="ghost" icon={<Trash2 />} aria-label="Remover seção" children={null} />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    // The icon is decorative: the text (or aria-label) is the name.
    await expect(canvas.getByRole('button', { name: 'Adicionar Seção' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover seção' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { children: 'Salvando Alterações... Atualizando seção 3/12 do post sobre direitos do trabalhador demitido' },
  decorators: [(Story) => <div style={{ maxWidth: '320px' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    // The label wraps inside the button rather than overflowing it.
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Criar Usuário' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Criar Usuário' });
    const container = button.parentElement ?? canvasElement;
    const style = getComputedStyle(container);
    const innerWidth = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(button.getBoundingClientRect().width).toBeCloseTo(innerWidth, 0);
  },
};

export const Mobile: Story = {
  args: { fullWidth: true, size: 'lg', variant: 'whatsapp', children: 'Falar no WhatsApp' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Falar no WhatsApp' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} variant="secondary">
        Cancelar
      </Button>
      <Button {...args}>Entrar</Button>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.tab();
    const submit = canvas.getByRole('button', { name: 'Entrar' });
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
