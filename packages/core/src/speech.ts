/**
 * Browser speech, behind parameters: every native (speechSynthesis, SpeechSynthesisUtterance,
 * SpeechRecognition) is passed in with the browser's as default, looked up only when called, so
 * Node and tests never touch `window` and a fake can stand in for the real thing.
 */
import { SPEECH_LANG } from './constants.js';

/** The part of `SpeechSynthesisUtterance` we use. */
export interface UtteranceLike {
  text: string;
  lang: string;
  onend: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type UtteranceConstructor = new (text: string) => UtteranceLike;

/** The part of `window.speechSynthesis` we use. */
export interface SpeechSynthesisLike {
  speak(utterance: UtteranceLike): void;
  cancel(): void;
}

/** The part of a `SpeechRecognition` instance we use (Chrome still ships it as `webkitSpeechRecognition`). */
export interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

export interface RecognitionResultEventLike {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

export type RecognitionConstructor = new () => RecognitionLike;

/** Where the browser keeps its speech natives; `globalThis` by default. */
export interface SpeechHost {
  speechSynthesis?: SpeechSynthesisLike;
  SpeechSynthesisUtterance?: UtteranceConstructor;
  SpeechRecognition?: RecognitionConstructor;
  webkitSpeechRecognition?: RecognitionConstructor;
}

const host = (): SpeechHost => globalThis as unknown as SpeechHost;

export interface SpeakOptions {
  lang?: string;
  synth?: SpeechSynthesisLike | null;
  Utterance?: UtteranceConstructor | null;
  /** Called once when the utterance ends, fails or is cancelled. */
  onEnd?: () => void;
}

/**
 * Reads `text` aloud, cancelling whatever was being read. Returns false (and calls nothing) when the
 * browser has no speech synthesis.
 */
export function speak(text: string, options: SpeakOptions = {}): boolean {
  const { lang = SPEECH_LANG, synth = host().speechSynthesis, Utterance = host().SpeechSynthesisUtterance } = options;
  if (!synth || !Utterance) return false;
  const utterance = new Utterance(text);
  utterance.lang = lang;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    options.onEnd?.();
  };
  utterance.onend = end;
  utterance.onerror = end;
  // speechSynthesis queues utterances; cancel first so a new message replaces the one being read.
  synth.cancel();
  synth.speak(utterance);
  return true;
}

/** Stops any speech in progress; a no-op without speech synthesis. */
export function stopSpeaking(synth: SpeechSynthesisLike | null | undefined = host().speechSynthesis): void {
  synth?.cancel();
}

/** The speech-recognition constructor of `win`, standard or prefixed, if any. */
export function getSpeechRecognition(win: SpeechHost = host()): RecognitionConstructor | undefined {
  return win.SpeechRecognition ?? win.webkitSpeechRecognition;
}

/** True when `win` can recognise speech (Chrome, Edge, Safari; not Firefox). */
export function isSpeechRecognitionSupported(win: SpeechHost = host()): boolean {
  return typeof getSpeechRecognition(win) === 'function';
}

/** Thrown by `listenOnce` when the browser cannot recognise speech. */
export class SpeechUnsupportedError extends Error {
  constructor() {
    super('Speech recognition is not supported.');
    this.name = 'SpeechUnsupportedError';
  }
}

/** Thrown by `listenOnce` when recognition fails; `code` is the browser's (e.g. 'not-allowed', 'network'). */
export class SpeechRecognitionFailedError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(`Speech recognition failed: ${code}.`);
    this.name = 'SpeechRecognitionFailedError';
    this.code = code;
  }
}

export interface ListenOptions {
  lang?: string;
  Recognition?: RecognitionConstructor | null;
  signal?: AbortSignal;
}

/**
 * Listens for one phrase (no interim results, one alternative) and resolves with its transcript,
 * or '' when the person said nothing / the signal aborted. Rejects with SpeechUnsupportedError or
 * SpeechRecognitionFailedError.
 */
export function listenOnce(options: ListenOptions = {}): Promise<string> {
  const { lang = SPEECH_LANG, Recognition = getSpeechRecognition(), signal } = options;
  return new Promise((resolve, reject) => {
    if (!Recognition) {
      reject(new SpeechUnsupportedError());
      return;
    }
    if (signal?.aborted) {
      resolve('');
      return;
    }
    const recognition = new Recognition();
    recognition.lang = lang;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.continuous = false;
    let transcript = '';
    let failure: string | null = null;
    let settled = false;
    const onAbort = () => recognition.abort();
    const settle = () => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      // 'no-speech' and 'aborted' mean "nothing was said", not a failure worth reporting.
      if (failure && failure !== 'no-speech' && failure !== 'aborted')
        reject(new SpeechRecognitionFailedError(failure));
      else resolve(transcript.trim());
    };
    recognition.onresult = (event) => {
      transcript = event.results[0]?.[0]?.transcript ?? '';
    };
    recognition.onerror = (event) => {
      failure = event.error ?? 'unknown';
    };
    recognition.onend = settle;
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      recognition.start();
    } catch (err) {
      failure = err instanceof Error ? err.message : 'start-failed';
      settle();
    }
  });
}
