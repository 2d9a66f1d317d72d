/** /admin/* (role admin only): guard + Admin Panel shell, opening on the studio's day. Lazy chunk: never in the public bundle. */
import { RequireRole } from '../../features/auth/components/require-role';
import { AdminHomePage } from '../../features/admin-home/routes/admin-home-page';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { adminRoutes } from '../routes/admin-routes';
import { StaffShell } from './staff-shell';

export function AdminArea() {
  useDocumentMeta('Admin Panel', 'Studio admin panel.');
  return (
    <RequireRole role="admin">
      <StaffShell title="Admin Panel" basePath="/admin" entries={adminRoutes} index={<AdminHomePage />} />
    </RequireRole>
  );
}
