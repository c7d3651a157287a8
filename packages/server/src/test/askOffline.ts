/** Tests' shortcut: one question to a bot of `text`, answered by the offline answerer (no model, no pool). */
import { chunkText, createPassageIndex, RETRIEVAL, type Source } from '@botfolio/core';
import { createAnswerer, INLINE_WORK } from '../answer/createAnswerer.js';
import { analyzerFor } from '../answer/language.js';
import { offlineProvider } from '../answer/offlineProvider.js';
import { composeOfflineReply } from '../answer/offlineReply.js';

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

/**
 * The offline reply to `question` over `text` read in `language` (its analyzer, BM25's best passages, framed in
 * English), without the answerer around it: what a language's words and questions make of the quote alone.
 */
export function replyIn(language: string, text: string, question: string): string {
  const analyzer = analyzerFor(language);
  const chunks = chunkText(text, { size: RETRIEVAL.chunkSize, overlap: RETRIEVAL.chunkOverlap });
  const passages = createPassageIndex(chunks, analyzer).rankPassages(question, RETRIEVAL.topK);
  return composeOfflineReply(question, passages, { analyzer, language: 'en' });
}
