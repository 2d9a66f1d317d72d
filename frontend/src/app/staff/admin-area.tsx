/** /admin/* (role admin only): guard + Admin Panel shell. Lazy chunk: never in the public bundle. */
import { Link } from 'react-router';
import { RequireRole } from '../../features/auth/components/require-role';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { adminRoutes } from '../routes/admin-routes';
import { StaffShell } from './staff-shell';

function AdminHome() {
  return (
    <section className="staff-page">
      <h1 className="staff-page__title">Admin Panel</h1>
      <p className="staff-page__lead">Choose what you want to do.</p>
      <ul className="staff-cards">
        {adminRoutes
          .filter((e) => e.label)
          .map((e) => (
            <li key={e.path}>
              <Link className="staff-card-link" to={`/admin/${e.path}`}>
                {e.label}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}

export function AdminArea() {
  useDocumentMeta('Admin Panel', 'Studio admin panel.');
  return (
    <RequireRole role="admin">
      <StaffShell title="Admin Panel" basePath="/admin" entries={adminRoutes} index={<AdminHome />} />
    </RequireRole>
  );
}
