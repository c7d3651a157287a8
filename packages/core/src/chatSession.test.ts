import { describe, expect, test } from 'vitest';
import { FakeSynth, FakeUtterance, fakeClient, fakeRecognition, HttpError } from '../../widget/src/test/fakes.js';
import { type ChatStorage, chatStorageKey, createChatSession } from './chatSession.js';
import { LIMITS } from './constants.js';
import { STRINGS } from './strings.js';

const noSpeech = { synth: null, Utterance: null, Recognition: null };

class MemoryStorage implements ChatStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function readySession(options: { storage?: ChatStorage; speech?: object } = {}) {
  const client = fakeClient();
  const session = createChatSession({ client, userId: 'u1', botId: 'bot1', speech: noSpeech, ...options });
  await session.load();
  return { client, session };
}

async function ask(
  session: ReturnType<typeof createChatSession>,
  client: ReturnType<typeof fakeClient>,
  q: string,
  a: string,
) {
  const sent = session.send(q);
  await tick();
  client.answers[client.answers.length - 1]!.token(a).done(a);
  await sent;
}

describe('createChatSession', () => {
  test('load picks the bot of the user; a missing bot or user ends in not-found', async () => {
    const { session } = await readySession();
    expect(session.getSnapshot()).toMatchObject({ status: 'ready', botName: 'Ada Bot', messages: [], typing: false });

    const noBot = createChatSession({ client: fakeClient(), userId: 'u1', botId: 'gone', speech: noSpeech });
    await noBot.load();
    expect(noBot.getSnapshot()).toMatchObject({ status: 'not-found', notice: STRINGS.botNotFound });

    const noUser = createChatSession({ client: fakeClient(), userId: 'nobody', botId: 'bot1', speech: noSpeech });
    await noUser.load();
    expect(noUser.getSnapshot().status).toBe('not-found');

    const down = createChatSession({
      client: fakeClient({ lookupError: new TypeError('Failed to fetch') }),
      userId: 'u1',
      botId: 'bot1',
      speech: noSpeech,
    });
    await down.load();
    expect(down.getSnapshot()).toMatchObject({ status: 'error', notice: STRINGS.botLoadError });
  });

  test('subscribers hear every change and snapshots are never mutated', async () => {
    const { session, client } = await readySession();
    const seen: unknown[] = [];
    const unsubscribe = session.subscribe(() => seen.push(session.getSnapshot()));
    const before = session.getSnapshot();
    await ask(session, client, 'hi', 'hello');
    expect(before.messages).toEqual([]);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
    unsubscribe();
    session.setInput('x');
    expect(seen.length).toBe(new Set(seen).size);
    expect(seen.at(-1)).not.toBe(session.getSnapshot());
  });

  test('send is blocked when empty, before the bot is ready and while an answer is on its way', async () => {
    const client = fakeClient();
    const session = createChatSession({ client, userId: 'u1', botId: 'bot1', speech: noSpeech });
    await session.send('too early');
    expect(client.requests).toHaveLength(0);
    await session.load();
    await session.send('   ');
    expect(client.requests).toHaveLength(0);
    const first = session.send('one');
    await session.send('two');
    expect(client.requests.map((r) => r.message)).toEqual(['one']);
    expect(session.getSnapshot().typing).toBe(true);
    client.answers[0]!.done('ok');
    await first;
    expect(session.getSnapshot().typing).toBe(false);
  });

  test('send uses and clears the input, the answer grows token by token', async () => {
    const { session, client } = await readySession();
    session.setInput('  What did Ada build? ');
    const sent = session.send();
    expect(session.getSnapshot().input).toBe('');
    await tick();
    const answer = client.answers[0]!;
    answer.token('The ');
    await tick();
    expect(session.getSnapshot().messages.at(-1)).toEqual({ sender: 'bot', text: 'The ' });
    answer.token('Analytical Engine');
    await tick();
    expect(session.getSnapshot().messages.at(-1)?.text).toBe('The Analytical Engine');
    answer.done('The Analytical Engine programs.');
    await sent;
    expect(session.getSnapshot().messages).toEqual([
      { sender: 'user', text: 'What did Ada build?' },
      { sender: 'bot', text: 'The Analytical Engine programs.' },
    ]);
  });

  test('history carries the last 10 messages, without failure notices', async () => {
    const { session, client } = await readySession();
    const failing = session.send('broken');
    await tick();
    client.answers[0]!.fail(new Error('boom'));
    await failing;
    expect(session.getSnapshot().messages.at(-1)?.text).toBe(STRINGS.answerError);
    for (let i = 0; i < 6; i++) await ask(session, client, `q${i}`, `a${i}`);
    await ask(session, client, 'last', 'done');
    const history = client.requests.at(-1)!.history as { text: string }[];
    expect(history).toHaveLength(10);
    expect(history.map((m) => m.text)).toEqual(['q1', 'a1', 'q2', 'a2', 'q3', 'a3', 'q4', 'a4', 'q5', 'a5']);
    expect(history.some((m) => m.text === STRINGS.answerError)).toBe(false);
    const long = 'x'.repeat(LIMITS.chatHistoryTextMaxLength + 500);
    await ask(session, client, 'long one', long);
    await ask(session, client, 'after', 'ok');
    const cut = client.requests.at(-1)!.history as { text: string }[];
    expect(cut.at(-1)?.text).toHaveLength(LIMITS.chatHistoryTextMaxLength);
    expect(session.getSnapshot().messages.some((m) => m.text === long)).toBe(true);
  });

  test('an empty answer says so; a 4xx keeps the server sentence; other failures the spec sentence', async () => {
    const { session, client } = await readySession();
    await ask(session, client, 'q', '');
    expect(session.getSnapshot().messages.at(-1)?.text).toBe(STRINGS.noResponse);
    const slow = session.send('again');
    await tick();
    client.answers[1]!.fail(new HttpError(429, 'Too many messages. Please wait a minute.'));
    await slow;
    expect(session.getSnapshot().messages.at(-1)?.text).toBe('Too many messages. Please wait a minute.');
    // A failure is marked as one, whatever its sentence, so it never goes back to the model as history.
    expect(session.getSnapshot().messages.at(-1)?.failed).toBe(true);
    await ask(session, client, 'next', 'fine');
    const history = client.requests.at(-1)!.history as { text: string }[];
    expect(history.map((m) => m.text)).not.toContain('Too many messages. Please wait a minute.');
    expect(history.map((m) => m.text)).not.toContain(STRINGS.noResponse);
    const down = session.send('and again');
    await tick();
    client.answers[3]!.fail(new HttpError(502, 'The model is unavailable right now.'));
    await down;
    expect(session.getSnapshot().messages.at(-1)?.text).toBe(STRINGS.answerError);
  });

  test('a bot deleted while its chat is open: the next question ends in not-found, not in an input that keeps failing', async () => {
    const { session, client } = await readySession();
    await ask(session, client, 'first', 'an answer');
    const sent = session.send('and now?');
    await tick();
    client.answers[1]!.fail(new HttpError(404, STRINGS.botNotFound));
    await sent;
    expect(session.getSnapshot()).toMatchObject({ status: 'not-found', notice: STRINGS.botNotFound, typing: false });
    // nothing more is sent
    await session.send('hello?');
    expect(client.requests).toHaveLength(2);
  });

  test('the conversation is kept per bot in storage and New chat clears it', async () => {
    const storage = new MemoryStorage();
    const { session, client } = await readySession({ storage });
    await ask(session, client, 'remember me', 'I will');
    const key = chatStorageKey('u1', 'bot1');
    expect(JSON.parse(storage.getItem(key)!)).toEqual([
      { sender: 'user', text: 'remember me' },
      { sender: 'bot', text: 'I will' },
    ]);
    const again = createChatSession({ client, userId: 'u1', botId: 'bot1', storage, speech: noSpeech });
    expect(again.getSnapshot().messages).toHaveLength(2);
    const other = createChatSession({ client, userId: 'u1', botId: 'bot2', storage, speech: noSpeech });
    expect(other.getSnapshot().messages).toHaveLength(0);
    again.newChat();
    expect(again.getSnapshot().messages).toEqual([]);
    expect(storage.getItem(key)).toBeNull();
  });

  test('garbage or unavailable storage starts an empty chat', () => {
    const storage = new MemoryStorage();
    storage.setItem(chatStorageKey('u1', 'bot1'), '{not json');
    const client = fakeClient();
    expect(createChatSession({ client, userId: 'u1', botId: 'bot1', storage }).getSnapshot().messages).toEqual([]);
    storage.setItem(
      chatStorageKey('u1', 'bot1'),
      JSON.stringify([
        { sender: 'admin', text: 1 },
        { sender: 'bot', text: 'ok' },
      ]),
    );
    expect(createChatSession({ client, userId: 'u1', botId: 'bot1', storage }).getSnapshot().messages).toEqual([
      { sender: 'bot', text: 'ok' },
    ]);
    const broken: ChatStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const session = createChatSession({ client, userId: 'u1', botId: 'bot1', storage: broken });
    expect(session.getSnapshot().messages).toEqual([]);
  });

  test('dispose aborts the answer in flight and the session stays usable', async () => {
    const { session, client } = await readySession();
    const sent = session.send('long question');
    await tick();
    session.dispose();
    await sent;
    expect(session.getSnapshot().typing).toBe(false);
    client.answers[0]!.token('late');
    await tick();
    expect(session.getSnapshot().messages.map((m) => m.text)).toEqual(['long question']);
    await session.load();
    await ask(session, client, 'next', 'fine');
    expect(session.getSnapshot().messages.at(-1)?.text).toBe('fine');
  });

  test('speak marks the message being read; a cancelled utterance ending late does not clear the next', async () => {
    const synth = new FakeSynth();
    const { session, client } = await readySession({ speech: { synth, Utterance: FakeUtterance, Recognition: null } });
    await ask(session, client, 'one', 'two');
    session.speak(0);
    expect(session.getSnapshot().speakingIndex).toBe(0);
    session.speak(1);
    await tick();
    expect(session.getSnapshot().speakingIndex).toBe(1);
    expect(synth.current?.text).toBe('two');
    session.speak(1);
    expect(session.getSnapshot().speakingIndex).toBeNull();
    expect(synth.current).toBeNull();
    session.speak(0);
    synth.finish();
    expect(session.getSnapshot().speakingIndex).toBeNull();
  });

  test('speak reads a text that is no message (the greeting, index -1), and stops it when asked again', async () => {
    const synth = new FakeSynth();
    const { session } = await readySession({ speech: { synth, Utterance: FakeUtterance, Recognition: null } });
    session.speak(-1, 'Hi! Ask me about Ada.');
    expect(session.getSnapshot().speakingIndex).toBe(-1);
    expect(synth.current?.text).toBe('Hi! Ask me about Ada.');
    session.speak(-1, 'Hi! Ask me about Ada.');
    expect(session.getSnapshot().speakingIndex).toBeNull();
    // no text and no such message: nothing to read
    session.speak(5);
    expect(synth.spoken).toHaveLength(1);
  });

  test('without speech synthesis, read aloud explains instead of failing', async () => {
    const { session, client } = await readySession();
    await ask(session, client, 'one', 'two');
    session.speak(1);
    expect(session.getSnapshot()).toMatchObject({ speakingIndex: null, notice: STRINGS.speechSynthesisUnsupported });
  });

  test('listen fills the input; unsupported or failing recognition leaves a notice', async () => {
    const recognition = fakeRecognition();
    const { session } = await readySession({
      speech: { synth: null, Utterance: null, Recognition: recognition.Recognition },
    });
    const heard = session.listen();
    expect(session.getSnapshot().listening).toBe(true);
    recognition.last()!.hear('what are your skills');
    await expect(heard).resolves.toBe('what are your skills');
    expect(session.getSnapshot()).toMatchObject({ input: 'what are your skills', listening: false });
    const denied = session.listen();
    recognition.last()!.fail('not-allowed');
    await denied;
    expect(session.getSnapshot().notice).toBe(STRINGS.speechFailed);

    const second = session.listen();
    expect(session.getSnapshot().listening).toBe(true);
    await expect(session.listen()).resolves.toBe('');
    await expect(second).resolves.toBe('');
    expect(session.getSnapshot().listening).toBe(false);

    const { session: plain } = await readySession();
    await expect(plain.listen()).resolves.toBe('');
    expect(plain.getSnapshot()).toMatchObject({ notice: STRINGS.speechUnsupported, listening: false });
    plain.dismissNotice();
    expect(plain.getSnapshot().notice).toBeNull();
  });
});
