import { pdfExtractedMessage, STRINGS, SUMMARY_DEBOUNCE_MS, WEB_IMPORT_DEBOUNCE_MS } from '@botfolio/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PANEL_SHOWN_CHARS } from '../components/CreateBotPanel';
import { keyBurst, prefixes } from '../test/keyBurst';
import CreateBot from './CreateBot';
import { ADA, deferred, FakeXhr, fakeServer, json, type RouteHandler, renderPage } from './pagesTestKit';

const MODES = [STRINGS.modePdf, STRINGS.modeText, STRINGS.modeYoutube, STRINGS.modeWeb];
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/**
 * Under fake timers Testing Library's findBy/waitFor never settle (they wait on a faked setTimeout),
 * so those tests let pending promises and due timers run with this instead.
 */
async function flush() {
  for (let i = 0; i < 10; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** Types `text` one character every 50 ms (fake time), as a person would; returns right after the last one. */
async function typeSlowly(field: HTMLElement, text: string) {
  for (let i = 1; i <= text.length; i += 1) {
    if (i > 1) await act(() => vi.advanceTimersByTimeAsync(50));
    fireEvent.change(field, { target: { value: text.slice(0, i) } });
  }
}

afterEach(() => {
  vi.useRealTimers();
  FakeXhr.last = null;
});

function open(routes: Record<string, RouteHandler> = {}, token: string | null = 'tok-ada') {
  const api = fakeServer({
    'GET /api/auth/getuser': () => json(200, ADA),
    'POST /api/summarize': (r) =>
      json(200, { success: true, summary: `Summary of: ${(r.body as { text: string }).text}` }),
    ...routes,
  });
  renderPage(<CreateBot />, { at: '/create-own-bot', path: '/create-own-bot', fetch: api.fetch, token });
  return api;
}

const modeButton = (name: string) => screen.getByRole('button', { name });
/** The 'Input Text' panel's content region. */
const inputPanel = () => screen.getByRole('region', { name: STRINGS.inputTextPanel });
const summaryPanel = () => screen.getByRole('region', { name: STRINGS.summarizedTextPanel });

async function typeText(text: string, user = userEvent.setup()) {
  await user.type(await screen.findByRole('textbox', { name: STRINGS.textPlaceholder }), text);
  return user;
}

describe('Create-bot screen: access and greeting', () => {
  it("alerts 'Please login to create a bot.' and goes to the login page without a token", async () => {
    const api = open({}, null);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByText(STRINGS.loginToCreate)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("greets the user by name under the title 'Create Your AI Bot'", async () => {
    open();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(STRINGS.welcome, { exact: false })).toHaveTextContent(`${STRINGS.welcome} Ada Lovelace`);
    expect(screen.getByRole('heading', { level: 1, name: STRINGS.createTitle })).toBeInTheDocument();
    expect(screen.getByText(STRINGS.createHint)).toBeInTheDocument();
  });

  it("falls back to 'User' when the profile cannot be loaded", async () => {
    open({ 'GET /api/auth/getuser': () => json(500, { success: false, error: 'Something went wrong.' }) });
    await waitFor(() =>
      expect(screen.getByText(STRINGS.welcome, { exact: false })).toHaveTextContent(
        `${STRINGS.welcome} ${STRINGS.defaultUserName}`,
      ),
    );
  });
});

describe('Create-bot screen: modes and source', () => {
  it('has four mode buttons with exactly one pressed, Text by default', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Ada Lovelace');
    const pressed = () => MODES.filter((name) => modeButton(name).getAttribute('aria-pressed') === 'true');
    expect(pressed()).toEqual([STRINGS.modeText]);
    for (const name of [STRINGS.modePdf, STRINGS.modeWeb, STRINGS.modeYoutube, STRINGS.modeText, STRINGS.modeWeb]) {
      await user.click(modeButton(name));
      expect(pressed()).toEqual([name]);
    }
    // Keyboard: the buttons are reachable and Space activates them.
    modeButton(STRINGS.modePdf).focus();
    await user.keyboard(' ');
    expect(pressed()).toEqual([STRINGS.modePdf]);
  });

  it("shows the active mode's input and uses the active mode's content as the source", async () => {
    open();
    const user = await typeText('Typed source text');
    expect(inputPanel()).toHaveTextContent('Typed source text');
    expect(screen.getByRole('button', { name: STRINGS.createBot })).toBeInTheDocument();

    await user.click(modeButton(STRINGS.modeYoutube));
    expect(screen.getByRole('textbox', { name: STRINGS.youtubePlaceholder })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: STRINGS.textPlaceholder })).not.toBeInTheDocument();
    // No transcript yet: nothing to build from.
    expect(inputPanel()).not.toHaveTextContent('Typed source text');
    expect(screen.queryByRole('button', { name: STRINGS.createBot })).not.toBeInTheDocument();

    await user.click(modeButton(STRINGS.modeWeb));
    expect(screen.getByRole('textbox', { name: STRINGS.websitePlaceholder })).toBeInTheDocument();

    await user.click(modeButton(STRINGS.modeText));
    // Each mode keeps what was entered.
    expect(screen.getByRole('textbox', { name: STRINGS.textPlaceholder })).toHaveValue('Typed source text');
    expect(inputPanel()).toHaveTextContent('Typed source text');
  });
});

describe('Create-bot screen: a held-down key', () => {
  // Every keystroke changes the source, so the summary's request starts over. Starting it must not leave React
  // an update behind each commit: keystrokes that come faster than React's background work (a held-down key on
  // a long text) then made 50 such commits in a row and React threw "Maximum update depth exceeded" (#185),
  // unmounting the whole page.
  it('takes keystrokes faster than React can catch up, with no "Maximum update depth exceeded"', async () => {
    const api = open();
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: STRINGS.textPlaceholder });
    const typed = 'The lighthouse keeper writes every evening. '.repeat(2);
    expect(keyBurst(box, prefixes(typed))).toEqual([]);
    expect(box).toHaveValue(typed);
    await waitFor(() => expect(inputPanel()).toHaveTextContent(typed.trim()));
    // Holding Backspace down: the text goes again, one character per event.
    expect(keyBurst(box, prefixes(typed).reverse().slice(1))).toEqual([]);
    expect(box).toHaveValue('T');
    // Only the text it settled on is summarized.
    await waitFor(() => expect(summaryPanel()).toHaveTextContent('Summary of: T'), {
      timeout: SUMMARY_DEBOUNCE_MS + 2000,
    });
    expect(api.calls('POST', '/api/summarize').map((call) => (call.body as { text: string }).text)).toEqual(['T']);
  });
});

describe('Create-bot screen: PDF', () => {
  const pdf = () => new File(['%PDF-1.7 fake'], 'resume.pdf', { type: 'application/pdf' });

  async function pdfMode() {
    const user = userEvent.setup();
    const api = open();
    await screen.findByText('Ada Lovelace');
    await user.click(modeButton(STRINGS.modePdf));
    return { user, api, input: screen.getByLabelText(STRINGS.pdfDropHint) as HTMLInputElement };
  }

  it('uploads the chosen file at once with a progress bar, then shows the extracted text', async () => {
    const { user, input } = await pdfMode();
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    await user.upload(input, pdf());
    expect(screen.getByText(STRINGS.fileSelected, { exact: false })).toHaveTextContent(
      `${STRINGS.fileSelected} resume.pdf`,
    );
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no upload started');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/pdf/upload-pdf');
    expect(xhr.headers.authorization).toBe('tok-ada');
    expect(xhr.body?.get('file')).toHaveProperty('name', 'resume.pdf');

    act(() => xhr.progress(40, 100));
    const bar = screen.getByRole('progressbar', { name: STRINGS.uploadProgress }) as HTMLProgressElement;
    expect(bar.value).toBeCloseTo(0.4);
    expect(screen.getByText(`${STRINGS.uploading} 40%`)).toBeInTheDocument();

    act(() => xhr.progress(100, 100));
    expect(screen.getByText(STRINGS.extractingText)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: STRINGS.uploadProgress })).not.toBeInTheDocument();

    await act(async () => xhr.respond(200, { success: true, text: 'Ada wrote the first program.', pages: 3 }));
    expect(inputPanel()).toHaveTextContent('Ada wrote the first program.');
    expect(screen.getByText(pdfExtractedMessage(3))).toBeInTheDocument();
    expect(pdfExtractedMessage(3)).toBe('Text extracted. (3 pages)');
    expect(pdfExtractedMessage(1)).toBe('Text extracted. (1 page)');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: STRINGS.createBot })).toBeInTheDocument();
  });

  it("shows the server's sentence when the upload fails", async () => {
    const { user, input } = await pdfMode();
    await user.upload(input, pdf());
    await act(async () => FakeXhr.last?.respond(422, { success: false, error: 'This PDF has no text to read.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This PDF has no text to read.');
    expect(screen.queryByRole('button', { name: STRINGS.createBot })).not.toBeInTheDocument();
  });

  it('highlights the drop zone on drag-over and uploads a dropped PDF', async () => {
    await pdfMode();
    const zone = screen.getByText(STRINGS.pdfDropHint).closest('label') as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone).toHaveClass('source-picker__drop--over');
    // Passing over the zone's own text keeps the highlight; leaving the zone drops it.
    // jsdom has no DragEvent: a MouseEvent carries relatedTarget the same way.
    const leave = (to: Element) => fireEvent(zone, new MouseEvent('dragleave', { bubbles: true, relatedTarget: to }));
    leave(screen.getByText(STRINGS.pdfDropHint));
    expect(zone).toHaveClass('source-picker__drop--over');
    leave(document.body);
    expect(zone).not.toHaveClass('source-picker__drop--over');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()] } });
    expect(FakeXhr.last).not.toBeNull();
    expect(screen.getByText('resume.pdf')).toBeInTheDocument();
  });

  it('rejects a file that is not a PDF with a message and uploads nothing', async () => {
    await pdfMode();
    const zone = screen.getByText(STRINGS.pdfDropHint).closest('label') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent(STRINGS.pdfOnly);
    expect(FakeXhr.last).toBeNull();
  });
});

describe('Create-bot screen: unsaved text', () => {
  it('asks before the tab is closed or the page left while typed text is not a bot yet', async () => {
    open();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByText('Ada Lovelace');
    expect(leave()).toBe(false);
    const user = await typeText('Ada wrote the first program.');
    expect(leave()).toBe(true);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const away = document.createElement('a');
    away.href = '/your-bots';
    away.textContent = 'away';
    document.body.append(away);
    await user.click(away);
    expect(confirm).toHaveBeenCalledWith(STRINGS.unsavedChanges);
    away.remove();
    confirm.mockRestore();
    await user.clear(screen.getByRole('textbox', { name: STRINGS.textPlaceholder }));
    expect(leave()).toBe(false);
  });
});

describe('Create-bot screen: YouTube', () => {
  async function youtube(handler: RouteHandler) {
    const user = userEvent.setup();
    const api = open({ 'POST /api/youtube/get-transcript': handler });
    await screen.findByText('Ada Lovelace');
    await user.click(modeButton(STRINGS.modeYoutube));
    const field = screen.getByRole('textbox', { name: STRINGS.youtubePlaceholder });
    return { user, api, field };
  }

  it('fetches the transcript of a valid link and makes it the source', async () => {
    const { user, api, field } = await youtube(() =>
      json(200, { success: true, transcript: 'Never gonna give you up.' }),
    );
    await user.click(field);
    await user.paste(VIDEO);
    await waitFor(() => expect(inputPanel()).toHaveTextContent('Never gonna give you up.'));
    const calls = api.calls('POST', '/api/youtube/get-transcript');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ videoId: 'dQw4w9WgXcQ' });
  });

  it("keeps only the newest link's transcript when an older answer arrives late", async () => {
    const pending = new Map<string, ReturnType<typeof deferred<Response>>>();
    const { user, api, field } = await youtube((r) => {
      const answer = deferred<Response>();
      pending.set((r.body as { videoId: string }).videoId, answer);
      return answer.promise;
    });
    await user.click(field);
    await user.paste(VIDEO);
    await user.clear(field);
    await user.paste('https://youtu.be/9bZkp7q19f0');
    expect(api.calls('POST', '/api/youtube/get-transcript').map((c) => c.body)).toEqual([
      { videoId: 'dQw4w9WgXcQ' },
      { videoId: '9bZkp7q19f0' },
    ]);
    pending.get('9bZkp7q19f0')?.resolve(json(200, { success: true, transcript: 'Oppan Gangnam style.' }));
    await waitFor(() => expect(inputPanel()).toHaveTextContent('Oppan Gangnam style.'));
    pending.get('dQw4w9WgXcQ')?.resolve(json(200, { success: true, transcript: 'Never gonna give you up.' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(inputPanel()).toHaveTextContent('Oppan Gangnam style.');
    expect(inputPanel()).not.toHaveTextContent('Never gonna');
  });

  it('sends nothing for a link without a valid video id, and says so once typing pauses', async () => {
    const { user, api, field } = await youtube(() => json(200, { success: true, transcript: 'x' }));
    await user.type(field, 'https://www.youtube.com/watch?v=short');
    await user.clear(field);
    await user.type(field, 'https://example.com/watch?v=dQw4w9WgXcQ');
    // not while the link is being typed
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(STRINGS.youtubeInvalidLink);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/api/youtube/get-transcript')).toHaveLength(0);
    // a valid link replaces the message with its transcript
    await user.clear(field);
    await user.click(field);
    await user.paste(VIDEO);
    await waitFor(() => expect(inputPanel()).toHaveTextContent('x'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's sentence when it refuses the transcript call (a 4xx)", async () => {
    const { user, field } = await youtube(() =>
      json(429, { success: false, error: 'You have imported a lot in the last few minutes.' }),
    );
    await user.click(field);
    await user.paste(VIDEO);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have imported a lot in the last few minutes.');
  });

  it("says 'Transcript not found.' when the video has none", async () => {
    const { user, field } = await youtube(() => json(404, { success: false, error: 'Transcript not found.' }));
    await user.click(field);
    await user.paste(VIDEO);
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.transcriptNotFound);
  });

  it("says 'Transcript not found.' for an empty transcript", async () => {
    const { user, field } = await youtube(() => json(200, { success: true, transcript: '' }));
    await user.click(field);
    await user.paste(VIDEO);
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.transcriptNotFound);
  });

  it("says 'Error fetching transcript. Please try again.' when the call fails", async () => {
    const { user, field } = await youtube(() => json(502, { success: false, error: 'YouTube did not answer.' }));
    await user.click(field);
    await user.paste(VIDEO);
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.transcriptError);
  });
});

describe('Create-bot screen: website (fake timers)', () => {
  async function website(handler: RouteHandler) {
    vi.useFakeTimers();
    const api = open({ 'POST /api/web/extract': handler });
    await flush();
    fireEvent.click(modeButton(STRINGS.modeWeb));
    return { api, field: screen.getByRole('textbox', { name: STRINGS.websitePlaceholder }) };
  }

  it('imports the page once typing pauses, with one request', async () => {
    const { api, field } = await website(() =>
      json(200, { success: true, title: 'About Ada', text: 'Ada Lovelace was a mathematician.' }),
    );
    await typeSlowly(field, 'https://ada.example/about');
    await act(() => vi.advanceTimersByTimeAsync(WEB_IMPORT_DEBOUNCE_MS - 100));
    expect(api.calls('POST', '/api/web/extract')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await flush();
    expect(inputPanel()).toHaveTextContent('Ada Lovelace was a mathematician.');
    expect(api.calls('POST', '/api/web/extract').map((c) => c.body)).toEqual([{ url: 'https://ada.example/about' }]);
    expect(screen.getByText(`${STRINGS.pageImportedTitle} About Ada`)).toBeInTheDocument();
  });

  it("shows why the import failed (the server's sentence)", async () => {
    const { field } = await website(() =>
      json(400, { success: false, error: 'That address points inside a private network.' }),
    );
    fireEvent.change(field, { target: { value: 'http://10.0.0.1/admin' } });
    await act(() => vi.advanceTimersByTimeAsync(WEB_IMPORT_DEBOUNCE_MS));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('That address points inside a private network.');
  });

  it('asks for a full http(s) link instead of sending something else', async () => {
    const { api, field } = await website(() => json(200, { success: true, title: '', text: 'x' }));
    fireEvent.change(field, { target: { value: 'ftp://files.example/doc' } });
    await act(() => vi.advanceTimersByTimeAsync(WEB_IMPORT_DEBOUNCE_MS));
    expect(screen.getByRole('alert')).toHaveTextContent(STRINGS.webInvalidLink);
    expect(api.calls('POST', '/api/web/extract')).toHaveLength(0);
  });
});

describe('Create-bot screen: summary (fake timers)', () => {
  it('summarizes once the source settles and drops a stale answer', async () => {
    vi.useFakeTimers();
    const answers: Array<ReturnType<typeof deferred<Response>>> = [];
    const api = open({
      'POST /api/summarize': () => {
        const answer = deferred<Response>();
        answers.push(answer);
        return answer.promise;
      },
    });
    await flush();
    const field = screen.getByRole('textbox', { name: STRINGS.textPlaceholder });
    expect(summaryPanel()).toHaveTextContent(STRINGS.summaryPlaceholder);

    await typeSlowly(field, 'First draft');
    expect(summaryPanel()).toHaveTextContent(STRINGS.summarizing);
    expect(summaryPanel()).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS - 1));
    expect(api.calls('POST', '/api/summarize')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.calls('POST', '/api/summarize').map((c) => c.body)).toEqual([{ text: 'First draft' }]);

    // The source changes while the first summary is in flight.
    fireEvent.change(field, { target: { value: 'First draft and more' } });
    await act(() => vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS));
    expect(api.calls('POST', '/api/summarize').map((c) => c.body)).toEqual([
      { text: 'First draft' },
      { text: 'First draft and more' },
    ]);

    // The newer answer arrives first, then the stale one: the stale one must not win.
    answers[1]?.resolve(json(200, { success: true, summary: 'Summary two' }));
    await flush();
    expect(summaryPanel()).toHaveTextContent('Summary two');
    answers[0]?.resolve(json(200, { success: true, summary: 'Summary one' }));
    await flush();
    expect(summaryPanel()).toHaveTextContent('Summary two');
    expect(summaryPanel()).not.toHaveTextContent('Summary one');
    expect(summaryPanel()).not.toHaveAttribute('aria-busy');
  });

  it('does not ask again for a source it already summarized (switching modes back and forth)', async () => {
    const api = open();
    const user = await typeText('Round trip');
    await waitFor(() => expect(summaryPanel()).toHaveTextContent('Summary of: Round trip'), {
      timeout: SUMMARY_DEBOUNCE_MS + 2000,
    });
    await user.click(modeButton(STRINGS.modePdf));
    expect(summaryPanel()).toHaveTextContent(STRINGS.summaryPlaceholder);
    await user.click(modeButton(STRINGS.modeText));
    expect(summaryPanel()).toHaveTextContent('Summary of: Round trip');
    expect(api.calls('POST', '/api/summarize')).toHaveLength(1);
  });

  it('shows why the summary failed', async () => {
    open({ 'POST /api/summarize': () => json(413, { success: false, error: 'The text is too long to summarize.' }) });
    await typeText('Some text');
    await waitFor(() => expect(summaryPanel()).toHaveTextContent('The text is too long to summarize.'), {
      timeout: SUMMARY_DEBOUNCE_MS + 2000,
    });
  });
});

describe('Create-bot screen: naming and storing the bot', () => {
  async function readyToCreate(store: RouteHandler) {
    const api = open({ 'POST /api/pdf/store-in-db': store });
    await screen.findByText('Ada Lovelace');
    const user = await typeText('Everything about Ada.');
    await user.click(screen.getByRole('button', { name: STRINGS.createBot }));
    const dialog = screen.getByRole('dialog', { name: STRINGS.enterBotName });
    return { api, user, dialog, name: screen.getByRole('textbox', { name: STRINGS.botNameLabel }) };
  }

  it("shows no 'Create Bot' button until a source exists", async () => {
    open();
    await screen.findByText('Ada Lovelace');
    expect(screen.queryByRole('button', { name: STRINGS.createBot })).not.toBeInTheDocument();
    await typeText('   ');
    expect(screen.queryByRole('button', { name: STRINGS.createBot })).not.toBeInTheDocument();
  });

  it("stores the bot, says 'Bot generated successfully.', closes the dialog and links to the chat", async () => {
    const { api, user, name } = await readyToCreate(() =>
      json(200, { success: true, bot: { _id: 'b9', botName: 'Ada bot' } }),
    );
    await user.type(name, 'Ada bot{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = api.calls('POST', '/api/pdf/store-in-db');
    expect(call?.body).toEqual({ text: 'Everything about Ada.', botName: 'Ada bot' });
    expect(call?.headers.authorization).toBe('tok-ada');
    expect(screen.getAllByText(STRINGS.botCreated).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: `${STRINGS.chatWith} Ada bot` })).toHaveAttribute('href', '/bot/u1/b9');
    // The dialog and the button that opened it are gone: focus is on the sentence with the chat link, not <body>.
    expect(screen.getByRole('link', { name: `${STRINGS.chatWith} Ada bot` }).closest('p')).toHaveFocus();
    // The shared user is fetched again so your-bots lists the new bot.
    await waitFor(() => expect(api.calls('GET', '/api/auth/getuser')).toHaveLength(2));
    // The form starts over: no second click can make a twin of this bot.
    expect(screen.getByRole('textbox', { name: STRINGS.textPlaceholder })).toHaveValue('');
    expect(screen.queryByRole('button', { name: STRINGS.createBot })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with 'Error creating bot. Please try again later.' when storing fails", async () => {
    const { user, name, dialog } = await readyToCreate(() =>
      json(500, { success: false, error: 'Something went wrong.' }),
    );
    await user.type(name, 'Ada bot');
    await user.click(within(dialog).getByRole('button', { name: STRINGS.createBot }));
    await waitFor(() => expect(dialog).toHaveTextContent(STRINGS.botCreateError));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows the server's sentence for a refused store (4xx), in the dialog and the alert", async () => {
    const refusal = 'You already have a bot with that name.';
    const { user, name, dialog } = await readyToCreate(() => json(409, { success: false, error: refusal }));
    await user.type(name, 'Ada bot{Enter}');
    await waitFor(() => expect(dialog).toHaveTextContent(refusal));
    expect(dialog).not.toHaveTextContent(STRINGS.botCreateError);
    expect(screen.getAllByText(refusal).length).toBe(2);
  });

  it('says why and goes to log in again when the session has ended (401), coming back here after', async () => {
    const ended = 'Your password was changed since you logged in. Please log in again.';
    let signedIn = true;
    open({
      'GET /api/auth/getuser': () => (signedIn ? json(200, ADA) : json(401, { success: false, error: ended })),
      'POST /api/pdf/store-in-db': () => json(401, { success: false, error: ended }),
    });
    await screen.findByText('Ada Lovelace');
    const user = await typeText('Everything about Ada.');
    await user.click(screen.getByRole('button', { name: STRINGS.createBot }));
    signedIn = false; // the password was changed in another tab
    await user.type(screen.getByRole('textbox', { name: STRINGS.botNameLabel }), 'Ada bot{Enter}');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByText(ended)).toBeInTheDocument();
    expect(screen.queryByText(STRINGS.botCreateError)).not.toBeInTheDocument();
    // The stale token is dropped, as any 401 from the user fetch does.
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('does nothing for an empty name', async () => {
    const { api, user, dialog } = await readyToCreate(() =>
      json(200, { success: true, bot: { _id: 'b9', botName: 'x' } }),
    );
    await user.click(within(dialog).getByRole('button', { name: STRINGS.createBot }));
    expect(api.calls('POST', '/api/pdf/store-in-db')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes the dialog on Escape and on Cancel without storing', async () => {
    const { api, user } = await readyToCreate(() => json(200, { success: true, bot: { _id: 'b9', botName: 'x' } }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: STRINGS.createBot }));
    await user.click(screen.getByRole('button', { name: STRINGS.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/pdf/store-in-db')).toHaveLength(0);
  });
});

describe('Create-bot screen: copy icons', () => {
  it('shows the beginning of a very long text in the Input Text panel (its end is a count), and copies all of it', async () => {
    open();
    const text = `${'Ada wrote the first program. '.repeat(1000)}THE VERY END`;
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: STRINGS.textPlaceholder });
    await user.click(field);
    await user.paste(text);
    const rest = text.length - PANEL_SHOWN_CHARS;
    await waitFor(() => expect(inputPanel()).toHaveTextContent(`${rest.toLocaleString()} ${STRINGS.panelMoreChars}`));
    expect(inputPanel().textContent?.length).toBeLessThan(PANEL_SHOWN_CHARS + 200);
    expect(inputPanel()).not.toHaveTextContent('THE VERY END');
    await user.click(screen.getByRole('button', { name: STRINGS.copyInputText }));
    expect(await navigator.clipboard.readText()).toBe(text);
  });

  it('copies the input text and the summary with their confirmations', async () => {
    open();
    const user = await typeText('Copy me');
    await user.click(screen.getByRole('button', { name: STRINGS.copyInputText }));
    expect(await navigator.clipboard.readText()).toBe('Copy me');
    expect(await screen.findByText(STRINGS.inputCopied)).toBeInTheDocument();

    await waitFor(() => expect(summaryPanel()).toHaveTextContent('Summary of: Copy me'), {
      timeout: SUMMARY_DEBOUNCE_MS + 2000,
    });
    await user.click(screen.getByRole('button', { name: STRINGS.copySummary }));
    expect(await navigator.clipboard.readText()).toBe('Summary of: Copy me');
    expect(await screen.findByText(STRINGS.summaryCopied)).toBeInTheDocument();
  });
});
