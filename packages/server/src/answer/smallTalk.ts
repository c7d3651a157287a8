/**
 * Small talk: a message that only greets ("hi!"), thanks ("thanks a lot") or takes leave ("bye") asks nothing of the
 * text, so it is not searched (where "I don't know" would be the answer) but answered in kind, in the words' language.
 */
import type { AnswerLanguage } from '@botfolio/core';

export type SmallTalk = 'hello' | 'thanks' | 'bye';

/** Each language's phrases of each kind, written as a visitor types them (lower case, without punctuation). */
const PHRASES: Readonly<Record<AnswerLanguage, Readonly<Record<SmallTalk, readonly string[]>>>> = {
  en: {
    hello: [
      'hi',
      'hello',
      'hey',
      'hiya',
      'howdy',
      'greetings',
      'good morning',
      'good afternoon',
      'good evening',
      'how are you',
      'how are you doing',
      'whats up',
      'sup',
    ],
    thanks: [
      'thanks',
      'thank you',
      'thank u',
      'thx',
      'ty',
      'cheers',
      'many thanks',
      'much appreciated',
      'appreciate it',
    ],
    bye: ['bye', 'goodbye', 'bye bye', 'see you', 'see ya', 'see you later', 'good night', 'take care'],
  },
  zh: {
    hello: ['你好', '您好', '嗨', '哈喽', '你好啊', '早上好', '晚上好', '大家好'],
    thanks: ['谢谢', '谢谢你', '谢谢您', '多谢', '感谢', '非常感谢', '谢啦'],
    bye: ['再见', '拜拜', '回头见'],
  },
  ja: {
    hello: ['こんにちは', 'こんばんは', 'おはよう', 'おはようございます', 'はじめまして', 'やあ'],
    thanks: ['ありがとう', 'ありがとうございます', 'ありがとうございました', 'どうも'],
    bye: ['さようなら', 'じゃあね', 'またね', 'バイバイ'],
  },
  ko: {
    hello: ['안녕하세요', '안녕', '반가워요', '반갑습니다'],
    thanks: ['감사합니다', '고마워요', '고맙습니다', '고마워'],
    bye: ['안녕히 계세요', '잘 있어요', '또 봐요'],
  },
  de: {
    hello: ['hallo', 'guten tag', 'guten morgen', 'guten abend', 'servus', 'moin', 'grüß gott'],
    thanks: ['danke', 'danke schön', 'dankeschön', 'danke sehr', 'vielen dank', 'besten dank'],
    bye: ['tschüss', 'tschüs', 'auf wiedersehen', 'bis bald'],
  },
  es: {
    hello: ['hola', 'buenos días', 'buenos dias', 'buenas tardes', 'buenas noches', 'buenas'],
    thanks: ['gracias', 'muchas gracias', 'mil gracias'],
    bye: ['adiós', 'adios', 'hasta luego', 'chao', 'hasta pronto'],
  },
  fr: {
    hello: ['bonjour', 'bonsoir', 'salut', 'coucou'],
    thanks: ['merci', 'merci beaucoup', 'merci bien'],
    bye: ['au revoir', 'à bientôt', 'a bientot', 'bonne journée'],
  },
  ru: {
    hello: ['привет', 'здравствуйте', 'добрый день', 'доброе утро', 'добрый вечер'],
    thanks: ['спасибо', 'спасибо большое', 'большое спасибо', 'благодарю'],
    bye: ['пока', 'до свидания', 'всего доброго'],
  },
  ar: {
    hello: ['مرحبا', 'مرحبًا', 'أهلا', 'اهلا', 'أهلًا', 'السلام عليكم', 'صباح الخير', 'مساء الخير'],
    thanks: ['شكرا', 'شكرًا', 'شكرا جزيلا', 'شكرًا جزيلًا'],
    bye: ['مع السلامة', 'وداعا', 'إلى اللقاء'],
  },
  pt: {
    hello: ['olá', 'ola', 'oi', 'bom dia', 'boa tarde', 'boa noite'],
    thanks: ['obrigado', 'obrigada', 'muito obrigado', 'muito obrigada', 'valeu'],
    bye: ['tchau', 'adeus', 'até logo', 'até mais'],
  },
  it: {
    hello: ['ciao', 'salve', 'buongiorno', 'buonasera'],
    thanks: ['grazie', 'grazie mille', 'molte grazie'],
    bye: ['arrivederci', 'a presto'],
  },
  hi: {
    hello: ['नमस्ते', 'नमस्कार'],
    thanks: ['धन्यवाद', 'शुक्रिया', 'बहुत धन्यवाद'],
    bye: ['अलविदा', 'फिर मिलेंगे'],
  },
};

/** Words said around small talk that ask nothing more: "ok thanks", "thanks so much", "hi there", "great, thank you!". */
const AROUND = new Set(
  'ok okay oh ah great cool nice perfect awesome alright well and again there so much very a lot all everyone folks guys bot you'.split(
    ' ',
  ),
);

/** Longer than this, a message says more than small talk. */
const MAX_CHARS = 60;

/** A message's words, in lower case, without punctuation or emoji ("Thanks, Maya! 🙏" → thanks maya). */
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’']/gu, '')
    .replace(/[^\p{L}\p{M}\p{N}\s]+/gu, ' ')
    .split(/\s+/u)
    .filter((word) => word !== '');

const KNOWN = new Map<string, { kind: SmallTalk; language: AnswerLanguage }>();
for (const [language, kinds] of Object.entries(PHRASES) as Array<[AnswerLanguage, Record<SmallTalk, string[]>]>)
  for (const [kind, phrases] of Object.entries(kinds) as Array<[SmallTalk, string[]]>)
    for (const phrase of phrases) if (!KNOWN.has(phrase)) KNOWN.set(phrase, { kind, language });

/**
 * What small talk a message is, and in which language, or null when it asks anything (or says more than small talk:
 * "hi, where does Maya work?" is a question). The bot's name may be said with it ("thanks, Maya").
 */
export function smallTalkOf(message: string, botName = ''): { kind: SmallTalk; language: AnswerLanguage } | null {
  if (message.length > MAX_CHARS) return null;
  const named = new Set(wordsOf(botName));
  const words = wordsOf(message);
  if (words.length === 0) return null;
  // the longest phrase at each place, the rest only words around it
  let found: { kind: SmallTalk; language: AnswerLanguage } | null = null;
  for (let i = 0; i < words.length; ) {
    let length = Math.min(4, words.length - i);
    for (; length > 0; length -= 1) {
      const known = KNOWN.get(words.slice(i, i + length).join(' '));
      if (!known) continue;
      // a greeting and thanks together are thanks ("hi, thanks!"); thanks and leave-taking are leave-taking
      if (!found || known.kind === 'bye' || (known.kind === 'thanks' && found.kind === 'hello')) found = known;
      break;
    }
    if (length > 0) i += length;
    else if (AROUND.has(words[i] ?? '') || named.has(words[i] ?? '')) i += 1;
    else return null;
  }
  return found;
}
