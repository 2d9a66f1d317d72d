/** The admin sets a new password for someone: they are signed out everywhere and use the new one. */
import { PASSWORD_MIN } from '@studio/rules/field-rules';
import { useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { Sheet } from '../../../components/ui/sheet';
import { useSubmit } from '../../../lib/use-submit';

export interface SetPasswordSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  /** Resolves to an error message, or null when saved. */
  onSave: (password: string) => Promise<string | null>;
}

export function SetPasswordSheet({ open, onOpenChange, username, onSave }: SetPasswordSheetProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'confirm'; message: string } | null>(null);
  const { sending, run } = useSubmit(onSave);

  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setConfirm('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password.length < PASSWORD_MIN) return setError({ field: 'password', message: 'Password must be at least 6 characters' });
    if (password !== confirm) return setError({ field: 'confirm', message: 'Passwords do not match' });
    const failure = await run(password);
    if (failure === undefined) return;
    if (failure) setError({ field: 'password', message: failure });
    else close(false);
  };

  return (
    <Sheet open={open} onOpenChange={close} title={`New password for ${username}`} description="They are signed out everywhere and sign in again with this password.">
      <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-busy={sending || undefined}>
        <div className="field">
          <label htmlFor="set-password-new">New password</label>
          <input
            id="set-password-new"
            type="password"
            autoComplete="new-password"
            value={password}
            aria-invalid={error?.field === 'password' || undefined}
            aria-describedby={error?.field === 'password' ? 'set-password-error' : undefined}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="set-password-confirm">Confirm password</label>
          <input
            id="set-password-confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            aria-invalid={error?.field === 'confirm' || undefined}
            aria-describedby={error?.field === 'confirm' ? 'set-password-error' : undefined}
            onChange={(e) => {
              setConfirm(e.target.value);
              setError(null);
            }}
          />
        </div>
        <FieldError id="set-password-error">{error?.message}</FieldError>
        <button type="submit" className="btn" disabled={sending} aria-busy={sending || undefined}>
          {sending ? <span className="spinner" aria-hidden /> : null}
          Save password
        </button>
      </form>
    </Sheet>
  );
}
