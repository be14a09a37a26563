import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye, Pencil, Trash } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { postPage } from '../fixtures/posts';
import { RowActionButton, RowActionLink, RowActions } from './RowActions';

const post = postPage[0]!;

interface RowActionsStoryArgs {
  onDelete: () => void;
}

/** The Ações cell of the post list: view and edit links, then delete in red. */
function PostRowActions({ onDelete }: RowActionsStoryArgs) {
  return (
    <RowActions>
      <RowActionLink href={`/blog/${post.slug}`} icon={<Eye />} label={`Ver post: ${post.title}`} />
      <RowActionLink href={`/posts/edit/${post.id}`} icon={<Pencil />} label={`Editar post: ${post.title}`} />
      <RowActionButton icon={<Trash />} tone="danger" label={`Excluir post: ${post.title}`} onClick={onDelete} />
    </RowActions>
  );
}

const meta = {
  component: PostRowActions,
  args: { onDelete: fn() },
} satisfies Meta<typeof PostRowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icons only on screen; each action's full name is read out and shown as a tooltip. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const view = canvas.getByRole('link', { name: `Ver post: ${post.title}` });
    await expect(view).toHaveAttribute('href', `/blog/${post.slug}`);
    await expect(view).toHaveAttribute('title', `Ver post: ${post.title}`);
    await expect(canvas.getByRole('link', { name: `Editar post: ${post.title}` })).toHaveAttribute(
      'href',
      `/posts/edit/${post.id}`,
    );
    const remove = canvas.getByRole('button', { name: `Excluir post: ${post.title}` });
    await expect(remove).toHaveAttribute('type', 'button');
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** Each action is a 44 px touch target. */
export const TouchTargets: Story = {
  play: async ({ canvas }) => {
    const actions = [...canvas.getAllByRole('link'), canvas.getByRole('button')];
    for (const action of actions) {
      const box = action.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Keyboard: Tab reaches each action in order; the focused one shows its ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: `Ver post: ${post.title}` })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: `Excluir post: ${post.title}` });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};
