/**
 * The staff sidebar's groups, in the order they show: the daily work first, the account last (its links sit with
 * Logout at the foot of the sidebar, always on screen). A route entry names its group (`group: 'clients'`).
 */
export const STAFF_NAV_GROUPS = [
  { id: 'content', label: 'Content' },
  { id: 'props', label: 'Props and tasks' },
  { id: 'clients', label: 'Clients and bookings' },
  { id: 'studio', label: 'Studio' },
  { id: 'account', label: 'Account' },
] as const;

export type StaffNavGroup = (typeof STAFF_NAV_GROUPS)[number]['id'];
