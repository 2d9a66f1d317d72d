/** Shown while rows of a batch restored after a reload wait for their files to be dropped again. */
import type { ReactNode } from 'react';
import '../ui/staff-ui.css';
import './upload-batch.css';

export function ResumeBanner({ children, onForget }: { children: ReactNode; onForget: () => void }) {
  return (
    <div className="resume-banner" role="status" data-testid="resume-banner">
      <p>
        <strong>Resume your upload:</strong> {children}
      </p>
      <div>
        <button type="button" className="btn btn--small btn--ghost" onClick={onForget}>
          Forget them
        </button>
      </div>
    </div>
  );
}
