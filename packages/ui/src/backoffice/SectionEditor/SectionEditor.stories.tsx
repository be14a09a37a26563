import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { pngFile } from '../fixtures/images';
import { phone, settleScroll, withToaster } from '../fixtures/stories';
import type { DraftSection } from '../PostEditor/postDraft';
import { SectionEditor, type SectionEditorProps } from './SectionEditor';
import { allTypes, twoSections } from './SectionEditor.fixtures';

/** The editor is controlled: the story keeps the list, as PostEditor does. */
function Stateful(args: SectionEditorProps) {
  const [sections, setSections] = useState(args.sections);
  return (
    <SectionEditor
      {...args}
      sections={sections}
      onChange={(next) => {
        setSections(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  component: SectionEditor,
  afterEach: settleScroll,
  decorators: [withToaster],
  args: { sections: twoSections, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SectionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section list the editor reported on its last change. */
const lastChange = (spy: unknown) => {
  const calls = (spy as ReturnType<typeof fn>).mock.calls;
  return calls[calls.length - 1]![0] as DraftSection[];
};
const keys = (sections: DraftSection[]) => sections.map((s) => s.key);

export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nenhuma seção ainda/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar Seção' })).toHaveAttribute('aria-haspopup', 'menu');
  },
};

export const EveryType: Story = {
  args: { sections: allTypes },
  play: async ({ canvas }) => {
    const rows = canvas.getByRole('list', { name: 'Seções do post' }).children;
    await expect(Array.from(rows).map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Seção 1 · Título',
      'Seção 2 · Parágrafo',
      'Seção 3 · Subtítulo',
      'Seção 4 · Lista',
      'Seção 5 · Subtítulo secundário',
      'Seção 6 · Lista numerada',
      'Seção 7 · Imagem',
    ]);
    await expect(canvas.getByRole('button', { name: 'Mover seção 1 para cima' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mover seção 1 para baixo' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Mover seção 7 para baixo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mover seção 7 para cima' })).toBeEnabled();
    const list = canvas.getByLabelText('Itens da lista');
    await expect(list).toHaveAttribute('rows', '4');
    await expect(canvas.getAllByText('Um item por linha.')).toHaveLength(2);
    await expect(canvas.getByLabelText('Texto alternativo')).toHaveValue(
      'Gráfico com as etapas de uma reclamação trabalhista',
    );
  },
};

export const AddMenu: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Adicionar Seção' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(canvas.getByRole('menu', { name: 'Tipo de seção' }));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Título',
      'Subtítulo',
      'Subtítulo secundário',
      'Parágrafo',
      'Lista',
      'Lista numerada',
      'Imagem',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Título' })).toHaveFocus();
  },
};

export const AddMenuKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Adicionar Seção' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = within(await canvas.findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Título' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: 'Subtítulo' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(menu.getByRole('menuitem', { name: 'Imagem' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: 'Título' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

export const AddsAtTheEnd: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Seção' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Lista numerada' }));
    const sections = lastChange(args.onChange);
    await expect(sections.map((s) => s.type)).toEqual(['title', 'paragraph', 'numberedList']);
    await expect(canvas.getByText('Seção 3 · Lista numerada')).toBeVisible();
    // The new section's field takes the focus, ready for typing.
    await waitFor(() => expect(canvas.getByLabelText('Itens da lista numerada')).toHaveFocus());
    await userEvent.keyboard('Carteira de trabalho{Enter}Holerites');
    await expect(lastChange(args.onChange)[2]!.content).toBe('Carteira de trabalho\nHolerites');
  },
};

export const AddsEveryType: Story = {
  args: { sections: [] },
  play: async ({ canvas, userEvent, args }) => {
    for (const name of [
      'Título',
      'Subtítulo',
      'Subtítulo secundário',
      'Parágrafo',
      'Lista',
      'Lista numerada',
      'Imagem',
    ]) {
      await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Seção' }));
      await userEvent.click(canvas.getByRole('menuitem', { name }));
    }
    await expect(lastChange(args.onChange).map((s) => s.type)).toEqual([
      'title',
      'subtitle',
      'subsubtitle',
      'paragraph',
      'list',
      'numberedList',
      'image',
    ]);
  },
};

export const MoveUp: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mover seção 2 para cima' }));
    await expect(keys(lastChange(args.onChange))).toEqual([twoSections[1]!.key, twoSections[0]!.key]);
    await expect(canvas.getByText('Seção 1 · Parágrafo')).toBeVisible();
    // Focus stays with the moved section (its 'up' is now disabled, so its 'down').
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mover seção 1 para baixo' })).toHaveFocus());
    await expect(canvas.getByText('Seção movida para a posição 1 de 2.')).toBeInTheDocument();
  },
};

export const MoveDown: Story = {
  args: { sections: allTypes.slice(0, 3) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mover seção 1 para baixo' }));
    await expect(lastChange(args.onChange).map((s) => s.type)).toEqual(['paragraph', 'title', 'subtitle']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mover seção 2 para baixo' })).toHaveFocus());
  },
};

export const Remove: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover seção 1' }));
    await expect(keys(lastChange(args.onChange))).toEqual([twoSections[1]!.key]);
    await expect(canvas.getByText('Seção 1 · Parágrafo')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mover seção 1 para cima' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mover seção 1 para baixo' })).toBeDisabled();
  },
};

export const KeyboardDragAndDrop: Story = {
  args: { sections: allTypes.slice(0, 3) },
  play: async ({ canvas, userEvent, args, step }) => {
    const handle = canvas.getByRole('button', { name: 'Arrastar seção 1' });
    await expect(handle).toHaveAttribute('aria-roledescription', 'seção reordenável');
    await step('pick up with Space, move down twice, drop with Space', async () => {
      handle.focus();
      await userEvent.keyboard('[Space]');
      await userEvent.keyboard('[ArrowDown]');
      await userEvent.keyboard('[ArrowDown]');
      await userEvent.keyboard('[Space]');
    });
    await waitFor(() =>
      expect(lastChange(args.onChange).map((s) => s.type)).toEqual(['paragraph', 'subtitle', 'title']),
    );
    await expect(canvas.getByText('Seção 3 · Título')).toBeVisible();
  },
};

export const KeyboardDragCancelled: Story = {
  args: { sections: allTypes.slice(0, 3) },
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'Arrastar seção 1' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Escape]');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Seção 1 · Título')).toBeVisible();
  },
};

export const ImageSection: Story = {
  args: { sections: [] },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Seção' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Imagem' }));
    const file = pngFile('documentos.png');
    await userEvent.upload(canvas.getByLabelText('Imagem da seção'), file);
    // The picker reads the file before taking it: wait for its preview, as a person would.
    await waitFor(() => expect(canvasElement.querySelector('img[src^="blob:"]')).toBeInTheDocument());
    await userEvent.type(canvas.getByLabelText('Texto alternativo'), 'Documentos sobre a mesa');
    const section = lastChange(args.onChange)[0]!;
    await expect(section.type).toBe('image');
    await expect(section.imageFile).toBe(file);
    await expect(section.imageAlt).toBe('Documentos sobre a mesa');
    await expect(canvas.getByText('Descreva a imagem para quem usa leitor de tela.')).toBeVisible();
  },
};

export const ImageSectionRejectsLargeFile: Story = {
  args: { sections: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Seção' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Imagem' }));
    await userEvent.upload(canvas.getByLabelText('Imagem da seção'), pngFile('enorme.png', 6_000_000));
    await expect(await within(document.body).findByText('Arquivo muito grande')).toBeVisible();
    await expect(lastChange(args.onChange)[0]!.imageFile).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Adicionar Seção' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remover seção 1' })).toBeDisabled();
    await expect(canvas.getByLabelText('Texto do título')).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { sections: allTypes.slice(0, 4) },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remover seção 4' })).toBeVisible();
  },
};
