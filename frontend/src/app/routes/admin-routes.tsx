/**
 * Admin panel pages (/admin/<path>). Each entry is one child route AND (with a label) one
 * sidebar link, in this order. To add a page: add ONE entry; the page is a named export of
 * `features/<name>/routes/<page>.tsx`, loaded lazily:
 *
 *   { path: 'my-page', label: 'My Page', Component: lazyPage(() => import('../../features/x/routes/my-page'), 'MyPage') },
 *
 * This file is imported only by the admin area chunk, never by the public bundle.
 */
import { lazyPage, type StaffRoute } from './lazy-page';

export const adminRoutes: StaffRoute[] = [
  { path: 'staff', label: 'Staff', Component: lazyPage(() => import('../../features/users/routes/staff-page'), 'StaffPage') },
  { path: 'add-user', label: 'Add User', Component: lazyPage(() => import('../../features/users/routes/add-user-page'), 'AddUserPage') },
  { path: 'add-prop', label: 'Add Prop', Component: lazyPage(() => import('../../features/props/routes/add-prop-page'), 'AddPropPage') },
  { path: 'view-prop', label: 'View Prop', Component: lazyPage(() => import('../../features/props/routes/view-prop-page'), 'ViewPropPage') },
  { path: 'view-price-prop', label: 'View Price Prop', Component: lazyPage(() => import('../../features/props/routes/view-price-prop-page'), 'ViewPricePropPage') },
  { path: 'add-gallery', label: 'Add Gallery', Component: lazyPage(() => import('../../features/gallery-admin/routes/add-gallery-page'), 'AddGalleryPage') },
  { path: 'add-themes', label: 'Add Themes', Component: lazyPage(() => import('../../features/themes-admin/routes/add-theme-page'), 'AddThemePage') },
  { path: 'media', label: 'Media', Component: lazyPage(() => import('../../features/media-admin/routes/media-page'), 'MediaPage') },
  { path: 'client-galleries', label: 'Client Galleries', Component: lazyPage(() => import('../../features/client-galleries-admin/routes/client-galleries-page'), 'ClientGalleriesPage') },
  { path: 'client-galleries/:id', Component: lazyPage(() => import('../../features/client-galleries-admin/routes/client-gallery-detail-page'), 'ClientGalleryDetailPage') },
  { path: 'bookings', label: 'Bookings', Component: lazyPage(() => import('../../features/bookings-admin/routes/bookings-page'), 'BookingsPage') },
  { path: 'packages', label: 'Packages', Component: lazyPage(() => import('../../features/bookings-admin/routes/packages-page'), 'PackagesPage') },
  { path: 'enquiries', label: 'Enquiries', Component: lazyPage(() => import('../../features/enquiries/routes/enquiries-page'), 'EnquiriesPage') },
  { path: 'site-settings', label: 'Site Settings', Component: lazyPage(() => import('../../features/site-admin/routes/site-settings-page'), 'SiteSettingsPage') },
  { path: 'processing', label: 'Processing', Component: lazyPage(() => import('../../features/processing/routes/processing-page'), 'ProcessingPage') },
  { path: 'password', label: 'Password', Component: lazyPage(() => import('../../features/users/routes/password-page'), 'PasswordPage') },
  // Spec: /admin/logout shows only the word logout (the sidebar's Logout button opens the dialog).
  { path: 'logout', Component: lazyPage(() => import('../staff/logout-page'), 'LogoutPage') },
];
