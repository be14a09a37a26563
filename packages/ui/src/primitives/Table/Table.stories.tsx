import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { expect, fn, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Table, type TableColumn } from './Table';
import { longPostRow, postRows, type PostRow } from './Table.fixtures';

const onDelete = fn();

const columns: TableColumn<PostRow>[] = [
  { key: 'title', header: 'Título', render: (row) => row.title, width: '34%', minWidth: '14rem' },
  { key: 'date', header: 'Data', render: (row) => row.date },
  {
    key: 'category',
    header: 'Categoria',
    render: (row) => (row.category === '-' ? '-' : <Badge tone="accent">{row.category}</Badge>),
  },
  { key: 'readingTime', header: 'Tempo de Leitura', render: (row) => row.readingTime, align: 'right' },
  { key: 'author', header: 'Criador', render: (row) => row.author, minWidth: '9rem' },
  {
    key: 'actions',
    header: 'Ações',
    align: 'right',
    render: (row) => (
      <span style={{ display: 'inline-flex', gap: '4px' }}>
        <Button variant="ghost" size="sm" icon={<Pencil />} aria-label={`Editar "${row.title}"`} />
        <Button
          variant="ghost"
          size="sm"
          icon={<Trash2 />}
          aria-label={`Excluir "${row.title}"`}
          onClick={() => onDelete(row.id)}
        />
      </span>
    ),
  },
];

const meta = {
  component: Table<PostRow>,
  args: { caption: 'Posts', columns, rows: postRows, rowKey: (row: PostRow) => row.id },
  argTypes: { columns: { control: false }, rowKey: { control: false } },
  beforeEach: () => {
    onDelete.mockClear();
  },
} satisfies Meta<typeof Table<PostRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Posts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Título', 'Data', 'Categoria', 'Tempo de Leitura', 'Criador', 'Ações']);
    await expect(within(table).getAllByRole('row')).toHaveLength(postRows.length + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir "BPC/LOAS: quem tem direito e como pedir"' }));
    await expect(onDelete).toHaveBeenCalledWith(2);
  },
};

export const CaptionHidden: Story = {
  args: { captionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Posts' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Posts' })).toBeInTheDocument();
    await expect(canvas.getByText('Posts')).toHaveClass('visually-hidden');
  },
};

export const LongText: Story = {
  args: { rows: [...postRows, longPostRow] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(longPostRow.author)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    // Screens show an EmptyState instead; an empty table still keeps its headers.
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
  },
};

export const Mobile: Story = {
  args: { rows: [...postRows, longPostRow] },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Posts' });
    // Wider than the phone: it scrolls sideways, and the keyboard can reach it to scroll.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
