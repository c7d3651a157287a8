import { SEARCH_DEBOUNCE_MS, STRINGS } from '@botfolio/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyBurst, prefixes } from '../test/keyBurst';
import { ADA, deferred, fakeServer, type Handler, json, renderWithApp } from '../test/testKit';
import { Header } from './Header';

const ALAN = { _id: 'u-alan', name: 'Alan Turing', email: 'alan@example.com' };
const GRACE = { _id: 'u-grace', name: 'Grace Hopper', email: 'grace@example.com' };

function signedIn(search: Handler = () => json(200, { success: true, users: [] })) {
  return fakeServer({ 'GET /api/auth/getuser': () => json(200, ADA), 'POST /api/auth/search': search });
}

const searchBox = () => screen.getByRole('searchbox', { name: STRINGS.searchPlaceholder });
/** The signed-in controls are a lazy chunk: wait for them with real timers, then fake time if asked. */
async function controlsReady(fakeTimers = false) {
  await screen.findByRole('searchbox', { name: STRINGS.searchPlaceholder });
  if (fakeTimers) vi.useFakeTimers();
}
/** Lets timers run and every pending answer settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('header for a visitor', () => {
  it("offers 'Log in' and the section links, and no search or account menu", () => {
    const api = fakeServer({});
    renderWithApp(<Header />, { fetch: api.fetch, token: null });
    expect(screen.getByRole('link', { name: STRINGS.logIn })).toHaveAttribute('href', '/login');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: STRINGS.navHome })).toHaveAttribute('href', '/#home');
    expect(within(nav).getByRole('link', { name: STRINGS.navFeatures })).toHaveAttribute('href', '/#features');
    expect(within(nav).getByRole('link', { name: STRINGS.navPricing })).toHaveAttribute('href', '/#pricing');
    expect(within(nav).getByRole('link', { name: STRINGS.navContact })).toHaveAttribute('href', '/#contact');
    expect(screen.getByRole('link', { name: 'Botfolio' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});

describe('header for a signed-in user', () => {
  it("shows the 'Search User' box and the account menu instead of 'Log in'", async () => {
    renderWithApp(<Header />, { fetch: signedIn().fetch });
    await controlsReady();
    expect(searchBox()).toHaveAttribute('placeholder', STRINGS.searchPlaceholder);
    expect(screen.queryByRole('link', { name: STRINGS.logIn })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `${STRINGS.accountMenu}: Ada Lovelace` })).toBeInTheDocument();
  });
});

describe('user search', () => {
  afterEach(() => vi.useRealTimers());

  it(`waits ${SEARCH_DEBOUNCE_MS} ms after the last keystroke and sends one request`, async () => {
    const api = signedIn(() => json(200, { success: true, users: [ALAN] }));
    renderWithApp(<Header />, { fetch: api.fetch });
    await controlsReady(true);
    fireEvent.click(searchBox());
    fireEvent.change(searchBox(), { target: { value: 'a' } });
    await advance(100);
    fireEvent.change(searchBox(), { target: { value: 'al' } });
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(api.calls('POST', '/api/auth/search')).toHaveLength(0);
    await advance(1);
    const calls = api.calls('POST', '/api/auth/search');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ query: 'al' });
    expect(calls[0]?.headers.authorization).toBe('tok-ada');

    const panel = screen.getByRole('region', { name: STRINGS.searchResultsHeading });
    expect(within(panel).getByRole('heading', { name: STRINGS.searchResultsHeading })).toBeInTheDocument();
    const result = within(panel).getByRole('link', { name: /Alan Turing/ });
    expect(result).toHaveTextContent('@alan@example.com');
    expect(result).toHaveAttribute('href', '/profile/u-alan');
  });

  it('takes keystrokes faster than React can catch up (a held-down key), then searches the last query once', async () => {
    // Each keystroke starts the search over; starting it used to set state in an effect, which left React an
    // update behind every keystroke's commit: 50 in a row and React threw "Maximum update depth exceeded" (#185).
    const api = signedIn(() => json(200, { success: true, users: [ALAN] }));
    renderWithApp(<Header />, { fetch: api.fetch });
    await controlsReady();
    fireEvent.click(searchBox());
    // No spaces: a space leaves the trimmed query as it was, and that keystroke let React catch up.
    const query = 'alanturing'.repeat(8);
    expect(keyBurst(searchBox() as HTMLInputElement, prefixes(query))).toEqual([]);
    expect(keyBurst(searchBox() as HTMLInputElement, prefixes(query).reverse().slice(1, -1))).toEqual([]);
    expect(searchBox()).toHaveValue('al');
    expect(
      await screen.findByRole('link', { name: /Alan Turing/ }, { timeout: SEARCH_DEBOUNCE_MS + 2000 }),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/search').map((c) => c.body)).toEqual([{ query: 'al' }]);
  });

  it('drops a stale answer that arrives after a newer one, so results never go back in time', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const answers = [first, second];
    const api = signedIn(() => (answers.shift() ?? second).promise);
    renderWithApp(<Header />, { fetch: api.fetch });
    await controlsReady(true);
    fireEvent.click(searchBox());
    fireEvent.change(searchBox(), { target: { value: 'a' } });
    await advance(SEARCH_DEBOUNCE_MS);
    fireEvent.change(searchBox(), { target: { value: 'gr' } });
    await advance(SEARCH_DEBOUNCE_MS);
    const calls = api.calls('POST', '/api/auth/search');
    expect(calls.map((c) => c.body)).toEqual([{ query: 'a' }, { query: 'gr' }]);
    expect(calls[0]?.signal?.aborted).toBe(true);

    second.resolve(json(200, { success: true, users: [GRACE] }));
    await advance(0);
    expect(screen.getByRole('link', { name: /Grace Hopper/ })).toBeInTheDocument();
    // The superseded request answers late (a server that ignores the abort): nothing changes.
    first.resolve(json(200, { success: true, users: [ALAN] }));
    await advance(0);
    expect(screen.getByRole('link', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Alan Turing/ })).not.toBeInTheDocument();
  });

  it("says 'No results found' for an empty answer, and an emptied box clears results without a request", async () => {
    let users = [ALAN];
    const api = signedIn(() => json(200, { success: true, users }));
    renderWithApp(<Header />, { fetch: api.fetch });
    await controlsReady(true);
    fireEvent.click(searchBox());
    fireEvent.change(searchBox(), { target: { value: 'al' } });
    await advance(SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('link', { name: /Alan Turing/ })).toBeInTheDocument();

    fireEvent.change(searchBox(), { target: { value: '   ' } });
    await advance(SEARCH_DEBOUNCE_MS * 2);
    expect(screen.queryByRole('link', { name: /Alan Turing/ })).not.toBeInTheDocument();
    expect(screen.queryByText(STRINGS.noResults)).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/search')).toHaveLength(1);

    users = [];
    fireEvent.change(searchBox(), { target: { value: 'zz' } });
    await advance(SEARCH_DEBOUNCE_MS);
    expect(screen.getByText(STRINGS.noResults)).toBeInTheDocument();
  });

  it("logs 'Search failed' and shows the user nothing when the search call fails", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = signedIn(() => json(500, { success: false, error: 'Something went wrong.' }));
    renderWithApp(<Header />, { fetch: api.fetch });
    await controlsReady(true);
    fireEvent.click(searchBox());
    fireEvent.change(searchBox(), { target: { value: 'al' } });
    await advance(SEARCH_DEBOUNCE_MS);
    expect(log).toHaveBeenCalledWith(STRINGS.searchFailed, expect.anything());
    expect(screen.queryByText(STRINGS.noResults)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    log.mockRestore();
  });

  it('opens on click, closes on a click outside and on Escape; a result opens the profile', async () => {
    const api = signedIn(() => json(200, { success: true, users: [ALAN] }));
    const { location } = renderWithApp(<Header />, { fetch: api.fetch });
    await controlsReady();
    expect(screen.queryByRole('region', { name: STRINGS.searchResultsHeading })).not.toBeInTheDocument();
    fireEvent.click(searchBox());
    expect(screen.getByRole('region', { name: STRINGS.searchResultsHeading })).toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('region', { name: STRINGS.searchResultsHeading })).not.toBeInTheDocument();

    searchBox().focus();
    fireEvent.click(searchBox());
    fireEvent.keyDown(searchBox(), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: STRINGS.searchResultsHeading })).not.toBeInTheDocument();
    expect(searchBox()).toHaveFocus();

    fireEvent.change(searchBox(), { target: { value: 'al' } });
    fireEvent.click(await screen.findByRole('link', { name: /Alan Turing/ }));
    expect(location()).toBe('/profile/u-alan');
    expect(screen.queryByRole('region', { name: STRINGS.searchResultsHeading })).not.toBeInTheDocument();
  });
});

describe('account menu', () => {
  it('opens on hover and closes on mouse leave', async () => {
    renderWithApp(<Header />, { fetch: signedIn().fetch });
    const button = await screen.findByRole('button', { name: `${STRINGS.accountMenu}: Ada Lovelace` });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: STRINGS.menuSettings })).not.toBeInTheDocument();
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: STRINGS.menuSettings })).toBeVisible();
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens by click or keyboard with Settings, Your Bots, Profile and Logout, and closes on Escape', async () => {
    renderWithApp(<Header />, { fetch: signedIn().fetch });
    const button = await screen.findByRole('button', { name: `${STRINGS.accountMenu}: Ada Lovelace` });
    fireEvent.click(button);
    expect(screen.getByRole('link', { name: STRINGS.menuSettings })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: STRINGS.menuYourBots })).toHaveAttribute('href', '/your-bots');
    expect(screen.getByRole('link', { name: STRINGS.menuProfile })).toHaveAttribute('href', '/profile/u-ada');
    expect(screen.getByRole('button', { name: STRINGS.menuLogout })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside and after an item is chosen', async () => {
    const { location } = renderWithApp(<Header />, { fetch: signedIn().fetch });
    const button = await screen.findByRole('button', { name: `${STRINGS.accountMenu}: Ada Lovelace` });
    fireEvent.click(button);
    fireEvent.mouseDown(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: STRINGS.menuYourBots }));
    expect(location()).toBe('/your-bots');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Logout clears browser storage and reloads', async () => {
    const { reload } = renderWithApp(<Header />, { fetch: signedIn().fetch });
    fireEvent.click(await screen.findByRole('button', { name: `${STRINGS.accountMenu}: Ada Lovelace` }));
    sessionStorage.setItem('botfolio-chat', '[]');
    fireEvent.click(screen.getByRole('button', { name: STRINGS.menuLogout }));
    // (once the server has been asked to revoke the token)
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(screen.getByRole('link', { name: STRINGS.logIn })).toBeInTheDocument());
  });
});

describe('phone menu', () => {
  it('opens a slide-over with the four sections that closes once a section is chosen', async () => {
    const { location } = renderWithApp(<Header />, { fetch: fakeServer({}).fetch, token: null });
    const burger = screen.getByRole('button', { name: STRINGS.openMenu });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(burger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(dialog)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([STRINGS.navHome, STRINGS.navFeatures, STRINGS.navPricing, STRINGS.navContact]);
    // (the focus trap moves focus in an effect after the render that shows the dialog)
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Not inside the header: its backdrop-filter would make the header the box the fixed overlay fills.
    expect(dialog.closest('header')).toBeNull();
    expect(screen.getByRole('banner')).not.toContainElement(dialog);
    fireEvent.click(within(dialog).getByRole('link', { name: STRINGS.navPricing }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/#pricing');
    expect(burger).toHaveFocus();
  });

  it('closes on Escape and with its close button', async () => {
    renderWithApp(<Header />, { fetch: fakeServer({}).fetch, token: null });
    fireEvent.click(screen.getByRole('button', { name: STRINGS.openMenu }));
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: STRINGS.openMenu }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getAllByRole('button', { name: STRINGS.closeMenu })[0] as HTMLElement,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('closes the results panel and the account menu when focus moves elsewhere', async () => {
    renderWithApp(<Header />, { fetch: signedIn().fetch });
    await controlsReady();
    const brand = screen.getByRole('link', { name: 'Botfolio' });
    fireEvent.click(searchBox());
    fireEvent.focusOut(searchBox(), { relatedTarget: brand });
    expect(screen.queryByRole('region', { name: STRINGS.searchResultsHeading })).not.toBeInTheDocument();

    const button = await screen.findByRole('button', { name: `${STRINGS.accountMenu}: Ada Lovelace` });
    fireEvent.click(button);
    const logout = screen.getByRole('button', { name: STRINGS.menuLogout });
    fireEvent.focusOut(logout, { relatedTarget: screen.getByRole('link', { name: STRINGS.menuSettings }) });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.focusOut(logout, { relatedTarget: brand });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('brings focus that leaves the open phone menu back into it, and gives it to the burger once closed', async () => {
    renderWithApp(<Header />, { fetch: fakeServer({}).fetch, token: null });
    const burger = screen.getByRole('button', { name: STRINGS.openMenu });
    fireEvent.click(burger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const close = within(dialog).getByRole('button', { name: STRINGS.closeMenu });
    expect(close).toHaveFocus();
    screen.getByRole('link', { name: 'Botfolio' }).focus();
    expect(close).toHaveFocus();
    fireEvent.click(screen.getAllByRole('button', { name: STRINGS.closeMenu })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
  });

  it('keeps Tab inside the open phone menu', async () => {
    renderWithApp(<Header />, { fetch: fakeServer({}).fetch, token: null });
    fireEvent.click(screen.getByRole('button', { name: STRINGS.openMenu }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const close = within(dialog).getByRole('button', { name: STRINGS.closeMenu });
    const contact = within(dialog).getByRole('link', { name: STRINGS.navContact });
    contact.focus();
    fireEvent.keyDown(contact, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(contact).toHaveFocus();
  });
});
