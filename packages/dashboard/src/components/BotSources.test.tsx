import {
  type BotSource,
  createApiClient,
  DEFAULT_BOT_SETTINGS,
  type OwnerBot,
  STRINGS,
  VALIDATION_MESSAGES,
} from '@botfolio/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../context/ApiContext';
import { deferred, fakeServer, type Handler, json } from '../test/testKit';
import { addRequestOf, BotSources } from './BotSources';

const HOBBIES: BotSource = {
  _id: 's1',
  type: 'text',
  title: 'Hobbies',
  origin: null,
  chars: 19,
  addedAt: '2026-11-01T00:00:00.000Z',
  refreshedAt: '2026-11-01T00:00:00.000Z',
  language: 'en',
};
const PAGE: BotSource = {
  _id: 's2',
  type: 'website',
  title: 'My portfolio',
  origin: 'https://ada.example/',
  chars: 800,
  addedAt: '2026-11-02T00:00:00.000Z',
  refreshedAt: '2026-11-02T00:00:00.000Z',
  language: 'en',
};
const BOT: OwnerBot = {
  _id: 'b1',
  botName: 'Ada',
  sources: [HOBBIES, PAGE],
  settings: { ...DEFAULT_BOT_SETTINGS },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
};
const HOBBIES_TEXT = 'Ada plays the harp.';
const READ_HOBBIES = {
  'GET /api/bots/b1/sources/s1': () => json(200, { success: true, source: HOBBIES, text: HOBBIES_TEXT }),
};

/** The server's answer to a PATCH: the source with what the request changed, and the bot with it. */
function patched(source: BotSource, body: unknown) {
  const { title, text } = body as { title?: string; text?: string };
  const next: BotSource = {
    ...source,
    ...(title === undefined ? {} : { title }),
    ...(text === undefined ? {} : { chars: text.length, refreshedAt: '2026-11-20T00:00:00.000Z' }),
  };
  return json(200, {
    success: true,
    source: next,
    bot: { ...BOT, sources: BOT.sources.map((s) => (s._id === source._id ? next : s)) },
  });
}

/** The sources of a bot as the Edit page holds them: each change answered by the server replaces the bot. */
function Sources({ initial }: { initial: OwnerBot }) {
  const [bot, setBot] = useState(initial);
  return <BotSources bot={bot} onChange={setBot} />;
}

function renderSources(routes: Record<string, Handler>, bot: OwnerBot = BOT) {
  const server = fakeServer(routes);
  const user = userEvent.setup();
  render(
    <ApiProvider client={createApiClient({ baseUrl: '', fetch: server.fetch })}>
      <Sources initial={bot} />
    </ApiProvider>,
  );
  return { server, user };
}

const editButton = (title: string) => screen.getByRole('button', { name: `${STRINGS.editSource} ${title}` });
const editor = (title: string) => screen.getByRole('form', { name: `${STRINGS.editSourceLabel} ${title}` });

describe('BotSources: editing a source', () => {
  it('renames a text source and corrects its text in an inline form; focus goes into it and back', async () => {
    const { server, user } = renderSources({
      ...READ_HOBBIES,
      'PATCH /api/bots/b1/sources/s1': (call) => patched(HOBBIES, call.body),
    });
    await user.click(editButton('Hobbies'));
    const form = editor('Hobbies');
    const title = within(form).getByRole('textbox', { name: STRINGS.sourceTitleLabel });
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Hobbies');
    expect(editButton('Hobbies')).toHaveAttribute('aria-expanded', 'true');
    // the text is read from the server to be corrected
    const text = await within(form).findByRole('textbox', { name: STRINGS.sourceTextLabel });
    expect(text).toHaveValue(HOBBIES_TEXT);

    await user.clear(title);
    await user.type(title, 'Pastimes');
    await user.clear(text);
    await user.type(text, 'Ada plays the cello.');
    await user.click(within(form).getByRole('button', { name: STRINGS.saveSource }));

    expect(await screen.findByRole('status')).toHaveTextContent(STRINGS.sourceSaved);
    expect(server.calls('PATCH', '/api/bots/b1/sources/s1')[0]?.body).toEqual({
      title: 'Pastimes',
      text: 'Ada plays the cello.',
    });
    expect(screen.queryByRole('form')).toBeNull();
    // the row shows the source as saved: its new title, length, and when it was edited
    const row = screen.getByText('Pastimes').closest('li') as HTMLElement;
    expect(within(row).getByText(/20 characters · added .* · edited /)).toBeInTheDocument();
    await waitFor(() => expect(editButton('Pastimes')).toHaveFocus());
    expect(editButton('Pastimes')).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends only what changed; Escape and Cancel close it without saving; an unchanged form says so', async () => {
    const { server, user } = renderSources({
      ...READ_HOBBIES,
      'PATCH /api/bots/b1/sources/s1': (call) => patched(HOBBIES, call.body),
    });
    // Escape anywhere in the form cancels, and focus returns to the row's Edit button
    await user.click(editButton('Hobbies'));
    await within(editor('Hobbies')).findByRole('textbox', { name: STRINGS.sourceTextLabel });
    await user.type(within(editor('Hobbies')).getByRole('textbox', { name: STRINGS.sourceTitleLabel }), ' and more');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(editButton('Hobbies')).toHaveFocus());
    // so does Cancel, and the Edit button toggles it too
    await user.keyboard('{Enter}');
    await user.click(within(editor('Hobbies')).getByRole('button', { name: STRINGS.cancelEditSource }));
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(editButton('Hobbies')).toHaveFocus());
    await user.click(editButton('Hobbies'));
    await user.click(editButton('Hobbies'));
    expect(screen.queryByRole('form')).toBeNull();
    expect(server.calls('PATCH', '/api/bots/b1/sources/s1')).toHaveLength(0);

    // nothing changed: nothing is sent
    await user.click(editButton('Hobbies'));
    await within(editor('Hobbies')).findByRole('textbox', { name: STRINGS.sourceTextLabel });
    await user.click(within(editor('Hobbies')).getByRole('button', { name: STRINGS.saveSource }));
    expect(screen.getByRole('status')).toHaveTextContent(STRINGS.nothingChanged);
    expect(server.calls('PATCH', '/api/bots/b1/sources/s1')).toHaveLength(0);

    // a new title alone: the text is not sent again
    await user.click(editButton('Hobbies'));
    const title = within(editor('Hobbies')).getByRole('textbox', { name: STRINGS.sourceTitleLabel });
    await within(editor('Hobbies')).findByRole('textbox', { name: STRINGS.sourceTextLabel });
    await user.clear(title);
    await user.type(title, 'Music{Enter}');
    expect(await screen.findByText(STRINGS.sourceSaved)).toBeInTheDocument();
    expect(server.calls('PATCH', '/api/bots/b1/sources/s1').map((c) => c.body)).toEqual([{ title: 'Music' }]);
    expect(screen.getByText('Music')).toBeInTheDocument();
  });

  it('renames a website source but leaves its text to its link (Refresh), and never reads it', async () => {
    const { server, user } = renderSources({
      'PATCH /api/bots/b1/sources/s2': (call) => patched(PAGE, call.body),
    });
    await user.click(editButton('My portfolio'));
    const form = editor('My portfolio');
    expect(within(form).getByText(STRINGS.sourceTextFromOrigin)).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: STRINGS.sourceTextLabel })).toBeNull();
    const title = within(form).getByRole('textbox', { name: STRINGS.sourceTitleLabel });
    await user.clear(title);
    await user.type(title, 'Portfolio (2026)');
    await user.click(within(form).getByRole('button', { name: STRINGS.saveSource }));
    expect(await screen.findByText(STRINGS.sourceSaved)).toBeInTheDocument();
    expect(server.calls('PATCH', '/api/bots/b1/sources/s2')[0]?.body).toEqual({ title: 'Portfolio (2026)' });
    expect(server.calls('GET', '/api/bots/b1/sources/s2')).toHaveLength(0);
    expect(screen.getByRole('button', { name: `${STRINGS.refreshSource} Portfolio (2026)` })).toBeInTheDocument();
  });

  it('says what is wrong and keeps the form open with what was typed', async () => {
    const answer = deferred<Response>();
    const { server, user } = renderSources({
      ...READ_HOBBIES,
      'PATCH /api/bots/b1/sources/s1': () => answer.promise,
    });
    await user.click(editButton('Hobbies'));
    const form = editor('Hobbies');
    const title = within(form).getByRole('textbox', { name: STRINGS.sourceTitleLabel });
    const text = await within(form).findByRole('textbox', { name: STRINGS.sourceTextLabel });
    // an empty title or text: core's sentence, before anything is sent
    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: STRINGS.saveSource }));
    expect(within(form).getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.sourceTitle);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    await user.type(title, 'Harp');
    await user.clear(text);
    await user.click(within(form).getByRole('button', { name: STRINGS.saveSource }));
    expect(within(form).getByRole('alert')).toHaveTextContent("A source's text must not be empty.");
    expect(text).toHaveFocus();
    expect(server.calls('PATCH', '/api/bots/b1/sources/s1')).toHaveLength(0);

    // the server's refusal: its sentence, and the form keeps the owner's text and the focus on Save
    await user.type(text, 'A much longer text.');
    const save = within(form).getByRole('button', { name: STRINGS.saveSource });
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    answer.resolve(
      json(413, { success: false, error: "A bot's sources together must be at most 5,000,000 characters." }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent("A bot's sources together must be at most");
    expect(text).toHaveValue('A much longer text.');
    expect(title).toHaveValue('Harp');
    expect(save).toHaveFocus();
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('Hobbies')).toBeInTheDocument();
  });

  it('still renames a source whose text could not be read, and shows titles as text', async () => {
    const marked = { ...HOBBIES, title: '<img src=x onerror=alert(1)>Hobbies' };
    const { server, user } = renderSources(
      {
        'GET /api/bots/b1/sources/s1': () => json(500, { success: false, error: 'Something went wrong.' }),
        'PATCH /api/bots/b1/sources/s1': (call) => patched(marked, call.body),
      },
      { ...BOT, sources: [marked, PAGE] },
    );
    expect(screen.getByText(marked.title)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    await user.click(editButton(marked.title));
    const form = editor(marked.title);
    expect(await within(form).findByRole('alert')).toHaveTextContent(STRINGS.sourceTextLoadFailed);
    const title = within(form).getByRole('textbox', { name: STRINGS.sourceTitleLabel });
    await user.clear(title);
    await user.type(title, 'Hobbies');
    await user.click(within(form).getByRole('button', { name: STRINGS.saveSource }));
    expect(await screen.findByText(STRINGS.sourceSaved)).toBeInTheDocument();
    expect(server.calls('PATCH', '/api/bots/b1/sources/s1')[0]?.body).toEqual({ title: 'Hobbies' });
  });
});

describe('BotSources: a source text the server refuses to read', () => {
  it("says why in the server's words (a 4xx), not the generic sentence", async () => {
    const { user } = renderSources({
      'GET /api/bots/b1/sources/s1': () =>
        json(404, { success: false, error: 'This source was removed in another tab.' }),
    });
    await user.click(editButton(HOBBIES.title));
    const form = editor(HOBBIES.title);
    expect(await within(form).findByRole('alert')).toHaveTextContent('This source was removed in another tab.');
  });
});

describe('BotSources: adding a source with a title', () => {
  it('names pasted text as typed, or shows the name its first line will give it', async () => {
    const added = { ...HOBBIES, _id: 's3', title: 'Lectures' };
    const { server, user } = renderSources({
      'POST /api/bots/b1/sources': () =>
        json(201, { success: true, source: added, bot: { ...BOT, sources: [...BOT.sources, added] } }),
    });
    const titleField = screen.getByRole('textbox', { name: STRINGS.sourceTitleOptional });
    expect(titleField).toHaveAttribute('placeholder', STRINGS.sourceTitleFromText);
    await user.type(screen.getByRole('textbox', { name: STRINGS.textPlaceholder }), 'Talks{Enter}Ada spoke in London.');
    expect(titleField).toHaveAttribute('placeholder', 'Talks');
    await user.type(titleField, '  Lectures ');
    await user.click(screen.getByRole('button', { name: STRINGS.addSource }));
    expect(await screen.findByText(STRINGS.sourceAdded)).toBeInTheDocument();
    expect(server.calls('POST', '/api/bots/b1/sources')[0]?.body).toEqual({
      type: 'text',
      title: 'Lectures',
      text: 'Talks\nAda spoke in London.',
    });
    expect(screen.getByRole('textbox', { name: STRINGS.sourceTitleOptional })).toHaveValue('');
    // links are named by what the server reads from them: no title field
    await user.click(screen.getByRole('button', { name: STRINGS.modeWeb }));
    expect(screen.queryByRole('textbox', { name: STRINGS.sourceTitleOptional })).toBeNull();
  });

  it('drops the last "Source added." once a new pick starts, so it never stands beside that pick\'s error', async () => {
    const added = { ...HOBBIES, _id: 's3', title: 'Talks' };
    const { user } = renderSources({
      'POST /api/bots/b1/sources': () =>
        json(201, { success: true, source: added, bot: { ...BOT, sources: [...BOT.sources, added] } }),
    });
    await user.type(screen.getByRole('textbox', { name: STRINGS.textPlaceholder }), 'Ada spoke in London.');
    await user.click(screen.getByRole('button', { name: STRINGS.addSource }));
    expect(await screen.findByText(STRINGS.sourceAdded)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: STRINGS.modePdf }));
    fireEvent.change(screen.getByLabelText(STRINGS.pdfDropHint), {
      target: { files: [new File(['plain'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.pdfOnly);
    expect(screen.queryByText(STRINGS.sourceAdded)).toBeNull();
  });

  it("sends a typed title for text and PDF sources, else the PDF's file name; never for a link", () => {
    const pdf = { type: 'pdf' as const, title: 'cv.pdf', origin: 'cv.pdf', text: 'Ada, engineer.' };
    expect(addRequestOf(pdf)).toEqual({ type: 'pdf', title: 'cv.pdf', text: 'Ada, engineer.' });
    expect(addRequestOf(pdf, ' My CV ')).toEqual({ type: 'pdf', title: 'My CV', text: 'Ada, engineer.' });
    expect(addRequestOf({ type: 'text', title: undefined, origin: null, text: 'Hi.' }, '   ')).toEqual({
      type: 'text',
      text: 'Hi.',
    });
    const page = { type: 'website' as const, title: 'Ada', origin: 'https://ada.example/', text: 'x' };
    expect(addRequestOf(page, 'Typed while pasting text')).toEqual({
      type: 'website',
      url: 'https://ada.example/',
      title: 'Ada',
    });
  });
});
