import { DEFAULT_BOT_SETTINGS, pageTitle, publicBotOf, STRINGS, TOKEN_STORAGE_KEY } from '@botfolio/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, deferred, fakeServer, json, type RouteHandler } from '../screens/pagesTestKit';
import { SharedChatPage } from './SharedChatPage';

function sse(frames: Array<[string, unknown]>): Response {
  const body = frames.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function server(routes: Record<string, RouteHandler> = {}) {
  return fakeServer({
    'GET /api/auth/getuser': () => json(200, ADA),
    'GET /api/bots/u1/b1/public': () =>
      json(200, {
        success: true,
        bot: { ...publicBotOf('b1', 'Resume bot', { ...DEFAULT_BOT_SETTINGS }), greeting: 'Hello! Ask me about Ada.' },
      }),
    'POST /api/chat/u1/b1': () =>
      sse([
        ['token', { text: 'In ' }],
        ['token', { text: '1843.' }],
        ['done', { answer: 'In 1843.', sources: [] }],
      ]),
    ...routes,
  });
}

/** The page as share/main.tsx mounts it, with a fake server and a spy for leaving it. */
function renderPage(api: ReturnType<typeof server>, token: string | null = null) {
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const go = vi.fn();
  render(
    <main>
      <SharedChatPage userId="u1" botId="b1" fetch={api.fetch} go={go} />
    </main>,
  );
  return go;
}

async function clickBack() {
  await userEvent.click(await screen.findByRole('button', { name: STRINGS.back }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a share link's own page", () => {
  it('loads the bot of the link and chats with it, sending no token and asking nobody who is looking', async () => {
    const api = server();
    renderPage(api, 'session-token');
    expect(await screen.findByRole('heading', { name: 'Resume bot' })).toBeInTheDocument();
    expect(screen.getByText('Hello! Ask me about Ada.')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: STRINGS.messageLabel });
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'When did Ada publish?{Enter}');
    expect(await screen.findByText('In 1843.')).toBeInTheDocument();
    const [chat] = api.calls('POST', '/api/chat/u1/b1');
    expect(chat?.body).toMatchObject({ message: 'When did Ada publish?' });
    expect(chat?.headers.authorization).toBeUndefined();
    expect(api.calls('GET', '/api/bots/u1/b1/public')[0]?.headers.authorization).toBeUndefined();
    expect(api.calls('GET', '/api/auth/getuser')).toHaveLength(0);
  });

  it('names the bot in the document title once it is loaded, so tabs of share links tell apart', async () => {
    document.title = pageTitle(STRINGS.chat); // the shell's (vite.share.config.ts)
    renderPage(server());
    await screen.findByRole('heading', { name: 'Resume bot' });
    await waitFor(() => expect(document.title).toBe('Resume bot · Botfolio'));
  });

  it("never shows an empty level-1 heading: 'Chat' while the bot loads and when there is no such bot", async () => {
    const answer = deferred<Response>();
    renderPage(server({ 'GET /api/bots/u1/b1/public': () => answer.promise }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${STRINGS.chat}$`));
    answer.resolve(json(404, { success: false, error: 'Bot not found.' }));
    expect(await screen.findByText(STRINGS.botNotFound)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${STRINGS.chat}$`));
  });

  it('takes a visitor who opened it in a fresh tab to the landing page', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const go = renderPage(server());
    await clickBack();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
  });

  it('takes a visitor who followed a link from another page back to that page', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    const historyBack = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const go = renderPage(server());
    await clickBack();
    await waitFor(() => expect(historyBack).toHaveBeenCalledTimes(1));
    expect(go).not.toHaveBeenCalled();
  });

  it('takes the owner to their bots, asking who is signed in only then', async () => {
    const api = server();
    const go = renderPage(api, 'owner-token');
    await screen.findByRole('heading', { name: 'Resume bot' });
    expect(api.calls('GET', '/api/auth/getuser')).toHaveLength(0);
    await clickBack();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/your-bots'));
    expect(api.calls('GET', '/api/auth/getuser')[0]?.headers.authorization).toBe('owner-token');
  });

  it("takes another signed-in person to the owner's profile", async () => {
    const api = server({ 'GET /api/auth/getuser': () => json(200, { ...ADA, _id: 'u2', name: 'Grace', bots: [] }) });
    const go = renderPage(api, 'grace-token');
    await clickBack();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/profile/u1'));
  });

  it('signs out a token the server no longer knows and treats the person as a visitor', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const api = server({ 'GET /api/auth/getuser': () => json(401, { success: false, error: 'Please sign in.' }) });
    const go = renderPage(api, 'stale-token');
    await clickBack();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('goes back to the page of the app it was opened from (a reload of a chat the app opened)', async () => {
    vi.spyOn(window.history, 'state', 'get').mockReturnValue({ usr: null, key: 'k3x9', idx: 2 });
    const historyBack = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const api = server();
    const go = renderPage(api, 'owner-token');
    await clickBack();
    await waitFor(() => expect(historyBack).toHaveBeenCalledTimes(1));
    expect(go).not.toHaveBeenCalled();
    expect(api.calls('GET', '/api/auth/getuser')).toHaveLength(0);
  });
});
