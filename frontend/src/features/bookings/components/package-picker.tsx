/** Step 1: the packages as a radio group of cards (price, advance, length). */
import type { BookingPackage } from '../api/booking-types';
import { formatDuration, formatRupees } from '../../../lib/booking-format';

export function PackagePicker({ packages, value, onChange }: { packages: BookingPackage[]; value: string | null; onChange: (id: string) => void }) {
  return (
    <fieldset className="book-choices" data-testid="package-picker">
      <legend className="book-step__title">Choose your session</legend>
      <div className="book-packages">
        {packages.map((p) => (
          <label key={p.id} className="book-package" data-testid={`package-${p.kind}`}>
            <input type="radio" name="package" value={p.id} checked={value === p.id} onChange={() => onChange(p.id)} />
            <span className="book-package__body">
              <span className="book-package__name">{p.name}</span>
              {p.description && <span className="book-package__text">{p.description}</span>}
              <span className="book-package__facts">
                <span>{formatRupees(p.pricePaise)}</span>
                <span aria-hidden>·</span>
                <span>{p.kind === 'newborn' ? 'Booked by due date' : formatDuration(p.durationMinutes)}</span>
              </span>
              <span className="book-package__advance">{p.advancePaise > 0 ? `Advance ${formatRupees(p.advancePaise)} by UPI to hold your time` : 'No advance: the studio confirms your request'}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
