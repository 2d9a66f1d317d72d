/**
 * User panel pages (/user/<path>). Each entry is one child route AND (with a label) one
 * sidebar link, in this order. To add a page: add ONE entry; the page is a named export of
 * `features/<name>/routes/<page>.tsx`, loaded lazily; `group` is its sidebar group (staff-nav-groups.ts):
 *
 *   { path: 'my-page', label: 'My Page', group: 'studio', Component: lazyPage(() => import('../../features/x/routes/my-page'), 'MyPage') },
 *
 * This file is imported only by the user area chunk, never by the public bundle.
 */
import { lazyPage, type StaffRoute } from './lazy-page';

export const userRoutes: StaffRoute[] = [
  // Spec: dashboard is a placeholder reading 'Dashboard' (also the /user index).
  { path: 'dashboard', Component: lazyPage(() => import('../staff/dashboard-page'), 'DashboardPage') },
  { path: 'task', label: 'Task', group: 'props', Component: lazyPage(() => import('../../features/tasks/routes/task-page'), 'TaskPage') },
  { path: 'utilize', label: 'Utilize', group: 'props', Component: lazyPage(() => import('../../features/props/routes/utilize-page'), 'UtilizePage') },
  { path: 'password', label: 'Password', group: 'account', Component: lazyPage(() => import('../../features/users/routes/password-page'), 'PasswordPage') },
  // Spec: /user/logout shows only the word logout (the sidebar's Logout button opens the dialog).
  { path: 'logout', Component: lazyPage(() => import('../staff/logout-page'), 'LogoutPage') },
];
