/** One staff account: who, role, status, last sign-in, and the admin's actions on it. */
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { StaffAccount } from '../api/get-users';
import type { UserChanges } from '../api/update-user';
import { dateText, lastSignInText } from './last-sign-in';
import { SetPasswordSheet } from './set-password-sheet';

export interface StaffCardProps {
  user: StaffAccount;
  /** Saves a change; resolves to an error message, or null when saved. */
  onChange: (user: StaffAccount, changes: UserChanges) => Promise<string | null>;
}

const ROLE_LABEL: Record<StaffAccount['role'], string> = { admin: 'Admin', user: 'Field worker' };

export function StaffCard({ user, onChange }: StaffCardProps) {
  const id = useId();
  const [busy, setBusy] = useState<'role' | 'disabled' | null>(null);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const save = async (what: 'role' | 'disabled', changes: UserChanges) => {
    setBusy(what);
    await onChange(user, changes);
    setBusy(null);
    setConfirmDisable(false);
  };

  return (
    <li className="staff-card panel" data-testid="staff-card" data-username={user.username} data-disabled={user.disabled} aria-labelledby={`${id}-name`}>
      <div className="staff-card__head">
        <h2 className="staff-card__name" id={`${id}-name`}>
          {user.username}
        </h2>
        <span className="staff-card__badges">
          <span className="badge">{ROLE_LABEL[user.role]}</span>
          <span className={`badge ${user.disabled ? 'badge--failed' : 'badge--ready'}`}>{user.disabled ? 'Disabled' : 'Active'}</span>
        </span>
      </div>
      <dl className="staff-card__facts">
        <dt>Last sign-in</dt>
        <dd data-testid="last-sign-in">{lastSignInText(user.lastLoginAt)}</dd>
        <dt>Added</dt>
        <dd>{dateText(user.createdAt)}</dd>
      </dl>
      <div className="staff-card__actions">
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            value={user.role}
            disabled={busy !== null}
            aria-busy={busy === 'role' || undefined}
            onChange={(e) => void save('role', { role: e.target.value as StaffAccount['role'] })}
          >
            <option value="user">Field worker</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        <div className="staff-card__buttons">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setPasswordOpen(true)}>
            Set password
          </button>
          {user.disabled ? (
            <button type="button" className="btn btn--small" disabled={busy !== null} aria-busy={busy === 'disabled' || undefined} onClick={() => void save('disabled', { disabled: false })}>
              {busy === 'disabled' ? <span className="spinner" aria-hidden /> : null}
              Enable
            </button>
          ) : (
            <button type="button" className="btn btn--danger btn--small" disabled={busy !== null} onClick={() => setConfirmDisable(true)}>
              Disable
            </button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirmDisable}
        onOpenChange={setConfirmDisable}
        title={`Disable ${user.username}?`}
        description="They are signed out everywhere at once and cannot sign in until you enable the account again."
        confirmLabel="Disable"
        danger
        busy={busy === 'disabled'}
        onConfirm={() => void save('disabled', { disabled: true })}
      />
      <SetPasswordSheet open={passwordOpen} onOpenChange={setPasswordOpen} username={user.username} onSave={(password) => onChange(user, { password })} />
    </li>
  );
}
