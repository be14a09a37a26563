export { RowActions, RowActionLink, RowActionButton } from './RowActions';
export type { RowActionLinkProps, RowActionButtonProps } from './RowActions';
