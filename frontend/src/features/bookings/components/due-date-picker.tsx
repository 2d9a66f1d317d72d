/** Step 2 for a newborn session: the baby's due date, and whether the studio has room that week. */
import { useId } from 'react';
import { useDueWeek } from '../api/get-availability';
import { addDays, formatDay, studioToday } from '../../../lib/booking-format';

export const WEEK_FULL = 'We are fully booked for babies due that week. Please message us on WhatsApp.';

export function DueDatePicker({ packageId, value, onChange }: { packageId: string; value: string; onChange: (dueDate: string) => void }) {
  const id = useId();
  const today = studioToday();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const { data, error } = useDueWeek(packageId, valid ? value : null);
  const week = data?.dueWeek;
  return (
    <div className="book-due" data-testid="due-date-picker">
      <h2 className="book-step__title">When is your baby due?</h2>
      <p className="book-muted">
        Newborn sessions happen 5 to 14 days after birth. Book by your due date now; when your baby arrives, tell us the birth date and pick your day.
      </p>
      <div className="field">
        <label htmlFor={`${id}-due`}>Due date</label>
        <input id={`${id}-due`} type="date" min={addDays(today, -14)} max={addDays(today, 280)} value={value} onChange={(e) => onChange(e.target.value)} />
      </div>
      {valid && week && (
        <p className={week.left > 0 ? 'book-note' : 'book-alert'} role="status" data-testid="due-week">
          {week.left > 0
            ? `Good news: we have ${week.left === 1 ? 'one place' : `${week.left} places`} for babies due the week of ${formatDay(week.startsOn, { year: false })}.`
            : WEEK_FULL}
        </p>
      )}
      {valid && error && (
        <p className="book-alert" role="alert">
          {error instanceof Error && error.message ? error.message : 'We could not check that week. Please try again.'}
        </p>
      )}
    </div>
  );
}

