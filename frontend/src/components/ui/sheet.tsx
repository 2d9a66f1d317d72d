/**
 * Side panel sliding in from the right (radix Dialog underneath): focus trap, Escape,
 * outside click and the close button all close it. Radix's dialog code is fetched when a sheet first opens.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import './ui.css';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Visually hide the title (still announced). */
  hideTitle?: boolean;
  description?: string;
  className?: string;
  id?: string;
  children: ReactNode;
  closeLabel?: string;
}

const loadView = () => import('./sheet-view');
const SheetView = lazy(loadView);
/** For a button that opens a sheet: call on pointer-down or focus, so the code is there by the click. */
export const preloadSheet = () => void loadView();

export function Sheet(props: SheetProps) {
  // Once opened, the sheet stays mounted (closed), so it animates out and opens again at once.
  const [wanted, setWanted] = useState(false);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SheetView {...props} />
    </Suspense>
  );
}
