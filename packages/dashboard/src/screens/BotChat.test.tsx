import { STRINGS } from '@botfolio/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BotChat from './BotChat';
import { ADA, fakeServer, json, renderPage } from './pagesTestKit';

function sse(frames: Array<[string, unknown]>): Response {
  const body = frames.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function server() {
  return fakeServer({
    'GET /api/auth/getuser': () => json(200, ADA),
    'GET /api/auth/find-user/u1': () =>
      json(200, { _id: 'u1', name: 'Ada Lovelace', bots: [{ _id: 'b1', botName: 'Resume bot' }] }),
    'POST /api/chat/u1/b1': () =>
      sse([
        ['token', { text: 'In ' }],
        ['token', { text: '1843.' }],
        ['done', { answer: 'In 1843.', sources: [] }],
      ]),
  });
}

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

  it("takes a visitor who opened a shared link to the owner's profile, not to a login page", async () => {
    const api = server();
    renderPage(<BotChat />, { at: '/bot/u1/b1', path: '/bot/:userId/:botId', fetch: api.fetch, token: null });
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
