/**
 * The back-office entry (`@firm/ui/backoffice`): every staff screen, presentational.
 * Kept apart from the public entry so a visitor's bundle never pulls the editor's
 * libraries (dnd-kit, react-hook-form, the date picker).
 */
export { LoginScreen } from './LoginScreen';
export type { LoginScreenProps, LoginOutcome, LoginThrottled } from './LoginScreen';

export { StaffNav, staffNavItems, activeHref } from './StaffNav';
export type { StaffNavProps, StaffNavUser } from './StaffNav';
export { StaffLayout } from './StaffLayout';
export type { StaffLayoutProps } from './StaffLayout';

export { PostListScreen } from './PostListScreen';
export type { PostListScreenProps, PostListStatus, PostListQuery } from './PostListScreen';

export {
  PostEditor,
  draftFromPost,
  emptyDraft,
  newSection,
  categoryOptions,
  postPreviewHref,
  PREVIEW_PARAM,
} from './PostEditor';
export type {
  PostEditorProps,
  PostEditorMode,
  PostEditorStatus,
  PostDraft,
  DraftSection,
  CategoryOption,
  EditorAuthor,
  SaveProgress,
  SaveReporter,
} from './PostEditor';
export { LeaveConfirmDialog } from './LeaveConfirmDialog';
export type { LeaveConfirmDialogProps } from './LeaveConfirmDialog';
export { CategorySelector, NEW_CATEGORY_VALUE } from './CategorySelector';
export type { CategorySelectorProps } from './CategorySelector';
export { SectionEditor } from './SectionEditor';
export type { SectionEditorProps } from './SectionEditor';

export { UserListScreen, filterUsers } from './UserListScreen';
export type { UserListScreenProps, UserListStatus } from './UserListScreen';

export { UserForm, ROLE_LOCKED_NOTE } from './UserForm';
export type { UserFormProps, UserFormMode, UserFormStatus, UserFormSubmission } from './UserForm';
