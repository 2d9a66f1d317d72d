/** Logout confirmation (spec §2, §4): confirm -> POST /api/auth/logout -> token removed -> /login. */
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSubmit } from '../../../lib/use-submit';
import { postLogout } from '../api/post-logout';

export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const { sending: busy, run: confirm } = useSubmit(async () => {
    await postLogout();
    onOpenChange(false);
    void navigate('/login', { replace: true });
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Logout Confirmation"
      description="Are you sure you want to logout?"
      confirmLabel="Logout"
      onConfirm={() => void confirm()}
      busy={busy}
    />
  );
}
