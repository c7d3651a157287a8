import { TOKEN_STORAGE_KEY } from '@botfolio/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ADA, deferred, fakeServer, json, renderWithApp } from '../test/testKit';
import { useUser } from './UserContext';

const ADA_WITH_BOTS = { ...ADA, bots: [{ _id: 'b1', botName: 'Resume', botText: 'text' }] };

function Probe() {
  const { token, user, loading, error, deleteBot, logout, setToken } = useUser();
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  return (
    <div>
      <p data-testid="state">
        {JSON.stringify({ token, name: user?.name ?? null, bots: user?.bots.length ?? null, loading, error })}
      </p>
      <button
        type="button"
        onClick={() => deleteBot('b1').catch((err: unknown) => setDeleteFailure((err as Error).message))}
      >
        delete
      </button>
      {deleteFailure && <p data-testid="delete-failure">{deleteFailure}</p>}
      <button type="button" onClick={logout}>
        logout
      </button>
      <button type="button" onClick={() => setToken('tok-new')}>
        set token
      </button>
    </div>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

/** What the browser does in this tab when another tab of the site changes localStorage. */
function otherTab(change: () => void, key: string | null) {
  act(() => {
    change();
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
}

describe('shared user context', () => {
  it('signs this tab out when another tab logs out (which clears all storage)', async () => {
    const api = fakeServer({ 'GET /api/auth/getuser': () => json(200, ADA_WITH_BOTS) });
    renderWithApp(<Probe />, { fetch: api.fetch });
    await waitFor(() => expect(state()).toMatchObject({ token: 'tok-ada', name: 'Ada Lovelace' }));
    otherTab(() => localStorage.clear(), null);
    expect(state()).toEqual({ token: null, name: null, bots: null, loading: false, error: null });
  });

  it("follows another tab's login: this tab takes the new token and loads its user", async () => {
    const api = fakeServer({ 'GET /api/auth/getuser': () => json(200, { ...ADA, name: 'Grace Hopper' }) });
    renderWithApp(<Probe />, { fetch: api.fetch, token: null });
    otherTab(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-grace'), TOKEN_STORAGE_KEY);
    await waitFor(() => expect(state()).toMatchObject({ token: 'tok-grace', name: 'Grace Hopper', loading: false }));
    expect(api.calls('GET', '/api/auth/getuser')[0]?.headers.authorization).toBe('tok-grace');
    // another key changing (a chat kept for a tab, settings) is not a sign-in
    otherTab(() => localStorage.setItem('something-else', '1'), 'something-else');
    expect(api.calls('GET', '/api/auth/getuser')).toHaveLength(1);
  });

  it('starts empty and asks for nothing without a token', () => {
    const api = fakeServer({});
    renderWithApp(<Probe />, { fetch: api.fetch, token: null });
    expect(state()).toEqual({ token: null, name: null, bots: null, loading: false, error: null });
    expect(api.received).toHaveLength(0);
  });

  it('loads the profile once with the raw token in Authorization', async () => {
    const answer = deferred<Response>();
    const api = fakeServer({ 'GET /api/auth/getuser': () => answer.promise });
    renderWithApp(<Probe />, { fetch: api.fetch });
    expect(state()).toMatchObject({ token: 'tok-ada', name: null, loading: true });
    answer.resolve(json(200, ADA_WITH_BOTS));
    await waitFor(() => expect(state()).toMatchObject({ name: 'Ada Lovelace', bots: 1, loading: false }));
    expect(api.calls('GET', '/api/auth/getuser')).toHaveLength(1);
    expect(api.calls('GET', '/api/auth/getuser')[0]?.headers.authorization).toBe('tok-ada');
  });

  it('after a delete, fetches the profile again', async () => {
    let bots = ADA_WITH_BOTS.bots;
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, { ...ADA, bots }),
      'DELETE /api/auth/delete-bot/u-ada/b1': () => {
        bots = [];
        return json(200, { success: true });
      },
    });
    renderWithApp(<Probe />, { fetch: api.fetch });
    await waitFor(() => expect(state().bots).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(state().bots).toBe(0));
    expect(api.calls('DELETE', '/api/auth/delete-bot/u-ada/b1')[0]?.headers.authorization).toBe('tok-ada');
    expect(api.calls('GET', '/api/auth/getuser')).toHaveLength(2);
  });

  it('fetches the profile again when the delete fails too, logs it and rejects with the reason', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, ADA_WITH_BOTS),
      'DELETE /api/auth/delete-bot/u-ada/b1': () => json(403, { success: false, error: 'Not your bot.' }),
    });
    renderWithApp(<Probe />, { fetch: api.fetch });
    await waitFor(() => expect(state().bots).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(api.calls('GET', '/api/auth/getuser')).toHaveLength(2));
    expect(await screen.findByTestId('delete-failure')).toHaveTextContent('Not your bot.');
    expect(log).toHaveBeenCalled();
    expect(state().bots).toBe(1);
    log.mockRestore();
  });

  it('signs the browser out when the server no longer knows the token', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeServer({ 'GET /api/auth/getuser': () => json(401, { success: false, error: 'Please sign in.' }) });
    renderWithApp(<Probe />, { fetch: api.fetch });
    await waitFor(() => expect(state()).toMatchObject({ token: null, loading: false, error: 'Please sign in.' }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    log.mockRestore();
  });

  it('keeps the token but reports the error when the profile call fails otherwise', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(500, { success: false, error: 'Something went wrong.' }),
    });
    renderWithApp(<Probe />, { fetch: api.fetch });
    await waitFor(() =>
      expect(state()).toMatchObject({ token: 'tok-ada', loading: false, error: 'Something went wrong.' }),
    );
    log.mockRestore();
  });

  it('stores a new token and loads its user', async () => {
    const api = fakeServer({ 'GET /api/auth/getuser': () => json(200, ADA) });
    renderWithApp(<Probe />, { fetch: api.fetch, token: null });
    fireEvent.click(screen.getByRole('button', { name: 'set token' }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-new');
    await waitFor(() => expect(state().name).toBe('Ada Lovelace'));
    expect(api.calls('GET', '/api/auth/getuser')[0]?.headers.authorization).toBe('tok-new');
  });

  it('logout revokes the token on the server, then clears local and session storage and reloads the page', async () => {
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, ADA),
      'POST /api/auth/logout': () => json(200, { success: true }),
    });
    const { reload } = renderWithApp(<Probe />, { fetch: api.fetch });
    await waitFor(() => expect(state().name).toBe('Ada Lovelace'));
    localStorage.setItem('other', 'x');
    sessionStorage.setItem('chat', 'y');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'logout' }));
    });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.calls('POST', '/api/auth/logout')[0]?.headers.authorization).toBe('tok-ada');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(state()).toMatchObject({ token: null, name: null });
  });

  it('logout still signs the browser out when the server cannot be reached', async () => {
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, ADA),
      'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { reload } = renderWithApp(<Probe />, { fetch: api.fetch });
    await waitFor(() => expect(state().name).toBe('Ada Lovelace'));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'logout' }));
    });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.length).toBe(0);
  });
});
