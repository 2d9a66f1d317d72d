/** The radix part of NoticeDialog (loaded with the first notice: see notice-dialog.tsx). */
import { Dialog } from 'radix-ui';
import { IconCheck, IconClose } from './icons';
import type { Notice } from './notice-dialog';

export default function NoticeDialogView({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Dialog.Root open={!!notice} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay" data-testid="notice-overlay" />
        <Dialog.Content className={`ui-dialog ui-notice ui-notice--${notice?.type ?? 'success'}`} data-testid="notice">
          <div className="ui-notice__badge" aria-hidden>
            {notice?.type === 'error' ? '!' : <IconCheck />}
          </div>
          <Dialog.Title className="ui-notice__title">{notice?.title ?? (notice?.type === 'error' ? 'Oops' : 'Thank you')}</Dialog.Title>
          <Dialog.Description className="ui-notice__message">{notice?.message}</Dialog.Description>
          {notice?.action && (
            <a className="ui-notice__action" href={notice.action.href} data-testid="notice-action">
              {notice.action.label}
            </a>
          )}
          <Dialog.Close className="btn btn--gold ui-notice__ok">OK</Dialog.Close>
          <Dialog.Close className="icon-btn ui-dialog__x" aria-label="Close">
            <IconClose />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
