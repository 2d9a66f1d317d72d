/**
 * A gallery whose PIN entry is locked after 10 wrong PINs in a day (nobody can unlock it, the family included, until
 * `pinLockedUntil` or a new PIN; phones that opened it before keep their access). Shown on the Client Galleries list
 * and the gallery's detail: when it opens again, and a button that makes a new PIN and shows it.
 */
import { useSubmit } from '../../../lib/use-submit';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { AdminClientGallery } from '../api/client-galleries-admin-types';
import { clientGalleriesKey } from '../api/get-client-galleries';
import { clientGalleryKey, withGallerySettings } from '../api/get-client-gallery';
import { patchClientGallery } from '../api/patch-client-gallery';
import './pin-lock-notice.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

export function PinLockNotice({ gallery }: { gallery: Pick<AdminClientGallery, 'id' | 'title' | 'pinLockedUntil'> }) {
  const { mutate } = useSWRConfig();
  const [confirming, setConfirming] = useState(false);
  const { sending: busy, run: patch } = useSubmit(patchClientGallery);
  const [error, setError] = useState<string | null>(null);
  const [newPin, setNewPin] = useState<string | null>(null);
  const lockedUntil = gallery.pinLockedUntil && Date.parse(gallery.pinLockedUntil) > Date.now() ? gallery.pinLockedUntil : null;
  if (!lockedUntil && !newPin) return null;

  async function reset() {
    setError(null);
    const res = await patch(gallery.id, { resetPin: true });
    if (!res) return;
    setConfirming(false);
    if (!res.ok) {
      setError(res.message);
      return;
    }
    setNewPin(res.data.pin ?? '');
    void mutate(clientGalleryKey(gallery.id), withGallerySettings(res.data), { revalidate: false });
    void mutate(clientGalleriesKey);
  }

  if (newPin !== null && !lockedUntil) {
    return (
      <div className="pin-lock pin-lock--done" role="status" data-testid="pin-lock-notice">
        <p className="pin-lock__text">
          New PIN for {gallery.title}: <strong className="pin-lock__pin" data-testid="pin-lock-new-pin">{newPin || 'unknown'}</strong>. The gallery opens
          with it now: send it to the family.
        </p>
      </div>
    );
  }

  return (
    <div className="pin-lock" role="group" aria-label="PIN locked" data-testid="pin-lock-notice">
      <p className="pin-lock__text">
        <span className="pin-lock__badge">PIN locked</span> Too many wrong PINs were tried on this gallery. Nobody can unlock it with the PIN until{' '}
        <time dateTime={lockedUntil!} data-testid="pin-lock-until">
          {when(lockedUntil!)}
        </time>
        , the family included (phones that opened it before still can). A new PIN opens it at once.
      </p>
      {error ? (
        <p className="pin-lock__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn--small" onClick={() => setConfirming(true)}>
        Set a new PIN
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => !o && setConfirming(false)}
        title="Make a new PIN?"
        description="The gallery opens with the new PIN at once. The old PIN stops working, and phones that opened the gallery must enter the new one."
        confirmLabel="Set new PIN"
        busy={busy}
        onConfirm={() => void reset()}
      />
    </div>
  );
}
