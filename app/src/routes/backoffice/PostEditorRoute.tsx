import {
  PostEditor,
  PREVIEW_PARAM,
  categoryOptions,
  draftFromPost,
  type PostDraft,
  type SaveReporter,
} from '@firm/ui/backoffice';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { pagePaths } from '@firm/contract';
import { useApi } from '../../api/ApiProvider';
import { useAuth } from '../../auth/AuthProvider';
import { usePost, usePostMutations } from '../../resources/posts';
import { createPostSaver, type PostDraftInput } from '../../resources/savePost';
import { useLeaveGuard } from '../../routing/leaveGuard';
import { useTagMutations, useTags } from '../../resources/tags';
import { parseId } from '../params';

type Mode = 'create' | 'edit';

/** The editor's draft as the save flow takes it. */
export function toSaveInput(draft: PostDraft): PostDraftInput {
  if (!draft.date) throw new Error('Data de publicação é obrigatória');
  return {
    title: draft.title,
    publishedAt: draft.date,
    category: draft.category,
    mainImage: draft.imageFile,
    imageAlt: draft.imageAlt,
    sections: draft.sections.map((section) => ({
      type: section.type,
      content: section.content,
      file: section.imageFile,
      id: section.id,
      image: section.image,
      imageAlt: section.imageAlt,
    })),
  };
}

/** /posts/add and /posts/edit/:id (§2, §7): loads post and tags, saves by the §7 flow, then /blog. */
export default function PostEditorRoute({ mode }: { mode: Mode }) {
  const api = useApi();
  const { user } = useAuth();
  const navigate = useNavigate();
  const params = useParams();
  // Not useSearchParams: react-router lives in every visitor's bundle, and that hook would bring
  // its search-params code along for this one flag.
  const { search } = useLocation();
  const postId = mode === 'edit' ? parseId(params.id) : null;
  const post = usePost(postId);
  const tags = useTags();
  const tagMutations = useTagMutations();
  const { revalidate } = usePostMutations();
  // Survives a failed save: a retry updates the post the failed attempt created (§7).
  const savedId = useRef<number | null>(postId);
  // Read when the user tries to leave: "Sair sem salvar?" while there are unsaved changes.
  const dirty = useRef(false);
  const onDirtyChange = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  useLeaveGuard(useCallback(() => dirty.current, []));

  const initialDraft = useMemo(() => (post.data ? draftFromPost(post.data) : undefined), [post.data]);
  const status =
    mode === 'create'
      ? 'ready'
      : postId !== null && post.data
        ? 'ready'
        : postId === null || post.error
          ? 'error'
          : 'loading';

  const save = async (draft: PostDraft, report: SaveReporter) => {
    const saver = createPostSaver(api, draft.id ?? savedId.current);
    try {
      await saver.save(toSaveInput(draft), (progress) => {
        if (progress.step === 'saved') savedId.current = progress.postId;
        report(progress);
      });
    } catch (error) {
      console.error('Post save failed', error);
      throw error;
    }
    await revalidate(saver.postId ?? undefined);
  };

  return (
    <PostEditor
      mode={mode}
      status={status}
      onRetry={() => void post.mutate()}
      initialDraft={initialDraft}
      categories={categoryOptions(tags.data ?? [])}
      categoriesStatus={tags.error && !tags.data ? 'error' : 'ready'}
      author={
        user
          ? { id: user.id, name: user.name, image: user.image, title: user.title, summary: user.summary, oab: user.oab }
          : null
      }
      onCreateCategory={tagMutations.create}
      onDeleteCategory={(tag) => tagMutations.remove(tag.id)}
      onSave={save}
      onDirtyChange={onDirtyChange}
      initialPreviewOpen={new URLSearchParams(search).has(PREVIEW_PARAM)}
      onSaved={() => {
        dirty.current = false;
        navigate(pagePaths.blog);
      }}
    />
  );
}
