import { STRINGS, type UpdateUserRequest } from '@botfolio/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { useAlert } from '../context/AlertContext';
import { useApi } from '../context/ApiContext';
import { useUser } from '../context/UserContext';
import { errorMessage } from '../errors';
import './Settings.css';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** Sends one account update and reports the outcome; the server checks the current password. */
function useAccountUpdate(successText: string) {
  const api = useApi();
  const { setUser } = useUser();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (request: UpdateUserRequest): Promise<boolean> => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await api.updateUser(request);
      setUser(answer.user);
      setOutcome({ kind: 'success', text: successText });
      return true;
    } catch (err) {
      console.error('Account update failed', err);
      setOutcome({ kind: 'error', text: errorMessage(err, STRINGS.updateFailed) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run };
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  // Both live regions stay mounted so a new outcome is announced.
  return (
    <>
      <p className="form-message form-message--success" role="status" hidden={outcome?.kind !== 'success'}>
        {outcome?.kind === 'success' ? outcome.text : ''}
      </p>
      <p className="form-message form-message--error" role="alert" hidden={outcome?.kind !== 'error'}>
        {outcome?.kind === 'error' ? outcome.text : ''}
      </p>
    </>
  );
}

function NameForm({ currentName }: { currentName: string }) {
  const id = useId();
  const [name, setName] = useState(currentName);
  const [password, setPassword] = useState('');
  const { busy, outcome, run } = useAccountUpdate(STRINGS.nameUpdated);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await run({ name: name.trim(), currentPassword: password })) setPassword('');
  };

  return (
    <form className="card settings__section" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{STRINGS.changeName}</h2>
      <OutcomeMessage outcome={outcome} />
      <div className="field">
        <label htmlFor={`${id}-name`}>{STRINGS.newName}</label>
        <input
          id={`${id}-name`}
          className="input"
          type="text"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-current`}>{STRINGS.currentPassword}</label>
        <input
          id={`${id}-current`}
          className="input"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {STRINGS.saveName}
      </button>
    </form>
  );
}

function PasswordForm() {
  const id = useId();
  const [next, setNext] = useState('');
  const [current, setCurrent] = useState('');
  const { busy, outcome, run } = useAccountUpdate(STRINGS.passwordUpdated);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await run({ password: next, currentPassword: current })) {
      setNext('');
      setCurrent('');
    }
  };

  return (
    <form className="card settings__section" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{STRINGS.changePassword}</h2>
      <OutcomeMessage outcome={outcome} />
      <div className="field">
        <label htmlFor={`${id}-current`}>{STRINGS.currentPassword}</label>
        <input
          id={`${id}-current`}
          className="input"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-new`}>{STRINGS.newPassword}</label>
        <input
          id={`${id}-new`}
          className="input"
          type="password"
          autoComplete="new-password"
          required
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {STRINGS.savePassword}
      </button>
    </form>
  );
}

/** Account settings (`/settings`, signed in only): rename the account and change the password. */
export default function Settings() {
  const { token, user, loading, error } = useUser();
  const { showAlert } = useAlert();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) {
      showAlert(STRINGS.loginFirst);
      navigate('/login', { replace: true });
    }
  }, [token, showAlert, navigate]);

  if (!token) return null;
  return (
    <div className="page settings">
      <h1>{STRINGS.settingsTitle}</h1>
      {user ? (
        <>
          <p className="settings__who">
            {user.name}
            {user.email ? ` · ${user.email}` : ''}
          </p>
          <NameForm key={user._id} currentName={user.name} />
          <PasswordForm />
        </>
      ) : loading ? (
        <PageSpinner />
      ) : (
        <p className="form-message form-message--error" role="alert">
          {STRINGS.errorPrefix}
          {error ?? STRINGS.fetchUserFailed}
        </p>
      )}
    </div>
  );
}
