import { useEffect, useRef, useState } from 'react';
import { getArchive } from '../api/get-archive';
import { postArchive } from '../api/post-archive';
import type { ArchiveStatus } from '../api/client-gallery-types';

interface ZipDownloadProps {
  slug: string;
  photos: 'all' | 'favourites';
  size: 'web' | 'original';
  label: string;
  disabled?: boolean;
}

/** Asks for a ZIP, shows the worker's progress, then hands the browser the same-origin download. */
export function ZipDownload({ slug, photos, size, label, disabled }: ZipDownloadProps) {
  const [status, setStatus] = useState<ArchiveStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function poll(id: string) {
    const next = await getArchive(slug, id).catch(() => null);
    if (!next) {
      timer.current = setTimeout(() => void poll(id), 2000);
      return;
    }
    setStatus(next);
    if (next.status === 'ready' && next.url) {
      setBusy(false);
      window.location.assign(next.url);
    } else if (next.status === 'failed') {
      setBusy(false);
      setError(next.error ?? 'The ZIP could not be made. Please try again.');
    } else timer.current = setTimeout(() => void poll(id), 1000);
  }

  async function start() {
    setBusy(true);
    setError(null);
    setStatus(null);
    const res = await postArchive(slug, photos, size);
    if (!res.ok) {
      setBusy(false);
      setError(res.message);
      return;
    }
    setStatus({ id: res.data, status: 'queued', progress: 0, url: null });
    void poll(res.data);
  }

  const progress = status?.progress ?? 0;
  return (
    <div className="cg-zip">
      <button type="button" className="btn btn--ghost cg-zip__button" onClick={() => void start()} disabled={disabled || busy} aria-busy={busy || undefined}>
        {label}
      </button>
      {busy && status ? (
        <div className="cg-zip__progress">
          <div className="cg-progress" role="progressbar" aria-label={`${label}: preparing`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <span style={{ width: `${Math.max(4, progress)}%` }} />
          </div>
          <span className="cg-zip__text" aria-live="polite">
            {status.status === 'queued' ? 'Waiting to start…' : `Preparing ZIP… ${progress}%`}
          </span>
        </div>
      ) : null}
      {status?.status === 'ready' && status.url ? (
        <a className="cg-zip__again" href={status.url}>
          ZIP ready — tap here if the download did not start
        </a>
      ) : null}
      {error ? (
        <p className="cg-zip__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
