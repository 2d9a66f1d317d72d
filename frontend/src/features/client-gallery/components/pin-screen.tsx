import { PIN_PATTERN } from '@studio/rules/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { unlockClientGallery } from '../api/post-unlock';
import type { ClientGalleryView } from '../api/client-gallery-types';

const subscribeNever = () => () => undefined;

interface PinScreenProps {
  slug: string;
  studioName: string;
  /** The studio's WhatsApp chat, prefilled to ask for the PIN again. */
  forgotHref: string;
  onUnlocked: (gallery: ClientGalleryView) => void;
}

/**
 * One numeric field (the phone offers its number pad and, from an SMS, the code); Enter submits. The server renders it
 * (the page's frame knows the gallery is locked): until the app has hydrated it, the field is read-only and the button
 * disabled, so a PIN typed that early is not lost to a native form submit; then the field takes the focus.
 */
export function PinScreen({ slug, studioName, forgotHref, onUnlocked }: PinScreenProps) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { sending: busy, run: unlock } = useSubmit(unlockClientGallery);
  // False on the server and while hydrating its markup, true from the render after (and at once when mounted in the browser).
  const ready = useSyncExternalStore(subscribeNever, () => true, () => false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ready) field.current?.focus();
  }, [ready]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!PIN_PATTERN.test(pin)) {
      setError('Please enter the 4-digit PIN.');
      return;
    }
    setError(null);
    const res = await unlock(slug, pin);
    if (!res) return;
    if (res.ok) onUnlocked(res.data);
    else {
      setError(res.message);
      if (res.status === 401) setPin('');
    }
  }

  return (
    // The studio's, and nothing of the family's before the PIN: a forwarded link must not tell a stranger a baby's name.
    <section className="cg-pin" aria-labelledby="cg-pin-title">
      <img className="cg-pin__logo" src="/logo.png" alt="" width={72} height={72} />
      <p className="cg-pin__studio">{studioName}</p>
      <h1 id="cg-pin-title" className="cg-pin__title">
        Your photos are ready
      </h1>
      <p className="cg-pin__lead">A private gallery from {studioName}. Enter the 4-digit PIN we sent you on WhatsApp.</p>
      <form className="cg-pin__form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="cg-pin-input" className="cg-pin__label">
          PIN
        </label>
        <input
          id="cg-pin-input"
          className="cg-pin__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          maxLength={4}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 4))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cg-pin-error' : undefined}
          readOnly={!ready}
          ref={field}
        />
        {error ? (
          <p id="cg-pin-error" className="cg-pin__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--gold btn--block" disabled={busy || !ready} aria-busy={busy || undefined}>
          {busy ? 'Opening…' : 'Open gallery'}
        </button>
      </form>
      <a className="cg-pin__forgot" href={forgotHref} target="_blank" rel="noopener noreferrer" data-testid="pin-forgot">
        Forgot the PIN? WhatsApp us
      </a>
    </section>
  );
}
