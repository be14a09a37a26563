export { PostEditor } from './PostEditor';
export { postPreviewHref, PREVIEW_PARAM } from './postPreviewHref';
export type { PostEditorProps, PostEditorMode, PostEditorStatus } from './PostEditor';
export { draftFromPost, emptyDraft, newSection, categoryOptions } from './postDraft';
export type { PostDraft, DraftSection, CategoryOption, EditorAuthor, SaveProgress, SaveReporter } from './postDraft';
