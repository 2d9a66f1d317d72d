/** The radix part of the toasts (loaded with the first toast: see toast.tsx). */
import { Toast } from 'radix-ui';
import { IconClose } from './icons';
import type { ToastItem } from './toast';

export default function ToastView({ items, remove }: { items: ToastItem[]; remove: (id: number) => void }) {
  return (
    <Toast.Provider swipeDirection="right" duration={5000}>
      {items.map((t) => (
        <Toast.Root key={t.id} className={`ui-toast ui-toast--${t.type}`} onOpenChange={(open) => !open && remove(t.id)} data-testid="toast">
          <Toast.Description className="ui-toast__text">{t.message}</Toast.Description>
          <Toast.Close className="ui-toast__close" aria-label="Dismiss">
            <IconClose />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="ui-toast-viewport" />
    </Toast.Provider>
  );
}
