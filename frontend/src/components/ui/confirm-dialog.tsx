/**
 * Confirmation dialog (radix AlertDialog): a title, a question, Cancel and a confirm button.
 * Focus starts on Cancel; Escape cancels. While `busy` the confirm button shows a spinner.
 */
import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import './ui.css';
import './staff-ui.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
}

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel = 'Cancel', onConfirm, busy, danger }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ui-overlay" />
        <AlertDialog.Content className="ui-dialog ui-confirm" data-testid="confirm-dialog">
          <AlertDialog.Title className="ui-confirm__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="ui-confirm__text">{description}</AlertDialog.Description>
          <div className="ui-confirm__actions">
            <AlertDialog.Cancel className="btn btn--ghost">{cancelLabel}</AlertDialog.Cancel>
            <button
              type="button"
              className={`btn ${danger ? 'btn--danger' : ''}`}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={onConfirm}
            >
              {busy ? <span className="spinner" aria-hidden /> : null}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
