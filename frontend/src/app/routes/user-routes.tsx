/**
 * User panel pages (/user/<path>). Each entry is one child route AND (with a label) one
 * sidebar link, in this order. To add a page: add ONE entry; the page is a named export of
 * `features/<name>/routes/<page>.tsx`, loaded lazily:
 *
 *   { path: 'my-page', label: 'My Page', Component: lazyPage(() => import('../../features/x/routes/my-page'), 'MyPage') },
 *
 * This file is imported only by the user area chunk, never by the public bundle.
 */
import { lazyPage, type StaffRoute } from './lazy-page';

export const userRoutes: StaffRoute[] = [
  // Spec: dashboard is a placeholder reading 'Dashboard' (also the /user index).
  { path: 'dashboard', Component: lazyPage(() => import('../staff/dashboard-page'), 'DashboardPage') },
  { path: 'task', label: 'Task', Component: lazyPage(() => import('../../features/tasks/routes/task-page'), 'TaskPage') },
  { path: 'utilize', label: 'Utilize', Component: lazyPage(() => import('../../features/props/routes/utilize-page'), 'UtilizePage') },
  { path: 'password', label: 'Password', Component: lazyPage(() => import('../../features/users/routes/password-page'), 'PasswordPage') },
  // Spec: /user/logout shows only the word logout (the sidebar's Logout button opens the dialog).
  { path: 'logout', Component: lazyPage(() => import('../staff/logout-page'), 'LogoutPage') },
];
