import { CHAT_STRINGS, DEFAULT_BOT_SETTINGS, publicBotOf, STRINGS } from '@botfolio/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import fr from '../../../core/src/chatLocales/fr';
import EditBot from './EditBot';
import { ADA, deferred, fakeServer, json, renderPage } from './pagesTestKit';

const RESUME_SOURCE = {
  _id: 's1',
  type: 'pdf' as const,
  title: 'resume.pdf',
  origin: 'resume.pdf',
  chars: 1200,
  addedAt: '2026-11-01T00:00:00.000Z',
  refreshedAt: '2026-11-01T00:00:00.000Z',
  language: 'en',
};
const PAGE_SOURCE = {
  _id: 's2',
  type: 'website' as const,
  title: 'My portfolio',
  origin: 'https://ada.example/',
  chars: 800,
  addedAt: '2026-11-02T00:00:00.000Z',
  refreshedAt: '2026-11-02T00:00:00.000Z',
  language: 'ko',
};

const BOT = {
  _id: 'b1',
  botName: 'Resume bot',
  sources: [RESUME_SOURCE],
  settings: { ...DEFAULT_BOT_SETTINGS },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const PUBLIC = { success: true, bot: publicBotOf('b1', 'Resume bot', { ...DEFAULT_BOT_SETTINGS }) };

function open(patch: (body: unknown) => Response) {
  const api = fakeServer({
    'GET /api/auth/getuser': () => json(200, ADA),
    'GET /api/bots/b1': () => json(200, { success: true, bot: BOT }),
    'GET /api/bots/u1/b1/public': () => json(200, PUBLIC),
    'PATCH /api/bots/b1': (request) => patch(request.body),
  });
  renderPage(<EditBot />, { at: '/your-bots/b1', path: '/your-bots/:botId', fetch: api.fetch });
  return api;
}

describe('Edit bot screen', () => {
  it('sends only what changed and says what was saved', async () => {
    const api = open(() =>
      json(200, {
        success: true,
        bot: {
          ...BOT,
          botName: 'Ada in short',
          settings: { ...BOT.settings, greeting: 'Hello!', starters: ['When?'] },
        },
      }),
    );
    const user = userEvent.setup();
    const name = await screen.findByLabelText(STRINGS.botNameField);
    expect(name).toHaveValue('Resume bot');
    await user.clear(name);
    await user.type(name, 'Ada in short');
    await user.type(screen.getByLabelText(STRINGS.greetingLabel), 'Hello!');
    await user.type(screen.getByRole('textbox', { name: `${STRINGS.starterLabel} 1` }), 'When?');
    await user.click(screen.getByRole('button', { name: STRINGS.saveChanges }));
    expect(await screen.findByText('Saved: Name, Greeting, Starter questions.')).toBeInTheDocument();
    expect(api.calls('PATCH', '/api/bots/b1')[0]?.body).toEqual({
      botName: 'Ada in short',
      settings: { greeting: 'Hello!', starters: ['When?'] },
    });
  });

  it('names what was saved as the form labels it, not by API field names', async () => {
    open((body) =>
      json(200, {
        success: true,
        bot: { ...BOT, settings: { ...BOT.settings, ...(body as { settings: object }).settings } },
      }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(STRINGS.greetingLabel), 'Hello!');
    await user.type(screen.getByLabelText(STRINGS.contactUrlLabel), 'mailto:ada@example.com');
    const limit = screen.getByLabelText(STRINGS.dailyChatLimitLabel);
    await user.clear(limit);
    await user.type(limit, '50');
    await user.click(screen.getByRole('button', { name: STRINGS.saveChanges }));
    expect(await screen.findByText('Saved: Greeting, Contact link, Answers per day.')).toBeInTheDocument();
    await user.click(screen.getByLabelText(STRINGS.keepQuestionsLabel));
    await user.click(screen.getByLabelText(STRINGS.acceptContactLabel));
    await user.click(screen.getByRole('button', { name: STRINGS.saveChanges }));
    expect(
      await screen.findByText("Saved: Keep visitors' questions so I can read them, Let visitors leave their contact."),
    ).toBeInTheDocument();
  });

  it('keeps keyboard focus on Save changes while it saves (never disabled, only aria-disabled)', async () => {
    const answer = deferred<Response>();
    open(() => answer.promise as unknown as Response);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(STRINGS.greetingLabel), 'Hello!');
    const save = screen.getByRole('button', { name: STRINGS.saveChanges });
    save.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();
    answer.resolve(json(200, { success: true, bot: { ...BOT, settings: { ...BOT.settings, greeting: 'Hello!' } } }));
    expect(await screen.findByText('Saved: Greeting.')).toBeInTheDocument();
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(save).toHaveFocus();
  });

  it('says what is wrong with a field in words about the field as the form labels it, and sends nothing', async () => {
    const api = open(() => json(200, { success: true, bot: BOT }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: STRINGS.saveChanges }));
    expect(screen.getByText(STRINGS.nothingChanged)).toBeInTheDocument();
    const accent = screen.getByLabelText(STRINGS.accentLabel);
    await user.type(accent, 'purple');
    await user.click(screen.getByRole('button', { name: STRINGS.saveChanges }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STRINGS.settingsProblemAccent);
    expect(alert).not.toHaveTextContent('settings.');
    expect(accent).toHaveAttribute('aria-invalid', 'true');
    expect(accent).toHaveAccessibleDescription(STRINGS.settingsProblemAccent);
    expect(accent).toHaveFocus();
    await user.clear(accent);
    await user.type(screen.getByLabelText(STRINGS.dailyChatLimitLabel), 'lots');
    await user.click(screen.getByRole('button', { name: STRINGS.saveChanges }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.settingsProblemDailyChatLimit);
    expect(api.calls('PATCH', '/api/bots/b1')).toHaveLength(0);
  });

  it("turns the server's refusal of a setting (API words) into the form's sentence about that field", async () => {
    open(() => json(400, { success: false, error: 'settings.webhookUrl must be an https: address, or null.' }));
    const user = userEvent.setup();
    const webhook = await screen.findByLabelText(STRINGS.webhookUrlLabel);
    await user.type(webhook, 'http://hooks.example/in');
    await user.click(screen.getByRole('button', { name: STRINGS.saveChanges }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STRINGS.settingsProblemWebhookUrl);
    expect(alert).not.toHaveTextContent('settings.webhookUrl');
    expect(webhook).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes an allowed site written with a trailing slash (as the address bar copies it), and quotes a page', async () => {
    const api = open((body) =>
      json(200, {
        success: true,
        bot: { ...BOT, settings: { ...BOT.settings, ...(body as { settings: object }).settings } },
      }),
    );
    const user = userEvent.setup();
    const origins = await screen.findByLabelText(STRINGS.allowedOriginsLabel);
    await user.type(origins, 'https://ada.example/about');
    await user.click(screen.getByRole('button', { name: STRINGS.saveChanges }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${STRINGS.settingsProblemOrigin} https://ada.example/about`,
    );
    await user.clear(origins);
    await user.type(origins, 'https://Ada.example/');
    await user.click(screen.getByRole('button', { name: STRINGS.saveChanges }));
    expect(await screen.findByText('Saved: Sites that may embed it.')).toBeInTheDocument();
    expect(api.calls('PATCH', '/api/bots/b1')[0]?.body).toEqual({
      settings: { allowedOrigins: ['https://ada.example'] },
    });
    expect(origins).toHaveValue('https://ada.example');
  });

  it('asks before leaving with unsaved settings (a link in the app, or closing the tab), and not once saved', async () => {
    open((body) =>
      json(200, {
        success: true,
        bot: { ...BOT, settings: { ...BOT.settings, ...(body as { settings: object }).settings } },
      }),
    );
    const user = userEvent.setup();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const greeting = await screen.findByLabelText(STRINGS.greetingLabel);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(leave()).toBe(false);
    await user.type(greeting, 'Hello!');
    expect(leave()).toBe(true);
    await user.click(screen.getByRole('link', { name: STRINGS.insightsLink }));
    expect(confirm).toHaveBeenCalledWith(STRINGS.unsavedChanges);
    expect(screen.getByTestId('location')).toHaveTextContent('/your-bots/b1');
    expect(screen.getByTestId('location')).not.toHaveTextContent('insights');
    expect(greeting).toHaveValue('Hello!');
    await user.click(screen.getByRole('button', { name: STRINGS.saveChanges }));
    expect(await screen.findByText('Saved: Greeting.')).toBeInTheDocument();
    expect(leave()).toBe(false);
    confirm.mockClear();
    await user.click(screen.getByRole('link', { name: STRINGS.insightsLink }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/your-bots/b1/insights');
    confirm.mockRestore();
  });

  it("asks before the browser's Back loses unsaved settings: declined, the page and the text stay; accepted, it goes back", async () => {
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, ADA),
      'GET /api/bots/b1': () => json(200, { success: true, bot: BOT }),
      'GET /api/bots/u1/b1/public': () => json(200, PUBLIC),
    });
    renderPage(<EditBot />, {
      at: '/your-bots/b1',
      path: '/your-bots/:botId',
      fetch: api.fetch,
      history: ['/your-bots'],
      browserHistory: true,
    });
    const user = userEvent.setup();
    const greeting = await screen.findByLabelText(STRINGS.greetingLabel);
    await user.type(greeting, 'Hello!');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    window.history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(STRINGS.unsavedChanges));
    // the browser returns to the Edit page's entry; the app never left the page
    await waitFor(() => expect(window.location.pathname).toBe('/your-bots/b1'));
    expect(screen.getByTestId('location')).toHaveTextContent('/your-bots/b1');
    expect(screen.queryByText('your bots page')).not.toBeInTheDocument();
    expect(greeting).toHaveValue('Hello!');
    confirm.mockReturnValue(true);
    window.history.back();
    expect(await screen.findByText('your bots page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/your-bots');
    expect(confirm).toHaveBeenCalledTimes(2);
    confirm.mockRestore();
  });

  it('leaves with unsaved settings once the owner confirms', async () => {
    open(() => json(500, {}));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(STRINGS.greetingLabel), 'Hello!');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: STRINGS.insightsLink }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent('/your-bots/b1/insights');
    confirm.mockRestore();
  });

  it('says why and goes to log in (coming back here after) when a save finds the session has ended (401)', async () => {
    const ended = 'Your password was changed since you logged in. Please log in again.';
    let signedIn = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeServer({
      'GET /api/auth/getuser': () => (signedIn ? json(200, ADA) : json(401, { success: false, error: ended })),
      'GET /api/bots/b1': () => json(200, { success: true, bot: BOT }),
      'GET /api/bots/u1/b1/public': () => json(200, PUBLIC),
      'PATCH /api/bots/b1': () => json(401, { success: false, error: ended }),
    });
    renderPage(<EditBot />, { at: '/your-bots/b1', path: '/your-bots/:botId', fetch: api.fetch });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(STRINGS.greetingLabel), 'Hello!');
    signedIn = false;
    await user.click(screen.getByRole('button', { name: STRINGS.saveChanges }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByText(ended)).toBeInTheDocument();
    expect(screen.queryByText(STRINGS.loginFirst)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the embed tag of this bot once, with a copy button', async () => {
    open(() => json(500, {}));
    await screen.findByLabelText(STRINGS.botNameField);
    // getBy*: exactly one (the share panel's, the same the Your Bots rows show)
    await waitFor(() => expect(screen.getByText(/data-bot-id="b1"/)).toHaveTextContent('data-user-id="u1"'));
    expect(screen.getByText(STRINGS.embedHint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STRINGS.copyEmbed })).toBeInTheDocument();
  });

  it('adds pasted text as a source and lists it; the form starts over', async () => {
    const added = {
      ...RESUME_SOURCE,
      _id: 's3',
      type: 'text' as const,
      title: 'Text',
      origin: null,
      chars: 24,
      language: null,
    };
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, ADA),
      'GET /api/bots/b1': () => json(200, { success: true, bot: BOT }),
      'GET /api/bots/u1/b1/public': () => json(200, PUBLIC),
      'POST /api/summarize': () => json(200, { success: true, summary: 'A summary.' }),
      'POST /api/bots/b1/sources': () =>
        json(201, { success: true, source: added, bot: { ...BOT, sources: [RESUME_SOURCE, added] } }),
    });
    renderPage(<EditBot />, { at: '/your-bots/b1', path: '/your-bots/:botId', fetch: api.fetch });
    const user = userEvent.setup();
    expect(await screen.findByText('resume.pdf')).toBeInTheDocument();
    // the only source cannot be removed
    expect(screen.getByRole('button', { name: `${STRINGS.removeSource} resume.pdf` })).toBeDisabled();
    const addButton = screen.getByRole('button', { name: STRINGS.addSource });
    expect(addButton).toBeDisabled();
    const textArea = screen.getByRole('textbox', { name: STRINGS.textPlaceholder });
    await user.type(textArea, 'Ada also plays the harp.');
    await user.click(addButton);
    expect(await screen.findByText(STRINGS.sourceAdded)).toBeInTheDocument();
    expect(api.calls('POST', '/api/bots/b1/sources')[0]?.body).toEqual({
      type: 'text',
      text: 'Ada also plays the harp.',
    });
    expect(screen.getByRole('button', { name: `${STRINGS.removeSource} Text` })).toBeInTheDocument();
    expect(textArea).toHaveValue('');
    // the Add button is disabled again (the picker is empty): focus goes to the outcome, not to <body>
    expect(screen.getByText(STRINGS.sourceAdded)).toHaveFocus();
    expect(screen.getByRole('button', { name: `${STRINGS.removeSource} resume.pdf` })).toBeEnabled();
  });

  it('refreshes a website source and removes a source after asking; a refusal is said on screen', async () => {
    const two = { ...BOT, sources: [RESUME_SOURCE, PAGE_SOURCE] };
    const refreshed = { ...PAGE_SOURCE, refreshedAt: '2026-11-20T00:00:00.000Z', chars: 900 };
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, ADA),
      'GET /api/bots/b1': () => json(200, { success: true, bot: two }),
      'GET /api/bots/u1/b1/public': () => json(200, PUBLIC),
      'POST /api/bots/b1/sources/s2/refresh': () =>
        json(200, { success: true, source: refreshed, bot: { ...two, sources: [RESUME_SOURCE, refreshed] } }),
      'DELETE /api/bots/b1/sources/s1': () => json(200, { success: true, bot: { ...two, sources: [refreshed] } }),
      'DELETE /api/bots/b1/sources/s2': () =>
        json(409, { success: false, error: 'A bot needs at least one source: add another before removing this one.' }),
    });
    renderPage(<EditBot />, { at: '/your-bots/b1', path: '/your-bots/:botId', fetch: api.fetch });
    const user = userEvent.setup();
    // text and PDF sources cannot be refreshed
    expect(await screen.findByRole('button', { name: `${STRINGS.refreshSource} My portfolio` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${STRINGS.refreshSource} resume.pdf` })).toBeNull();
    // each source says the language it is written in
    expect(screen.getByText(/English · 1,200 characters/)).toBeInTheDocument();
    expect(screen.getByText(/Korean · 800 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${STRINGS.refreshSource} My portfolio` }));
    expect(await screen.findByText(STRINGS.sourceRefreshed)).toBeInTheDocument();
    expect(screen.getByText(/900 characters/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `${STRINGS.refreshSource} My portfolio` })).toHaveFocus(),
    );

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: `${STRINGS.removeSource} resume.pdf` }));
    expect(api.calls('DELETE', '/api/bots/b1/sources/s1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: `${STRINGS.removeSource} resume.pdf` }));
    expect(await screen.findByText(STRINGS.sourceRemoved)).toBeInTheDocument();
    expect(screen.queryByText('resume.pdf')).toBeNull();
    // focus goes to the row that took the removed one's place
    await waitFor(() => expect(screen.getByText('My portfolio').closest('li')).toHaveFocus());
    expect(confirm).toHaveBeenCalledWith(STRINGS.confirmRemoveSource);
    confirm.mockRestore();
  });

  it("chats in the preview as the owner, so the server counts it as no visitor's", async () => {
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, ADA),
      'GET /api/bots/b1': () => json(200, { success: true, bot: BOT }),
      'GET /api/bots/u1/b1/public': () => json(200, PUBLIC),
      'POST /api/chat/u1/b1': () => json(200, { success: true, answer: 'In 1843.', sources: [] }),
    });
    renderPage(<EditBot />, { at: '/your-bots/b1', path: '/your-bots/:botId', fetch: api.fetch });
    const user = userEvent.setup();
    const preview = await screen.findByRole('complementary', { name: STRINGS.previewTitle });
    await within(preview).findByRole('heading', { name: 'Resume bot' });
    await user.type(within(preview).getByRole('textbox', { name: STRINGS.messageLabel }), 'When?{Enter}');
    expect(await within(preview).findByText('In 1843.')).toBeInTheDocument();
    const sent = api.calls('POST', '/api/chat/u1/b1');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.authorization).toBeTruthy();
  });

  it('previews the chat with the unsaved greeting, starters, name and accent', async () => {
    open(() => json(500, {}));
    const user = userEvent.setup();
    const preview = await screen.findByRole('complementary', { name: STRINGS.previewTitle });
    expect(await within(preview).findByRole('heading', { name: 'Resume bot' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(STRINGS.greetingLabel), 'Hello, recruiter!');
    await user.type(screen.getByRole('textbox', { name: `${STRINGS.starterLabel} 1` }), 'What did you build?');
    await user.type(screen.getByLabelText(STRINGS.accentLabel), '#0f766e');
    const name = screen.getByLabelText(STRINGS.botNameField);
    await user.clear(name);
    await user.type(name, 'Ada, in short');
    expect(within(preview).getByText('Hello, recruiter!')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'What did you build?' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Ada, in short' })).toBeInTheDocument();
    const chat = preview.querySelector<HTMLElement>('.bf-chat');
    expect(chat?.style.getPropertyValue('--bf-accent')).toBe('#0f766e');
  });

  it("previews the chat in the Language setting's words, saved or being typed", async () => {
    open(() => json(500, {}));
    const user = userEvent.setup();
    const preview = await screen.findByRole('complementary', { name: STRINGS.previewTitle });
    expect(await within(preview).findByPlaceholderText(CHAT_STRINGS.chatPlaceholder)).toBeInTheDocument();
    const language = screen.getByLabelText(STRINGS.languageLabel);
    await user.clear(language);
    await user.type(language, 'fr-FR');
    expect(await within(preview).findByPlaceholderText(fr.chatPlaceholder)).toBeInTheDocument();
    await user.clear(language);
    await user.type(language, 'en');
    expect(await within(preview).findByPlaceholderText(CHAT_STRINGS.chatPlaceholder)).toBeInTheDocument();
  });

  it("says the bot does not exist when it is someone else's", async () => {
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, ADA),
      'GET /api/bots/b1': () => json(404, { success: false, error: STRINGS.botNotFound }),
    });
    renderPage(<EditBot />, { at: '/your-bots/b1', path: '/your-bots/:botId', fetch: api.fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.botNotFound);
  });
});
