/**
 * The chat screen's state as a plain store (subscribe/getSnapshot), framework-free: React reads it
 * with useSyncExternalStore, tests drive it directly. Browser natives (speech, storage) are injected.
 */
import { errorStatus } from './apiError.js';
import type { PublicBot } from './botSettings.js';
import { LIMITS } from './constants.js';
import {
  listenOnce,
  type RecognitionConstructor,
  type SpeechSynthesisLike,
  SpeechUnsupportedError,
  speak,
  stopSpeaking,
  type UtteranceConstructor,
} from './speech.js';
import { CHAT_STRINGS } from './strings.js';
import type { ChatAnswerEvent, ChatMessage, ChatRequest, ContactRequest, PublicBotResponse, Source } from './types.js';

/** The calls the chat makes; `createApiClient()` satisfies it, tests pass a fake. */
export interface ChatSessionClient {
  /** The bot's name and what its owner set for the chat, read once per bot. */
  getPublicBot(userId: string, botId: string): Promise<PublicBotResponse>;
  /** A visitor's contact request (bots whose owner accepts them). */
  sendContact?(userId: string, botId: string, request: ContactRequest): Promise<unknown>;
  chatStream(
    userId: string,
    botId: string,
    request: ChatRequest,
    options?: { signal?: AbortSignal },
  ): AsyncIterable<ChatAnswerEvent>;
}

/** Speech natives; each defaults to the browser's (looked up when used). `null` means "not available". */
export interface ChatSpeech {
  synth?: SpeechSynthesisLike | null;
  Utterance?: UtteranceConstructor | null;
  Recognition?: RecognitionConstructor | null;
  lang?: string;
}

/** The part of `Storage` the session uses (sessionStorage in the widget). */
export type ChatStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** 'unavailable': the bot does not answer on this page (its owner's allowed sites), said in `notice`. */
export type ChatStatus = 'loading' | 'ready' | 'not-found' | 'unavailable' | 'error';

export interface ChatSnapshot {
  readonly status: ChatStatus;
  readonly botName: string;
  /** The bot's public settings once loaded (greeting, starters, colours, language…). */
  readonly bot: PublicBot | null;
  readonly messages: readonly ChatMessage[];
  /** Waiting for (or receiving) an answer: input and send are disabled. */
  readonly typing: boolean;
  readonly speakingIndex: number | null;
  readonly listening: boolean;
  readonly input: string;
  /** A sentence for the person (unsupported speech, load failure), or null. */
  readonly notice: string | null;
}

export interface ChatSession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ChatSnapshot;
  /** Reads the bot's public settings; a missing bot ends in 'not-found', another site's page in 'unavailable'. */
  load(): Promise<void>;
  setInput(text: string): void;
  /** Sends `text` (default: the input); ignored when empty, not ready, or an answer is on its way. */
  send(text?: string): Promise<void>;
  /**
   * Reads message `index` aloud, or `text` (the greeting, which is no message: index -1); calling it again on the
   * one being read stops it.
   */
  speak(index: number, text?: string): void;
  stopSpeaking(): void;
  /** Listens for one phrase and puts it in the input; resolves with it ('' if nothing was heard). Called while listening, stops. */
  listen(): Promise<string>;
  dismissNotice(): void;
  /** Sends a visitor's contact request to the bot's owner; rejects with the server's sentence. */
  sendContact(request: ContactRequest): Promise<void>;
  /** Clears the conversation and its stored copy. */
  newChat(): void;
  /** Aborts the answer in flight and stops speech and listening; `load()` may start it again. */
  dispose(): void;
}

export interface ChatSessionOptions {
  client: ChatSessionClient;
  userId: string;
  botId: string;
  /** Keeps the conversation per bot (sessionStorage in the widget); null/omitted keeps nothing. */
  storage?: ChatStorage | null;
  speech?: ChatSpeech;
}

/** The tab's sessionStorage, or null where touching it throws (sandboxed frames, some privacy modes). */
export function tabStorage(): ChatStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Key of the stored conversation of one bot. */
export const chatStorageKey = (userId: string, botId: string): string => `botfolio:chat:${userId}:${botId}`;

function readStored(storage: ChatStorage | null | undefined, key: string): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (m): m is ChatMessage =>
        typeof m === 'object' &&
        m !== null &&
        typeof m.text === 'string' &&
        (m.sender === 'user' || m.sender === 'bot'),
    );
  } catch {
    // Storage can be disabled (privacy modes, sandboxed frames) or hold garbage: start empty.
    return [];
  }
}

/**
 * The turns a chat request carries: answers that failed are left out, then the last
 * LIMITS.chatHistoryMaxTurns, each cut to LIMITS.chatHistoryTextMaxLength (so ten turns always fit the
 * request size limit). The client sends this, and the server applies it again to whatever it received.
 */
export function historyForRequest(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages
    .filter((m) => !m.failed)
    .slice(-LIMITS.chatHistoryMaxTurns)
    .map((m) => ({ sender: m.sender, text: m.text.slice(0, LIMITS.chatHistoryTextMaxLength) }));
}

/** Creates the store of one chat with one bot. Nothing happens until `load()`. */
export function createChatSession(options: ChatSessionOptions): ChatSession {
  const { client, userId, botId, storage, speech = {} } = options;
  const key = chatStorageKey(userId, botId);
  const listeners = new Set<() => void>();
  let snapshot: ChatSnapshot = {
    status: 'loading',
    botName: '',
    bot: null,
    messages: readStored(storage, key),
    typing: false,
    speakingIndex: null,
    listening: false,
    input: '',
    notice: null,
  };
  let answer: AbortController | null = null;
  let listening: AbortController | null = null;
  let loadSeq = 0;
  // Each utterance gets a number: a cancelled utterance's late 'end' must not stop the next one.
  let utteranceSeq = 0;

  const set = (patch: Partial<ChatSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const persist = () => {
    try {
      if (!storage) return;
      if (snapshot.messages.length) storage.setItem(key, JSON.stringify(snapshot.messages));
      else storage.removeItem(key);
    } catch {
      // full or disabled storage: the conversation still works, it just won't survive navigation
    }
  };
  const haltSpeech = () => {
    utteranceSeq++;
    if (snapshot.speakingIndex !== null) stopSpeaking(speech.synth);
  };

  const session: ChatSession = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    async load() {
      const seq = ++loadSeq;
      if (snapshot.status !== 'ready') set({ status: 'loading', notice: null });
      try {
        const { bot, available } = await client.getPublicBot(userId, botId);
        if (seq !== loadSeq) return;
        if (available === false)
          set({ status: 'unavailable', botName: bot.botName, bot, notice: CHAT_STRINGS.notAvailableHere });
        else set({ status: 'ready', botName: bot.botName, bot });
      } catch (err) {
        if (seq !== loadSeq) return;
        const status = errorStatus(err);
        // 400 is a malformed id in the URL: for a visitor that is the same as a missing bot.
        if (status === 404 || status === 400) set({ status: 'not-found', notice: CHAT_STRINGS.botNotFound });
        else set({ status: 'error', notice: CHAT_STRINGS.botLoadError });
      }
    },

    setInput(text) {
      if (text !== snapshot.input) set({ input: text });
    },

    async send(text = snapshot.input) {
      const message = text.trim();
      if (!message || snapshot.status !== 'ready' || snapshot.typing) return;
      const history = historyForRequest(snapshot.messages);
      const controller = new AbortController();
      answer = controller;
      const base = [...snapshot.messages, { text: message, sender: 'user' as const }];
      set({ messages: base, typing: true, input: text === snapshot.input ? '' : snapshot.input, notice: null });
      persist();
      let streamed = '';
      let final: string | null = null;
      let sources: Source[] = [];
      const show = (text: string, failed?: true) =>
        set({
          messages: [
            ...base,
            { text, sender: 'bot', ...(failed ? { failed } : {}), ...(sources.length ? { sources } : {}) },
          ],
        });
      try {
        for await (const part of client.chatStream(
          userId,
          botId,
          { message, history },
          { signal: controller.signal },
        )) {
          if (controller.signal.aborted) return;
          if (part.event === 'token') {
            streamed += part.data.text;
            show(streamed);
          } else {
            final = part.data.answer;
            sources = Array.isArray(part.data.sources) ? part.data.sources : [];
          }
        }
        if (controller.signal.aborted) return;
        const full = (final ?? streamed).trim() ? (final ?? streamed) : '';
        if (full) show(full);
        else show(CHAT_STRINGS.noResponse, true);
      } catch (err) {
        if (controller.signal.aborted) return;
        const status = errorStatus(err);
        const reason = err instanceof Error ? err.message : '';
        // Not on this site, or the bot was deleted while its chat was open: one sentence instead of an input that
        // keeps failing (the screens of a bot that is not available here, or not found).
        if (status === 403 || status === 404) {
          set({
            messages: base.slice(0, -1),
            status: status === 403 ? 'unavailable' : 'not-found',
            notice: status === 403 ? reason || CHAT_STRINGS.notAvailableHere : CHAT_STRINGS.botNotFound,
          });
          return;
        }
        // The server's 4xx sentences (too long, slow down, bot deleted) tell the person what to do.
        show(status && status >= 400 && status < 500 && reason ? reason : CHAT_STRINGS.answerError, true);
      } finally {
        if (answer === controller) {
          answer = null;
          if (!controller.signal.aborted) {
            set({ typing: false });
            persist();
          }
        }
      }
    },

    speak(index, text = snapshot.messages[index]?.text) {
      if (!text) return;
      if (snapshot.speakingIndex === index) {
        session.stopSpeaking();
        return;
      }
      const seq = ++utteranceSeq;
      const started = speak(text, {
        lang: speech.lang ?? snapshot.bot?.language,
        synth: speech.synth,
        Utterance: speech.Utterance,
        onEnd: () => {
          if (seq === utteranceSeq) set({ speakingIndex: null });
        },
      });
      if (!started) set({ notice: CHAT_STRINGS.speechSynthesisUnsupported });
      else if (seq === utteranceSeq) set({ speakingIndex: index });
    },

    stopSpeaking() {
      haltSpeech();
      set({ speakingIndex: null });
    },

    async listen() {
      // The microphone button toggles: pressed again while listening, it stops.
      if (listening) {
        listening.abort();
        return '';
      }
      const controller = new AbortController();
      listening = controller;
      set({ listening: true, notice: null });
      try {
        const phrase = await listenOnce({
          lang: speech.lang ?? snapshot.bot?.language,
          Recognition: speech.Recognition,
          signal: controller.signal,
        });
        if (phrase && !controller.signal.aborted) set({ input: phrase });
        return phrase;
      } catch (err) {
        set({
          notice: err instanceof SpeechUnsupportedError ? CHAT_STRINGS.speechUnsupported : CHAT_STRINGS.speechFailed,
        });
        return '';
      } finally {
        if (listening === controller) {
          listening = null;
          set({ listening: false });
        }
      }
    },

    async sendContact(request) {
      if (!client.sendContact) throw new Error(CHAT_STRINGS.contactFailed);
      await client.sendContact(userId, botId, request);
    },

    dismissNotice() {
      if (snapshot.notice !== null && snapshot.status !== 'not-found') set({ notice: null });
    },

    newChat() {
      answer?.abort();
      answer = null;
      haltSpeech();
      set({ messages: [], typing: false, speakingIndex: null, input: '', notice: null });
      persist();
    },

    dispose() {
      loadSeq++;
      answer?.abort();
      answer = null;
      listening?.abort();
      listening = null;
      haltSpeech();
      if (snapshot.typing || snapshot.speakingIndex !== null || snapshot.listening) {
        set({ typing: false, speakingIndex: null, listening: false });
      }
    },
  };
  return session;
}
