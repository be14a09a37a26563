import { draftFromPost, type DraftSection } from '../PostEditor/postDraft';
import { fullPost } from '../fixtures/posts';

/** One section of every type, as the edit screen loads them. */
export const allTypes: DraftSection[] = draftFromPost(fullPost).sections;

export const twoSections: DraftSection[] = allTypes.slice(0, 2);
