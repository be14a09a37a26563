import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { carla, helena } from '../fixtures/people';
import { Avatar, avatarSizes } from './Avatar';

const meta = {
  component: Avatar,
  args: { name: helena.name, src: helena.image, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a written name (tables, the side bar): the photo is decoration, hidden from screen readers. */
export const Photo: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('src', helena.image);
    await expect(image).toHaveAttribute('alt', '');
    await expect(image.parentElement).toHaveAttribute('aria-hidden', 'true');
    await expect(image.parentElement!.getBoundingClientRect().width).toBe(40);
  },
};

/** No photo: the first and last initials. */
export const Initials: Story = {
  args: { name: carla.name, src: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^CS$/);
  },
};

/** One name, extra spaces and lower case: still tidy initials. */
export const InitialsOfOneName: Story = {
  args: { name: '  helena  ', src: null, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^H$/);
  },
};

/** Alone (no name written next to it): the picture carries its alternative text. */
export const WithAlternativeText: Story = {
  args: { size: 'xl', alt: `Foto de ${helena.name}` },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Foto de Helena Vieira' });
    await expect(image).toBeVisible();
    await expect(image.parentElement).not.toHaveAttribute('aria-hidden');
  },
};

/** Every size, with a photo and with initials: xs 24, sm 32, md 40, lg 56, xl 96 px. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '16px' }}>
      {[args.src, null].map((src) => (
        <div key={String(src)} data-row style={{ display: 'flex', alignItems: 'center', gap: '16px' }}>
          {avatarSizes.map((size) => (
            <Avatar key={size} {...args} src={src} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circles = Array.from(canvasElement.querySelectorAll('[data-row] > span'));
    const widths = circles.map((circle) => circle.getBoundingClientRect().width);
    await expect(widths).toEqual([24, 32, 40, 56, 96, 24, 32, 40, 56, 96]);
    await expect(circles.slice(5).map((circle) => circle.textContent)).toEqual(Array(5).fill('HV'));
  },
};
