/**
 * Admin panel pages (/admin/<path>). Each entry is one child route AND (with a label) one
 * sidebar link, in this order. To add a page: add ONE entry; the page is a named export of
 * `features/<name>/routes/<page>.tsx`, loaded lazily; `group` is its sidebar group (staff-nav-groups.ts):
 *
 *   { path: 'my-page', label: 'My Page', group: 'studio', Component: lazyPage(() => import('../../features/x/routes/my-page'), 'MyPage') },
 *
 * This file is imported only by the admin area chunk, never by the public bundle.
 */
import { lazyPage, type StaffRoute } from './lazy-page';

export const adminRoutes: StaffRoute[] = [
  { path: 'staff', label: 'Staff', group: 'studio', Component: lazyPage(() => import('../../features/users/routes/staff-page'), 'StaffPage') },
  { path: 'add-user', label: 'Add User', group: 'studio', Component: lazyPage(() => import('../../features/users/routes/add-user-page'), 'AddUserPage') },
  { path: 'add-prop', label: 'Add Prop', group: 'props', Component: lazyPage(() => import('../../features/props/routes/add-prop-page'), 'AddPropPage') },
  { path: 'view-prop', label: 'View Prop', group: 'props', Component: lazyPage(() => import('../../features/props/routes/view-prop-page'), 'ViewPropPage') },
  { path: 'view-price-prop', label: 'View Price Prop', group: 'props', Component: lazyPage(() => import('../../features/props/routes/view-price-prop-page'), 'ViewPricePropPage') },
  { path: 'add-gallery', label: 'Add Gallery', group: 'content', Component: lazyPage(() => import('../../features/gallery-admin/routes/add-gallery-page'), 'AddGalleryPage') },
  { path: 'add-themes', label: 'Add Themes', group: 'content', Component: lazyPage(() => import('../../features/themes-admin/routes/add-theme-page'), 'AddThemePage') },
  { path: 'media', label: 'Media', group: 'content', Component: lazyPage(() => import('../../features/media-admin/routes/media-page'), 'MediaPage') },
  { path: 'client-galleries', label: 'Client Galleries', group: 'clients', Component: lazyPage(() => import('../../features/client-galleries-admin/routes/client-galleries-page'), 'ClientGalleriesPage') },
  { path: 'client-galleries/:id', Component: lazyPage(() => import('../../features/client-galleries-admin/routes/client-gallery-detail-page'), 'ClientGalleryDetailPage') },
  { path: 'bookings', label: 'Bookings', group: 'clients', Component: lazyPage(() => import('../../features/bookings-admin/routes/bookings-page'), 'BookingsPage') },
  // Packages open from the Bookings page (its header), so the sidebar stays whole at 1280x800.
  { path: 'packages', Component: lazyPage(() => import('../../features/bookings-admin/routes/packages-page'), 'PackagesPage') },
  { path: 'accounts', label: 'Accounts', group: 'clients', Component: lazyPage(() => import('../../features/accounts-admin/routes/accounts-page'), 'AccountsPage') },
  { path: 'enquiries', label: 'Enquiries', group: 'clients', Component: lazyPage(() => import('../../features/enquiries/routes/enquiries-page'), 'EnquiriesPage') },
  { path: 'privacy', label: 'Privacy', group: 'clients', Component: lazyPage(() => import('../../features/privacy-admin/routes/privacy-admin-page'), 'PrivacyAdminPage') },
  { path: 'site-settings', label: 'Site Settings', group: 'studio', Component: lazyPage(() => import('../../features/site-admin/routes/site-settings-page'), 'SiteSettingsPage') },
  { path: 'processing', label: 'Processing', group: 'studio', Component: lazyPage(() => import('../../features/processing/routes/processing-page'), 'ProcessingPage') },
  { path: 'password', label: 'Password', group: 'account', Component: lazyPage(() => import('../../features/users/routes/password-page'), 'PasswordPage') },
  // Spec: /admin/logout shows only the word logout (the sidebar's Logout button opens the dialog).
  { path: 'logout', Component: lazyPage(() => import('../staff/logout-page'), 'LogoutPage') },
];
