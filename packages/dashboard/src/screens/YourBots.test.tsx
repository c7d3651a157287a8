import { STRINGS, type User } from '@botfolio/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, deferred, fakeServer, json, renderPage } from './pagesTestKit';
import YourBots from './YourBots';

const LONG_TEXT = 'Charles Babbage designed the Analytical Engine; Ada wrote its first program.';

afterEach(() => {
  vi.restoreAllMocks();
});

function open(user: User | (() => Response | Promise<Response>), token: string | null = 'tok-ada') {
  const api = fakeServer({
    'GET /api/auth/getuser': typeof user === 'function' ? user : () => json(200, user),
  });
  renderPage(<YourBots />, { at: '/your-bots', path: '/your-bots', fetch: api.fetch, token });
  return api;
}

describe('Your-bots screen', () => {
  it("alerts 'Please Login First!' and goes to /login without a token", async () => {
    const api = open(ADA, null);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByText(STRINGS.loginFirst)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("shows 'Loading...' while the user loads, then the greeting and one row per bot", async () => {
    const answer = deferred<Response>();
    open(() => answer.promise);
    expect(await screen.findByText(STRINGS.loading)).toBeInTheDocument();
    answer.resolve(json(200, ADA));
    expect(await screen.findByRole('heading', { name: `${STRINGS.welcome} Ada Lovelace` })).toBeInTheDocument();
    expect(screen.getByText(STRINGS.hereAreYourBots)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Resume bot' })).toBeInTheDocument();
  });

  it("previews the first 40 characters of each bot's text followed by '...'", async () => {
    open({ ...ADA, bots: [{ _id: 'b1', botName: 'History', botText: LONG_TEXT }] });
    expect(await screen.findByText(`${LONG_TEXT.slice(0, 40)}...`)).toBeInTheDocument();
    expect(screen.queryByText(LONG_TEXT, { exact: false })).not.toBeInTheDocument();
  });

  it("shows the error sentence when the user can't be loaded", async () => {
    open(() => json(500, { success: false, error: 'Something went wrong.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${STRINGS.errorPrefix}Something went wrong.`);
  });

  it("offers a 'Create bot' link when the user has no bots", async () => {
    open({ ...ADA, bots: [] });
    expect(await screen.findByText(STRINGS.noBotsYet)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STRINGS.createBotLink })).toHaveAttribute('href', '/create-own-bot');
    expect(screen.queryByRole('link', { name: STRINGS.createNewBot })).not.toBeInTheDocument();
  });

  it("offers 'Create a new bot' (to /create-own-bot) when the user already has bots", async () => {
    open(ADA);
    await screen.findByRole('heading', { name: 'Notes' });
    expect(screen.getByRole('link', { name: STRINGS.createNewBot })).toHaveAttribute('href', '/create-own-bot');
  });

  it("links each row's Chat button to /bot/{userId}/{botId}, named with its bot like the row's other actions", async () => {
    open(ADA);
    const row = (await screen.findByRole('heading', { name: 'Notes' })).closest('li') as HTMLElement;
    const chat = within(row).getByRole('link', { name: `${STRINGS.chat} Notes` });
    expect(chat).toHaveAttribute('href', '/bot/u1/b2');
    expect(chat).toHaveTextContent(new RegExp(`^${STRINGS.chat}$`)); // the visible word stays the spec's
    expect(screen.queryByRole('link', { name: STRINGS.chat })).toBeNull(); // no row's link is just 'Chat'
    await userEvent.click(chat);
    expect(await screen.findByText('chat page')).toBeInTheDocument();
  });

  it('deletes nothing when the confirmation is declined', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = open(ADA);
    await userEvent.click(await screen.findByRole('button', { name: `${STRINGS.deleteBot} Resume bot` }));
    expect(confirm).toHaveBeenCalledWith(STRINGS.confirmDelete);
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Resume bot' })).toBeInTheDocument();
  });

  it('deletes a confirmed bot, then fetches the user again and drops the row', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let deleted = false;
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, deleted ? { ...ADA, bots: ADA.bots.slice(1) } : ADA),
      'DELETE /api/auth/delete-bot/u1/b1': () => {
        deleted = true;
        return json(200, { success: true });
      },
    });
    renderPage(<YourBots />, { at: '/your-bots', path: '/your-bots', fetch: api.fetch });
    await userEvent.click(await screen.findByRole('button', { name: `${STRINGS.deleteBot} Resume bot` }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Resume bot' })).not.toBeInTheDocument());
    expect(api.calls('DELETE', '/api/auth/delete-bot/u1/b1')).toHaveLength(1);
    expect(api.calls('GET', '/api/auth/getuser')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
  });

  it("tells a deleted bot's owner it is gone (the alert banner's live region says 'Bot deleted.') while focus moves to the next row", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let bots = ADA.bots;
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, { ...ADA, bots }),
      'DELETE /api/auth/delete-bot/u1/b1': () => {
        bots = bots.filter((b) => b._id !== 'b1');
        return json(200, { success: true });
      },
    });
    renderPage(<YourBots />, { at: '/your-bots', path: '/your-bots', fetch: api.fetch });
    await userEvent.click(await screen.findByRole('button', { name: `${STRINGS.deleteBot} Resume bot` }));
    const message = await screen.findByText(STRINGS.botDeleted);
    expect(message.closest('[role=status]')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Notes' })).toHaveFocus());
  });

  it('says so on screen when a delete fails, and keeps the row', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, ADA),
      'DELETE /api/auth/delete-bot/u1/b1': () => json(500, { success: false, error: 'Something went wrong.' }),
    });
    renderPage(<YourBots />, { at: '/your-bots', path: '/your-bots', fetch: api.fetch });
    await userEvent.click(await screen.findByRole('button', { name: `${STRINGS.deleteBot} Resume bot` }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.queryByText(STRINGS.botDeleted)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resume bot' })).toBeInTheDocument();
  });

  it('toggles the share panel of one row with its share button', async () => {
    open(ADA);
    const share = await screen.findByRole('button', { name: `${STRINGS.shareBot} Notes` });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(share);
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: STRINGS.sharePanelLabel });
    expect(within(panel).getByRole('textbox', { name: STRINGS.chatLinkLabel })).toHaveValue(
      `${window.location.origin}/bot/u1/b2`,
    );
    // the embed tag is on show too (read-only), as on the Edit page, not only behind 'Copy embed code'
    expect(within(panel).getByText(STRINGS.embedHint)).toBeInTheDocument();
    expect(within(panel).getByText(/^<script /)).toHaveTextContent(
      `<script src="${window.location.origin}/widget.js" data-user-id="u1" data-bot-id="b2" async></script>`,
    );
    await userEvent.click(share);
    expect(screen.queryByRole('region', { name: STRINGS.sharePanelLabel })).not.toBeInTheDocument();
  });

  it('closes the share panel on Escape and gives focus back to its share button', async () => {
    open(ADA);
    const share = await screen.findByRole('button', { name: `${STRINGS.shareBot} Notes` });
    await userEvent.click(share);
    await userEvent.click(screen.getByRole('textbox', { name: STRINGS.chatLinkLabel }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: STRINGS.sharePanelLabel })).not.toBeInTheDocument();
    expect(share).toHaveAttribute('aria-expanded', 'false');
    expect(share).toHaveFocus();
  });

  it('names each row with a level-2 heading under the level-1 greeting', async () => {
    open(ADA);
    expect(await screen.findByRole('heading', { level: 2, name: 'Resume bot' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Notes' })).toBeInTheDocument();
  });

  it('moves focus to the next row once a bot is deleted, and to the Create bot link after the last', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let bots = ADA.bots;
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, { ...ADA, bots }),
      'DELETE /api/auth/delete-bot/u1/b1': () => {
        bots = bots.filter((b) => b._id !== 'b1');
        return json(200, { success: true });
      },
      'DELETE /api/auth/delete-bot/u1/b2': () => {
        bots = bots.filter((b) => b._id !== 'b2');
        return json(200, { success: true });
      },
    });
    renderPage(<YourBots />, { at: '/your-bots', path: '/your-bots', fetch: api.fetch });
    await userEvent.click(await screen.findByRole('button', { name: `${STRINGS.deleteBot} Resume bot` }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Notes' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: `${STRINGS.deleteBot} Notes` }));
    await waitFor(() => expect(screen.getByRole('link', { name: STRINGS.createBotLink })).toHaveFocus());
  });

  it('keeps focus on the delete button when the delete fails', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, ADA),
      'DELETE /api/auth/delete-bot/u1/b1': () => json(500, { success: false, error: 'Something went wrong.' }),
    });
    renderPage(<YourBots />, { at: '/your-bots', path: '/your-bots', fetch: api.fetch });
    const button = await screen.findByRole('button', { name: `${STRINGS.deleteBot} Resume bot` });
    await userEvent.click(button);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveFocus();
  });
});
