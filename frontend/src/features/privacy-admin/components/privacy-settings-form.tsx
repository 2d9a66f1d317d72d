/** The grievance contact parents see on /privacy and the retention periods the daily job keeps (settings part `privacy`). */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { PrivacySettings } from '../../../lib/api-schema';
import { useSubmit } from '../../../lib/use-submit';
import { putPrivacySettings } from '../api/put-privacy-settings';

type Key = keyof PrivacySettings;
const FIELDS: { key: Key; label: string; kind: 'text' | 'email' | 'tel' | 'number'; hint?: string }[] = [
  { key: 'contactName', label: 'Grievance contact', kind: 'text', hint: 'The person parents may write to about their data (shown on /privacy).' },
  { key: 'contactEmail', label: 'Their e-mail', kind: 'email' },
  { key: 'contactPhone', label: 'Their phone', kind: 'tel', hint: '10 digits, without +91.' },
  { key: 'enquiryMonths', label: 'Enquiries without a booking: months', kind: 'number', hint: 'Erased this long after their last change (12).' },
  { key: 'galleryDaysAfterExpiry', label: 'Client gallery photos: days after expiry', kind: 'number', hint: 'Erased this long after the gallery expires (90).' },
  { key: 'selfieDays', label: 'Field workers’ selfies: days', kind: 'number', hint: '90.' },
  { key: 'accessLogDays', label: 'Access log: days', kind: 'number', hint: 'Kept one year (365).' },
];

export function PrivacySettingsForm({ settings, onSaved }: { settings: PrivacySettings; onSaved: (s: PrivacySettings) => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<Key, string>>(() => toValues(settings));
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const { sending, run } = useSubmit(putPrivacySettings);
  useEffect(() => setValues(toValues(settings)), [settings]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const patch = Object.fromEntries(FIELDS.map((f) => [f.key, f.kind === 'number' ? Number(values[f.key]) : values[f.key].trim()]));
    const res = await run(patch);
    if (!res) return;
    if (res.ok) {
      onSaved(res.data);
      setFields({});
      setStatus({ ok: true, text: 'Saved' });
    } else {
      setFields(res.fields ?? {});
      setStatus({ ok: false, text: res.message });
    }
  }

  return (
    <form className="panel privacy-admin__panel" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} data-testid="privacy-settings-form">
      <h2 className="privacy-admin__title" id={`${id}-title`}>
        Contact and retention
      </h2>
      <div className="privacy-admin__grid">
        {FIELDS.map((f) => {
          const err = fields[`privacy.${f.key}`] ?? fields[f.key];
          return (
            <div className="field" key={f.key}>
              <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
              <input
                id={`${id}-${f.key}`}
                type={f.kind}
                inputMode={f.kind === 'number' || f.kind === 'tel' ? 'numeric' : undefined}
                value={values[f.key]}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                aria-invalid={err ? true : undefined}
                aria-describedby={f.hint || err ? `${id}-${f.key}-hint` : undefined}
              />
              {f.hint || err ? (
                <span className={err ? 'field-error' : 'privacy-admin__hint'} id={`${id}-${f.key}-hint`}>
                  {err ?? f.hint}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="privacy-admin__actions">
        <button type="submit" className="btn btn--small" disabled={sending}>
          {sending ? 'Saving…' : 'Save'}
        </button>
        {status ? (
          <p className={status.ok ? 'privacy-admin__status' : 'privacy-admin__status privacy-admin__status--error'} role="status">
            {status.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}

const toValues = (s: PrivacySettings): Record<Key, string> => Object.fromEntries(FIELDS.map((f) => [f.key, String(s[f.key] ?? '')])) as Record<Key, string>;
