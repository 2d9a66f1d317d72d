/**
 * /admin/add-user (spec §2, §5, §8): Username, Password, Confirm Password, Role (User|Admin,
 * default User), 'Add User'. Loader while submitting; popup 'User added successfully!';
 * the server's message on failure (e.g. duplicate username), else the spec's fallback.
 */
import { useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { NoticeDialog, type Notice } from '../../../components/ui/notice-dialog';
import { useSubmit } from '../../../lib/use-submit';
import { createUser } from '../api/create-user';
import { validateAddUser, type AddUserErrors, type AddUserValues } from '../components/add-user-validation';
import '../../../components/ui/staff-ui.css';

const EMPTY: AddUserValues = { username: '', password: '', confirmPassword: '', role: 'user' };

export function AddUserPage() {
  const [values, setValues] = useState<AddUserValues>(EMPTY);
  const [errors, setErrors] = useState<AddUserErrors>({});
  const { sending, run } = useSubmit(createUser);
  const [notice, setNotice] = useState<Notice | null>(null);

  const set = <K extends keyof AddUserValues>(key: K, value: AddUserValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const found = validateAddUser(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      const first = (Object.keys(found) as (keyof AddUserValues)[]).find((k) => found[k]);
      if (first) document.getElementById(`add-user-${first}`)?.focus();
      return;
    }
    const result = await run({ username: values.username.trim(), password: values.password, role: values.role });
    if (!result) return;
    if (result.ok) {
      setValues(EMPTY);
      setNotice({ type: 'success', message: 'User added successfully!', title: 'Done' });
    } else {
      setNotice({ type: 'error', message: result.message });
    }
  };

  const field = (key: keyof AddUserValues, label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`add-user-${key}`}>{label}</label>
      <input
        id={`add-user-${key}`}
        name={key}
        type={type}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        value={values[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `add-user-${key}-error` : undefined}
        onChange={(e) => set(key, e.target.value as never)}
      />
      <FieldError id={`add-user-${key}-error`}>{errors[key]}</FieldError>
    </div>
  );

  return (
    <section className="staff-page">
      <h1 className="staff-page__title">Add User</h1>
      <p className="staff-page__lead">Create a sign-in for an admin or a field worker.</p>
      <form className="form panel" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={sending || undefined} style={{ maxWidth: '32rem' }}>
        {field('username', 'Username', 'text', 'off')}
        {field('password', 'Password', 'password', 'new-password')}
        {field('confirmPassword', 'Confirm Password', 'password', 'new-password')}
        <div className="field">
          <label htmlFor="add-user-role">Role</label>
          <select id="add-user-role" name="role" value={values.role} onChange={(e) => set('role', e.target.value as AddUserValues['role'])}>
            <option value="user">User</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        <button type="submit" className="btn" disabled={sending} aria-busy={sending || undefined}>
          {sending ? <span className="spinner" data-testid="add-user-loader" aria-hidden /> : null}
          Add User
        </button>
      </form>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
