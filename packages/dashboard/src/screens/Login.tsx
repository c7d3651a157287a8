import { PRODUCT_NAME, REDIRECT_DELAY_MS, STRINGS } from '@botfolio/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAlert } from '../context/AlertContext';
import { useApi } from '../context/ApiContext';
import { useUser } from '../context/UserContext';
import { errorMessage, errorStatus } from '../errors';
import { afterLogin } from '../loginReturn';
import './Login.css';

type Mode = 'login' | 'register';

const EMPTY = { name: '', email: '', password: '' };

/** Login and register in one screen: the mode link switches and clears the fields. */
export default function Login() {
  const api = useApi();
  const { setToken, token, user, loading } = useUser();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('login');
  const [fields, setFields] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const id = useId();

  // The page that sent the person here (a screen that needs an account, the header's Log in), else home.
  const returnTo = afterLogin(useLocation().state);

  // The confirmation stays for REDIRECT_DELAY_MS, then the app goes back there; leaving early cancels it.
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate(returnTo), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, returnTo]);

  const register = mode === 'register';
  const update = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((prev) => ({ ...prev, [key]: event.target.value }));

  const switchMode = () => {
    setMode(register ? 'login' : 'register');
    setFields(EMPTY);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || succeeded) return;
    setSubmitting(true);
    try {
      const answer = register
        ? await api.signup({ name: fields.name.trim(), email: fields.email.trim(), password: fields.password })
        : await api.login({ email: fields.email.trim(), password: fields.password });
      setToken(answer.authtoken);
      setSucceeded(true);
    } catch (err) {
      console.error(register ? 'Register failed' : 'Login failed', err);
      showAlert(errorStatus(err) === 401 ? STRINGS.invalidCredentials : errorMessage(err, STRINGS.invalidCredentials));
    } finally {
      setSubmitting(false);
    }
  };

  // Someone signed in already (Back after logging in, a login in another tab) is not asked to log in again: they go
  // where this page would send them. Only a token whose user has loaded, and is not being checked again, counts: a
  // screen whose call was refused (401) sends the person here while the user fetch finds the token stale.
  if (token && user && !loading && !succeeded) return <Navigate to={returnTo} replace />;

  const locked = submitting || succeeded;
  return (
    <div className="page login">
      <div className="card login__card">
        <Link className="icon-btn login__back" to="/" aria-label={STRINGS.backToHome}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M19 12H5M11 6l-6 6 6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Link>
        <h1 className="login__title">
          {register ? STRINGS.registerTo : STRINGS.loginTo} {PRODUCT_NAME}
        </h1>
        {succeeded && (
          <p className="form-message form-message--success" role="status">
            {register ? STRINGS.registerSuccess : STRINGS.loginSuccess}
          </p>
        )}
        <form className="login__form" onSubmit={submit} aria-busy={submitting}>
          {register && (
            <div className="field">
              <label htmlFor={`${id}-name`}>{STRINGS.nameLabel}</label>
              <input
                id={`${id}-name`}
                className="input"
                name="name"
                type="text"
                autoComplete="name"
                required
                value={fields.name}
                onChange={update('name')}
                disabled={locked}
              />
            </div>
          )}
          <div className="field">
            <label htmlFor={`${id}-email`}>{STRINGS.emailLabel}</label>
            <input
              id={`${id}-email`}
              className="input"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={fields.email}
              onChange={update('email')}
              disabled={locked}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>{STRINGS.passwordLabel}</label>
            <input
              id={`${id}-password`}
              className="input"
              name="password"
              type="password"
              autoComplete={register ? 'new-password' : 'current-password'}
              required
              value={fields.password}
              onChange={update('password')}
              disabled={locked}
              aria-describedby={register ? `${id}-password-rule` : undefined}
            />
            {register && (
              <p id={`${id}-password-rule`} className="field__hint">
                {STRINGS.passwordRule}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn--primary login__submit" disabled={locked}>
            {register ? STRINGS.registerSubmit : STRINGS.loginSubmit}
          </button>
        </form>
        <div className="login__divider" aria-hidden="true">
          <span>or</span>
        </div>
        <button
          type="button"
          className="btn btn--secondary login__google"
          onClick={() => showAlert(STRINGS.googleSoon)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14zM12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 5.9 12 5.9z"
              fill="currentColor"
            />
          </svg>
          {register ? STRINGS.registerWithGoogle : STRINGS.loginWithGoogle}
        </button>
        <p className="login__switch">
          <button type="button" className="login__switch-button" onClick={switchMode} disabled={locked}>
            {register ? STRINGS.haveAccount : STRINGS.noAccount}
          </button>
        </p>
      </div>
    </div>
  );
}
