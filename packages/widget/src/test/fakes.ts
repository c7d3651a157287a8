/** Fakes of the only things outside the chat: the API client and the browser's speech natives. */
import {
  type ChatAnswerEvent,
  type ChatSessionClient,
  type ContactRequest,
  DEFAULT_BOT_SETTINGS,
  type PublicBot,
  type PublicBotResponse,
  publicBotOf,
  type RecognitionLike,
  type RecognitionResultEventLike,
  type SpeechSynthesisLike,
  type UtteranceLike,
} from '@botfolio/core';

type Part = ChatAnswerEvent;

/** A pushable stream of answer parts, so a test decides when each token arrives. */
export class FakeAnswer {
  private queue: (Part | Error | null)[] = [];
  private wake: (() => void) | null = null;
  token(text: string) {
    return this.push({ event: 'token', data: { text } });
  }
  done(answer: string, sources: { text: string }[] = []) {
    this.push({ event: 'done', data: { answer, sources } });
    return this.push(null);
  }
  fail(error: Error) {
    return this.push(error);
  }
  private push(item: Part | Error | null) {
    this.queue.push(item);
    this.wake?.();
    return this;
  }
  async *parts(signal?: AbortSignal): AsyncGenerator<Part> {
    for (;;) {
      while (!this.queue.length) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          signal?.addEventListener('abort', () => resolve(), { once: true });
        });
        if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      }
      const item = this.queue.shift();
      if (item === null || item === undefined) return;
      if (item instanceof Error) throw item;
      yield item;
    }
  }
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface FakeClient extends ChatSessionClient {
  requests: { userId: string; botId: string; message: string; history: unknown[] }[];
  answers: FakeAnswer[];
  contacts: ContactRequest[];
}

/**
 * A client whose user has one bot `bot1` named `botName` with `settings` (the defaults otherwise);
 * `getPublicBot` fails with `lookupError` if given, or answers `lookup`.
 */
export function fakeClient(
  options: {
    botName?: string;
    userId?: string;
    lookupError?: Error;
    lookup?: Promise<PublicBotResponse>;
    settings?: Partial<PublicBot>;
    available?: boolean;
  } = {},
): FakeClient {
  const { botName = 'Ada Bot', userId = 'u1' } = options;
  const requests: FakeClient['requests'] = [];
  const answers: FakeAnswer[] = [];
  const contacts: ContactRequest[] = [];
  return {
    requests,
    answers,
    contacts,
    getPublicBot: async (id, botId) => {
      if (options.lookupError) throw options.lookupError;
      if (options.lookup) return options.lookup;
      if (id !== userId || botId !== 'bot1') throw new HttpError(404, 'This bot does not exist or was deleted.');
      return {
        success: true,
        bot: { ...publicBotOf('bot1', botName, { ...DEFAULT_BOT_SETTINGS }), ...options.settings },
        ...(options.available === undefined ? {} : { available: options.available }),
      };
    },
    sendContact: async (_uid, _botId, request) => {
      contacts.push(request);
      return { success: true };
    },
    chatStream: (uid, botId, request, opts) => {
      requests.push({ userId: uid, botId, message: request.message, history: request.history ?? [] });
      const answer = new FakeAnswer();
      answers.push(answer);
      return answer.parts(opts?.signal);
    },
  };
}

/** speechSynthesis: records what was spoken; `finish()` ends the current utterance like the browser. */
export class FakeSynth implements SpeechSynthesisLike {
  spoken: UtteranceLike[] = [];
  cancelled = 0;
  current: UtteranceLike | null = null;
  speak(utterance: UtteranceLike) {
    this.spoken.push(utterance);
    this.current = utterance;
  }
  cancel() {
    this.cancelled++;
    const current = this.current;
    this.current = null;
    // Chrome reports a cancelled utterance's end asynchronously, after the next one may have started.
    if (current) queueMicrotask(() => current.onerror?.({ error: 'interrupted' }));
  }
  finish() {
    const current = this.current;
    this.current = null;
    current?.onend?.({});
  }
}

export class FakeUtterance implements UtteranceLike {
  lang = '';
  onend: UtteranceLike['onend'] = null;
  onerror: UtteranceLike['onerror'] = null;
  constructor(public text: string) {}
}

/** A SpeechRecognition class whose instances are recorded; `hear()` / `fail()` finish the last one. */
export function fakeRecognition() {
  const instances: FakeRecognition[] = [];
  class FakeRecognition implements RecognitionLike {
    lang = '';
    interimResults = true;
    maxAlternatives = 5;
    continuous = true;
    started = false;
    onresult: ((event: RecognitionResultEventLike) => void) | null = null;
    onerror: ((event: { error?: string }) => void) | null = null;
    onend: (() => void) | null = null;
    constructor() {
      instances.push(this);
    }
    start() {
      this.started = true;
    }
    abort() {
      this.onerror?.({ error: 'aborted' });
      this.onend?.();
    }
    hear(transcript: string) {
      this.onresult?.({ results: [[{ transcript }]] });
      this.onend?.();
    }
    fail(error: string) {
      this.onerror?.({ error });
      this.onend?.();
    }
  }
  return { Recognition: FakeRecognition, instances, last: () => instances[instances.length - 1] };
}
