export { LeaveConfirmDialog } from './LeaveConfirmDialog';
export type { LeaveConfirmDialogProps } from './LeaveConfirmDialog';
