import { STRINGS } from '@botfolio/core';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App, isChatPath, preloadScreen, titleFor } from './App';
import { ADA, fakeServer, json, renderWithApp } from './test/testKit';

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('app routes', () => {
  it('shows the header and the landing page at /', async () => {
    renderWithApp(<App />, { fetch: fakeServer({}).fetch, token: null });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: STRINGS.heroTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STRINGS.skipToContent })).toHaveAttribute('href', '#main');
  });

  it('loads the login screen at /login', async () => {
    renderWithApp(<App />, { at: '/login', fetch: fakeServer({}).fetch, token: null });
    expect(await screen.findByRole('heading', { level: 1, name: `${STRINGS.loginTo} Botfolio` })).toBeInTheDocument();
  });

  it('renders a preloaded first screen at once, with no spinner in between', async () => {
    await preloadScreen('/a/path/nobody/has');
    renderWithApp(<App />, { at: '/a/path/nobody/has', fetch: fakeServer({}).fetch, token: null });
    // synchronously after the first render: the screen is there (a lazy screen would show the spinner first)
    expect(screen.getByRole('heading', { name: STRINGS.notFoundTitle })).toBeInTheDocument();
  });

  it('shows a not-found page for unknown paths', async () => {
    renderWithApp(<App />, { at: '/no/such/page', fetch: fakeServer({}).fetch, token: null });
    expect(await screen.findByRole('heading', { name: STRINGS.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STRINGS.goHome })).toHaveAttribute('href', '/');
  });

  it('follows a logout in another tab: the header offers Log in and Your Bots goes to the login page', async () => {
    const api = fakeServer({ 'GET /api/auth/getuser': () => json(200, ADA) });
    const { location } = renderWithApp(<App />, { at: '/your-bots', fetch: api.fetch });
    expect(await screen.findByRole('button', { name: `${STRINGS.accountMenu}: Ada Lovelace` })).toBeInTheDocument();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(await screen.findByText(STRINGS.loginFirst)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(screen.getByRole('link', { name: STRINGS.logIn })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${STRINGS.accountMenu}: Ada Lovelace` })).toBeNull();
  });

  it('hides the header completely on /bot paths', () => {
    renderWithApp(<App />, { at: '/bot/u1/b1', fetch: fakeServer({}).fetch, token: null });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: STRINGS.logIn })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: STRINGS.skipToContent })).not.toBeInTheDocument();
  });

  it('treats exactly the paths starting with /bot as chat paths', () => {
    expect(isChatPath('/bot/u/b')).toBe(true);
    expect(isChatPath('/bots')).toBe(true);
    expect(isChatPath('/your-bots')).toBe(false);
    expect(isChatPath('/')).toBe(false);
  });

  it('names each page in the document title', async () => {
    renderWithApp(<App />, { at: '/settings', fetch: fakeServer({}).fetch, token: null });
    await waitFor(() => expect(document.title).toBe(`${STRINGS.settingsTitle} · Botfolio`));
    expect(titleFor('/')).toBe('Botfolio');
    expect(titleFor('/login')).toBe(`${STRINGS.loginSubmit} · Botfolio`);
    expect(titleFor('/profile/u1')).toBe(`${STRINGS.menuProfile} · Botfolio`);
    expect(titleFor('/your-bots')).toBe(`${STRINGS.menuYourBots} · Botfolio`);
    expect(titleFor('/nowhere')).toBe(`${STRINGS.notFoundTitle} · Botfolio`);
  });
});
