import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { editorialTeam, lucasFerreira, marianaCampos } from './people.fixtures';
import { PersonPhoto } from './PersonPhoto';

const meta = {
  component: PersonPhoto,
  args: { name: marianaCampos.name, image: marianaCampos.image, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof PersonPhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lawyer's round photo (the post's byline), with its alternative text. */
export const Photo: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Foto de Mariana Campos' });
    await expect(img).toHaveAttribute('src', marianaCampos.image);
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img.parentElement!.getBoundingClientRect().width).toBe(64);
  },
};

/** No photo: the initials, hidden from screen readers (the name is written beside it). */
export const Initials: Story = {
  args: { name: lucasFerreira.name, image: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const frame = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(frame).toHaveTextContent(/^LF$/);
  },
};

/** Short lower-case words and signs ('dos', '&') are not initials. */
export const InitialsSkipParticles: Story = {
  render: () => (
    <div data-row style={{ display: 'flex', gap: '16px' }}>
      <PersonPhoto name="Maria Aparecida dos Santos" image={null} />
      <PersonPhoto name={editorialTeam.name} image={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frames = Array.from(canvasElement.querySelectorAll('[data-row] > span'));
    await expect(frames.map((frame) => frame.textContent)).toEqual(['MS', 'EV']);
  },
};

/** sm 24 px, md 64 px (byline), lg 96 px (author card, team): with a photo and with initials. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '16px' }}>
      {[args.image, null].map((image) => (
        <div key={String(image)} data-row style={{ display: 'flex', alignItems: 'center', gap: '16px' }}>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <PersonPhoto key={size} {...args} image={image} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frames = Array.from(canvasElement.querySelectorAll('[data-row] > span'));
    await expect(frames.map((frame) => frame.getBoundingClientRect().width)).toEqual([24, 64, 96, 24, 64, 96]);
    const images = Array.from(canvasElement.querySelectorAll('img'));
    await expect(images.map((img) => img.getAttribute('width'))).toEqual(['48', '128', '192']);
  },
};
