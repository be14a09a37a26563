import { pagePaths } from '@firm/contract';

/** The query parameter that opens the editor with its preview shown. */
export const PREVIEW_PARAM = 'previa';

/**
 * The editor of a post with its preview open: how the back office shows a post that is not
 * public yet (scheduled), until private previews exist.
 */
export function postPreviewHref(id: number): string {
  return `${pagePaths.postsEdit(id)}?${PREVIEW_PARAM}=1`;
}
