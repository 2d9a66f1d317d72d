/**
 * /admin/bookings: the studio's week. Opens on today and the six days after; a week grid on a desktop, a day list
 * on a phone; payments to check flagged; each booking opens in a side sheet (confirm, payment, reschedule, cancel,
 * WhatsApp). "To send today" on top; newborns waiting for their day below. `?new=1&name=…` (the inbox's "Book")
 * opens a staff booking prefilled from an enquiry. Each thing shown is a question of its own to the server (the
 * week, the payments to check, the newborns waiting, a search), never a slice of one long list.
 */
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Sheet } from '../../../components/ui/sheet';
import { addDays, formatDay, formatSlot, studioToday } from '../../../lib/booking-format';
import { useDebounced } from '../../../lib/use-debounced';
import { useMediaQuery } from '../../../lib/use-media-query';
import { usePaymentsToCheck } from '../api/get-payments-to-check';
import { useWaitingBookings } from '../api/get-waiting-bookings';
import { useWeekBookings } from '../api/get-week-bookings';
import { useBookingSearch } from '../api/search-bookings';
import type { AdminBooking } from '../api/admin-booking-types';
import { BookingDetail } from '../components/booking-detail';
import { byDay, isLive, weekOf } from '../components/booking-week';
import { NewBookingForm, type BookingPrefill } from '../components/new-booking-form';
import { RemindersPanel } from '../components/reminders-panel';
import '../../../components/ui/staff-ui.css';
import '../components/bookings-admin.css';

/** Wide enough for seven readable columns beside the sidebar; narrower desktops get the week as an agenda. */
const WEEK_GRID_QUERY = '(min-width: 1440px)';
const AGENDA_QUERY = '(min-width: 768px)';

/** A card's tag: the status in the studio's short words. */
const TAG: Record<AdminBooking['status'], string> = {
  held: 'Waiting for advance',
  payment_reported: 'Payment to check',
  requested: 'To confirm',
  confirmed: 'Confirmed',
  completed: 'Done',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

function BookingCard({ b, onOpen, showDay }: { b: AdminBooking; onOpen: () => void; showDay?: boolean }) {
  return (
    <button type="button" className={`bka-card bka-card--${b.status}${b.paymentToCheck ? ' bka-card--check' : ''}`} onClick={onOpen} data-testid={`booking-${b.reference}`}>
      <span className="bka-card__time">
        {showDay && b.date ? `${formatDay(b.date, { year: false })} · ` : ''}
        {b.start ? formatSlot(b.start) : b.dueDate ? `Due ${formatDay(b.dueDate, { year: false })}` : ''}
      </span>
      <span className="bka-card__name">{b.name}</span>
      <span className="bka-card__pkg">{b.package.name}</span>
      <span className="bka-card__tags">
        {b.paymentToCheck ? <span className="bka-flag">{b.paymentOverdue ? 'Payment overdue: check first' : 'Payment to check'}</span> : <span className={`bka-status bka-status--${b.status}`}>{TAG[b.status]}</span>}
      </span>
    </button>
  );
}

/** "Load more" under a list read a page at a time, while the server says more follow. */
function LoadMore({ list }: { list: { hasMore: boolean; loadingMore: boolean; loadMore: () => void } }) {
  return list.hasMore ? (
    <button type="button" className="btn btn--ghost btn--small bka-more" onClick={list.loadMore} disabled={list.loadingMore}>
      {list.loadingMore ? 'Loading…' : 'Load more'}
    </button>
  ) : null;
}

export function BookingsPage() {
  const today = studioToday();
  const [from, setFrom] = useState(today);
  const days = weekOf(from);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const wide = useMediaQuery(WEEK_GRID_QUERY);
  const agenda = useMediaQuery(AGENDA_QUERY);
  const [checkOnly, setCheckOnly] = useState(false);
  const [day, setDay] = useState(today);
  const [openId, setOpenId] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();

  const week = useWeekBookings(q ? null : { from, to: days[6] });
  const found = useBookingSearch(q);
  // Newborn bookings still waiting for their day (no date, live), due date soonest first.
  const waiting = useWaitingBookings(!q);
  const grouped = useMemo(() => byDay(week.data ?? [], days), [week.data, days]);
  // Every payment to check, whatever its day: the badge counts them and, pressed, lists only them.
  const reported = usePaymentsToCheck();
  const toCheck = reported.data?.length ?? 0;
  /** After any change: every question on screen asks again. */
  const refresh = () => Promise.all([week.mutate(), found.mutate(), waiting.mutate(), reported.mutate()]);

  const all = [...(week.data ?? []), ...found.items, ...waiting.items, ...(reported.data ?? [])];
  const open = openId ? all.find((b) => b.id === openId) : undefined;

  const prefill: BookingPrefill | null = params.get('new')
    ? {
        enquiryId: params.get('enquiryId') ?? undefined,
        name: params.get('name') ?? undefined,
        phone: params.get('phone') ?? undefined,
        email: params.get('email') ?? undefined,
        notes: params.get('notes') ?? undefined,
        kind: params.get('kind') ?? undefined,
      }
    : null;
  const closeNew = () => setParams({}, { replace: true });
  const shift = (n: number) => {
    const next = addDays(from, n);
    setFrom(next);
    setDay(next);
  };

  const dayColumn = (d: string) => {
    const list = grouped.get(d) ?? [];
    return list.length === 0 ? (
      <p className="bka-muted bka-empty">No bookings</p>
    ) : (
      <ul className="bka-day-list">
        {list.map((b) => (
          <li key={b.id}>
            <BookingCard b={b} onOpen={() => setOpenId(b.id)} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className="staff-page staff-page--wide bka-page">
      <div className="bka-head">
        <div>
          <h1 className="staff-page__title">Bookings</h1>
          <p className="staff-page__lead">
            {toCheck > 0 ? (
              <button type="button" className="bka-flag bka-flag--button" aria-pressed={checkOnly} onClick={() => setCheckOnly((v) => !v)} data-testid="to-check">
                {toCheck} payment{toCheck === 1 ? '' : 's'} to check
                <span className="bka-flag__hint">{checkOnly ? ' · show the week' : ' · show them'}</span>
              </button>
            ) : (
              'Sessions booked online and by the studio.'
            )}
          </p>
        </div>
        <div className="bka-head__actions">
          <Link className="btn btn--ghost" to="/admin/packages">
            Packages and prices
          </Link>
          <button type="button" className="btn" onClick={() => setParams({ new: '1' })}>
            New booking
          </button>
        </div>
      </div>

      <RemindersPanel />

      <div className="bka-toolbar">
        <div className="bka-week-nav" role="group" aria-label="Week">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => shift(-7)}>
            Previous week
          </button>
          <button type="button" className="btn btn--ghost btn--small" disabled={from === today} onClick={() => {
              setFrom(today);
              setDay(today);
            }}>
            Today
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => shift(7)}>
            Next week
          </button>
        </div>
        <p className="bka-range" aria-live="polite">
          {formatDay(days[0], { year: false })} to {formatDay(days[6])}
        </p>
        <div className="field bka-search">
          <label htmlFor="bka-search">Search</label>
          <input id="bka-search" type="search" placeholder="Reference, name, phone or email" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>

      {week.error || found.error || waiting.error || reported.error ? (
        <p className="bka-msg bka-msg--error" role="alert">
          Could not load the bookings. Please try again.
        </p>
      ) : null}

      {checkOnly && toCheck > 0 && !q ? (
        <div className="panel" data-testid="payments-to-check">
          <h2 className="bka-h2">Payments to check</h2>
          <ul className="bka-day-list bka-found">
            {(reported.data ?? []).map((b) => (
              <li key={b.id}>
                <BookingCard b={b} showDay onOpen={() => setOpenId(b.id)} />
              </li>
            ))}
          </ul>
        </div>
      ) : q ? (
        <div className="panel">
          <h2 className="bka-h2">Found</h2>
          {found.data && found.items.length === 0 && <p className="bka-muted">No booking matches “{q}”.</p>}
          <ul className="bka-day-list bka-found">
            {found.items.map((b) => (
              <li key={b.id}>
                <BookingCard b={b} showDay onOpen={() => setOpenId(b.id)} />
              </li>
            ))}
          </ul>
          <LoadMore list={found} />
        </div>
      ) : wide ? (
        <div className="bka-week" data-testid="week-grid">
          {days.map((d) => (
            <section key={d} className={`bka-col${d === today ? ' is-today' : ''}`} aria-label={formatDay(d)}>
              <h2 className="bka-col__head">
                {formatDay(d, { year: false })}
                {d === today && <span className="bka-today">Today</span>}
              </h2>
              {dayColumn(d)}
            </section>
          ))}
        </div>
      ) : agenda ? (
        <div className="bka-agenda" data-testid="week-agenda">
          {days.map((d) => (
            <section key={d} className={`bka-agenda__day${d === today ? ' is-today' : ''}`} aria-label={formatDay(d)}>
              <h2 className="bka-col__head">
                {formatDay(d, { year: false })}
                {d === today && <span className="bka-today">Today</span>}
              </h2>
              {dayColumn(d)}
            </section>
          ))}
        </div>
      ) : (
        <div className="panel bka-phone" data-testid="day-list">
          <div className="bka-day-tabs" role="group" aria-label="Day">
            {days.map((d) => {
              const n = (grouped.get(d) ?? []).filter(isLive).length;
              return (
                <button key={d} type="button" className="bka-day-tab" aria-pressed={d === day} onClick={() => setDay(d)}>
                  <span>{formatDay(d, { year: false }).split(',')[0]}</span>
                  <strong>{Number(d.slice(8))}</strong>
                  <small>{n ? `${n} booked` : 'free'}</small>
                </button>
              );
            })}
          </div>
          <h2 className="bka-h2">{formatDay(day)}</h2>
          {dayColumn(day)}
        </div>
      )}

      {!q && waiting.items.length > 0 && (
        <section className="panel" aria-labelledby="bka-waiting">
          <h2 id="bka-waiting" className="bka-h2">
            Newborns waiting for their day
          </h2>
          <ul className="bka-day-list bka-found">
            {waiting.items.map((b) => (
              <li key={b.id}>
                <BookingCard b={b} onOpen={() => setOpenId(b.id)} />
              </li>
            ))}
          </ul>
          <LoadMore list={waiting} />
        </section>
      )}

      <Sheet open={!!open} onOpenChange={(o) => !o && setOpenId(null)} title={open ? `${open.reference} · ${open.name}` : 'Booking'} className="ui-sheet--wide" closeLabel="Close booking">
        {open && (
          <BookingDetail
            key={open.id}
            booking={open}
            onChanged={() => void refresh()}
          />
        )}
      </Sheet>
      <Sheet open={!!prefill} onOpenChange={(o) => !o && closeNew()} title="New booking" className="ui-sheet--wide" closeLabel="Close new booking">
        {prefill && (
          <NewBookingForm
            prefill={prefill}
            onCreated={(b) => {
              closeNew();
              void refresh();
              // Show the week that holds the new booking.
              if (b.date && (b.date < from || b.date > days[6])) setFrom(b.date);
              if (b.date) setDay(b.date);
              setOpenId(b.id);
            }}
          />
        )}
      </Sheet>
    </section>
  );
}
