import type { PostSummary } from '@firm/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash } from 'lucide-react';
import { expect, fn, within } from 'storybook/test';
import { formatDate } from '../format';
import { longTitledPost, postPage } from '../fixtures/posts';
import { phone } from '../fixtures/stories';
import { RowActionButton, RowActionLink, RowActions } from '../RowActions';
import { RecordCards } from './RecordCards';

const onDelete = fn();

/** The post list's cards on a phone: title, the table's other columns as labelled facts, the actions. */
const meta = {
  component: RecordCards<PostSummary>,
  globals: phone,
  beforeEach: () => {
    onDelete.mockClear();
  },
  args: {
    label: 'Posts',
    rows: postPage.slice(0, 3),
    rowKey: (post) => post.id,
    heading: (post) => post.title,
    fields: (post) => [
      { label: 'Data', value: formatDate(post.published_at) },
      { label: 'Categoria', value: post.tags[0]?.name ?? '-' },
      { label: 'Criador', value: post.user_name || '-' },
    ],
    actions: (post) => (
      <RowActions>
        <RowActionLink href={`/posts/edit/${post.id}`} icon={<Pencil />} label={`Editar post: ${post.title}`} />
        <RowActionButton
          icon={<Trash />}
          tone="danger"
          label={`Excluir post: ${post.title}`}
          onClick={() => onDelete(post)}
        />
      </RowActions>
    ),
  },
} satisfies Meta<typeof RecordCards<PostSummary>>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = postPage[0]!;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = within(canvas.getByRole('list', { name: 'Posts' }));
    const cards = list.getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const card = within(cards[0]!);
    await expect(card.getByText(first.title)).toBeVisible();
    const terms = card.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Data', 'Categoria', 'Criador']);
    const values = card.getAllByRole('definition').map((value) => value.textContent);
    await expect(values).toEqual(['10/03/2025', 'Direito Trabalhista', 'Rafael Campos']);
    await expect(card.getByRole('link', { name: `Editar post: ${first.title}` })).toHaveAttribute(
      'href',
      `/posts/edit/${first.id}`,
    );
    await userEvent.click(card.getByRole('button', { name: `Excluir post: ${first.title}` }));
    await expect(onDelete).toHaveBeenCalledWith(first);
  },
};

/** A missing value shows '-', as in the table. */
export const MissingValue: Story = {
  args: { rows: [postPage[4]!] },
  play: async ({ canvas }) => {
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(values).toEqual(['10/02/2025', '-', 'Rafael Campos']);
  },
};

/** A long title and a long name wrap inside the card; nothing overflows the phone. */
export const LongContent: Story = {
  args: { rows: [longTitledPost, first] },
  play: async ({ canvas }) => {
    const card = canvas.getAllByRole('listitem')[0]!;
    await expect(within(card).getByText(longTitledPost.title)).toBeVisible();
    await expect(
      within(card).getByText('Maria Aparecida dos Santos Albuquerque Figueiredo de Vasconcelos'),
    ).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
