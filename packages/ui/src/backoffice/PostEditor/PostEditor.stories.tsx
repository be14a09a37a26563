import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { pngFile } from '../fixtures/images';
import { pending, phone, settleScroll, withToaster } from '../fixtures/stories';
import { PostEditor } from './PostEditor';
import { author, categories, createdTag, draftWithImages, editDraft, filledCreateDraft } from './PostEditor.fixtures';
import type { PostDraft, SaveReporter } from './postDraft';

const meta = {
  component: PostEditor,
  parameters: {
    docs: {
      description: {
        component:
          '§2 Criar post (/posts/add) e Editar post (/posts/edit/{id}): informações básicas (título, categoria, data, imagem principal), seções, prévia e publicação. Estados da tela (§4: carregando, editando, salvando, sucesso ou erro):',
      },
    },
  },
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
  parameters: { docs: { description: { story: 'A pessoa da equipe abre /posts/add: "Criar Novo Post" vazio.' } } },
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
  parameters: {
    docs: {
      description: { story: 'Publicar só fica habilitado com título, categoria, data e ao menos uma seção (§5).' },
    },
  },
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
  parameters: {
    docs: {
      description: { story: 'Com "+ Adicionar nova categoria" escolhida, publicar continua desabilitado (§5).' },
    },
  },
  args: { initialDraft: filledCreateDraft },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: publish })).toBeEnabled();
    await userEvent.selectOptions(canvas.getByLabelText('Categoria'), '+ Adicionar nova categoria');
    await expect(canvas.getByRole('button', { name: 'Definir nova categoria' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: publish })).toBeDisabled();
  },
};

export const Creates: Story = {
  parameters: {
    docs: { description: { story: 'A pessoa publica: toast "Post criado com sucesso!" e vai para /blog.' } },
  },
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
  parameters: { docs: { description: { story: 'O post está sendo salvo ("Salvando Post...").' } } },
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
  parameters: {
    docs: { description: { story: 'As imagens das seções estão sendo enviadas ("Criando seção n/total...").' } },
  },
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
  parameters: {
    docs: {
      description: {
        story:
          'A API falhou ao salvar (§8: "Erro ao salvar post. Tente novamente."): nada do que foi digitado se perde.',
      },
    },
  },
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
  parameters: {
    docs: {
      description: {
        story: 'O envio da imagem de uma seção falhou (§8: "Erro ao salvar post. Tente novamente.", com a seção).',
      },
    },
  },
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
  parameters: {
    docs: {
      description: {
        story: 'A pessoa tenta de novo depois de uma falha de envio: o post já criado é atualizado, não duplicado.',
      },
    },
  },
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
  parameters: { docs: { description: { story: 'A sessão não tem usuário (§5: "Usuário não autenticado").' } } },
  args: { initialDraft: filledCreateDraft, author: { ...author, id: null } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: publish }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Usuário não autenticado');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const UnsavedChangesGuard: Story = {
  parameters: {
    docs: { description: { story: 'Com alterações não salvas, o navegador pede confirmação antes de sair.' } },
  },
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
  parameters: { docs: { description: { story: 'Depois de salvar, sair não pede confirmação.' } } },
  args: { initialDraft: filledCreateDraft },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Título'), '!');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: publish }));
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

export const Preview: Story = {
  parameters: {
    ...atPreview,
    docs: { description: { story: 'A pessoa clica em "Visualizar Preview": a prévia com o autor atual.' } },
  },
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
  parameters: { docs: { description: { story: 'A pessoa clica em "Ocultar Preview".' } } },
  args: { initialDraft: filledCreateDraft },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar Preview' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar Preview' }));
    await expect(canvas.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Visualizar Preview' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PreviewEmpty: Story = {
  parameters: {
    ...atPreview,
    docs: { description: { story: 'Prévia sem seções ("Adicione seções para visualizar o conteúdo do post").' } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Título'), 'Rascunho');
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar Preview' }));
    await expect(canvas.getByText('Adicione seções para visualizar o conteúdo do post')).toBeVisible();
  },
};

export const CategoriesFallback: Story = {
  parameters: {
    docs: { description: { story: 'A API falhou ao carregar as categorias: as seis categorias padrão (§7).' } },
  },
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
  parameters: { docs: { description: { story: 'A autenticação ainda está sendo verificada ("Carregando...").' } } },
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando...')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: publish })).not.toBeInTheDocument();
  },
};

export const CreateMobile: Story = {
  parameters: { docs: { description: { story: 'Celular: post novo preenchido.' } } },
  args: { initialDraft: filledCreateDraft },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: publish })).toBeEnabled();
  },
};

// ---------------------------------------------------------------- edit

export const Edit: Story = {
  parameters: {
    docs: { description: { story: 'A pessoa abre /posts/edit/{id}: "Editar Post" com o post carregado.' } },
  },
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
  parameters: {
    docs: { description: { story: 'A pessoa exclui a categoria do post: não conta como alteração não salva.' } },
  },
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
  parameters: { docs: { description: { story: 'A pessoa troca a imagem principal e salva.' } } },
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
  parameters: {
    docs: {
      description: {
        story: 'A pessoa clica em "Atualizar Post": toast "Post atualizado com sucesso!" e vai para /blog.',
      },
    },
  },
  args: { mode: 'edit', initialDraft: editDraft },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: update }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(await within(document.body).findByText('Post atualizado com sucesso!')).toBeVisible();
  },
};

export const EditSaving: Story = {
  parameters: { docs: { description: { story: 'As alterações estão sendo salvas ("Salvando Alterações...").' } } },
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
  parameters: {
    docs: { description: { story: 'As seções estão sendo atualizadas ("Atualizando seção n/total...").' } },
  },
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
  parameters: {
    docs: { description: { story: 'A API falhou ao salvar (§8: "Erro ao atualizar post. Tente novamente.").' } },
  },
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
  parameters: { docs: { description: { story: 'O post ainda está carregando ("Carregando...").' } } },
  args: { mode: 'edit', status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Editar Post' })).toBeVisible();
    await expect(canvas.getByText('Carregando...')).toBeVisible();
  },
};

export const EditLoadError: Story = {
  parameters: { docs: { description: { story: 'A API falhou ao carregar o post (§8: "Erro ao carregar post.").' } } },
  args: { mode: 'edit', status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Erro ao carregar post.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const EditPreviewWithImages: Story = {
  parameters: { ...atPreview, docs: { description: { story: 'Prévia de um post com imagens nas seções.' } } },
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
  parameters: {
    ...atPreview,
    docs: { description: { story: '"Ver prévia" de um post agendado na lista de posts: o editor abre já na prévia.' } },
  },
  args: { mode: 'edit', initialDraft: editDraft, initialPreviewOpen: true },
  play: async ({ canvas }) => {
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByRole('heading', { level: 1, name: editDraft.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ocultar Preview' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const EditMobile: Story = {
  parameters: { docs: { description: { story: 'Celular: edição de um post.' } } },
  args: { mode: 'edit', initialDraft: editDraft },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Editar Post' })).toBeVisible();
  },
};
