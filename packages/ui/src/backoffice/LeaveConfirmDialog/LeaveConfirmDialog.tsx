import { ConfirmDialog } from '../../primitives/ConfirmDialog';

export interface LeaveConfirmDialogProps {
  open: boolean;
  /** Leave and drop the changes. */
  onLeave: () => void;
  /** Stay on the page with everything typed. */
  onStay: () => void;
}

/**
 * Asked before leaving the post editor with unsaved changes by an in-app link,
 * the browser's back button or 'Sair' (closing the tab gets the browser's own prompt).
 * Staying is the default: it holds the focus, and Escape stays too.
 */
export function LeaveConfirmDialog({ open, onLeave, onStay }: LeaveConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Sair sem salvar?"
      description="As alterações feitas neste post ainda não foram salvas. Se sair agora, elas serão perdidas."
      confirmLabel="Sair sem salvar"
      cancelLabel="Continuar editando"
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
