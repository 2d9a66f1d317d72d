/**
 * Guard for staff areas (spec §2 Global behaviour): checks the session on entry and shows
 * 'Loading...' meanwhile; no session, a failed check or another role goes to /login.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { StaffSessionContext } from '../../../lib/staff-session';
import { useCheckAuth } from '../api/get-check-auth';

export function RequireRole({ role, children }: { role: 'admin' | 'user'; children: ReactNode }) {
  const { hasToken, data, isLoading } = useCheckAuth();
  if (!hasToken) return <Navigate to="/login" replace />;
  if (isLoading || !data) {
    return (
      <div className="staff-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden />
        Loading...
      </div>
    );
  }
  if (!data.isAuthenticated || data.role !== role) return <Navigate to="/login" replace />;
  return <StaffSessionContext.Provider value={{ username: data.username }}>{children}</StaffSessionContext.Provider>;
}
