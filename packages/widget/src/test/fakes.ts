/** Fakes of the only things outside the chat: the API client and the browser's speech natives. */
import type {
  ChatAnswerEvent,
  ChatSessionClient,
  RecognitionLike,
  RecognitionResultEventLike,
  SpeechSynthesisLike,
  User,
  UtteranceLike,
} from '@botfolio/core';

type Part = ChatAnswerEvent;

/** A pushable stream of answer parts, so a test decides when each token arrives. */
export class FakeAnswer {
  private queue: (Part | Error | null)[] = [];
  private wake: (() => void) | null = null;
  token(text: string) {
    return this.push({ event: 'token', data: { text } });
  }
  done(answer: string) {
    this.push({ event: 'done', data: { answer, sources: [] } });
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
}

/** A client whose user has one bot `bot1` named `botName`; `findUser` fails with `lookupError` if given. */
export function fakeClient(
  options: { botName?: string; userId?: string; lookupError?: Error; lookup?: Promise<User> } = {},
): FakeClient {
  const { botName = 'Ada Bot', userId = 'u1' } = options;
  const requests: FakeClient['requests'] = [];
  const answers: FakeAnswer[] = [];
  return {
    requests,
    answers,
    findUser: async (id) => {
      if (options.lookupError) throw options.lookupError;
      if (options.lookup) return options.lookup;
      if (id !== userId) throw new HttpError(404, 'User not found.');
      return { _id: userId, name: 'Ada', bots: [{ _id: 'bot1', botName }] };
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
