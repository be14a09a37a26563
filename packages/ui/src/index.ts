export { ThemeProvider, theme, media, colorCustomProperties, colorTokens, breakpoint } from './theme';
export type { Theme } from './theme';
export { preloadLazyModules } from './primitives/internal/lazyModule';
export { Button, buttonVariants, buttonSizes } from './primitives/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './primitives/Button';
export { LinkButton } from './primitives/LinkButton';
export type { LinkButtonProps } from './primitives/LinkButton';
export { Link, LinkProvider } from './primitives/Link';
export type { LinkProps, LinkComponent } from './primitives/Link';
export { FormField, fieldDescribedBy, fieldHintId, fieldErrorId } from './primitives/FormField';
export type { FormFieldProps } from './primitives/FormField';
export { TextField } from './primitives/TextField';
export type { TextFieldProps } from './primitives/TextField';
export { TextArea } from './primitives/TextArea';
export type { TextAreaProps } from './primitives/TextArea';
export { Select } from './primitives/Select';
export type { SelectProps, SelectOption } from './primitives/Select';
export { PasswordField } from './primitives/PasswordField';
export type { PasswordFieldProps } from './primitives/PasswordField';
export { SearchField } from './primitives/SearchField';
export type { SearchFieldProps } from './primitives/SearchField';
export {
  ImagePicker,
  validateImage,
  imagePickerShapes,
  IMAGE_PICKER_HINT,
  IMAGE_SIZE_TITLE,
  IMAGE_TYPE_TITLE,
} from './primitives/ImagePicker';
export type { ImagePickerProps, ImagePickerShape } from './primitives/ImagePicker';
export { DateField, DATE_FORMAT } from './primitives/DateField';
export type { DateFieldProps } from './primitives/DateField';
export { ConfirmDialog, confirmDialogTones } from './primitives/ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './primitives/ConfirmDialog';
export { Badge, badgeTones } from './primitives/Badge';
export type { BadgeProps, BadgeTone } from './primitives/Badge';
export { Spinner, spinnerSizes } from './primitives/Spinner';
export type { SpinnerProps, SpinnerSize } from './primitives/Spinner';
export { Table } from './primitives/Table';
export type { TableProps, TableColumn } from './primitives/Table';
export { Pagination } from './primitives/Pagination';
export type { PaginationProps } from './primitives/Pagination';
export { EmptyState } from './primitives/EmptyState';
export type { EmptyStateProps } from './primitives/EmptyState';
export { ErrorState } from './primitives/ErrorState';
export type { ErrorStateProps } from './primitives/ErrorState';
export { Toaster, notify } from './primitives/Toaster';
export type { ToasterProps } from './primitives/Toaster';
