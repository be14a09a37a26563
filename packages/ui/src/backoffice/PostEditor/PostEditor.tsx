import { canPublish, validatePostDraft } from '@firm/contract/forms';
import type { Tag } from '@firm/contract';
import { Eye, EyeOff, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import { DateField } from '../../primitives/DateField';
import { ErrorState } from '../../primitives/ErrorState';
import { ImagePicker } from '../../primitives/ImagePicker';
import { Spinner } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import { notify } from '../../primitives/Toaster';
import { CategorySelector } from '../CategorySelector';
import { FormAlert } from '../FormAlert';
import { PageHeader } from '../PageHeader';
import { SectionEditor } from '../SectionEditor';
import { Card, CardTitle, Fields, Footer, FooterButtons, Layout, Progress } from './PostEditor.styles';
import { PostEditorPreview } from './PostEditorPreview';
import {
  emptyDraft,
  type CategoryOption,
  type EditorAuthor,
  type PostDraft,
  type SaveProgress,
  type SaveReporter,
} from './postDraft';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';

export type PostEditorMode = 'create' | 'edit';
export type PostEditorStatus = 'loading' | 'error' | 'ready';

export interface PostEditorProps {
  mode: PostEditorMode;
  /** 'loading' while authentication (create) or the post (edit) loads. */
  status?: PostEditorStatus;
  /** Load failure text (§8 'Erro ao carregar post.'). */
  errorMessage?: string;
  onRetry?: () => void;
  /** The loaded post (edit); create starts empty. */
  initialDraft?: PostDraft;
  categories: readonly CategoryOption[];
  /** 'error' when the tag list failed: the six fallback categories are offered. */
  categoriesStatus?: 'ready' | 'error';
  /** The signed-in user: the preview's 'Autor', and the first check before saving. */
  author: EditorAuthor | null;
  onCreateCategory: (name: string) => Promise<Tag>;
  onDeleteCategory: (tag: Tag) => Promise<void>;
  /**
   * Saves the draft: the post, then its main image, then each new section image
   * in order, calling `report` as it goes. A rejection keeps everything typed; when its
   * error has a `detail` (Portuguese: what failed), it follows the §8 failure text.
   */
  onSave: (draft: PostDraft, report: SaveReporter) => Promise<void>;
  /** After the success toast: the app goes to /blog. */
  onSaved: () => void;
  /** Whether there are unsaved changes, for the app's in-app navigation guard. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Opens with the preview shown (it scrolls itself into view): the post list's 'Ver prévia' of a scheduled post. */
  initialPreviewOpen?: boolean;
}

const copy = {
  create: {
    title: 'Criar Novo Post',
    submit: 'Publicar Post',
    saving: 'Salvando Post...',
    section: (n: number, total: number) => `Criando seção ${n}/${total}...`,
    failure: 'Erro ao salvar post. Tente novamente.',
    success: 'Post criado com sucesso!',
  },
  edit: {
    title: 'Editar Post',
    submit: 'Atualizar Post',
    saving: 'Salvando Alterações...',
    section: (n: number, total: number) => `Atualizando seção ${n}/${total}...`,
    failure: 'Erro ao atualizar post. Tente novamente.',
    success: 'Post atualizado com sucesso!',
  },
} as const;

/** The §8 failure text, then what failed when the save said so (e.g. which image). */
function withDetail(failure: string, error: unknown): string {
  const detail = (error as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' && detail ? `${failure} ${detail}` : failure;
}

/** Create post and edit post (§2): one editor in two modes. */
export function PostEditor(props: PostEditorProps) {
  const { mode, status = 'ready', errorMessage = 'Erro ao carregar post.', onRetry } = props;
  return (
    <div>
      <PageHeader title={copy[mode].title} />
      {status === 'loading' ? <Spinner label="Carregando..." /> : null}
      {status === 'error' ? <ErrorState message={errorMessage} onRetry={onRetry} /> : null}
      {status === 'ready' ? <PostEditorForm key={props.initialDraft?.id ?? 'novo'} {...props} /> : null}
    </div>
  );
}

function PostEditorForm({
  mode,
  initialDraft,
  categories,
  categoriesStatus,
  author,
  onCreateCategory,
  onDeleteCategory,
  onSave,
  onSaved,
  onDirtyChange,
  initialPreviewOpen = false,
}: PostEditorProps) {
  const text = copy[mode];
  const [draft, setDraft] = useState<PostDraft>(() => initialDraft ?? emptyDraft());
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(initialPreviewOpen);
  const previewId = useId();
  const basicsId = useId();
  const contentId = useId();
  const alive = useRef(true);
  const deletedCategory = useRef<string | null>(null);

  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useUnsavedChangesWarning(dirty);

  const edit = (patch: Partial<PostDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
    setError(null);
  };

  const report: SaveReporter = (next) => {
    if (!alive.current) return;
    if (next.step === 'saved') {
      // The post exists now: a retry updates it instead of creating a second one.
      setDraft((current) => ({
        ...current,
        id: next.postId,
        sections: current.sections.map((section, i) => ({ ...section, id: next.sectionIds?.[i] ?? section.id })),
      }));
      return;
    }
    setProgress(next);
  };

  const submit = async () => {
    const problem = validatePostDraft(draft, author);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSaving(true);
    setProgress({ step: 'post' });
    try {
      await onSave(draft, report);
    } catch (failure) {
      if (alive.current) {
        setError(withDetail(text.failure, failure));
        setSaving(false);
        setProgress(null);
      }
      return;
    }
    if (!alive.current) return;
    setSaving(false);
    setProgress(null);
    setDirty(false);
    notify.success('Sucesso!', text.success);
    onSaved();
  };

  const progressText =
    progress?.step === 'section' ? text.section(progress.current, progress.total) : saving ? text.saving : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Layout>
        <Card aria-labelledby={basicsId}>
          <CardTitle id={basicsId}>Informações básicas</CardTitle>
          <Fields>
            <TextField
              label="Título"
              required
              value={draft.title}
              disabled={saving}
              onChange={(event) => edit({ title: event.target.value })}
            />
            <CategorySelector
              categories={categories}
              categoriesStatus={categoriesStatus}
              value={draft.category}
              disabled={saving}
              onChange={(category) => {
                if (deletedCategory.current !== null && category === '') {
                  // The deleted category left the saved post too: clearing it here is not an unsaved change.
                  deletedCategory.current = null;
                  setDraft((current) => ({ ...current, category }));
                } else edit({ category });
              }}
              onCreate={onCreateCategory}
              onDelete={async (tag) => {
                await onDeleteCategory(tag);
                if (draft.category === tag.name) deletedCategory.current = tag.name;
              }}
            />
            <DateField
              label="Data de publicação"
              required
              value={draft.date}
              disabled={saving}
              onChange={(date) => edit({ date })}
            />
            <ImagePicker
              label="Imagem principal"
              previewUrl={draft.image}
              previewAlt={draft.imageAlt || 'Imagem principal do post'}
              disabled={saving}
              // §4: choosing a file replaces the saved image's address.
              onChange={(file) => edit({ imageFile: file, image: null })}
              onReject={(title, message) => notify.error(title, message)}
            />
            {draft.image || draft.imageFile ? (
              <TextField
                label="Texto alternativo da imagem principal"
                hint="Descreva a imagem para quem usa leitor de tela."
                value={draft.imageAlt}
                disabled={saving}
                onChange={(event) => edit({ imageAlt: event.target.value })}
              />
            ) : null}
          </Fields>
        </Card>

        <Card aria-labelledby={contentId}>
          <CardTitle id={contentId}>Conteúdo</CardTitle>
          <SectionEditor sections={draft.sections} disabled={saving} onChange={(sections) => edit({ sections })} />
        </Card>

        {previewOpen ? <PostEditorPreview id={previewId} draft={draft} author={author} /> : null}

        <Footer>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Progress role="status" className="visually-hidden">
            {progressText}
          </Progress>
          <FooterButtons>
            <Button
              variant="secondary"
              icon={previewOpen ? <EyeOff /> : <Eye />}
              aria-expanded={previewOpen}
              aria-controls={previewOpen ? previewId : undefined}
              onClick={() => setPreviewOpen((open) => !open)}
            >
              {previewOpen ? 'Ocultar Preview' : 'Visualizar Preview'}
            </Button>
            <Button
              type="submit"
              variant="primary"
              size="lg"
              icon={<Send />}
              busy={saving}
              busyLabel={progressText ?? text.saving}
              disabled={!canPublish(draft, saving)}
            >
              {text.submit}
            </Button>
          </FooterButtons>
        </Footer>
      </Layout>
    </form>
  );
}
