/**
 * The family's photos in their download of what is held (docs/architecture.md §16): ZIPs made when asked (one per
 * gallery, by the galleries' archive job), their progress while they are made, then a link to each. A view only:
 * each feature passes its own endpoint's answer and write.
 */
import { useState } from 'react';
import type { components } from '../../lib/api-schema';
import type { PanelWrite } from './privacy-panel-view';

type PhotosArchive = components['schemas']['FamilyPhotosArchive'];

export function FamilyPhotosDownload({ archives, onAsk }: { archives?: PhotosArchive[]; onAsk: () => PanelWrite }) {
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const failed = archives?.some((a) => a.status === 'failed');

  async function ask() {
    if (busy) return;
    setBusy(true);
    try {
      setMessage(await onAsk());
      setAsked(true);
    } finally {
      setBusy(false);
    }
  }

  if (archives?.length && !failed) {
    return (
      <>
        {archives.map((a) =>
          a.url ? (
            <a key={a.id} className="btn btn--ghost" href={a.url} download data-testid="privacy-photos-download">
              Download our photos: {a.gallery} (ZIP, {a.photos})
            </a>
          ) : (
            <span key={a.id} className="privacy-panel__progress" role="status">
              Preparing {a.gallery}: {a.progress}%
            </span>
          ),
        )}
      </>
    );
  }
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={() => void ask()} disabled={busy || !archives} aria-busy={busy || undefined} data-testid="privacy-photos-ask">
        {failed ? 'Prepare our photos again (ZIP)' : 'Prepare our photos (ZIP)'}
      </button>
      {message || (asked && archives && !archives.length) ? (
        <p className="privacy-panel__message" role="status">
          {message ?? 'There are no photos to download yet.'}
        </p>
      ) : null}
    </>
  );
}
