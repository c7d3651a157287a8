import {
  type ChatMessage,
  type ChatSessionClient,
  type ChatStorage,
  chatStorageKey,
  createChatSession,
  DEFAULT_BOT_SETTINGS,
  type PublicBot,
  publicBotOf,
} from '@botfolio/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import { ChatScreen } from './ChatScreen';
import { ChatStyles } from './ChatStyleElement';
import { FakeSynth, FakeUtterance } from './test/fakes';

const BOT: PublicBot = publicBotOf('b1', 'Ada’s résumé', { ...DEFAULT_BOT_SETTINGS });
const CONVERSATION: ChatMessage[] = [
  { sender: 'user', text: 'What did Ada build at Analytical Engines?' },
  {
    sender: 'bot',
    text: 'She led the migration of a payments platform to TypeScript. More at https://example.com/ada/projects.',
  },
  { sender: 'user', text: 'And in her free time?' },
  { sender: 'bot', text: 'A chess engine in Rust that plays at 2100 Elo.' },
];
const ANSWER =
  'Ada writes accessible web applications, mostly in TypeScript and React, and tests them in real browsers.';
const never = new Promise<never>(() => {});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client for stories: finds BOT (or never answers, or fails) and streams `answer` word by word. */
function storyClient(
  options: {
    lookup?: 'ok' | 'pending' | 'missing' | 'fail';
    answer?: 'stream' | 'slow' | 'fail';
    settings?: Partial<PublicBot>;
  } = {},
) {
  const { lookup = 'ok', answer = 'stream' } = options;
  const client: ChatSessionClient = {
    async getPublicBot() {
      if (lookup === 'pending') return never;
      if (lookup === 'fail') throw Object.assign(new Error('Could not reach the server.'), { status: 0 });
      if (lookup === 'missing')
        throw Object.assign(new Error('This bot does not exist or was deleted.'), { status: 404 });
      return { success: true as const, bot: { ...BOT, ...options.settings } };
    },
    async *chatStream(_userId, _botId, _request, opts) {
      if (answer === 'fail') {
        await wait(600);
        throw new Error('The model is unavailable right now.');
      }
      let text = '';
      for (const word of ANSWER.split(/(?<= )/)) {
        await wait(answer === 'slow' ? 700 : 120);
        if (opts?.signal?.aborted) return;
        text += word;
        yield { event: 'token', data: { text: word } };
      }
      yield {
        event: 'done',
        data: {
          answer: text,
          sources: [{ text: 'Ada writes accessible web applications, mostly in TypeScript and React.' }],
        },
      };
    },
  };
  return client;
}

function storageWith(messages: ChatMessage[]): ChatStorage {
  const data = new Map([[chatStorageKey('u1', 'b1'), JSON.stringify(messages)]]);
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const noSpeech = { synth: null, Utterance: null, Recognition: null };

const meta = {
  title: 'Widget/ChatScreen',
  component: ChatScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <div className={context.args.variant === 'panel' ? 'story-panel' : undefined}>
        <ChatStyles />
        <style>
          {
            '.story-panel{width:380px;height:620px;margin:24px;box-shadow:0 12px 40px rgba(30,27,58,.3);border-radius:14px}'
          }
        </style>
        <Story />
      </div>
    ),
  ],
  args: { client: storyClient(), userId: 'u1', botId: 'b1', variant: 'page', speech: noSpeech, onBack: () => {} },
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spinner and 'Training bot, please wait...' until the bot is found. */
export const Loading: Story = { args: { client: storyClient({ lookup: 'pending' }) } };

/** The bot is ready, nothing said yet. */
export const Empty: Story = {};

/** A conversation kept from earlier in the tab (sessionStorage), with a clickable link. */
export const Conversation: Story = { args: { storage: storageWith(CONVERSATION) } };

/** The widget's panel variant, with the close button. */
export const Panel: Story = {
  args: { variant: 'panel', onBack: undefined, onClose: () => {}, storage: storageWith(CONVERSATION) },
};

function Driven({
  client,
  storage,
  speak,
  ask,
}: {
  client: ChatSessionClient;
  storage?: ChatStorage;
  speak?: number;
  ask?: string;
}) {
  const synth = useMemo(() => new FakeSynth(), []);
  const session = useMemo(
    () =>
      createChatSession({
        client,
        userId: 'u1',
        botId: 'b1',
        storage,
        speech: { synth, Utterance: FakeUtterance, Recognition: null },
      }),
    [client, storage, synth],
  );
  useEffect(() => {
    void session.load().then(() => {
      if (ask) void session.send(ask);
      if (speak !== undefined) session.speak(speak);
    });
  }, [session, ask, speak]);
  return <ChatScreen client={client} userId="u1" botId="b1" session={session} onBack={() => {}} />;
}

/** 'Typing...', input and send disabled, the answer growing word by word. */
export const Streaming: Story = {
  render: () => <Driven client={storyClient({ answer: 'slow' })} ask="What does Ada do?" />,
};

/** The answer failed: the spec's sentence as the bot's message. */
export const AnswerError: Story = {
  render: () => <Driven client={storyClient({ answer: 'fail' })} ask="What does Ada do?" />,
};

/** The second message is being read aloud: its button is 'Stop'. */
export const Speaking: Story = {
  render: () => <Driven client={storyClient()} storage={storageWith(CONVERSATION)} speak={1} />,
};

/** The bot was deleted: a short message instead of a spinner forever. */
export const NotFound: Story = { args: { client: storyClient({ lookup: 'missing' }) } };

/** The bot could not be loaded (network): a retry button. */
export const LoadError: Story = { args: { client: storyClient({ lookup: 'fail' }) } };
