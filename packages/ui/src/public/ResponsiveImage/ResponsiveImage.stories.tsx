import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { demoImage } from '../shared/demoImages.fixtures';
import { mobileGlobals } from '../shared/storyHelpers';
import { ResponsiveImage } from './ResponsiveImage';

const image = demoImage(0);
const [small, large] = image.info.variants;

const meta = {
  component: ResponsiveImage,
  args: {
    src: image.url,
    alt: 'Ilustração em azul-marinho com círculos dourados',
    // The server may list its variants in any order.
    info: { ...image.info, variants: [large!, small!] },
    sizes: '(min-width: 768px) 50vw, 100vw',
    style: { display: 'block', width: '100%', height: 'auto' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '30rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An uploaded image: the server's widths in srcset (narrowest first), its size reserved, loaded lazily. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Ilustração em azul-marinho com círculos dourados' });
    await expect(img).toHaveAttribute('srcset', `${small!.url} 640w, ${large!.url} 1200w`);
    await expect(img).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '675');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect(img).not.toHaveAttribute('fetchpriority');
  },
};

/** Above the fold (a post's main image, the first blog card): loaded at once, with high priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('decoding', 'sync');
  },
};

/** A local preview (no server info yet): a plain image, no srcset, sizes or dimensions. */
export const LocalPreview: Story = {
  args: { info: null },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('src', image.url);
    for (const name of ['srcset', 'sizes', 'width', 'height']) await expect(img).not.toHaveAttribute(name);
  },
};

/** Phone: the image fills the column and keeps its 16:9 space; `sizes` lets the browser pick a variant. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    const img = canvas.getByRole<HTMLImageElement>('img');
    await waitFor(() => expect([small!.url, large!.url]).toContain(img.currentSrc));
    const box = img.getBoundingClientRect();
    await expect(box.width).toBe(343);
    await expect(Math.round(box.height)).toBe(Math.round((343 * 675) / 1200));
  },
};
