import { STRINGS, type UpdateUserRequest } from '@botfolio/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { useAlert } from '../context/AlertContext';
import { useApi } from '../context/ApiContext';
import { useUser } from '../context/UserContext';
import { errorMessage } from '../errors';
import { returnHere } from '../loginReturn';
import './Settings.css';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** Sends one account update and reports the outcome; the server checks the current password. */
function useAccountUpdate(successText: string) {
  const api = useApi();
  const { setUser, setToken } = useUser();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (request: UpdateUserRequest): Promise<boolean> => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await api.updateUser(request);
      setUser(answer.user);
      // The server revokes older tokens on a password change; keep the session with the fresh one.
      if (answer.authtoken) setToken(answer.authtoken);
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
  const successRef = useRef<HTMLParagraphElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The submit button is disabled while the update runs, which drops focus to <body>: each new outcome takes
  // focus instead, so a keyboard or screen-reader user goes on from the sentence that says what happened.
  useEffect(() => {
    if (outcome) (outcome.kind === 'success' ? successRef : errorRef).current?.focus();
  }, [outcome]);
  // Both live regions stay mounted so a new outcome is announced.
  return (
    <>
      <p
        ref={successRef}
        className="form-message form-message--success"
        role="status"
        tabIndex={-1}
        hidden={outcome?.kind !== 'success'}
      >
        {outcome?.kind === 'success' ? outcome.text : ''}
      </p>
      <p
        ref={errorRef}
        className="form-message form-message--error"
        role="alert"
        tabIndex={-1}
        hidden={outcome?.kind !== 'error'}
      >
        {outcome?.kind === 'error' ? outcome.text : ''}
      </p>
    </>
  );
}

interface Field<K extends string> {
  key: K;
  label: string;
  type: 'text' | 'password';
  autoComplete: string;
  initial?: string;
}

const currentPasswordField: Field<'current'> = {
  key: 'current',
  label: STRINGS.currentPassword,
  type: 'password',
  autoComplete: 'current-password',
};

interface AccountFormProps<K extends string> {
  title: string;
  fields: readonly Field<K>[];
  submitLabel: string;
  successText: string;
  toRequest: (values: Record<K, string>) => UpdateUserRequest;
}

/** One account-update form: labelled required fields, its outcome, a submit button; passwords clear after success. */
function AccountForm<K extends string>({ title, fields, submitLabel, successText, toRequest }: AccountFormProps<K>) {
  const id = useId();
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field.key, field.initial ?? ''])) as Record<K, string>,
  );
  const { busy, outcome, run } = useAccountUpdate(successText);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await run(toRequest(values))) {
      setValues((old) => {
        const cleared = { ...old };
        for (const field of fields) if (field.type === 'password') cleared[field.key] = '';
        return cleared;
      });
    }
  };

  return (
    <form className="card settings__section" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <OutcomeMessage outcome={outcome} />
      {fields.map((field) => (
        <div className="field" key={field.key}>
          <label htmlFor={`${id}-${field.key}`}>{field.label}</label>
          <input
            id={`${id}-${field.key}`}
            className="input"
            type={field.type}
            autoComplete={field.autoComplete}
            required
            value={values[field.key]}
            onChange={(event) => {
              const value = event.target.value;
              setValues((old) => ({ ...old, [field.key]: value }));
            }}
          />
        </div>
      ))}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

const passwordFields = [
  currentPasswordField,
  { key: 'new', label: STRINGS.newPassword, type: 'password', autoComplete: 'new-password' },
] as const satisfies readonly Field<'current' | 'new'>[];

function NameForm({ currentName }: { currentName: string }) {
  const fields = [
    { key: 'name', label: STRINGS.newName, type: 'text', autoComplete: 'name', initial: currentName },
    currentPasswordField,
  ] as const satisfies readonly Field<'name' | 'current'>[];
  return (
    <AccountForm
      title={STRINGS.changeName}
      fields={fields}
      submitLabel={STRINGS.saveName}
      successText={STRINGS.nameUpdated}
      toRequest={(values) => ({ name: values.name.trim(), currentPassword: values.current })}
    />
  );
}

function PasswordForm() {
  return (
    <AccountForm
      title={STRINGS.changePassword}
      fields={passwordFields}
      submitLabel={STRINGS.savePassword}
      successText={STRINGS.passwordUpdated}
      toRequest={(values) => ({ password: values.new, currentPassword: values.current })}
    />
  );
}

/** Account settings (`/settings`, signed in only): rename the account and change the password. */
export default function Settings() {
  const { token, user, loading, error } = useUser();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!token) {
      showAlert(STRINGS.loginFirst);
      // signing in comes back here
      navigate('/login', { replace: true, state: returnHere(location) });
    }
  }, [token, showAlert, navigate, location]);

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
