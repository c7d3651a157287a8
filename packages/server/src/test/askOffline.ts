/** Tests' shortcut: one question to a bot of `text`, answered by the offline answerer (no model, no pool). */
import type { Source } from '@botfolio/core';
import { createAnswerer, INLINE_WORK } from '../answer/createAnswerer.js';
import { offlineProvider } from '../answer/offlineProvider.js';

export async function askOffline(
  text: string,
  question: string,
  options: { botName?: string; language?: string } = {},
): Promise<{ answer: string; sources: Source[] }> {
  const answerer = createAnswerer(offlineProvider(), { work: INLINE_WORK });
  const stream = await answerer.answer({
    botId: `bot-${text.length}`,
    botName: options.botName ?? 'Bot',
    botText: text,
    botVersion: '1',
    question,
    history: [],
    ...(options.language ? { language: options.language } : {}),
  });
  let answer = '';
  for await (const piece of stream.tokens) answer += piece;
  return { answer, sources: stream.sources };
}
