import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { pngFile } from '../fixtures/images';
import { pending, phone, settleScroll, withToaster } from '../fixtures/stories';
import { PostEditor } from './PostEditor';
import { author, categories, createdTag, draftWithImages, editDraft, filledCreateDraft } from './PostEditor.fixtures';
import type { PostDraft, SaveReporter } from './postDraft';

const meta = {
  component: PostEditor,
  afterEach: settleScroll,
  decorators: [withToaster],
  args: {
    mode: 'create',
    status: 'ready',
    categories,
    author,
    onCreateCategory: fn(async (name: string) => createdTag(name)),
    onDeleteCategory: fn(async () => {}),
    onSave: fn(async () => {}),
    onSaved: fn(),
    onDirtyChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PostEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const publish = 'Publicar Post';
/** Screenshots of the preview start at the preview. */
const atPreview = { settle: (root: HTMLElement) => within(root).queryByRole('region', { name: 'Preview' }) };
const update = 'Atualizar Post';
/** The draft the editor handed to `onSave` on its n-th call. */
const savedDraft = (spy: unknown, call = 0) => (spy as ReturnType<typeof fn>).mock.calls[call]![0] as PostDraft;

// ---------------------------------------------------------------- create

export const Create: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Criar Novo Post' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Informações básicas' })).toBeVisible();
    await expect(canvas.getByLabelText('Título')).toHaveValue('');
    await expect(canvas.getByLabelText('Categoria')).toHaveValue('');
    await expect(canvas.getByLabelText('Data de publicação')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await expect(canvas.getByText('Imagem principal')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar Seção' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: publish })).toBeDisabled();
  },
};

export const PublishEnablesWhenComplete: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: publish });
    await step('title', async () => {
      await userEvent.type(canvas.getByLabelText('Título'), 'Auxílio-doença negado: o que fazer');
      await expect(button).toBeDisabled();
    });
    await step('category', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Categoria'), 'Direito Previdenciário');
      await expect(button).toBeDisabled();
    });
    await step('publication date, typed as dd/MM/yyyy', async () => {
      await userEvent.type(canvas.getByLabelText('Data de publicação'), '17/03/2025');
      await userEvent.keyboard('{Escape}');
      await expect(canvas.getByLabelText('Data de publicação')).toHaveValue('17/03/2025');
      await expect(button).toBeDisabled();
    });
    await step('one section', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Seção' }));
      await userEvent.click(within(document.body).getByRole('menuitem', { name: 'Parágrafo' }));
      await expect(button).toBeEnabled();
    });
  },
};

export const NewCategoryPlaceholderKeepsPublishDisabled: Story = {
  args: { initialDraft: filledCreateDraft },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: publish })).toBeEnabled();
    await userEvent.selectOptions(canvas.getByLabelText('Categoria'), '+ Adicionar nova categoria');
    await expect(canvas.getByRole('button', { name: 'Definir nova categoria' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: publish })).toBeDisabled();
  },
};

export const Creates: Story = {
  args: {
    initialDraft: filledCreateDraft,
    onSave: fn(async (_draft: PostDraft, report: SaveReporter) => {
      report({ step: 'post' });
      report({ step: 'saved', postId: 42, sectionIds: [501, 502] });
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: publish }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const draft = savedDraft(args.onSave);
    await expect(draft.title).toBe(filledCreateDraft.title);
    await expect(draft.category).toBe('Direito Previdenciário');
    await expect(draft.sections.map((s) => s.type)).toEqual(['paragraph', 'list']);
    const toasts = within(document.body);
    await expect(await toasts.findByText('Sucesso!')).toBeVisible();
    await expect(toasts.getByText('Post criado com sucesso!')).toBeVisible();
  },
};

export const SavingPost: Story = {
  args: {
    initialDraft: filledCreateDraft,
    onSave: fn((_draft: PostDraft, report: SaveReporter) => {
      report({ step: 'post' });
      return pending<void>();
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: publish }));
    await expect(await canvas.findByRole('button', { name: 'Salvando Post...' })).toBeDisabled();
    await expect(canvas.getByText('Salvando Post...', { selector: 'p' })).toBeInTheDocument();
    // Nothing can change while the save runs.
    await expect(canvas.getByLabelText('Título')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Adicionar Seção' })).toBeDisabled();
  },
};

export const SavingSectionImages: Story = {
  args: {
    initialDraft: draftWithImages([pngFile('fila.png'), pngFile('cadunico.png')]),
    onSave: fn((_draft: PostDraft, report: SaveReporter) => {
      report({ step: 'post' });
      report({ step: 'saved', postId: 42 });
      report({ step: 'section', current: 1, total: 2 });
      report({ step: 'section', current: 2, total: 2 });
      return pending<void>();
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: publish }));
    await expect(await canvas.findByRole('button', { name: 'Criando seção 2/2...' })).toBeDisabled();
  },
};

export const SaveFailedKeepsEverything: Story = {
  args: { initialDraft: filledCreateDraft, onSave: fn(async () => Promise.reject(new Error('Erro ao criar post'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: publish }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro ao salvar post. Tente novamente.');
    await expect(canvas.getByLabelText('Título')).toHaveValue(filledCreateDraft.title);
    await expect(canvas.getByLabelText('Categoria')).toHaveValue('Direito Previdenciário');
    await expect(canvas.getByLabelText('Texto do parágrafo')).toHaveValue(filledCreateDraft.sections[0]!.content);
    await expect(canvas.getByRole('button', { name: publish })).toBeEnabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const ImageUploadFailed: Story = {
  args: {
    initialDraft: filledCreateDraft,
    onSave: fn(async () =>
      Promise.reject(
        Object.assign(new Error('Erro ao fazer upload da imagem da seção 2'), {
          detail: 'Não foi possível enviar a imagem da seção 2. O post só será publicado quando tudo for salvo.',
        }),
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: publish }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Erro ao salvar post. Tente novamente. Não foi possível enviar a imagem da seção 2. O post só será publicado quando tudo for salvo.',
    );
  },
};

export const RetryUpdatesTheCreatedPost: Story = {
  args: {
    initialDraft: draftWithImages([pngFile('fila.png'), pngFile('cadunico.png')]),
    onSave: fn(async (draft: PostDraft, report: SaveReporter) => {
      if (draft.id !== null) return;
      report({ step: 'post' });
      report({ step: 'saved', postId: 42, sectionIds: [501, 502, 503, 504] });
      report({ step: 'section', current: 1, total: 2 });
      throw new Error('Erro ao fazer upload da imagem da seção 1');
    }),
  },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('the first save creates the post, then an upload fails', async () => {
      await userEvent.click(canvas.getByRole('button', { name: publish }));
      await expect(await canvas.findByText('Erro ao salvar post. Tente novamente.')).toBeVisible();
    });
    await step('the retry carries the post and section ids', async () => {
      await userEvent.click(canvas.getByRole('button', { name: publish }));
      await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
      const retry = savedDraft(args.onSave, 1);
      await expect(retry.id).toBe(42);
      await expect(retry.sections.map((s) => s.id)).toEqual([501, 502, 503, 504]);
    });
  },
};

export const Unauthenticated: Story = {
  args: { initialDraft: filledCreateDraft, author: { ...author, id: null } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: publish }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Usuário não autenticado');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const UnsavedChangesGuard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    await expect(before.defaultPrevented).toBe(false);
    await userEvent.type(canvas.getByLabelText('Título'), 'Guarda');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    await expect(after.defaultPrevented).toBe(true);
  },
};

export const SavedChangesAreClean: Story = {
  args: { initialDraft: filledCreateDraft },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Título'), '!');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: publish }));
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

export const Preview: Story = {
  parameters: atPreview,
  args: { initialDraft: filledCreateDraft },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar Preview' }));
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByRole('heading', { level: 1, name: filledCreateDraft.title })).toBeVisible();
    await expect(preview.getByText('Autor')).toBeVisible();
    await expect(preview.getByText('Helena Vieira')).toBeVisible();
    await expect(preview.getByText('Direito Previdenciário')).toBeVisible();
    await expect(preview.getByText('17/03/2025')).toBeVisible();
    await expect(preview.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Ocultar Preview' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const PreviewHides: Story = {
  args: { initialDraft: filledCreateDraft },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar Preview' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar Preview' }));
    await expect(canvas.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Visualizar Preview' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PreviewEmpty: Story = {
  parameters: atPreview,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Título'), 'Rascunho');
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar Preview' }));
    await expect(canvas.getByText('Adicione seções para visualizar o conteúdo do post')).toBeVisible();
  },
};

export const CategoriesFallback: Story = {
  args: { categoriesStatus: 'error', categories: [] },
  play: async ({ canvas }) => {
    const options = within(canvas.getByLabelText('Categoria'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual([
      'Selecione uma categoria',
      'Direito Trabalhista',
      'Direito Previdenciário',
      'Direito Civil',
      'Direito de Família',
      'Direito Imobiliário',
      'Compliance Empresarial',
      '+ Adicionar nova categoria',
    ]);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando...')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: publish })).not.toBeInTheDocument();
  },
};

export const CreateMobile: Story = {
  args: { initialDraft: filledCreateDraft },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: publish })).toBeEnabled();
  },
};

// ---------------------------------------------------------------- edit

export const Edit: Story = {
  args: { mode: 'edit', initialDraft: editDraft },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar Post' })).toBeVisible();
    await expect(canvas.getByLabelText('Título')).toHaveValue(editDraft.title);
    await expect(canvas.getByLabelText('Categoria')).toHaveValue('Direito Trabalhista');
    await expect(canvas.getByLabelText('Data de publicação')).toHaveValue('10/03/2025');
    await expect(canvas.getByRole('button', { name: 'Excluir categoria "Direito Trabalhista"' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Seções do post' }).children).toHaveLength(7);
    await expect(canvas.getByLabelText('Itens da lista')).toHaveValue(
      'Atraso repetido de salários\nFalta de depósito do FGTS\nExigência de serviços além do contrato',
    );
    await expect(canvas.getByRole('button', { name: update })).toBeEnabled();
  },
};

/** The category left the saved post too: clearing it is no unsaved change ('Sair sem salvar?' stays quiet). */
export const EditDeletingTheCategoryIsNotAChange: Story = {
  args: { mode: 'edit', initialDraft: editDraft },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir categoria "Direito Trabalhista"' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Confirmar exclusão' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.onDeleteCategory).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByLabelText('Categoria')).toHaveValue(''));
    await expect(args.onDirtyChange).not.toHaveBeenCalledWith(true);
    // A real edit afterwards still counts.
    await userEvent.type(canvas.getByLabelText('Título'), '!');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

export const EditMainImageReplaced: Story = {
  args: { mode: 'edit', initialDraft: editDraft },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const file = pngFile('nova-capa.png');
    await userEvent.upload(canvas.getByLabelText('Imagem principal'), file);
    // The picker reads the file before taking it: wait for its preview, as a person would.
    await waitFor(() => expect(canvasElement.querySelector('img[src^="blob:"]')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: update }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const draft = savedDraft(args.onSave);
    // §4: choosing a file clears the saved image's address.
    await expect(draft.image).toBeNull();
    await expect(draft.imageFile).toBe(file);
    await expect(draft.id).toBe(editDraft.id);
  },
};

export const EditSaved: Story = {
  args: { mode: 'edit', initialDraft: editDraft },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: update }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(await within(document.body).findByText('Post atualizado com sucesso!')).toBeVisible();
  },
};

export const EditSaving: Story = {
  args: {
    mode: 'edit',
    initialDraft: editDraft,
    onSave: fn((_draft: PostDraft, report: SaveReporter) => {
      report({ step: 'post' });
      return pending<void>();
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: update }));
    await expect(await canvas.findByRole('button', { name: 'Salvando Alterações...' })).toBeDisabled();
  },
};

export const EditSavingSections: Story = {
  args: {
    mode: 'edit',
    initialDraft: editDraft,
    onSave: fn((_draft: PostDraft, report: SaveReporter) => {
      report({ step: 'section', current: 1, total: 3 });
      return pending<void>();
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: update }));
    await expect(await canvas.findByRole('button', { name: 'Atualizando seção 1/3...' })).toBeDisabled();
  },
};

export const EditSaveFailed: Story = {
  args: {
    mode: 'edit',
    initialDraft: editDraft,
    onSave: fn(async () => Promise.reject(new Error('HTTP error! status: 500'))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: update }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro ao atualizar post. Tente novamente.');
    await expect(canvas.getByLabelText('Título')).toHaveValue(editDraft.title);
  },
};

export const EditLoading: Story = {
  args: { mode: 'edit', status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Editar Post' })).toBeVisible();
    await expect(canvas.getByText('Carregando...')).toBeVisible();
  },
};

export const EditLoadError: Story = {
  args: { mode: 'edit', status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Erro ao carregar post.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const EditPreviewWithImages: Story = {
  parameters: atPreview,
  args: { mode: 'edit', initialDraft: editDraft },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar Preview' }));
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByRole('img', { name: editDraft.imageAlt })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: 'O que é a rescisão indireta' })).toBeVisible();
    await expect(
      preview.getByRole('img', { name: 'Gráfico com as etapas de uma reclamação trabalhista' }),
    ).toBeInTheDocument();
  },
};

/** The post list's 'Ver prévia' of a scheduled post opens the editor at its preview. */
export const EditOpenedAtPreview: Story = {
  parameters: atPreview,
  args: { mode: 'edit', initialDraft: editDraft, initialPreviewOpen: true },
  play: async ({ canvas }) => {
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByRole('heading', { level: 1, name: editDraft.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ocultar Preview' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const EditMobile: Story = {
  args: { mode: 'edit', initialDraft: editDraft },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Editar Post' })).toBeVisible();
  },
};
