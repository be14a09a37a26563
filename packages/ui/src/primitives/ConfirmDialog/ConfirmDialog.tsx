import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from '../Button';
import { Actions, Body, Description, Dialog, Title } from './ConfirmDialog.styles';

export const confirmDialogTones = ['danger', 'primary'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** Shown on the confirm button while `busy`, e.g. 'Excluindo...'. */
  busyLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Disables both buttons and Escape while the confirmed action runs. */
  busy?: boolean;
  tone?: ConfirmDialogTone;
  onConfirm: () => void;
  onCancel: () => void;
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A confirmation on the native modal <dialog>: the browser makes the page
 * inert, moves focus in and gives Escape; this component keeps the parent's
 * `open` as the truth, keeps Tab cycling inside and returns focus on close.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancelar',
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  // A button that becomes disabled while focused drops focus to <body>: keep it in the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (busy && dialog?.open && !dialog.contains(document.activeElement)) dialog.focus();
  }, [busy]);

  const handleCancelEvent = (event: SyntheticEvent<HTMLDialogElement>) => {
    // A close request that is not a key press (e.g. Android's back gesture): the parent decides.
    event.preventDefault();
    if (!busy) onCancel();
  };

  const handleClose = () => {
    // The browser may close the dialog on a repeated Escape even when prevented.
    if (!open) return;
    if (busy) dialogRef.current?.showModal();
    else onCancel();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than left to the browser's close request, so it behaves the same everywhere.
      event.preventDefault();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      onCancel={handleCancelEvent}
      onClose={handleClose}
      onKeyDown={handleKeyDown}
    >
      {open ? (
        <Body>
          <Title id={titleId}>{title}</Title>
          <Description id={descriptionId}>{description}</Description>
          <Actions>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button variant={tone} onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
              {confirmLabel}
            </Button>
          </Actions>
        </Body>
      ) : null}
    </Dialog>
  );
}
