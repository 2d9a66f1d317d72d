/**
 * Transient notices (radix Toast). Wrap a page in <ToastProvider> and call useToast(). Radix's toast code
 * (about 7 kB of gzip) is fetched with the first toast, not with every page that might show one.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import './ui.css';

export interface ToastItem {
  id: number;
  message: string;
  type: 'error' | 'success' | 'info';
}
type Push = (message: string, type?: ToastItem['type']) => void;

const ToastContext = createContext<Push>(() => undefined);
const ToastView = lazy(() => import('./toast-view'));

export function useToast(): Push {
  return useContext(ToastContext);
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  // Once shown, the view stays mounted, so a closing toast still animates out.
  const [wanted, setWanted] = useState(false);
  if (items.length && !wanted) setWanted(true);
  const push = useCallback<Push>((message, type = 'info') => {
    setItems((list) => (list.some((t) => t.message === message) ? list : [...list, { id: nextId++, message, type }]));
  }, []);
  const remove = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);

  return (
    <ToastContext.Provider value={push}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ToastView items={items} remove={remove} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
