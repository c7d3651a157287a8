import { REDIRECT_DELAY_MS, STRINGS, TOKEN_STORAGE_KEY } from '@botfolio/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUser } from '../context/UserContext';
import { afterLogin } from '../loginReturn';
import { ADA, fakeServer, json, renderWithApp } from '../test/testKit';
import Login from './Login';

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const banner = () => screen.getByRole('status', { name: '' });

function server(auth: () => Response) {
  return fakeServer({
    'POST /api/auth/login': auth,
    'POST /api/auth/signup': auth,
    'GET /api/auth/getuser': () => json(200, ADA),
  });
}

function renderLogin(api = server(() => json(200, { success: true, authtoken: 'tok-new' }))) {
  return { api, ...renderWithApp(<Login />, { at: '/login', fetch: api.fetch, token: null }) };
}

describe('login screen', () => {
  afterEach(() => vi.useRealTimers());

  it('starts in login mode with required email (type email) and password fields', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${STRINGS.loginTo} Botfolio`);
    expect(screen.queryByLabelText(STRINGS.nameLabel)).not.toBeInTheDocument();
    expect(field(STRINGS.emailLabel)).toHaveAttribute('type', 'email');
    expect(field(STRINGS.emailLabel)).toBeRequired();
    expect(field(STRINGS.passwordLabel)).toHaveAttribute('type', 'password');
    expect(field(STRINGS.passwordLabel)).toBeRequired();
    expect(screen.getByRole('link', { name: STRINGS.backToHome })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: STRINGS.loginWithGoogle })).toBeInTheDocument();
  });

  it('the mode link switches to register (with a required name) and clears the fields', () => {
    renderLogin();
    type(STRINGS.emailLabel, 'ada@example.com');
    type(STRINGS.passwordLabel, 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: STRINGS.noAccount }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${STRINGS.registerTo} Botfolio`);
    expect(field(STRINGS.nameLabel)).toBeRequired();
    expect(field(STRINGS.emailLabel)).toHaveValue('');
    expect(field(STRINGS.passwordLabel)).toHaveValue('');
    // the password rule is said before submitting, and read with the field
    expect(field(STRINGS.passwordLabel)).toHaveAccessibleDescription(STRINGS.passwordRule);
    expect(screen.getByRole('button', { name: STRINGS.registerWithGoogle })).toBeInTheDocument();

    type(STRINGS.nameLabel, 'Ada');
    type(STRINGS.emailLabel, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: STRINGS.haveAccount }));
    expect(screen.queryByLabelText(STRINGS.nameLabel)).not.toBeInTheDocument();
    expect(field(STRINGS.emailLabel)).toHaveValue('');
    expect(screen.queryByText(STRINGS.passwordRule)).not.toBeInTheDocument();
  });

  it("the Google button only says 'Google Authentication will be available soon'", () => {
    const { api } = renderLogin();
    fireEvent.click(screen.getByRole('button', { name: STRINGS.loginWithGoogle }));
    expect(banner()).toHaveTextContent(STRINGS.googleSoon);
    expect(api.received).toHaveLength(0);
  });

  it('on login success stores the token, confirms, and goes to / after exactly 2000 ms', async () => {
    vi.useFakeTimers();
    const { api, location } = renderLogin();
    type(STRINGS.emailLabel, ' ada@example.com ');
    type(STRINGS.passwordLabel, 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: STRINGS.loginSubmit }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.calls('POST', '/api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-new');
    expect(screen.getByText(STRINGS.loginSuccess)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STRINGS.loginSubmit })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1));
    expect(location()).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/');
  });

  it('after signing in, returns to the page that sent the person here (an in-app path only)', async () => {
    vi.useFakeTimers();
    const api = server(() => json(200, { success: true, authtoken: 'tok-new' }));
    const { location } = renderWithApp(<Login />, {
      at: '/login',
      fetch: api.fetch,
      token: null,
      state: { from: '/create-own-bot' },
    });
    type(STRINGS.emailLabel, 'ada@example.com');
    type(STRINGS.passwordLabel, 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: STRINGS.loginSubmit }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    expect(location()).toBe('/create-own-bot');
  });

  it('sends someone signed in already (Back after logging in) on to where the page would, without the form', async () => {
    const api = server(() => json(500, {}));
    const { location } = renderWithApp(<Login />, {
      at: '/login',
      fetch: api.fetch,
      state: { from: '/your-bots' },
    });
    await waitFor(() => expect(location()).toBe('/your-bots'));
    expect(screen.queryByRole('button', { name: STRINGS.loginSubmit })).toBeNull();
  });

  it('goes on when another tab logs in while this one shows the form', async () => {
    const { location } = renderLogin();
    expect(screen.getByRole('button', { name: STRINGS.loginSubmit })).toBeInTheDocument();
    act(() => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('keeps the form for a token the server no longer knows (and forgets that token)', async () => {
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(401, { success: false, error: 'Please log in again.' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderWithApp(<Login />, { at: '/login', fetch: api.fetch, token: 'tok-stale' });
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
    expect(location()).toBe('/login');
    expect(screen.getByRole('button', { name: STRINGS.loginSubmit })).toBeInTheDocument();
  });

  it('keeps the form for someone a screen sent here because their session ended (the user fetch then says 401)', async () => {
    let signedIn = true;
    const api = fakeServer({
      'GET /api/auth/getuser': () =>
        signedIn ? json(200, ADA) : json(401, { success: false, error: 'Log in again.' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    /** What CreateBot does with a 401: fetch the user again (which drops a stale token) and go to log in. */
    function SessionEnded() {
      const { user, refresh } = useUser();
      const navigate = useNavigate();
      const refused = () => {
        void refresh();
        navigate('/login', { state: { from: '/' } });
      };
      return user ? (
        <button type="button" onClick={refused}>
          save
        </button>
      ) : null;
    }
    const { location } = renderWithApp(
      <Routes>
        <Route path="/" element={<SessionEnded />} />
        <Route path="/login" element={<Login />} />
      </Routes>,
      { fetch: api.fetch },
    );
    const save = await screen.findByRole('button', { name: 'save' });
    signedIn = false;
    fireEvent.click(save);
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
    expect(location()).toBe('/login');
    expect(screen.getByRole('button', { name: STRINGS.loginSubmit })).toBeInTheDocument();
  });

  it.each([
    [{ from: '//elsewhere.example/' }, '/'],
    [{ from: 'https://elsewhere.example/' }, '/'],
    [{ from: '/login' }, '/'],
    [null, '/'],
    [{ from: '/your-bots#top' }, '/your-bots#top'],
  ])('returns from %j to %s', (state, expected) => {
    expect(afterLogin(state)).toBe(expected);
  });

  it('registers with name, email and password', async () => {
    const { api } = renderLogin();
    fireEvent.click(screen.getByRole('button', { name: STRINGS.noAccount }));
    type(STRINGS.nameLabel, 'Ada Lovelace');
    type(STRINGS.emailLabel, 'ada@example.com');
    type(STRINGS.passwordLabel, 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: STRINGS.registerSubmit }));
    expect(await screen.findByText(STRINGS.registerSuccess)).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/signup')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-new');
  });

  it("shows 'Invalid Credentials' for a wrong email or password and stays put", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderLogin(server(() => json(401, { success: false, error: 'Wrong email or password.' })));
    type(STRINGS.emailLabel, 'ada@example.com');
    type(STRINGS.passwordLabel, 'nope-nope');
    fireEvent.click(screen.getByRole('button', { name: STRINGS.loginSubmit }));
    await waitFor(() => expect(banner()).toHaveTextContent(STRINGS.invalidCredentials));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: STRINGS.loginSubmit })).toBeEnabled();
    expect(location()).toBe('/login');
  });

  it("shows the server's sentence when registering fails otherwise (e.g. the email is taken)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLogin(server(() => json(409, { success: false, error: 'An account with this email already exists.' })));
    fireEvent.click(screen.getByRole('button', { name: STRINGS.noAccount }));
    type(STRINGS.nameLabel, 'Ada');
    type(STRINGS.emailLabel, 'ada@example.com');
    type(STRINGS.passwordLabel, 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: STRINGS.registerSubmit }));
    await waitFor(() => expect(banner()).toHaveTextContent('An account with this email already exists.'));
  });
});
