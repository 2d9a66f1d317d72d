/**
 * A family's Privacy panel (docs/architecture.md §16), shared by the client gallery and the booking page: each purpose
 * as a switch (withdrawing is one tap, as giving was), what the studio holds, the download, and erasure with its ER-
 * reference, undoable until it runs. A view only: each feature passes its own endpoints' answers and writes.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { IconShield } from '../ui/icons';
import { PrivacyNote } from '../privacy-note/privacy-note';
import './privacy-panel.css';

const ConfirmDialog = lazy(() => import('../ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export type PanelPurpose = 'portfolio' | 'reviews';
export type PanelConsents = Record<PanelPurpose, { granted: boolean; at?: string | null }>;
export interface PanelErasure {
  reference: string;
  status: 'scheduled' | 'running' | 'done' | 'cancelled';
  runsAt?: string | null;
}
/** A write's outcome for the panel: null when done, else what to tell the parent. */
export type PanelWrite = Promise<string | null>;

export interface PrivacyPanelViewProps {
  /** 'gallery' or 'booking': only the words differ. */
  place: 'gallery' | 'booking';
  consents?: PanelConsents;
  onConsent: (purpose: PanelPurpose, granted: boolean) => PanelWrite;
  /** What the studio holds, in a parent's words ("Photos in this gallery": "42"). */
  held?: { label: string; value: string }[];
  /** The download of what is held (JSON), and the photos' own download when there is one. */
  downloadHref?: string;
  photosDownload?: ReactNode;
  erasure?: PanelErasure | null;
  onErase: () => PanelWrite;
  onUndo: () => PanelWrite;
  loadError?: string;
}

const PURPOSES: { purpose: PanelPurpose; label: string; hint: string }[] = [
  { purpose: 'portfolio', label: 'Show our baby’s photos in the studio’s portfolio', hint: 'On the studio’s website, share images and social media.' },
  { purpose: 'reviews', label: 'Quote our words and name as a review', hint: 'A few kind words from you, with your name, on the studio’s pages.' },
];

const when = (iso?: string | null) =>
  iso ? new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : '';
const day = (iso?: string | null) => (iso ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }) : '');

export function PrivacyPanelView(props: PrivacyPanelViewProps) {
  const { place, consents, held, downloadHref, photosDownload, erasure, loadError } = props;
  const [busy, setBusy] = useState<PanelPurpose | 'erase' | 'undo' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  const scheduled = erasure?.status === 'scheduled';
  const erasing = erasure && (erasure.status === 'running' || erasure.status === 'done');

  async function write(what: PanelPurpose | 'erase' | 'undo', fn: () => PanelWrite) {
    if (busy) return;
    setBusy(what);
    try {
      setMessage(await fn());
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="privacy-panel" aria-labelledby="privacy-panel-title" data-testid="privacy-panel">
      <div className="privacy-panel__head">
        <span className="privacy-panel__icon" aria-hidden>
          <IconShield />
        </span>
        <div>
          <h2 id="privacy-panel-title" className="privacy-panel__title">
            Privacy
          </h2>
          <p className="privacy-panel__lead">Your family’s photos and details are yours. Say yes or no to each use, see what the studio keeps, download it, or ask for it to be erased.</p>
        </div>
      </div>

      {loadError ? (
        <p className="privacy-panel__message" role="alert">
          {loadError}
        </p>
      ) : null}

      <h3 className="privacy-panel__sub">What you allow</h3>
      <ul className="privacy-panel__consents">
        {PURPOSES.map(({ purpose, label, hint }) => {
          const state = consents?.[purpose];
          const on = !!state?.granted;
          return (
            <li key={purpose} className="privacy-switch">
              <label className="privacy-switch__row">
                <span className="privacy-switch__text">
                  {label}
                  <span className="privacy-switch__hint">
                    {hint} {state ? (on ? `Yes, since ${day(state.at)}.` : state.at ? `No, since ${day(state.at)}.` : 'Not given.') : ''}
                  </span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  className="privacy-switch__input"
                  checked={on}
                  disabled={!consents || !!erasing || busy === purpose}
                  aria-busy={busy === purpose || undefined}
                  data-testid={`consent-${purpose}`}
                  onChange={(e) => void write(purpose, () => props.onConsent(purpose, e.target.checked))}
                />
              </label>
            </li>
          );
        })}
      </ul>
      {message ? (
        <p className="privacy-panel__message" role="alert">
          {message}
        </p>
      ) : null}

      {held?.length ? (
        <>
          <h3 className="privacy-panel__sub">What the studio keeps</h3>
          <dl className="privacy-panel__held" data-testid="privacy-held">
            {held.map((h) => (
              <div key={h.label}>
                <dt>{h.label}</dt>
                <dd>{h.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {downloadHref || photosDownload ? (
        <div className="privacy-panel__downloads">
          {downloadHref ? (
            <a className="btn btn--ghost" href={downloadHref} download data-testid="privacy-download">
              Download our data (JSON)
            </a>
          ) : null}
          {photosDownload}
        </div>
      ) : null}

      <h3 className="privacy-panel__sub">Erase our data</h3>
      {erasure && erasure.status !== 'cancelled' ? (
        <div className={`privacy-erasure privacy-erasure--${erasure.status}`} role="status" data-testid="privacy-erasure">
          <p>
            <strong>{scheduled ? 'Erasure scheduled' : erasure.status === 'running' ? 'Erasing now' : 'Erased'}</strong> · reference{' '}
            <span className="privacy-erasure__ref" data-testid="erasure-reference">
              {erasure.reference}
            </span>
          </p>
          {scheduled ? (
            <>
              <p>
                Your {place === 'gallery' ? 'photos and details' : 'booking, photos and details'} will be erased on {when(erasure.runsAt)}. Until then you can change your mind.
              </p>
              <button type="button" className="btn btn--ghost" disabled={busy === 'undo'} onClick={() => void write('undo', props.onUndo)} data-testid="erasure-undo">
                {busy === 'undo' ? 'Undoing…' : 'Undo the erasure'}
              </button>
            </>
          ) : (
            <p>Keep the reference: the studio’s receipt for it names nobody and says what was erased.</p>
          )}
        </div>
      ) : (
        <>
          <p className="privacy-panel__text">
            The studio erases your photos and details everywhere, after 24 hours in which you can still undo it. Only the payment records tax law requires stay, without your name.
          </p>
          <button
            type="button"
            className="btn btn--ghost privacy-panel__erase"
            disabled={!consents || busy === 'erase'}
            onClick={() => {
              setDialogUsed(true);
              setConfirming(true);
            }}
            data-testid="erasure-start"
          >
            Erase our data
          </button>
        </>
      )}
      {erasure?.status === 'cancelled' ? <p className="privacy-panel__text">Erasure {erasure.reference} was undone. Nothing was erased.</p> : null}

      <PrivacyNote />

      {dialogUsed ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Erase your family’s data?"
            description="Your photos and details will be erased everywhere in 24 hours. You can undo it until then, here."
            confirmLabel="Erase our data"
            cancelLabel="Keep it"
            danger
            busy={busy === 'erase'}
            onConfirm={() =>
              void write('erase', async () => {
                const res = await props.onErase();
                setConfirming(false);
                return res;
              })
            }
          />
        </Suspense>
      ) : null}
    </section>
  );
}
