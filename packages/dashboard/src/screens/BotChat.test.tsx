import { DEFAULT_BOT_SETTINGS, publicBotOf, STRINGS } from '@botfolio/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BotChat from './BotChat';
import { ADA, fakeServer, json, renderPage } from './pagesTestKit';

function sse(frames: Array<[string, unknown]>): Response {
  const body = frames.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function server() {
  return fakeServer({
    'GET /api/auth/getuser': () => json(200, ADA),
    'GET /api/bots/u1/b1/public': () =>
      json(200, {
        success: true,
        bot: {
          ...publicBotOf('b1', 'Resume bot', { ...DEFAULT_BOT_SETTINGS }),
          greeting: 'Hello! Ask me about Ada.',
          starters: ['When did Ada publish?'],
        },
      }),
    'POST /api/chat/u1/b1': () =>
      sse([
        ['token', { text: 'In ' }],
        ['token', { text: '1843.' }],
        ['done', { answer: 'In 1843.', sources: [{ text: 'Ada published her notes in 1843.' }] }],
      ]),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BotChat page', () => {
  it("loads the route's bot and chats with it through the app's client", async () => {
    const api = server();
    renderPage(<BotChat />, { at: '/bot/u1/b1', path: '/bot/:userId/:botId', fetch: api.fetch, token: null });
    expect(await screen.findByText('Resume bot')).toBeInTheDocument();
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: STRINGS.messageLabel });
    await waitFor(() => expect(input).toBeEnabled());
    await user.type(input, 'When did Ada publish?{Enter}');
    expect(await screen.findByText('In 1843.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/chat/u1/b1')[0]?.body).toMatchObject({ message: 'When did Ada publish?' });
  });

  it('names the bot in the document title once it is loaded, and heads the page with it', async () => {
    renderPage(<BotChat />, { at: '/bot/u1/b1', path: '/bot/:userId/:botId', fetch: server().fetch, token: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${STRINGS.chat}$`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume bot' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Resume bot · Botfolio'));
  });

  it("greets with the owner's greeting, offers the starters, and shows the sources of an answer", async () => {
    const api = server();
    renderPage(<BotChat />, { at: '/bot/u1/b1', path: '/bot/:userId/:botId', fetch: api.fetch, token: null });
    expect(await screen.findByText('Hello! Ask me about Ada.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'When did Ada publish?' }));
    expect(await screen.findByText('In 1843.')).toBeInTheDocument();
    // the greeting is never sent back as history
    expect(api.calls('POST', '/api/chat/u1/b1')[0]?.body).toEqual({ message: 'When did Ada publish?', history: [] });
    await user.click(screen.getByText(STRINGS.sources));
    expect(screen.getByText('Ada published her notes in 1843.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'When did Ada publish?' })).toBeNull();
  });

  it('goes back to the previous in-app page', async () => {
    const api = server();
    renderPage(<BotChat />, {
      at: '/bot/u1/b1',
      path: '/bot/:userId/:botId',
      fetch: api.fetch,
      history: ['/create-own-bot'],
    });
    await userEvent.click(await screen.findByRole('button', { name: STRINGS.back }));
    expect(await screen.findByText('create page')).toBeInTheDocument();
  });

  it('takes a visitor who opened a shared link in a fresh tab to the landing page, not through a profile', async () => {
    const api = server();
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    renderPage(<BotChat />, { at: '/bot/u1/b1', path: '/bot/:userId/:botId', fetch: api.fetch, token: null });
    await userEvent.click(await screen.findByRole('button', { name: STRINGS.back }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('takes a visitor who followed a link from another page back to that page', async () => {
    const api = server();
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    const historyBack = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderPage(<BotChat />, { at: '/bot/u1/b1', path: '/bot/:userId/:botId', fetch: api.fetch, token: null });
    await userEvent.click(await screen.findByRole('button', { name: STRINGS.back }));
    expect(historyBack).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/bot/u1/b1');
  });

  it("takes a signed-in person who opened someone else's shared link to the owner's profile", async () => {
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, { ...ADA, _id: 'u2', name: 'Grace', bots: [] }),
      'GET /api/bots/u1/b1/public': () =>
        json(200, { success: true, bot: publicBotOf('b1', 'Resume bot', { ...DEFAULT_BOT_SETTINGS }) }),
    });
    renderPage(<BotChat />, { at: '/bot/u1/b1', path: '/bot/:userId/:botId', fetch: api.fetch });
    await waitFor(() => expect(api.calls('GET', '/api/auth/getuser')).toHaveLength(1));
    await screen.findByText('Resume bot');
    await userEvent.click(await screen.findByRole('button', { name: STRINGS.back }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });

  it('takes the owner who opened their own shared link to their bots', async () => {
    const api = server();
    renderPage(<BotChat />, { at: '/bot/u1/b1', path: '/bot/:userId/:botId', fetch: api.fetch });
    // the signed-in user (u1, loaded from the token) owns this bot
    await waitFor(() => expect(api.calls('GET', '/api/auth/getuser')).toHaveLength(1));
    await screen.findByText('Resume bot');
    await userEvent.click(await screen.findByRole('button', { name: STRINGS.back }));
    expect(await screen.findByText('your bots page')).toBeInTheDocument();
  });
});
