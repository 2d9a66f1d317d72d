/**
 * /admin/staff: who has access. Each account with its role, whether it is active and when it last signed in;
 * the admin changes a role, disables or enables an account (disabling signs it out everywhere at once) and sets
 * a new password. The server refuses to leave the studio without an active admin, and says so.
 */
import { Link } from 'react-router';
import { ToastProvider, useToast } from '../../../components/ui/toast';
import { useUsers, type StaffAccount } from '../api/get-users';
import { updateUser, type UserChanges } from '../api/update-user';
import { StaffCard } from '../components/staff-card';
import '../../../components/ui/staff-ui.css';
import '../components/staff.css';

export function StaffPage() {
  return (
    <ToastProvider>
      <StaffList />
    </ToastProvider>
  );
}

function done(changes: UserChanges, user: StaffAccount): string {
  if (changes.password !== undefined) return `New password saved. ${user.username} was signed out everywhere.`;
  if (changes.disabled === true) return `${user.username} is disabled and was signed out everywhere.`;
  if (changes.disabled === false) return `${user.username} can sign in again.`;
  return `${user.username} is now ${changes.role === 'admin' ? 'an admin' : 'a field worker'}.`;
}

function StaffList() {
  const { data, error, isLoading, mutate } = useUsers();
  const toast = useToast();

  const onChange = async (user: StaffAccount, changes: UserChanges): Promise<string | null> => {
    const result = await updateUser(user.id, changes);
    if (!result.ok) {
      toast(result.message, 'error');
      return result.message;
    }
    await mutate((list) => list && { items: list.items.map((u) => (u.id === result.data.id ? result.data : u)) }, { revalidate: false });
    toast(done(changes, result.data), 'success');
    return null;
  };

  const items = data?.items ?? [];
  const active = items.filter((u) => !u.disabled);
  return (
    <section className="staff-page staff-page--wide staff-accounts">
      <h1 className="staff-page__title">Staff</h1>
      <p className="staff-page__lead">Who can sign in to the studio's admin and field-worker areas.</p>
      <p className="staff-accounts__add">
        <Link className="btn btn--ghost btn--small" to="/admin/add-user">
          Add a user
        </Link>
      </p>
      {error ? (
        <p role="alert" className="field-error">
          Could not load the staff list. Please reload the page.
        </p>
      ) : isLoading && !data ? (
        <p aria-busy="true">
          <span className="spinner" aria-hidden /> Loading staff…
        </p>
      ) : (
        <>
          <p className="staff-accounts__summary" data-testid="staff-summary">
            {items.length} account{items.length === 1 ? '' : 's'}: {active.filter((u) => u.role === 'admin').length} active admin
            {active.filter((u) => u.role === 'admin').length === 1 ? '' : 's'}, {active.filter((u) => u.role === 'user').length} active field worker
            {active.filter((u) => u.role === 'user').length === 1 ? '' : 's'}
            {items.length - active.length ? `, ${items.length - active.length} disabled` : ''}.
          </p>
          <ul className="staff-accounts__list">
            {items.map((u) => (
              <StaffCard key={u.id} user={u} onChange={onChange} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
