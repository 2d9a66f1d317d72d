/**
 * Add or edit one testimonial: the spec's fields, a rating 1-5, an optional photo (read as a data-URL) and the family
 * it came from (a booking reference: shown only while that family's `reviews` consent says yes).
 */
import { NOTES_MAX } from '@studio/rules/field-rules';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { IMAGE_ACCEPT, refuseReason } from '../../../lib/image-upload-rules';
import { readDataUrl } from '../../../lib/read-data-url';
import type { TestimonialFields } from '../api/create-testimonial';
import type { ApiResult } from '../../../lib/api-result';
import { useSubmit } from '../../../lib/use-submit';
import { findBookingByReference } from '../api/find-booking';
import type { AdminTestimonial } from '../api/site-types';

const TEXT_FIELDS: Array<{ key: 'name' | 'role' | 'location' | 'date'; label: string; placeholder: string; max: number }> = [
  { key: 'name', label: 'Name', placeholder: 'Ananya Sharma', max: 80 },
  { key: 'role', label: 'Role', placeholder: 'New Mom', max: 80 },
  { key: 'location', label: 'Location', placeholder: 'Mumbai', max: 80 },
  { key: 'date', label: 'Date', placeholder: 'November 2025', max: 40 },
];

export function TestimonialForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial?: AdminTestimonial;
  onSubmit: (fields: Partial<TestimonialFields>) => Promise<ApiResult<unknown>>;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState({
    name: initial?.name ?? '',
    role: initial?.role ?? '',
    location: initial?.location ?? 'Mumbai',
    date: initial?.date ?? '',
    quote: initial?.quote ?? '',
    rating: String(initial?.rating ?? 5),
  });
  const [photo, setPhoto] = useState<{ dataUrl: string; name: string } | null>(null);
  const [dropPhoto, setDropPhoto] = useState(false);
  const linked = !!(initial?.bookingId || initial?.galleryId);
  const [familyRef, setFamilyRef] = useState('');
  const [unlink, setUnlink] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { sending: saving, run: send } = useSubmit(onSubmit);
  const [message, setMessage] = useState('');

  const set = (key: keyof typeof values, v: string) => {
    setValues((s) => ({ ...s, [key]: v }));
    setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refused = refuseReason(file);
    if (refused) {
      setErrors((e) => ({ ...e, photo: refused }));
      return;
    }
    setErrors((e) => ({ ...e, photo: '' }));
    setPhoto({ dataUrl: await readDataUrl(file), name: file.name });
    setDropPhoto(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const fields: Partial<TestimonialFields> = { ...values, rating: Number(values.rating) };
    if (initial) {
      // Only what changed.
      for (const k of ['name', 'role', 'location', 'date', 'quote'] as const) if (fields[k] === initial[k]) delete fields[k];
      if (fields.rating === initial.rating) delete fields.rating;
    }
    if (photo) fields.photo = photo.dataUrl;
    else if (dropPhoto) fields.photo = null;
    if (familyRef.trim()) {
      const found = await findBookingByReference(familyRef);
      if (!found.ok || !found.data) {
        setErrors((e) => ({ ...e, family: found.ok ? 'No booking has that reference' : found.message }));
        document.getElementById(`${id}-family`)?.focus();
        return;
      }
      fields.bookingId = found.data.id;
      fields.galleryId = null;
    } else if (unlink) {
      fields.bookingId = null;
      fields.galleryId = null;
    }
    const result = await send(fields);
    if (!result) return;
    if (!result.ok) {
      const wrong = result.fields ?? {};
      setErrors(wrong);
      setMessage(Object.keys(wrong).length ? 'Please correct the marked fields.' : result.message);
      const first = [...TEXT_FIELDS.map((f) => f.key), 'quote', 'rating', 'photo'].find((k) => wrong[k]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    }
  };

  const error = (key: string) => <FieldError id={`${id}-${key}-error`}>{errors[key]}</FieldError>;
  const aria = (key: string) => ({ 'aria-invalid': errors[key] ? true : undefined, 'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined });

  return (
    <form className="panel site-form testimonial-form" noValidate onSubmit={(e) => void submit(e)} aria-label={initial ? `Edit testimonial of ${initial.name}` : 'Add a testimonial'} data-testid="testimonial-form">
      <div className="site-form__grid">
        {TEXT_FIELDS.map((f) => (
          <div className="field" key={f.key}>
            <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
            <input id={`${id}-${f.key}`} name={f.key} maxLength={f.max} placeholder={f.placeholder} value={values[f.key]} onChange={(e) => set(f.key, e.target.value)} {...aria(f.key)} />
            {error(f.key)}
          </div>
        ))}
        <div className="field site-form__wide">
          <label htmlFor={`${id}-quote`}>Quote</label>
          <textarea id={`${id}-quote`} name="quote" rows={4} maxLength={NOTES_MAX} value={values.quote} onChange={(e) => set('quote', e.target.value)} {...aria('quote')} />
          {error('quote')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-rating`}>Rating</label>
          <select id={`${id}-rating`} name="rating" value={values.rating} onChange={(e) => set('rating', e.target.value)} {...aria('rating')}>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
          {error('rating')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-photo`}>Photo (optional)</label>
          <input id={`${id}-photo`} name="photo" type="file" accept={IMAGE_ACCEPT} onChange={(e) => void pick(e.target.files?.[0])} {...aria('photo')} />
          {photo ? <span className="field-hint">{photo.name} will be uploaded</span> : null}
          {initial?.image && !photo ? (
            <label className="check">
              <input type="checkbox" checked={dropPhoto} onChange={(e) => setDropPhoto(e.target.checked)} />
              <span>Remove the current photo</span>
            </label>
          ) : null}
          {error('photo')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-family`}>The family’s booking (optional)</label>
          <input id={`${id}-family`} name="family" placeholder="BK-7Q2M4X" value={familyRef} onChange={(e) => setFamilyRef(e.target.value)} {...aria('family')} />
          <span className="field-hint">
            {linked ? 'Linked to a family: shown only while they agree to reviews. A new reference moves it.' : 'Their words are then shown only while they agree to reviews.'}
          </span>
          {linked && !familyRef.trim() ? (
            <label className="check">
              <input type="checkbox" checked={unlink} onChange={(e) => setUnlink(e.target.checked)} />
              <span>Not a family’s testimonial (unlink)</span>
            </label>
          ) : null}
          {error('family')}
        </div>
      </div>
      <div className="site-form__actions">
        <button type="submit" className="btn" disabled={saving} aria-busy={saving || undefined}>
          {saving ? <span className="spinner" aria-hidden /> : null}
          {initial ? 'Save testimonial' : 'Add testimonial'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <p className="site-form__status site-form__status--error" role="status" aria-live="polite">
          {message}
        </p>
      </div>
    </form>
  );
}
