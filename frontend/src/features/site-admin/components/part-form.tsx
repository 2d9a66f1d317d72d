/**
 * One part of the site settings (studio details, claims or campaign) as a form with its own Save button. Fields
 * are described as data; the server validates and its field messages ('studio.phone' ...) show under the inputs.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import type { ApiResult } from '../../../lib/api-result';

export type FieldKind = 'text' | 'tel' | 'email' | 'url' | 'number' | 'date' | 'time' | 'textarea' | 'lines' | 'switch' | 'weekdays';

/** 'weekdays': seven boxes, Sunday (0) first, as in the booking settings' openDays. */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface FieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  maxLength?: number;
  /** e.g. "9876543210" */
  placeholder?: string;
}

type Raw = Record<string, string | boolean>;

/** API value → what the input holds. */
function toRaw(kind: FieldKind, v: unknown): string | boolean {
  if (kind === 'switch') return v === true;
  if (kind === 'lines') return Array.isArray(v) ? v.join('\n') : '';
  if (kind === 'weekdays') return Array.isArray(v) ? v.join(',') : '';
  return v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
}

/** What the input holds → API value. */
function fromRaw(kind: FieldKind, v: string | boolean): unknown {
  if (kind === 'switch') return v === true;
  const s = String(v);
  if (kind === 'lines') return s.split('\n').map((l) => l.trim()).filter(Boolean);
  if (kind === 'weekdays') return s ? s.split(',').map(Number).sort((a, b) => a - b) : [];
  if (kind === 'number') return s.trim() === '' ? s : Number(s);
  if (kind === 'date') return s || null;
  return s;
}

export function PartForm({
  part,
  title,
  lead,
  fields,
  values,
  onSave,
  testId,
}: {
  part: string;
  title: string;
  lead: string;
  fields: FieldDef[];
  values: Record<string, unknown>;
  onSave: (patch: Record<string, unknown>) => Promise<ApiResult<unknown>>;
  testId: string;
}) {
  const id = useId();
  const initial = (): Raw => Object.fromEntries(fields.map((f) => [f.key, toRaw(f.kind, values[f.key])]));
  const [raw, setRaw] = useState<Raw>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const stored = JSON.stringify(values);
  // A save elsewhere (or a refresh) brings new stored values: show them unless this form has unsaved edits.
  const [base, setBase] = useState(stored);
  useEffect(() => {
    if (stored !== base) {
      setBase(stored);
      setRaw(initial());
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);

  const dirty = fields.some((f) => JSON.stringify(fromRaw(f.kind, raw[f.key])) !== JSON.stringify(fromRaw(f.kind, toRaw(f.kind, values[f.key]))));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (state === 'saving') return;
    const patch: Record<string, unknown> = {};
    for (const f of fields) {
      const next = fromRaw(f.kind, raw[f.key]);
      if (JSON.stringify(next) !== JSON.stringify(fromRaw(f.kind, toRaw(f.kind, values[f.key])))) patch[f.key] = next;
    }
    if (!Object.keys(patch).length) {
      setState('saved');
      setMessage('Nothing to save: no changes.');
      return;
    }
    setState('saving');
    const result = await onSave(patch);
    if (result.ok) {
      setErrors({});
      setState('saved');
      setMessage('Saved. The public site shows it within a few seconds.');
    } else {
      const mine: Record<string, string> = {};
      for (const [k, v] of Object.entries(result.fields ?? {})) if (k.startsWith(`${part}.`)) mine[k.slice(part.length + 1)] = v;
      setErrors(mine);
      setState('error');
      setMessage(Object.keys(mine).length ? 'Please correct the marked fields.' : result.message);
      const first = fields.find((f) => mine[f.key]);
      if (first) document.getElementById(`${id}-${first.key}`)?.focus();
    }
  };

  const set = (key: string, v: string | boolean) => {
    setRaw((r) => ({ ...r, [key]: v }));
    setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
    if (state !== 'saving') setState('idle');
  };

  return (
    <form className="panel site-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 className="site-form__title" id={`${id}-title`}>
        {title}
      </h2>
      <p className="site-form__lead">{lead}</p>
      <div className="site-form__grid">
        {fields.map((f) => {
          const inputId = `${id}-${f.key}`;
          const err = errors[f.key];
          const described = [f.hint ? `${inputId}-hint` : '', err ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
          const common = {
            id: inputId,
            name: f.key,
            'aria-invalid': err ? true : undefined,
            'aria-describedby': described,
          };
          if (f.kind === 'switch') {
            return (
              <div className="field field--switch site-form__wide" key={f.key}>
                <label className="check" htmlFor={inputId}>
                  <input {...common} type="checkbox" checked={raw[f.key] === true} onChange={(e) => set(f.key, e.target.checked)} />
                  <span>{f.label}</span>
                </label>
                <FieldNotes inputId={inputId} hint={f.hint} error={err} />
              </div>
            );
          }
          if (f.kind === 'weekdays') {
            const on = new Set(String(raw[f.key]).split(',').filter(Boolean).map(Number));
            const toggle = (day: number, checked: boolean) => {
              const next = new Set(on);
              if (checked) next.add(day);
              else next.delete(day);
              set(f.key, [...next].sort((a, b) => a - b).join(','));
            };
            return (
              <fieldset className="field site-form__wide site-form__days" key={f.key} id={inputId} aria-describedby={described} aria-invalid={err ? true : undefined}>
                <legend>{f.label}</legend>
                <div className="site-form__day-list">
                  {WEEKDAYS.map((name, day) => (
                    <label className="check" key={name}>
                      <input type="checkbox" name={`${f.key}-${day}`} checked={on.has(day)} onChange={(e) => toggle(day, e.target.checked)} />
                      <span>{name}</span>
                    </label>
                  ))}
                </div>
                <FieldNotes inputId={inputId} hint={f.hint} error={err} />
              </fieldset>
            );
          }
          const wide = f.kind === 'textarea' || f.kind === 'lines' || f.kind === 'url';
          return (
            <div className={`field${wide ? ' site-form__wide' : ''}`} key={f.key}>
              <label htmlFor={inputId}>{f.label}</label>
              {f.kind === 'textarea' || f.kind === 'lines' ? (
                <textarea
                  {...common}
                  rows={f.kind === 'lines' ? 3 : 4}
                  maxLength={f.maxLength}
                  value={String(raw[f.key])}
                  onChange={(e) => set(f.key, e.target.value)}
                />
              ) : (
                <input
                  {...common}
                  type={f.kind === 'number' ? 'text' : f.kind}
                  inputMode={f.kind === 'number' || f.kind === 'tel' ? 'numeric' : undefined}
                  autoComplete="off"
                  spellCheck={f.kind === 'text'}
                  maxLength={f.maxLength}
                  placeholder={f.placeholder}
                  value={String(raw[f.key])}
                  onChange={(e) => set(f.key, e.target.value)}
                />
              )}
              <FieldNotes inputId={inputId} hint={f.hint} error={err} />
            </div>
          );
        })}
      </div>
      <div className="site-form__actions">
        <button type="submit" className="btn" disabled={state === 'saving'} aria-busy={state === 'saving' || undefined}>
          {state === 'saving' ? <span className="spinner" aria-hidden /> : null}
          Save {title.toLowerCase()}
        </button>
        <p className={`site-form__status site-form__status--${state}`} role="status" aria-live="polite">
          {state === 'idle' ? (dirty ? 'Unsaved changes' : '') : state === 'saving' ? 'Saving...' : message}
        </p>
      </div>
    </form>
  );
}

/** The hint and the error under a field, with the ids its `aria-describedby` names. */
function FieldNotes({ inputId, hint, error }: { inputId: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <span className="field-hint" id={`${inputId}-hint`}>
          {hint}
        </span>
      ) : null}
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
    </>
  );
}
