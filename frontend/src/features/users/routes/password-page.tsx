/** /admin/password and /user/password: change one's own password (current one required; other sessions end). */
import { PASSWORD_MIN } from '@studio/rules/field-rules';
import { useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { NoticeDialog, type Notice } from '../../../components/ui/notice-dialog';
import { useSubmit } from '../../../lib/use-submit';
import { changePassword } from '../api/change-password';
import '../../../components/ui/staff-ui.css';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordPage() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { sending, run } = useSubmit(changePassword);
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) found.currentPassword = 'Current password is required';
    if (values.newPassword.length < PASSWORD_MIN) found.newPassword = 'New password must be at least 6 characters';
    else if (values.newPassword !== values.confirmPassword) found.confirmPassword = 'Passwords do not match';
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) return document.getElementById(`password-${first}`)?.focus();
    const result = await run(values.currentPassword, values.newPassword);
    if (!result) return;
    const wrong = result.ok ? undefined : result.fields?.currentPassword ? 'currentPassword' : result.fields?.newPassword ? 'newPassword' : undefined;
    if (result.ok) {
      setValues(EMPTY);
      setNotice({ type: 'success', title: 'Done', message: result.data.message });
    } else if (wrong) {
      setErrors({ [wrong]: result.message });
      document.getElementById(`password-${wrong}`)?.focus();
    } else {
      setNotice({ type: 'error', message: result.message });
    }
  };

  const field = (key: Field, label: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`password-${key}`}>{label}</label>
      <input
        id={`password-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={values[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `password-${key}-error` : undefined}
        onChange={(e) => {
          setValues((v) => ({ ...v, [key]: e.target.value }));
          setErrors((x) => ({ ...x, [key]: undefined }));
        }}
      />
      <FieldError id={`password-${key}-error`}>{errors[key]}</FieldError>
    </div>
  );

  return (
    <section className="staff-page">
      <h1 className="staff-page__title">Change password</h1>
      <p className="staff-page__lead">You stay signed in here; every other device is signed out.</p>
      <form className="form panel" noValidate onSubmit={(e) => void submit(e)} aria-busy={sending || undefined} style={{ maxWidth: '32rem' }}>
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password')}
        {field('confirmPassword', 'Confirm new password', 'new-password')}
        <button type="submit" className="btn" disabled={sending} aria-busy={sending || undefined}>
          {sending ? <span className="spinner" aria-hidden /> : null}
          Change password
        </button>
      </form>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
