/** How a sentence ends, in every script a bot is written in. */

/**
 * The marks that end a sentence when white space follows them: the full stop, question and exclamation marks and the
 * ellipsis, Devanagari's danda and double danda ("मैं पुणे में रहती हूँ। मैंने…"), and the Arabic script's question
 * mark and Urdu's full stop ("هل أنا متزوجة؟ نعم…", "میں لاہور میں رہتا ہوں۔ میرا…"). Written once: sentences are
 * split, chunked, quoted and titled by them.
 */
export const SPACED_SENTENCE_ENDS = '.!?…।॥؟۔';
/** The marks that end a sentence on their own, in the languages written without spaces (Chinese, Japanese). */
export const UNSPACED_SENTENCE_ENDS = '。！？';
/** What may close a sentence after its mark: a quote or a bracket ("…he said.”", "（…。）"). */
export const CLOSERS = `"'”’»)\\]」』）`;

/**
 * Whether `text` ends on a mark of the languages written without spaces (or its closing bracket or quote): what follows
 * it is joined without a space ("我在上海。周末爬山。").
 */
const UNSPACED_END = new RegExp(`[${UNSPACED_SENTENCE_ENDS}」』）]$`);
export const endsUnspacedSentence = (text: string): boolean => UNSPACED_END.test(text);

const SENTENCE_END = new RegExp(`[${SPACED_SENTENCE_ENDS}${UNSPACED_SENTENCE_ENDS}][${CLOSERS}]*\\s*$`);
/** Whether `text` ends like a finished sentence (a full stop, question or exclamation mark, in any script). */
export function endsSentence(text: string): boolean {
  return SENTENCE_END.test(text);
}
