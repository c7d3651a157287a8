import { describe, expect, it } from 'vitest';
import { CHAT_WORDS_LOCALES, chatWordsLocale, loadChatWords, translateChat } from './chatWords.js';
import { LIMITS } from './constants.js';
import { CHAT_STRINGS } from './strings.js';
import { VALIDATION_MESSAGES as VALIDATION, validateChatMessage } from './validation.js';

describe("the chat's own words in the bot's language", () => {
  it.each(CHAT_WORDS_LOCALES)('%s has every sentence, each its own (not English left in)', async (locale) => {
    const words = await loadChatWords(locale);
    for (const key of Object.keys(CHAT_STRINGS) as (keyof typeof CHAT_STRINGS)[]) {
      expect(words[key], key).toBeTruthy();
    }
    // the sentences a visitor reads when something goes wrong are translated, numbers kept
    for (const key of [
      'chatRateLimited',
      'chatDailyLimit',
      'notAvailableHere',
      'chatMessageLength',
      'botNotFound',
    ] as const)
      expect(words[key], key).not.toBe(CHAT_STRINGS[key]);
    expect(words.chatMessageLength).toContain(String(LIMITS.chatMessageMaxLength));
  });

  it("turns the server's and the session's English sentences into the bot's language", async () => {
    const korean = await loadChatWords('ko-KR');
    const tooLong = validateChatMessage('x'.repeat(LIMITS.chatMessageMaxLength + 1));
    expect(tooLong).toBe(VALIDATION.chatMessage);
    expect(translateChat(tooLong ?? '', korean)).toBe(
      `메시지는 1자에서 ${LIMITS.chatMessageMaxLength}자 사이여야 합니다.`,
    );
    expect(translateChat(CHAT_STRINGS.chatDailyLimit, korean)).toBe(korean.chatDailyLimit);
    // a bot's own text is never "translated"
    expect(translateChat('박민준은 부산에 삽니다.', korean)).toBe('박민준은 부산에 삽니다.');
    expect(translateChat(CHAT_STRINGS.chatDailyLimit, CHAT_STRINGS)).toBe(CHAT_STRINGS.chatDailyLimit);
  });

  it('picks the locale by the base language of a tag, English for the rest', async () => {
    expect(chatWordsLocale('ja-JP')).toBe('ja');
    expect(chatWordsLocale('pt_BR')).toBe('pt');
    expect(chatWordsLocale('en-GB')).toBeNull();
    expect(chatWordsLocale('sw')).toBeNull();
    expect(await loadChatWords('sw')).toBe(CHAT_STRINGS);
  });
});
