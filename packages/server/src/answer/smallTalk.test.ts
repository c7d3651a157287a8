import { ANSWER_FRAMES, ANSWER_LANGUAGES, isDeclined } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
import { smallTalkOf } from './smallTalk.js';

const TEXT = 'Maya Okafor is a backend engineer in Lisbon. She builds payment systems in Go and Rust.';

async function reply(question: string, botName = 'Maya') {
  const { answer: text, sources } = await askOffline(TEXT, question, { botName });
  return { text, sources };
}

describe('small talk', () => {
  it('greets back a visitor who says hi, instead of "I don\'t know"', async () => {
    const { text, sources } = await reply('Hi there!');
    expect(text).toBe(ANSWER_FRAMES.en.hello);
    expect(isDeclined(text)).toBe(false);
    expect(sources).toEqual([]);
  });

  it("answers thanks and goodbye in kind, with the bot's name or a filler word around them", async () => {
    expect((await reply('ok, thanks so much Maya 🙏')).text).toBe(ANSWER_FRAMES.en.thanks);
    expect((await reply('Thank you!')).text).toBe(ANSWER_FRAMES.en.thanks);
    expect((await reply('bye!')).text).toBe(ANSWER_FRAMES.en.bye);
  });

  it('replies in the language the visitor greets in', async () => {
    expect((await reply('你好！')).text).toBe(ANSWER_FRAMES.zh.hello);
    expect((await reply('감사합니다')).text).toBe(ANSWER_FRAMES.ko.thanks);
    expect((await reply('Vielen Dank!')).text).toBe(ANSWER_FRAMES.de.thanks);
    expect((await reply('¡Hola!')).text).toBe(ANSWER_FRAMES.es.hello);
    expect((await reply('Merci beaucoup')).text).toBe(ANSWER_FRAMES.fr.thanks);
    expect((await reply('Спасибо!')).text).toBe(ANSWER_FRAMES.ru.thanks);
  });

  it('still answers a question that opens with a greeting from the text', async () => {
    const { text } = await reply('Hi, what does Maya build?');
    expect(text).toContain('payment systems');
  });

  it('does not take a question made of greeting words for small talk', () => {
    expect(smallTalkOf('hey what languages does she code in')).toBeNull();
    expect(smallTalkOf('thanks for what?')).toBeNull();
    expect(smallTalkOf('')).toBeNull();
    expect(smallTalkOf(`${'thanks '.repeat(20)}`)).toBeNull();
  });

  it('has every reply in every answer language', () => {
    for (const language of ANSWER_LANGUAGES)
      for (const kind of ['hello', 'thanks', 'bye'] as const)
        expect(ANSWER_FRAMES[language][kind].length).toBeGreaterThan(5);
  });
});
