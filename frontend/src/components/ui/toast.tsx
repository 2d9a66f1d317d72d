/** Transient notices (radix Toast). Wrap a page in <ToastProvider> and call useToast(). */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Toast } from 'radix-ui';
import { IconClose } from './icons';
import './ui.css';

interface ToastItem {
  id: number;
  message: string;
  type: 'error' | 'success' | 'info';
}
type Push = (message: string, type?: ToastItem['type']) => void;

const ToastContext = createContext<Push>(() => undefined);

export function useToast(): Push {
  return useContext(ToastContext);
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const push = useCallback<Push>((message, type = 'info') => {
    setItems((list) => (list.some((t) => t.message === message) ? list : [...list, { id: nextId++, message, type }]));
  }, []);
  const remove = (id: number) => setItems((list) => list.filter((t) => t.id !== id));

  return (
    <ToastContext.Provider value={push}>
      <Toast.Provider swipeDirection="right" duration={5000}>
        {children}
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
    </ToastContext.Provider>
  );
}
