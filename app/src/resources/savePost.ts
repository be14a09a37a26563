import type { Post, PostCreateRequest, PostSection, SectionInput } from '@firm/contract';
import { joinListContent, toPublishedAt, toServerSectionType, type UiSectionType } from '@firm/contract/forms';
import { apiPaths } from '../api/apiPaths';
import { unwrap, type ApiClient } from '../api/client';

/**
 * The post save flow of §7: the post by JSON (create, or update once it exists),
 * then the main image, then each new section image in order, matched by
 * position to the sections the server returned.
 *
 * When there are images to upload, the post is written with `HELD_PUBLISHED_AT` and
 * gets its real date only once every image is stored (docs/decisions/0017): a failed
 * upload never leaves a half-made post on the public site.
 */

/**
 * The publication date a post holds while its images upload: far enough in the future
 * that the public site never shows it (a scheduled post), and recognisable in the back office.
 */
export const HELD_PUBLISHED_AT = '9999-12-31T00:00:00.000Z';

export interface SectionDraft {
  type: UiSectionType;
  /** Text, or one list item per entry for list sections. */
  content: string | readonly string[];
  /** A newly chosen image file (image sections); an already uploaded one has none. */
  file?: Blob | null;
  /** The id of a section loaded from the server: keeps that section and its image. */
  id?: number | null;
  /** The address of an image already uploaded; null removes it. */
  image?: string | null;
  /** Alternative text of an image section. */
  imageAlt?: string;
}

export interface PostDraftInput {
  title: string;
  publishedAt: Date | string;
  /** The category (one tag name, §3). */
  category: string;
  sections: readonly SectionDraft[];
  mainImage?: Blob | null;
  /** Alternative text of the main image. */
  imageAlt?: string;
}

/** Progress reports, in order; the same shape as the PostEditor screen's SaveProgress. */
export type SaveProgress =
  /** Creating or updating the post (then its main image). */
  | { step: 'post' }
  /** The post exists on the server: a retry must update it. Section ids by draft position. */
  | { step: 'saved'; postId: number; sectionIds: ReadonlyArray<number | null> }
  /** Section image n of total (1-based), shown as 'Criando seção n/total...'. */
  | { step: 'section'; current: number; total: number };

export type SaveStep = 'post' | 'mainImage' | 'section' | 'publish';

const notPublished = 'O post só será publicado quando tudo for salvo.';

/**
 * A failed save; `postId` is set when the post already exists on the server. `message` is
 * the internal text of §8; `detail` tells the editor's user, in Portuguese, what failed.
 */
export class PostSaveError extends Error {
  override readonly name = 'PostSaveError';
  readonly detail: string | undefined;
  constructor(
    message: string,
    readonly step: SaveStep,
    readonly postId: number | null,
    override readonly cause: unknown,
    sectionNumber?: number,
  ) {
    super(message);
    this.detail =
      step === 'mainImage'
        ? `Não foi possível enviar a imagem principal. ${notPublished}`
        : step === 'section'
          ? `Não foi possível enviar a imagem da seção ${sectionNumber}. ${notPublished}`
          : step === 'publish'
            ? `As imagens foram salvas, mas não foi possível publicar o post. ${notPublished}`
            : undefined;
  }
}

type SavedPost = Pick<Post, 'id'> & Partial<Pick<Post, 'slug'>> & { sections?: Pick<PostSection, 'id' | 'order'>[] };

/** The JSON body of POST/PATCH /api/post/posts/ (§7 and the contract's request schema). */
export function postBody(draft: PostDraftInput): PostCreateRequest {
  return {
    title: draft.title.trim(),
    published_at: typeof draft.publishedAt === 'string' ? draft.publishedAt : toPublishedAt(draft.publishedAt),
    tags: [{ name: draft.category.trim() }],
    sections: draft.sections.map((section, order): SectionInput => ({
      type: toServerSectionType(section.type),
      content: typeof section.content === 'string' ? section.content : joinListContent(section.content),
      order,
      // Only what the server should keep: an existing section's id and image address.
      ...(section.id != null ? { id: section.id } : {}),
      ...(section.type === 'image' && !section.file && section.image !== undefined ? { image: section.image } : {}),
      ...(section.imageAlt !== undefined ? { image_alt: section.imageAlt } : {}),
    })),
    ...(draft.imageAlt !== undefined ? { image_alt: draft.imageAlt } : {}),
  };
}

/**
 * A saver remembers the post's id once it exists, so a retry after a failure
 * that came later (an image upload) updates that post instead of creating a
 * duplicate. Keep one per editor screen.
 */
export function createPostSaver(api: ApiClient, existingId: number | null = null) {
  let postId = existingId;

  async function save(draft: PostDraftInput, onProgress: (progress: SaveProgress) => void = () => {}) {
    onProgress({ step: 'post' });
    const uploads = draft.sections.flatMap((section, index) =>
      section.type === 'image' && section.file ? [{ file: section.file, index }] : [],
    );
    // Held back from the public site until every image is stored (see HELD_PUBLISHED_AT).
    const hold = Boolean(draft.mainImage) || uploads.length > 0;
    const body = postBody(draft);
    const publishedAt = body.published_at;
    let saved: SavedPost;
    try {
      if (hold) body.published_at = HELD_PUBLISHED_AT;
      saved = unwrap(
        postId === null
          ? await api.post<SavedPost>(apiPaths.post.collection, body)
          : await api.patch<SavedPost>(apiPaths.post.item(postId), body),
      );
      postId = saved.id;
    } catch (error) {
      throw new PostSaveError(postId === null ? 'Erro ao criar post' : 'Erro ao atualizar post', 'post', postId, error);
    }
    const id = saved.id;
    const returned = [...(saved.sections ?? [])].sort((a, b) => a.order - b.order);
    onProgress({
      step: 'saved',
      postId: id,
      sectionIds: draft.sections.map((_, index) => returned[index]?.id ?? null),
    });

    if (draft.mainImage) {
      try {
        unwrap(await api.upload(apiPaths.post.uploadImage(id), draft.mainImage));
      } catch (error) {
        throw new PostSaveError('Erro ao fazer upload da imagem principal', 'mainImage', id, error);
      }
    }

    for (const [n, upload] of uploads.entries()) {
      onProgress({ step: 'section', current: n + 1, total: uploads.length });
      try {
        const target = returned[upload.index];
        if (!target) throw new Error(`The server returned no section at position ${upload.index}`);
        unwrap(await api.upload(apiPaths.post.sectionUploadImage(target.id), upload.file));
      } catch (error) {
        throw new PostSaveError(
          `Erro ao fazer upload da imagem da seção ${upload.index + 1}`,
          'section',
          id,
          error,
          upload.index + 1,
        );
      }
    }

    if (hold) {
      try {
        unwrap(await api.patch<SavedPost>(apiPaths.post.item(id), { published_at: publishedAt }));
      } catch (error) {
        throw new PostSaveError('Erro ao publicar post', 'publish', id, error);
      }
    }
    return { id, slug: saved.slug };
  }

  return {
    save,
    /** The id of the post being edited, or null before the first successful create. */
    get postId() {
      return postId;
    },
  };
}
