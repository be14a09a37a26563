import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from './Table';
const meta = { component: Table<{ id: number }>, args: { caption: 'X', columns: [{ key: 'a', header: 'A', render: (r: { id: number }) => r.id }], rows: [{ id: 1 }], rowKey: (r: { id: number }) => r.id } } satisfies Meta<typeof Table<{ id: number }>>;
export default meta;
export const Dbg: StoryObj<typeof meta> = {
  parameters: { visual: { disable: true } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const t = canvas.getByRole('table');
    console.log('TABLE', getComputedStyle(t).width, window.innerWidth, t.className, [...document.querySelectorAll('style')].map((s) => s.textContent).join('').match(/max\(100%[^;]*;/)?.[0]);
  },
};
