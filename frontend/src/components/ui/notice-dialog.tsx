/**
 * Notice dialog (spec §4): closed, or open with type success|error and a message.
 * Closes on its close button, Escape, or a backdrop click. Radix's dialog code is fetched with the first notice
 * (a form's answer), not with every page that carries a form.
 */
import { lazy, Suspense, useState } from 'react';
import './ui.css';

export type NoticeType = 'success' | 'error';
export interface Notice {
  type: NoticeType;
  message: string;
  /** Heading; defaults to 'Thank you' (success) / 'Oops' (error). */
  title?: string;
  /** A next step under the message, e.g. the booking page after an enquiry. */
  action?: { href: string; label: string };
}

const loadView = () => import('./notice-dialog-view');
const NoticeDialogView = lazy(loadView);
/** Forms call this when they start sending, so the dialog's code is there by the time the answer is. */
export const preloadNoticeDialog = () => void loadView();

export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  // Once shown, the dialog stays mounted (closed), so it animates out.
  const [wanted, setWanted] = useState(false);
  if (notice && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialogView notice={notice} onClose={onClose} />
    </Suspense>
  );
}
