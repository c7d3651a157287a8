import { DEFAULT_BOT_SETTINGS, LIMITS, type PublicBotResponse, publicBotOf, STRINGS } from '@botfolio/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ChatScreen } from './ChatScreen';
import { FakeSynth, FakeUtterance, fakeClient, fakeRecognition, HttpError } from './test/fakes';

const noSpeech = { synth: null, Utterance: null, Recognition: null };

function setup(options: Parameters<typeof fakeClient>[0] = {}, speech: object = noSpeech) {
  const client = fakeClient(options);
  const user = userEvent.setup();
  const view = render(<ChatScreen client={client} userId="u1" botId="bot1" speech={speech} />);
  return { client, user, view };
}

const input = () => screen.getByRole('textbox', { name: STRINGS.messageLabel });
const sendButton = () => screen.getByRole('button', { name: STRINGS.send });

describe('ChatScreen', () => {
  test('shows a spinner and the training placeholder until the bot is found, then its name', async () => {
    let resolve!: (answer: PublicBotResponse) => void;
    const lookup = new Promise<PublicBotResponse>((r) => {
      resolve = r;
    });
    setup({ lookup });
    expect(screen.getByRole('status')).toHaveTextContent(STRINGS.loading);
    expect(input()).toHaveAttribute('placeholder', STRINGS.trainingPlaceholder);
    expect(input()).toBeDisabled();
    await act(async () =>
      resolve({ success: true, bot: publicBotOf('bot1', 'Résumé bot', { ...DEFAULT_BOT_SETTINGS }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Résumé bot' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', STRINGS.chatPlaceholder);
    expect(input()).toBeEnabled();
  });

  test('a missing bot says so instead of spinning forever', async () => {
    render(<ChatScreen client={fakeClient()} userId="someone-else" botId="bot1" speech={noSpeech} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.botNotFound);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  test('a bot deleted while its chat is open says so once, and the input goes', async () => {
    const { client, user } = setup();
    await screen.findByRole('heading', { name: 'Ada Bot' });
    await user.type(input(), 'Still there?{Enter}');
    await act(async () => {
      client.answers[0]!.fail(new HttpError(404, STRINGS.botNotFound));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.botNotFound);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STRINGS.send })).not.toBeInTheDocument();
  });

  test('a failed lookup offers to try again', async () => {
    const client = fakeClient({ lookupError: new HttpError(503, 'down') });
    render(<ChatScreen client={client} userId="u1" botId="bot1" speech={noSpeech} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.botLoadError);
    expect(screen.getByRole('button', { name: STRINGS.retry })).toBeInTheDocument();
  });

  test('Enter sends; the answer streams in token by token; input and send are disabled while waiting', async () => {
    const { client, user } = setup();
    await screen.findByRole('heading', { name: 'Ada Bot' });
    await user.type(input(), 'What do you know?{Enter}');
    expect(client.requests).toEqual([{ userId: 'u1', botId: 'bot1', message: 'What do you know?', history: [] }]);
    expect(screen.getByText('What do you know?').closest('li')).toHaveClass('bf-user');
    expect(screen.getByText(STRINGS.typing)).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue('');
    expect(sendButton()).toBeDisabled();
    // a disabled input drops focus (Chromium): it waits on the chat instead of falling to the page
    expect(screen.getByRole('region', { name: /Ada Bot/ })).toHaveFocus();
    const answer = client.answers[0]!;
    await act(async () => {
      answer.token('Ada wrote ');
    });
    expect(await screen.findByText('Ada wrote')).toBeInTheDocument();
    await act(async () => {
      answer.token('the first program.');
    });
    const bot = await screen.findByText('Ada wrote the first program.');
    expect(bot.closest('li')).toHaveClass('bf-bot');
    await act(async () => {
      answer.done('Ada wrote the first program.');
    });
    await waitFor(() => expect(screen.queryByText(STRINGS.typing)).not.toBeInTheDocument());
    expect(input()).toBeEnabled();
    await waitFor(() => expect(input()).toHaveFocus());
  });

  test('a starter asks its question and keeps focus in the chat, then on the input once answered', async () => {
    const { client, user } = setup({ settings: { starters: ['What did Ada write?'] } });
    const starter = await screen.findByRole('button', { name: 'What did Ada write?' });
    // Preact runs the ready chat's effects after the next frame: a person's click comes later than that
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.click(starter);
    expect(client.requests.map((r) => r.message)).toEqual(['What did Ada write?']);
    // the starters are gone with the first message, the pressed one too
    expect(screen.queryByRole('button', { name: 'What did Ada write?' })).not.toBeInTheDocument();
    // the input is disabled while the answer comes: focus waits on the chat, not the page
    expect(screen.getByRole('region', { name: /Ada Bot/ })).toHaveFocus();
    await act(async () => {
      client.answers[0]!.done('Ada wrote the first program.');
    });
    await waitFor(() => expect(input()).toBeEnabled());
    await waitFor(() => expect(input()).toHaveFocus());
  });

  test('an empty message is not sent, by Enter or by the button', async () => {
    const { client, user } = setup();
    await screen.findByRole('heading', { name: 'Ada Bot' });
    await user.type(input(), '   {Enter}');
    expect(sendButton()).toBeDisabled();
    await user.click(sendButton());
    expect(client.requests).toHaveLength(0);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  test('a message at the length limit says so (the input cuts a longer paste)', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Ada Bot' });
    expect(screen.queryByText(STRINGS.chatMessageLength)).toBeNull();
    await user.click(input());
    await user.paste('x'.repeat(LIMITS.chatMessageMaxLength + 500));
    expect(input()).toHaveValue('x'.repeat(LIMITS.chatMessageMaxLength));
    expect(screen.getByRole('status')).toHaveTextContent(STRINGS.chatMessageLength);
  });

  test('an empty answer shows "No response from bot." and a failure the spec sentence', async () => {
    const { client, user } = setup();
    await screen.findByRole('heading', { name: 'Ada Bot' });
    await user.type(input(), 'hello{Enter}');
    await act(async () => {
      client.answers[0]!.done('');
    });
    expect(await screen.findByText(STRINGS.noResponse)).toBeInTheDocument();
    await user.type(input(), 'again{Enter}');
    await act(async () => {
      client.answers[1]!.fail(new TypeError('Failed to fetch'));
    });
    expect(await screen.findByText(STRINGS.answerError)).toBeInTheDocument();
  });

  test('bot text renders as text: markup stays inert and only http(s) links are clickable', async () => {
    const { client, user } = setup({ botName: '<img src=x onerror=alert(1)>' });
    expect(await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    await user.type(input(), 'links?{Enter}');
    await act(async () => {
      client.answers[0]!.done('<b>bold</b> see https://example.com/cv. or javascript:alert(1)');
    });
    await screen.findByText(/see/);
    expect(document.querySelector('img, b')).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/cv');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('read aloud becomes stop while speaking, and back when speech ends', async () => {
    const synth = new FakeSynth();
    const { client, user } = setup({}, { synth, Utterance: FakeUtterance, Recognition: null });
    await screen.findByRole('heading', { name: 'Ada Bot' });
    await user.type(input(), 'hi{Enter}');
    await act(async () => {
      client.answers[0]!.done('Hello there');
    });
    await screen.findByText('Hello there');
    const readButtons = screen.getAllByRole('button', { name: STRINGS.readAloud });
    expect(readButtons).toHaveLength(2);
    await user.click(readButtons[1]!);
    expect(synth.spoken.map((u) => [u.text, u.lang])).toEqual([['Hello there', 'en-US']]);
    expect(screen.getAllByRole('button', { name: STRINGS.stopReading })).toHaveLength(1);
    await act(async () => synth.finish());
    expect(screen.queryByRole('button', { name: STRINGS.stopReading })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: STRINGS.readAloud })[0]!);
    await user.click(screen.getByRole('button', { name: STRINGS.stopReading }));
    expect(synth.current).toBeNull();
    expect(screen.getAllByRole('button', { name: STRINGS.readAloud })).toHaveLength(2);
  });

  test('the greeting has its read-aloud button too, which reads the greeting and becomes stop while it does', async () => {
    const synth = new FakeSynth();
    const client = fakeClient({ settings: { greeting: 'Hi! Ask me about Ada.' } });
    const user = userEvent.setup();
    render(
      <ChatScreen
        client={client}
        userId="u1"
        botId="bot1"
        speech={{ synth, Utterance: FakeUtterance, Recognition: null }}
      />,
    );
    const greeting = (await screen.findByText('Hi! Ask me about Ada.')).closest('li')!;
    await user.click(within(greeting).getByRole('button', { name: STRINGS.readAloud }));
    expect(synth.spoken.map((u) => u.text)).toEqual(['Hi! Ask me about Ada.']);
    await user.click(within(greeting).getByRole('button', { name: STRINGS.stopReading }));
    expect(synth.current).toBeNull();
    expect(within(greeting).getByRole('button', { name: STRINGS.readAloud })).toBeInTheDocument();
  });

  test('the microphone fills the input with the phrase heard', async () => {
    const recognition = fakeRecognition();
    const { user } = setup({}, { synth: null, Utterance: null, Recognition: recognition.Recognition });
    await screen.findByRole('heading', { name: 'Ada Bot' });
    const mic = screen.getByRole('button', { name: STRINGS.speakMessage });
    await user.click(mic);
    expect(mic).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(STRINGS.listening)).toBeInTheDocument();
    const heard = recognition.last()!;
    expect([heard.lang, heard.interimResults, heard.maxAlternatives]).toEqual(['en-US', false, 1]);
    await act(async () => heard.hear('tell me about your projects'));
    expect(input()).toHaveValue('tell me about your projects');
    expect(mic).toHaveAttribute('aria-pressed', 'false');
  });

  test('without speech recognition the microphone says the browser does not support it', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Ada Bot' });
    await user.click(screen.getByRole('button', { name: STRINGS.speakMessage }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.speechUnsupported);
    await user.click(screen.getByRole('button', { name: STRINGS.dismiss }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('New chat clears the conversation', async () => {
    const { client, user } = setup();
    await screen.findByRole('heading', { name: 'Ada Bot' });
    await user.type(input(), 'first{Enter}');
    await act(async () => {
      client.answers[0]!.done('answer one');
    });
    await screen.findByText('answer one');
    await user.click(screen.getByRole('button', { name: STRINGS.newChat }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  test('the back arrow and close button appear only when asked for', async () => {
    const calls: string[] = [];
    const user = userEvent.setup();
    render(
      <ChatScreen
        client={fakeClient()}
        userId="u1"
        botId="bot1"
        speech={noSpeech}
        variant="panel"
        onBack={() => calls.push('back')}
        onClose={() => calls.push('close')}
      />,
    );
    await user.click(screen.getByRole('button', { name: STRINGS.back }));
    await user.click(screen.getByRole('button', { name: STRINGS.closeChat }));
    expect(calls).toEqual(['back', 'close']);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  test("speaks the bot's language when it has words for it, and English until they arrive", async () => {
    const client = fakeClient({ settings: { language: 'de-DE' } });
    let resolve: ((words: Record<string, string>) => void) | undefined;
    const loadWords = (locale: string) => {
      expect(locale).toBe('de');
      return new Promise<Record<string, string>>((r) => {
        resolve = r;
      });
    };
    render(<ChatScreen client={client} userId="u1" botId="bot1" speech={noSpeech} loadWords={loadWords} />);
    await screen.findByRole('heading', { name: 'Ada Bot' });
    expect(input()).toHaveAttribute('placeholder', STRINGS.chatPlaceholder);
    await waitFor(() => expect(resolve).toBeTypeOf('function'));
    await act(async () => resolve?.({ chatPlaceholder: 'Nachricht schreiben oder sprechen', send: 'Senden' }));
    expect(input()).toHaveAttribute('placeholder', 'Nachricht schreiben oder sprechen');
    expect(screen.getByRole('button', { name: 'Senden' })).toBeInTheDocument();
    // and says which language it is in, so a screen reader reads it with that voice
    expect(screen.getByRole('region', { name: /Ada Bot/ })).toHaveAttribute('lang', 'de-DE');
    expect(screen.getByRole('region', { name: /Ada Bot/ })).not.toHaveAttribute('dir');
  });

  test('reads right to left for a bot in Arabic', async () => {
    render(
      <ChatScreen
        client={fakeClient({ settings: { language: 'ar-SA' } })}
        userId="u1"
        botId="bot1"
        speech={noSpeech}
      />,
    );
    await screen.findByRole('heading', { name: 'Ada Bot' });
    expect(screen.getByRole('region', { name: /Ada Bot/ })).toHaveAttribute('dir', 'rtl');
  });

  test("moves focus into 'Leave your contact' and back: first field, then 'Back to the chat', then the opener", async () => {
    const client = fakeClient({ settings: { acceptContact: true } });
    const user = userEvent.setup();
    render(<ChatScreen client={client} userId="u1" botId="bot1" speech={noSpeech} />);
    const leave = await screen.findByRole('button', { name: STRINGS.leaveContact });
    await user.click(leave);
    // the pressed button is gone with the chat's extras: the form's first field has focus
    expect(screen.getByRole('textbox', { name: STRINGS.contactName })).toHaveFocus();
    await user.keyboard('Grace');
    await user.type(screen.getByRole('textbox', { name: STRINGS.contactEmail }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: STRINGS.contactSend }));
    expect(await screen.findByText(STRINGS.contactSent)).toBeInTheDocument();
    expect(client.contacts).toHaveLength(1);
    const back = screen.getByRole('button', { name: STRINGS.contactCancel });
    await waitFor(() => expect(back).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: STRINGS.leaveContact })).toHaveFocus();
  });
});
