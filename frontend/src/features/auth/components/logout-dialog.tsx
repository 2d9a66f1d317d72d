/**
 * Logout confirmation (spec §2, §4): confirm -> POST /api/auth/logout -> token removed -> /login. On a field worker's
 * phone the shell also passes how many of the worker's photos still wait (they stay, and go at the next sign-in) and
 * what else to clear (the upload session in IndexedDB, the page cache).
 */
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSubmit } from '../../../lib/use-submit';
import { postLogout } from '../api/post-logout';

export interface LogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in worker's photos still on the phone (null: unknown or not a field worker). */
  waitingPhotos?: number | null;
  /** Clears the other stores of the session (runs after the token is gone, whatever the server said). */
  clearStores?: () => Promise<void>;
}

export const waitingPhotosText = (n: number) =>
  `${n} ${n === 1 ? 'photo' : 'photos'} you took ${n === 1 ? 'is' : 'are'} still waiting to upload. ${n === 1 ? 'It stays' : 'They stay'} on this phone and ${n === 1 ? 'goes' : 'go'} when you sign in again; nobody else can send ${n === 1 ? 'it' : 'them'}.`;

export function LogoutDialog({ open, onOpenChange, waitingPhotos, clearStores }: LogoutDialogProps) {
  const navigate = useNavigate();
  const { sending: busy, run: confirm } = useSubmit(async () => {
    await postLogout();
    await clearStores?.().catch(() => undefined);
    onOpenChange(false);
    void navigate('/login', { replace: true });
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Logout Confirmation"
      description={
        waitingPhotos ? (
          <>
            Are you sure you want to logout? <strong data-testid="logout-waiting">{waitingPhotosText(waitingPhotos)}</strong>
          </>
        ) : (
          'Are you sure you want to logout?'
        )
      }
      confirmLabel="Logout"
      onConfirm={() => void confirm()}
      busy={busy}
    />
  );
}
