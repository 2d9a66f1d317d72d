/**
 * /login page SHELL (public). The staff-area engineer replaces features/auth with the
 * real sign-in (POST /api/login, notice, redirect by role).
 */
import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import './login.css';

export function LoginPage() {
  useDocumentMeta('Sign in', 'Staff sign in.');
  return (
    <main className="login" id="main">
      <div className="login__card">
        <Link to="/" className="login__logo">
          <img src="/logo.png" alt="Home" width={72} height={72} />
        </Link>
        <h1 className="login__title">Welcome Back</h1>
        <p className="login__subtitle">Sign in to your account</p>
        <form className="form" onSubmit={(e) => e.preventDefault()}>
          <div className="field">
            <label htmlFor="login-username">User Name</label>
            <input id="login-username" name="username" autoComplete="username" required />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input id="login-password" name="password" type="password" autoComplete="current-password" required />
          </div>
          <button type="submit" className="btn btn--block">
            Sign In
          </button>
        </form>
      </div>
    </main>
  );
}
