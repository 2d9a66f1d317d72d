/**
 * /admin (the Admin Panel's home): the studio's day at a glance. Today's sessions, payments to check, new enquiries
 * and selections the families sent, each a tap from its page; composed from the pages' own lists (no endpoint of
 * its own). The sidebar holds every other page.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDay, formatSlot, studioToday } from '../../../lib/booking-format';
import { useNewEnquiries } from '../api/get-new-enquiries';
import { useSubmittedSelections } from '../api/get-submitted-selections';
import { usePaymentsToCheck, useTodayBookings } from '../api/get-today-bookings';
import '../components/admin-home.css';

function Tile({ title, count, to, action, testId, children }: { title: string; count?: number; to: string; action: string; testId: string; children: ReactNode }) {
  return (
    <section className={`ah-tile${count ? ' ah-tile--busy' : ''}`} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 className="ah-tile__title" id={`${testId}-title`}>
        {title}
        {count !== undefined && <span className="ah-tile__count">{count}</span>}
      </h2>
      <div className="ah-tile__body">{children}</div>
      <Link className="btn btn--ghost btn--small ah-tile__link" to={to}>
        {action}
      </Link>
    </section>
  );
}

const LIVE = ['held', 'payment_reported', 'requested', 'confirmed', 'completed'];
const SOURCE: Record<string, string> = { footer: 'Footer form', contact: 'Contact page', 'theme-checkout': 'Themes', selection: 'Selection' };
const hhmm = (iso: string) => new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' }).format(new Date(iso)).toLowerCase();

export function AdminHomePage() {
  const today = studioToday();
  const sessions = useTodayBookings(today);
  const toCheck = usePaymentsToCheck();
  const enquiries = useNewEnquiries();
  const selections = useSubmittedSelections();
  const todays = (sessions.data ?? []).filter((b) => LIVE.includes(b.status)).sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''));
  const checks = (toCheck.data ?? []).filter((b) => b.paymentToCheck);

  return (
    <section className="staff-page ah-page">
      <p className="ah-eyebrow">Admin Panel</p>
      <h1 className="staff-page__title">Today, {formatDay(today, { year: false })}</h1>
      <div className="ah-grid">
        <Tile title="Today's sessions" count={sessions.data ? todays.length : undefined} to="/admin/bookings" action="Open the week" testId="home-sessions">
          {!sessions.data ? (
            <p className="ah-muted">{sessions.error ? 'Could not load the sessions.' : 'Loading...'}</p>
          ) : todays.length === 0 ? (
            <p className="ah-muted">No sessions today.</p>
          ) : (
            <ul className="ah-list">
              {todays.map((b) => (
                <li key={b.id}>
                  <strong>{b.start ? formatSlot(b.start) : 'No time'}</strong> {b.name} <span className="ah-muted">· {b.package.name}</span>
                </li>
              ))}
            </ul>
          )}
        </Tile>
        <Tile title="Payments to check" count={toCheck.data ? checks.length : undefined} to="/admin/bookings" action="Check and confirm" testId="home-payments">
          {!toCheck.data ? (
            <p className="ah-muted">{toCheck.error ? 'Could not load the payments.' : 'Loading...'}</p>
          ) : checks.length === 0 ? (
            <p className="ah-muted">Nothing to check.</p>
          ) : (
            <ul className="ah-list">
              {checks.slice(0, 4).map((b) => (
                <li key={b.id}>
                  <strong>{b.name}</strong> <span className="ah-muted">· {b.reference}</span>
                </li>
              ))}
            </ul>
          )}
        </Tile>
        <Tile title="New enquiries" count={enquiries.data?.total} to="/admin/enquiries" action="Open the inbox" testId="home-enquiries">
          {!enquiries.data ? (
            <p className="ah-muted">{enquiries.error ? 'Could not load the enquiries.' : 'Loading...'}</p>
          ) : enquiries.data.items.length === 0 ? (
            <p className="ah-muted">No new enquiries.</p>
          ) : (
            <ul className="ah-list">
              {enquiries.data.items.map((e) => (
                <li key={e.id}>
                  <strong>{e.name}</strong>{' '}
                  <span className="ah-muted">
                    · {SOURCE[e.source] ?? e.source}, {formatDay(studioToday(new Date(e.createdAt)), { year: false })} {hhmm(e.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Tile>
        <Tile title="Selections sent" count={selections.data?.length} to="/admin/client-galleries" action="Open client galleries" testId="home-selections">
          {!selections.data ? (
            <p className="ah-muted">{selections.error ? 'Could not load the galleries.' : 'Loading...'}</p>
          ) : selections.data.length === 0 ? (
            <p className="ah-muted">No selection waiting.</p>
          ) : (
            <ul className="ah-list">
              {selections.data.slice(0, 4).map((g) => (
                <li key={g.id}>
                  <Link to={`/admin/client-galleries/${g.id}`}>{g.clientName}</Link>{' '}
                  <span className="ah-muted">· {g.counts.favourites} chosen</span>
                </li>
              ))}
            </ul>
          )}
        </Tile>
      </div>
    </section>
  );
}
