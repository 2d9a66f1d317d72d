/**
 * Step 2: a day, then a time on it. Fourteen days at a time from the studio's today (or from `from`); days with no
 * free time are shown but cannot be chosen. `query` is a package (public booking) or a booking's token (after a birth).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useAvailability } from '../api/get-availability';
import { addDays, formatDay, formatSlot, studioToday } from '../../../lib/booking-format';

const WINDOW_DAYS = 14;

export interface SlotChoice {
  date: string;
  start: string;
}

export function SlotPicker({
  query,
  from,
  value,
  onChange,
}: {
  query: { packageId: string } | { manage: string };
  /** First day to offer (defaults to the studio's today; the server drops what is too soon). */
  from?: string;
  value: SlotChoice | null;
  onChange: (choice: SlotChoice | null) => void;
}) {
  const id = useId();
  const first = from ?? studioToday();
  const [offset, setOffset] = useState(0);
  const windowFrom = addDays(first, offset);
  const windowTo = addDays(windowFrom, WINDOW_DAYS - 1);
  const { data, error, isLoading } = useAvailability({ ...query, from: windowFrom, to: windowTo });
  const [day, setDay] = useState<string | null>(value?.date ?? null);
  const days = data?.days ?? [];
  const chosenDay = days.find((d) => d.date === day);
  const open = (d: (typeof days)[number]) => d.slots.some((s) => s.available);
  // A day tapped by hand brings its times into view (on a phone they start below the fourteen days).
  const times = useRef<HTMLFieldSetElement>(null);
  const tapped = useRef(false);
  useEffect(() => {
    if (!tapped.current || !day) return;
    tapped.current = false;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    times.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [day]);

  return (
    <div className="book-slots" data-testid="slot-picker">
      <fieldset className="book-choices">
        <legend className="book-step__title">Pick a day</legend>
        <div className="book-days__nav">
          <button type="button" className="btn btn--ghost book-btn--small" disabled={offset === 0} onClick={() => setOffset((o) => Math.max(0, o - WINDOW_DAYS))}>
            Earlier dates
          </button>
          <span className="book-days__range" aria-live="polite">
            {formatDay(windowFrom, { year: false })} to {formatDay(windowTo, { year: false })}
          </span>
          <button type="button" className="btn btn--ghost book-btn--small" onClick={() => setOffset((o) => o + WINDOW_DAYS)}>
            Later dates
          </button>
        </div>
        {error ? (
          <p className="book-alert" role="alert">
            We could not load the free times. Please try again in a moment.
          </p>
        ) : isLoading && !data ? (
          <p className="book-muted" role="status">
            Loading free days...
          </p>
        ) : days.length === 0 ? (
          <p className="book-muted">No days open for booking in these two weeks. Try later dates.</p>
        ) : (
          <div className="book-days">
            {days.map((d) => (
              <label key={d.date} className="book-day" data-testid={`day-${d.date}`}>
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={d.date}
                  checked={day === d.date}
                  disabled={!open(d)}
                  onChange={() => {
                    tapped.current = true;
                    setDay(d.date);
                    onChange(null);
                  }}
                />
                <span>
                  {formatDay(d.date, { year: false })}
                  <small>{open(d) ? `${d.slots.filter((s) => s.available).length} free` : 'Full'}</small>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {chosenDay && (
        <fieldset className="book-choices book-choices--times" ref={times} data-testid="slot-times">
          <legend className="book-step__title">Pick a time on {formatDay(chosenDay.date, { year: false })}</legend>
          <div className="book-times">
            {chosenDay.slots.map((s) => (
              <label key={s.start} className="book-time" data-testid={`slot-${s.start}`}>
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={s.start}
                  disabled={!s.available}
                  checked={value?.date === chosenDay.date && value.start === s.start}
                  onChange={() => onChange({ date: chosenDay.date, start: s.start })}
                />
                <span>{formatSlot(s.start)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
