/**
 * Shell of a staff panel: sidebar (title, one link per labelled route entry in its group, the account's links
 * and Logout at the foot, always on screen) from 768 px; below that a top bar whose menu button opens the same
 * sidebar as a drawer.
 * The pages are descendant routes built from the entries, each lazy-loaded.
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, NavLink, Route, Routes } from 'react-router';
import { IconLogout, IconMenu } from '../../components/ui/icons';
import { Sheet } from '../../components/ui/sheet';
import { LogoutDialog } from '../../features/auth/components/logout-dialog';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { documentTitle } from '../../lib/use-document-meta';
import { useStaffUsername } from '../../lib/staff-session';
import { useSidePanel } from '../layout/use-side-panel';
import type { PhoneSession } from './field-phone-session';
import type { StaffRoute } from '../routes/lazy-page';
import { STAFF_NAV_GROUPS } from '../routes/staff-nav-groups';
import './staff.css';

export interface StaffShellProps {
  title: string;
  basePath: '/admin' | '/user';
  entries: StaffRoute[];
  index: ReactNode;
  /** A field worker's phone: what logout clears and how many photos still wait (field-phone-session.ts). */
  phone?: PhoneSession;
}

/** Each staff page names its browser tab ("Media · Admin Panel | Studio"), so open tabs can be told apart. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return children;
}

function pageLabel(e: StaffRoute): string {
  // A detail route ('client-galleries/:id') is named after its list.
  return e.label ?? e.path.split('/')[0].replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

export function StaffShell({ title, basePath, entries, index, phone }: StaffShellProps) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const drawer = useSidePanel(isDesktop);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const username = useStaffUsername();
  const [waitingPhotos, setWaitingPhotos] = useState<number | null>(null);
  useEffect(() => {
    if (!logoutOpen || !phone || !username) return;
    let live = true;
    void phone
      .waiting(username)
      .then((n) => live && setWaitingPhotos(n))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [logoutOpen, phone, username]);

  const linked = entries.filter((e) => e.label);
  const link = (e: StaffRoute, onNavigate?: () => void) => (
    <li key={e.path}>
      <NavLink to={`${basePath}/${e.path}`} className="staff-nav__link" onClick={onNavigate}>
        {e.label}
      </NavLink>
    </li>
  );
  // The daily work's groups scroll if they must; the account's links and Logout stay at the foot, always on screen.
  const groups = [
    ...STAFF_NAV_GROUPS.filter((g) => g.id !== 'account').map((g) => ({ id: g.id, label: g.label, items: linked.filter((e) => e.group === g.id) })),
    { id: 'more', label: 'More', items: linked.filter((e) => !e.group || !STAFF_NAV_GROUPS.some((g) => g.id === e.group)) },
  ].filter((g) => g.items.length > 0);
  const account = linked.filter((e) => e.group === 'account');

  const nav = (where: 'sidebar' | 'drawer', onNavigate?: () => void) => (
    <nav className="staff-nav" aria-label={title}>
      <div className="staff-nav__groups" data-testid="staff-nav-groups">
        {groups.map((g) => (
          <div key={g.id} className="staff-nav__group" data-testid="staff-nav-group" data-group={g.id}>
            <p className="staff-nav__group-title" id={`staff-nav-${where}-${g.id}`}>
              {g.label}
            </p>
            <ul aria-labelledby={`staff-nav-${where}-${g.id}`}>{g.items.map((e) => link(e, onNavigate))}</ul>
          </div>
        ))}
      </div>
      {/* The account's links and Logout share one row at the foot (an account menu), so the groups above fit. */}
      <div className="staff-nav__foot" data-group="account">
        <p className="visually-hidden" id={`staff-nav-${where}-account`}>
          Account
        </p>
        <ul aria-labelledby={`staff-nav-${where}-account`} className="staff-nav__account">
          {account.map((e) => link(e, onNavigate))}
          <li>
            <button
              type="button"
              className="staff-nav__logout"
              onClick={() => {
                onNavigate?.();
                setLogoutOpen(true);
              }}
            >
              <IconLogout /> Logout
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );

  return (
    <div className="staff">
      <a href="#staff-main" className="skip-link">
        Skip to content
      </a>
      {isDesktop ? (
        <aside className="staff-sidebar">
          <Link to={basePath} className="staff-sidebar__brand">
            <img src="/logo.png" alt="" width={40} height={40} />
            <span className="staff-sidebar__title">{title}</span>
          </Link>
          {nav('sidebar')}
        </aside>
      ) : (
        <header className="staff-topbar">
          <Link to={basePath} className="staff-sidebar__brand">
            <img src="/logo.png" alt="" width={36} height={36} />
            <span className="staff-sidebar__title">{title}</span>
          </Link>
          <button
            type="button"
            className="icon-btn"
            aria-label="Open menu"
            aria-expanded={drawer.open}
            aria-controls="staff-drawer"
            onClick={drawer.toggle}
          >
            <IconMenu />
          </button>
          <Sheet open={drawer.open} onOpenChange={drawer.setOpen} title={title} id="staff-drawer" className="staff-drawer" closeLabel="Close menu">
            {nav('drawer', drawer.close)}
          </Sheet>
        </header>
      )}
      <main className="staff-main" id="staff-main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="staff-loading" role="status">
              <span className="spinner" aria-hidden />
              Loading...
            </div>
          }
        >
          <Routes>
            <Route index element={<Titled title={title}>{index}</Titled>} />
            {entries.map((e) => (
              <Route
                key={e.path}
                path={e.path}
                element={
                  <Titled title={`${pageLabel(e)} · ${title}`}>
                    <e.Component />
                  </Titled>
                }
              />
            ))}
            <Route path="*" element={<Navigate to={basePath} replace />} />
          </Routes>
        </Suspense>
      </main>
      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} waitingPhotos={waitingPhotos} clearStores={phone?.clear} />
    </div>
  );
}
