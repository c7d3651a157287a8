import { describe, expect, test } from 'vitest';
import { FakeSynth, FakeUtterance, fakeRecognition } from '../../widget/src/test/fakes.js';
import {
  isSpeechRecognitionSupported,
  listenOnce,
  SpeechRecognitionFailedError,
  SpeechUnsupportedError,
  speak,
  stopSpeaking,
} from './speech.js';

describe('speak', () => {
  test('reads the text in en-US by default, cancelling what was being read', () => {
    const synth = new FakeSynth();
    expect(speak('first', { synth, Utterance: FakeUtterance })).toBe(true);
    expect(speak('second', { synth, Utterance: FakeUtterance, lang: 'fr-FR' })).toBe(true);
    expect(synth.spoken.map((u) => [u.text, u.lang])).toEqual([
      ['first', 'en-US'],
      ['second', 'fr-FR'],
    ]);
    expect(synth.cancelled).toBe(2);
  });

  test('calls onEnd once, whether the utterance ends or fails', async () => {
    const synth = new FakeSynth();
    let ended = 0;
    speak('x', { synth, Utterance: FakeUtterance, onEnd: () => ended++ });
    synth.finish();
    expect(ended).toBe(1);
    speak('y', { synth, Utterance: FakeUtterance, onEnd: () => ended++ });
    stopSpeaking(synth);
    await Promise.resolve();
    expect(ended).toBe(2);
  });

  test('returns false without speech synthesis (and does not throw in Node)', () => {
    expect(speak('x', { synth: null, Utterance: FakeUtterance })).toBe(false);
    expect(speak('x')).toBe(false);
    expect(() => stopSpeaking()).not.toThrow();
  });
});

describe('speech recognition', () => {
  test('is detected standard or webkit-prefixed', () => {
    const { Recognition } = fakeRecognition();
    expect(isSpeechRecognitionSupported({})).toBe(false);
    expect(isSpeechRecognitionSupported()).toBe(false);
    expect(isSpeechRecognitionSupported({ SpeechRecognition: Recognition })).toBe(true);
    expect(isSpeechRecognitionSupported({ webkitSpeechRecognition: Recognition })).toBe(true);
  });

  test('listenOnce asks for one final phrase in en-US and resolves with it', async () => {
    const fake = fakeRecognition();
    const heard = listenOnce({ Recognition: fake.Recognition });
    const r = fake.last()!;
    expect([r.started, r.lang, r.interimResults, r.maxAlternatives, r.continuous]).toEqual([
      true,
      'en-US',
      false,
      1,
      false,
    ]);
    r.hear('  hello there ');
    await expect(heard).resolves.toBe('hello there');
  });

  test('silence resolves empty; a real failure rejects with its code; no API rejects as unsupported', async () => {
    const fake = fakeRecognition();
    const silent = listenOnce({ Recognition: fake.Recognition });
    fake.last()!.fail('no-speech');
    await expect(silent).resolves.toBe('');
    const denied = listenOnce({ Recognition: fake.Recognition });
    fake.last()!.fail('not-allowed');
    await expect(denied).rejects.toEqual(new SpeechRecognitionFailedError('not-allowed'));
    await expect(listenOnce({ Recognition: null })).rejects.toBeInstanceOf(SpeechUnsupportedError);
  });

  test('an abort signal stops listening', async () => {
    const fake = fakeRecognition();
    const controller = new AbortController();
    const heard = listenOnce({ Recognition: fake.Recognition, signal: controller.signal });
    controller.abort();
    await expect(heard).resolves.toBe('');
  });
});
