/** The radix part of Sheet (loaded when a sheet first opens: see sheet.tsx). */
import { Dialog } from 'radix-ui';
import { IconClose } from './icons';
import type { SheetProps } from './sheet';

export default function SheetView({ open, onOpenChange, title, hideTitle, description, className, id, children, closeLabel = 'Close' }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay ui-sheet-overlay" data-testid="sheet-overlay" />
        <Dialog.Content className={`ui-sheet ${className ?? ''}`} id={id} aria-describedby={description ? undefined : undefined}>
          <div className="ui-sheet__head">
            <Dialog.Title className={hideTitle ? 'visually-hidden' : 'ui-sheet__title'}>{title}</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label={closeLabel}>
              <IconClose />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="ui-sheet__desc">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          <div className="ui-sheet__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
