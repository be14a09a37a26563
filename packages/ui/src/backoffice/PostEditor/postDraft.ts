import type { Post, PostAuthor, Tag } from '@firm/contract';
import { fromPublishedAt, toUiSectionType, type UiSectionType } from '@firm/contract/forms';

/** One content section as the editor holds it (§3). */
export interface DraftSection {
  /** Stable client key: React lists and drag-and-drop follow it, also before the server gives an id. */
  key: string;
  /** Server id once the section exists. */
  id: number | null;
  type: UiSectionType;
  /** Text; list sections hold one item per line. */
  content: string;
  /** Address of the saved image (image sections). */
  image: string | null;
  /** A newly chosen image, uploaded after the post is saved. */
  imageFile: File | null;
  /** 'Texto alternativo' of an image section. */
  imageAlt: string;
}

/** The editor's draft (§3): title, main image, date, category and sections. */
export interface PostDraft {
  /** Server id: set in edit mode, and in create mode once a save got as far as creating the post. */
  id: number | null;
  title: string;
  /** The category's name ('' when none is chosen). */
  category: string;
  date: Date | null;
  /** Address of the saved main image; cleared when a new file is chosen (§4). */
  image: string | null;
  imageFile: File | null;
  imageAlt: string;
  sections: DraftSection[];
}

/** A category as the selector lists it; the fallback list (§7) has no ids. */
export interface CategoryOption {
  id: number | null;
  name: string;
}

/** The signed-in user, shown as 'Autor' in the preview; `id` is checked before saving (§5). */
export type EditorAuthor = PostAuthor & { id: number | null | undefined };

/** Progress a save reports, in order (§4). */
export type SaveProgress =
  /** Creating or updating the post itself (and its main image). */
  | { step: 'post' }
  /** Uploading the image of section n of total (1-based). */
  | { step: 'section'; current: number; total: number }
  /**
   * The post exists on the server: a retry after a later failure must update it,
   * not create a duplicate. Section ids are matched to the draft by position.
   */
  | { step: 'saved'; postId: number; sectionIds?: ReadonlyArray<number | null> };

export type SaveReporter = (progress: SaveProgress) => void;

let sectionSerial = 0;
/** A fresh client key for a new section. */
export function nextSectionKey(): string {
  sectionSerial += 1;
  return `nova-secao-${sectionSerial}`;
}

export function newSection(type: UiSectionType): DraftSection {
  return { key: nextSectionKey(), id: null, type, content: '', image: null, imageFile: null, imageAlt: '' };
}

export function emptyDraft(): PostDraft {
  return { id: null, title: '', category: '', date: null, image: null, imageFile: null, imageAlt: '', sections: [] };
}

/** The edit screen's draft for a loaded post (§7: sections by order, the first tag as category). */
export function draftFromPost(post: Post): PostDraft {
  return {
    id: post.id,
    title: post.title,
    category: post.tags[0]?.name ?? '',
    date: fromPublishedAt(post.published_at),
    image: post.image,
    imageFile: null,
    imageAlt: post.image_alt,
    sections: [...post.sections]
      .sort((a, b) => a.order - b.order)
      .map((section) => ({
        key: `secao-${section.id}`,
        id: section.id,
        type: toUiSectionType(section.type),
        content: section.content,
        image: section.image,
        imageFile: null,
        imageAlt: section.image_alt,
      })),
  };
}

/** Categories from the server's tags. */
export function categoryOptions(tags: readonly Tag[]): CategoryOption[] {
  return tags.map((tag) => ({ id: tag.id, name: tag.name }));
}
