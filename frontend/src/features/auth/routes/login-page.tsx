/**
 * /login (spec §2 Login, §4 Login): 'Welcome Back', 'Sign in to your account', 'User Name',
 * 'Password', 'Sign In' with a spinner. The notice takes its type from the response's `error`
 * and its text from `message` (else 'Login successful' / 'Login failed'); after 1.5 s the
 * browser goes to /admin, /user or back to /login by role.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { NoticeDialog, type Notice } from '../../../components/ui/notice-dialog';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useSubmit } from '../../../lib/use-submit';
import { pathForRole, postLogin } from '../api/post-login';
import './login.css';

export const LOGIN_REDIRECT_MS = 1500;

export function LoginPage() {
  useDocumentMeta('Sign in', 'Staff sign in.');
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { sending: submitting, run } = useSubmit(postLogin);
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting || !username.trim() || !password) return;
    const result = await run({ username: username.trim(), password });
    if (!result) return;
    if (!result.ok) return setNotice({ type: 'error', message: result.message, title: 'Sign in failed' });
    setNotice({ type: 'success', message: result.data.message, title: 'Signed in' });
    const target = pathForRole(result.data.role);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setNotice(null);
      void navigate(target, { replace: true });
    }, LOGIN_REDIRECT_MS);
  };

  return (
    <main className="login" id="main">
      <div className="login__card">
        <Link to="/" className="login__logo">
          <img src="/logo.png" alt="Home" width={72} height={72} />
        </Link>
        <h1 className="login__title">Welcome Back</h1>
        <p className="login__subtitle">Sign in to your account</p>
        <form className="form" onSubmit={(e) => void onSubmit(e)} aria-busy={submitting || undefined}>
          <div className="field">
            <label htmlFor="login-username">User Name</label>
            <input
              id="login-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn--block" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? <span className="spinner" data-testid="login-spinner" aria-hidden /> : null}
            Sign In
          </button>
        </form>
      </div>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </main>
  );
}
