/** One package's fields (new or edited): prices typed in rupees, sent in paise. */
import { BOOKING_NAME_MAX, NOTES_MAX } from '@studio/rules/field-rules';
import type { ApiResult } from '../../../lib/api-result';
import { useSubmit } from '../../../lib/use-submit';
import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '../../../lib/booking-format';
import { PACKAGE_KINDS, type AdminPackage, type PackageInput } from '../api/admin-booking-types';
import { rupeesToPaise } from './booking-week';

const rupees = (paise: number) => formatRupees(paise).replace(/[₹,]/g, '');

export function PackageForm({
  initial,
  nextOrder,
  onSave,
  onDone,
}: {
  initial?: AdminPackage;
  nextOrder: number;
  onSave: (input: PackageInput) => Promise<ApiResult<AdminPackage>>;
  onDone: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [kind, setKind] = useState<PackageInput['kind']>(initial?.kind ?? 'family');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [duration, setDuration] = useState(String(initial?.durationMinutes ?? 60));
  const [price, setPrice] = useState(initial ? rupees(initial.pricePaise) : '');
  const [advance, setAdvance] = useState(initial ? rupees(initial.advancePaise) : '');
  const [active, setActive] = useState(initial?.active ?? true);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const { sending: busy, run: save } = useSubmit(onSave);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const pricePaise = rupeesToPaise(price);
    const advancePaise = rupeesToPaise(advance || '0');
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = 'Please give the package a name.';
    if (pricePaise === null) local.pricePaise = 'Enter the price in rupees, e.g. 12000.';
    if (advancePaise === null) local.advancePaise = 'Enter the advance in rupees (0 for none).';
    else if (pricePaise !== null && advancePaise > pricePaise) local.advancePaise = 'The advance cannot be more than the price.';
    setFields(local);
    if (Object.keys(local).length) return;
    setError(null);
    const res = await save({
      name: name.trim(),
      kind,
      description: description.trim(),
      durationMinutes: Number(duration),
      pricePaise: pricePaise!,
      advancePaise: advancePaise!,
      active,
      order: initial?.order ?? nextOrder,
    });
    if (!res) return;
    if (res.ok) return onDone();
    setFields(res.fields ?? {});
    setError(res.fields ? 'Please check the fields marked below.' : res.message);
  };

  const err = (k: string) =>
    fields[k] ? (
      <span className="field-error" id={`${id}-${k}-err`}>
        {fields[k]}
      </span>
    ) : null;
  const aria = (k: string) => (fields[k] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${k}-err` } : {});

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="package-form">
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} value={name} maxLength={BOOKING_NAME_MAX} onChange={(e) => setName(e.target.value)} {...aria('name')} />
        {err('name')}
      </div>
      <div className="form-row form-row--2">
        <div className="field">
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as PackageInput['kind'])}>
            {PACKAGE_KINDS.map((k) => (
              <option key={k} value={k}>
                {k[0].toUpperCase() + k.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-dur`}>Length (minutes)</label>
          <input id={`${id}-dur`} type="number" min={30} max={480} step={30} inputMode="numeric" value={duration} onChange={(e) => setDuration(e.target.value)} {...aria('durationMinutes')} />
          {err('durationMinutes')}
        </div>
      </div>
      <div className="form-row form-row--2">
        <div className="field">
          <label htmlFor={`${id}-price`}>Price (₹)</label>
          <input id={`${id}-price`} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} {...aria('pricePaise')} />
          {err('pricePaise')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-adv`}>Advance (₹)</label>
          <input id={`${id}-adv`} inputMode="decimal" value={advance} onChange={(e) => setAdvance(e.target.value)} {...aria('advancePaise')} />
          {err('advancePaise')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-desc`}>Description</label>
        <textarea id={`${id}-desc`} rows={3} maxLength={NOTES_MAX} value={description} onChange={(e) => setDescription(e.target.value)} {...aria('description')} />
        {err('description')}
      </div>
      <label className="check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Offered on the booking page
      </label>
      {error && (
        <p className="bka-msg bka-msg--error" role="alert">
          {error}
        </p>
      )}
      <div className="bka-actions">
        <button type="submit" className="btn btn--small" disabled={busy}>
          {busy ? 'Saving...' : initial ? 'Save package' : 'Add package'}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
