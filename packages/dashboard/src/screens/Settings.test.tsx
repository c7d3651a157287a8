import { REDIRECT_DELAY_MS, STRINGS } from '@botfolio/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../components/Header';
import { ADA, deferred, fakeServer, type Handler, json, renderWithApp } from '../test/testKit';
import Login from './Login';
import Settings from './Settings';

function server(update: Handler, me: Handler = () => json(200, ADA)) {
  return fakeServer({ 'GET /api/auth/getuser': me, 'PATCH /api/auth/user': update });
}

const form = (title: string) => screen.getByRole('form', { name: title });

describe('settings screen', () => {
  it("sends a visitor to /login with 'Please Login First!'", async () => {
    // mounted on its route, as in the app: it is gone once at /login
    const { location } = renderWithApp(
      <Routes>
        <Route path="/settings" element={<Settings />} />
      </Routes>,
      { at: '/settings', fetch: fakeServer({}).fetch, token: null },
    );
    await waitFor(() => expect(location()).toBe('/login'));
    expect(screen.getAllByRole('status').some((el) => el.textContent?.includes(STRINGS.loginFirst))).toBe(true);
  });

  it('comes back to /settings once the visitor it sent to /login has signed in', async () => {
    vi.useFakeTimers();
    try {
      const api = fakeServer({
        'POST /api/auth/login': () => json(200, { success: true, authtoken: 'tok-new' }),
        'GET /api/auth/getuser': () => json(200, ADA),
      });
      const { location } = renderWithApp(
        <Routes>
          <Route path="/settings" element={<Settings />} />
          <Route path="/login" element={<Login />} />
        </Routes>,
        { at: '/settings', fetch: api.fetch, token: null },
      );
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(location()).toBe('/login');
      fireEvent.change(screen.getByLabelText(STRINGS.emailLabel), { target: { value: 'ada@example.com' } });
      fireEvent.change(screen.getByLabelText(STRINGS.passwordLabel), { target: { value: 'correct horse' } });
      fireEvent.click(screen.getByRole('button', { name: STRINGS.loginSubmit }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
      expect(location()).toBe('/settings');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a spinner until the user has loaded, then both forms', async () => {
    const me = deferred<Response>();
    renderWithApp(<Settings />, {
      at: '/settings',
      fetch: server(
        () => json(500, {}),
        () => me.promise,
      ).fetch,
    });
    expect(screen.getByText(STRINGS.loading)).toBeInTheDocument();
    me.resolve(json(200, ADA));
    expect(await screen.findByRole('form', { name: STRINGS.changeName })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: STRINGS.changePassword })).toBeInTheDocument();
    expect(screen.getByText(/ada@example.com/)).toBeInTheDocument();
  });

  it("says 'Error: ' and why when the user cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(<Settings />, {
      at: '/settings',
      fetch: server(
        () => json(500, {}),
        () => json(500, { success: false, error: 'Something went wrong.' }),
      ).fetch,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(`${STRINGS.errorPrefix}Something went wrong.`);
  });

  it('renames the account with the current password, and the header shows the new name', async () => {
    const api = server(() => json(200, { success: true, user: { ...ADA, name: 'Countess Ada' } }));
    renderWithApp(
      <>
        <Header />
        <Settings />
      </>,
      { at: '/settings', fetch: api.fetch },
    );
    await screen.findByRole('form', { name: STRINGS.changeName });
    const nameForm = form(STRINGS.changeName);
    const nameInput = screen.getByLabelText(STRINGS.newName);
    expect(nameInput).toHaveValue('Ada Lovelace');
    fireEvent.change(nameInput, { target: { value: '  Countess Ada ' } });
    fireEvent.change(nameForm.querySelector('input[type="password"]') as HTMLInputElement, {
      target: { value: 'correct horse' },
    });
    fireEvent.submit(nameForm);
    expect(await screen.findByText(STRINGS.nameUpdated)).toBeVisible();
    // The disabled submit button dropped focus: the sentence saying what happened takes it, not <body>.
    await waitFor(() => expect(screen.getByText(STRINGS.nameUpdated)).toHaveFocus());
    const call = api.calls('PATCH', '/api/auth/user')[0];
    expect(call?.body).toEqual({ name: 'Countess Ada', currentPassword: 'correct horse' });
    expect(call?.headers.authorization).toBe('tok-ada');
    expect(await screen.findByRole('button', { name: `${STRINGS.accountMenu}: Countess Ada` })).toBeInTheDocument();
  });

  it("changes the password, and shows the server's sentence when the current password is wrong", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let accept = false;
    const api = server(() =>
      accept
        ? json(200, { success: true, user: ADA, authtoken: 'tok-after-password-change' })
        : json(401, { success: false, error: 'Your current password is wrong.' }),
    );
    renderWithApp(<Settings />, { at: '/settings', fetch: api.fetch });
    const passwordForm = await screen.findByRole('form', { name: STRINGS.changePassword });
    const [current, next] = Array.from(passwordForm.querySelectorAll('input')) as [HTMLInputElement, HTMLInputElement];
    fireEvent.change(current, { target: { value: 'bad guess' } });
    fireEvent.change(next, { target: { value: 'a much longer password' } });
    fireEvent.submit(passwordForm);
    expect(await screen.findByText('Your current password is wrong.')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Your current password is wrong.')).toHaveFocus());
    expect(api.calls('PATCH', '/api/auth/user')[0]?.body).toEqual({
      password: 'a much longer password',
      currentPassword: 'bad guess',
    });

    accept = true;
    fireEvent.change(current, { target: { value: 'correct horse' } });
    fireEvent.submit(passwordForm);
    expect(await screen.findByText(STRINGS.passwordUpdated)).toBeVisible();
    await waitFor(() => expect(screen.getByText(STRINGS.passwordUpdated)).toHaveFocus());
    expect(screen.queryByText('Your current password is wrong.')).not.toBeInTheDocument();
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    // Older tokens stop working after a password change: the fresh one replaces the stored token.
    expect(localStorage.getItem('token')).toBe('tok-after-password-change');
  });
});
