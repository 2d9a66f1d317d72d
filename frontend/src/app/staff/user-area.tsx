/** /user/* (role user only): guard + User Panel shell. Lazy chunk: never in the public bundle. */
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { RequireRole } from '../../features/auth/components/require-role';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { userRoutes } from '../routes/user-routes';
import { registerStaffApp } from './register-staff-app';
import { fieldPhoneSession } from './field-phone-session';
import { StaffShell } from './staff-shell';

export function UserArea() {
  useDocumentMeta('User Panel', 'Studio user panel.');
  // The field workers' installable app: the daily task goes on offline (docs/architecture.md §14).
  useEffect(registerStaffApp, []);
  return (
    <RequireRole role="user">
      <StaffShell title="User Panel" basePath="/user" entries={userRoutes} index={<Navigate to="/user/dashboard" replace />} phone={fieldPhoneSession} />
    </RequireRole>
  );
}
