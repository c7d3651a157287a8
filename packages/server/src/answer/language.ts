/**
 * Which language a text is in, and how its words become search terms. Detection is tinyld (a kept library, its
 * light model) after the script's own answer (Hangul, kana, Han, Arabic, Devanagari, Cyrillic); folding is
 * Snowball (snowball-stemmers) for the languages it has (and a light stemmer of Hindi's own: hindi.ts), with each
 * language's stop words. Chinese, Japanese and
 * Korean need neither: core's tokenize pairs their characters. Runs in the workers that index a bot, and on the
 * event loop for a question (a few hundred characters at most).
 */
import { createRequire } from 'node:module';
import {
  ANSWER_LANGUAGES,
  type AnswerLanguage,
  ENGLISH_ANALYZER,
  frameLanguageOf,
  scriptLanguageOf,
  type TextAnalyzer,
  tokenize,
} from '@botfolio/core';
import { detect } from 'tinyld/light';
import { stemHindi } from './hindi.js';
import { regularForm } from './irregular.js';
import { americanSpelling } from './spelling.js';

const require = createRequire(import.meta.url);
const snowball = require('snowball-stemmers') as { newStemmer(name: string): { stem(word: string): string } };

/** Languages a text may be detected as: the frames' and those Snowball folds. */
const DETECTABLE = [...ANSWER_LANGUAGES, 'nl', 'sv', 'da', 'no', 'fi', 'tr', 'ro', 'hu', 'pl', 'cs', 'ca'];

const SNOWBALL: Record<string, string> = {
  de: 'german',
  es: 'spanish',
  fr: 'french',
  pt: 'portuguese',
  it: 'italian',
  ru: 'russian',
  ar: 'arabic',
  nl: 'dutch',
  sv: 'swedish',
  da: 'danish',
  no: 'norwegian',
  fi: 'finnish',
  tr: 'turkish',
  ro: 'romanian',
  hu: 'hungarian',
  ca: 'catalan',
};

/** Words too common to tell passages apart (question words included), per language. */
const STOP_WORDS: Record<string, string> = {
  de:
    'der die das den dem des ein eine einer eines einem einen und oder aber ist sind war waren wird werden hat haben ' +
    'hatte ich du er sie es wir ihr mich mir dich dir sich sein seine ihre ihren ihrem ihr in im an am auf aus bei mit ' +
    'nach von vom zu zum zur für über unter vor wie was wer wo wann warum welche welcher welches welchem welchen wieso weshalb woher wohin nicht ' +
    'auch noch nur schon sehr so dass als wenn ob ihrer ihres seiner seines seinem seinen mein meine meiner meines ' +
    'meinem meinen dein deine unser unsere ' +
    // "you have, you are", as a visitor asks the person ("Wo hast du deine Ausbildung gemacht?")
    'hast habe habt bist bin seid deinen deinem deiner deines euer eure ' +
    // ("exactly", "actually", as a visitor asks: "Wo arbeitest du genau?", "Was machst du eigentlich?")
    'genau eigentlich',
  es:
    'el la los las un una unos unas y o pero es son era fue ser estar está están ha han he yo tú él ella nosotros ' +
    'ellos ellas su sus de del al a en con por para sin sobre entre qué que quién quiénes dónde cuándo cómo cuál ' +
    'cuáles cuánto cuánta cuántos cuántas por qué no sí se lo le les me te nos muy más también ya algún alguna alguno algunos algunas ' +
    // "to have", as English's "have" ("¿Tiene perro?" asks of a dog, not of what she has)
    'tiene tienes tengo tienen tenemos tenía',
  fr:
    'le la les un une des du de et ou mais est sont était a ont ai je tu il elle nous vous ils elles son sa ses leur ' +
    'leurs à au aux en dans sur sous par pour avec sans que qui quoi où quand comment pourquoi quel quelle quels ' +
    'quelles ne pas plus se ce cet cette ces y très aussi déjà l d j m n s t c qu ' +
    // "you have, you are" as a visitor asks the person ("Tu as quel âge ?")
    'as es avez êtes ton ta tes votre vos',
  pt:
    'o a os as um uma uns umas e ou mas é são era foi ser estar está estão tem têm eu tu ele ela nós eles elas seu ' +
    'sua seus suas de do da dos das ao à em no na nos nas com por para sem sobre que quem onde quando como qual ' +
    'quais quanto quantos quanta quantas porque porquê quê não sim se lhe me te muito mais também já ' +
    // ("you", as a visitor asks the person: "Você é de onde?"; "that" of "trabalha nisso?")
    'você vocês tens teu tua teus tuas dele dela isso isto nisso disso nesse nessa algum alguma alguns algumas',
  it:
    'il lo la i gli le un uno una e o ma è sono era fu essere stato ha hanno ho io tu lui lei noi voi loro suo sua ' +
    'suoi sue di del della dei delle a al alla ai alle in nel nella con per da su tra fra che chi cosa dove quando ' +
    'come quale quali quanto quanti quanta quante perché non sì si mi ti ci molto più anche già l d c dell all nell sull ' +
    // ("you have, you are", as a visitor asks the person: "Quanti anni hai?", "Di dove sei?")
    'hai sei siete avete tuo tua tuoi tue vostro vostra ' +
    // ("ever", and the "mai" of "come mai?", how come: "Hai mai vissuto all'estero?")
    'mai',
  ru:
    'и в во не что он она оно они на я с со как а то все всё так его её их но да ты к у же вы за бы по только ' +
    'ее мне было вот от меня еще ещё нет о из ему теперь когда где куда откуда почему зачем кто какой какая какие ' +
    'сколько ли если уже или ни быть был была были до вас нибудь опять уж вам ведь там потом себя ничего ей может ' +
    'это этот эта эти этим этого этому этой этих мы ' +
    // the other forms of he, she, they, what, which; "is there", "has"
    'него неё нее них нему ней ним нем нём чем чего чему кого кому каком какую каким который которая которое ' +
    'которые есть будет будут для при про над под через тоже также очень ' +
    // you, your, which (asked as a visitor talks to the person: "Какое у тебя хобби?")
    'тебя тебе тобой твой твоя твоё твое твои вами ваш ваша ваше ваши какое каков какого каких какому',
  ar:
    'في من إلى على عن مع هذا هذه ذلك تلك هو هي هم أنا أنت نحن كان كانت يكون ما ماذا من أين متى كيف لماذا هل كم ' +
    'أي التي الذي الذين و أو ثم لا لم لن قد كل بعد قبل عند ' +
    // "has he…", "what is…": عنده، لديه، ما هي
    'عنده عندها عندك لديه لديها لديك له لها هل هناك ' +
    // the question words of the spoken dialects: where, from where, what, why, who, how much, how
    'وين منين شو ايش إيش وش ليش مين قديش شلون ' +
    // (and their "which", "that": "شو اللغات اللي بيحكيها؟")
    'اللي إللي يلي ' +
    // and of Darija: what, where, whether, any, why, how much
    'شنو فين واش شي علاش شحال ' +
    // (and "how much" as Egyptians ask it: "تفصيل الفستان بكام؟" asks a price, which the sum answers)
    'بكام ' +
    // "and you", "and he", "and she" ("من متى وأنت في هذا الشغل؟": since when have you been in this work)
    'وأنت وانت وهو وهي',
  // (each as written with and without its chandrabindu: "हूँ" and "हूं")
  hi:
    'का के की को में से पर है हैं था थी थे हो हूँ हूं होता होती होते और या लेकिन भी तो ही ने यह वह ये वे इस उस इन ' +
    'उन इसका उसका उनका इसकी उसकी उनकी इसके उसके उनके मैं मेरा मेरी मेरे हम हमारा हमारी हमारे आप आपका आपकी आपके ' +
    'तुम तुम्हारा तुम्हारी तुम्हारे तू तेरा तेरी तेरे क्या कौन कौनसा कौनसी कौनसे कहाँ कहां कब कैसे कैसा कैसी क्यों ' +
    'कितना कितनी कितने जो जिस जिसका जिसकी जिसके जब तब कुछ सब बहुत नहीं न जी रहा रही रहे गया गई गए ' +
    'यहाँ यहां वहाँ वहां अपना अपनी अपने एक सा सी ' +
    // (who did it, as Hindi marks the doer; and the verb "do" of "what does he do?", "काम करती है")
    'उसने इसने उन्होंने इन्होंने मैंने हमने आपने तुमने करता करती करते करना करें किया ' +
    // (to whom: "उसे क्या पसंद है?", what does she like)
    'उसे इसे उन्हें इन्हें मुझे हमें आपको तुम्हें उसको इसको इनका इनकी इनके कोई असल ' +
    // (what happened, was, can be: "जन्म कहाँ हुआ?"; and the postpositions of more words: "के बारे में", "के लिए")
    'हुआ हुई हुए हुईं होना होगा होगी होंगे थीं सकता सकती सकते लिए बारे तक वाला वाली वाले पे ' +
    // (o'clock: "7:30 बजे", whose stem is that of playing, "बजाती")
    'बजे ' +
    // (and "वो", as "वह" is said)
    'वो उनको इनको ' +
    // (tell me: "हसबैंड का नाम बताओ" asks the name, not a telling)
    'बताओ बताइए बताइये बताएँ बताएं बताना बता',
};

/** The stemmers of languages Snowball has none for: Hindi's (hindi.ts). */
const OWN_STEMMERS: Readonly<Record<string, (word: string) => string>> = { hi: stemHindi };

/** Languages written in the Latin script, among those analysed here. */
const LATIN = new Set(['de', 'es', 'fr', 'pt', 'it', 'nl', 'sv', 'da', 'no', 'fi', 'tr', 'ro', 'hu', 'pl', 'cs', 'ca']);

const analyzers = new Map<string, TextAnalyzer>();

/** A letter of the Latin script. */
const LATIN_LETTER = /\p{Script=Latin}/u;

const DIGIT = /\d/;

/** Most distinct words one stemmer remembers (a text repeats its words: most lookups hit). */
const STEM_CACHE_WORDS = 50_000;

/**
 * A stemmer (Snowball's of an algorithm, or a language's own) with a memory of the words it folded: a megabyte of text
 * is a few thousand distinct words.
 */
function cachedStemmer(
  algorithm: string | ((word: string) => string),
  fold: (word: string) => string = (word) => word,
  keep: (word: string, stem: string) => string = (_word, stem) => stem,
): (word: string) => string {
  const stemmer = typeof algorithm === 'string' ? snowball.newStemmer(algorithm) : { stem: algorithm };
  const cache = new Map<string, string>();
  return (word) => {
    // numbers and codes have nothing to fold (and a text has thousands of them)
    if (DIGIT.test(word)) return word;
    let stem = cache.get(word);
    if (stem === undefined) {
      const folded = fold(word);
      stem = keep(folded, stemmer.stem(folded));
      if (cache.size >= STEM_CACHE_WORDS) cache.clear();
      cache.set(word, stem);
    }
    return stem;
  };
}

/** Arabic's short vowels, shadda, sukun, dagger alif and tatweel: marks a word is written with or without. */
const ARABIC_MARKS = /[\u0640\u064B-\u065F\u0670]/g;

/**
 * What a language's words lose before Snowball folds them: in Arabic the conjunction "و" (and) written onto a word of
 * four letters or more ("وابنتين" is "ابنتين", as light stemmers for Arabic retrieval do; "وادي", "وقت" stay whole).
 */
const FOLDS: Readonly<Record<string, (word: string) => string>> = {
  // (ё written as е, as most Russian text does: "живёшь" meets "живешь")
  ru: (word) => word.replace(/ё/g, 'е'),
  // (its short vowels and the tatweel written or not: "وُلدت" is "ولدت", whose و is no "and")
  ar: (word) => {
    const bare = word.replace(ARABIC_MARKS, '');
    return withTaMarbuta(bare.length >= 5 && bare.startsWith('و') ? bare.slice(1) : bare);
  },
};

/**
 * An Arabic noun in ة with a pronoun after it writes its ة as ت ("صيدليتي", "صيدليتها": my, her pharmacy), which
 * Snowball folds apart from "صيدلية" (صيدليت, صيدلي, صيدل): the noun with its ة again. Not a word with the article
 * (which takes no pronoun), a stem of two letters ("بيتي" is بيت, "my house") nor the plural's ات ("كلماته").
 */
const PRONOUN_AFTER_TA = /^(?!ال)(\p{L}{2,}[^\sا])ت(?:ي|ها|ه|هم|هما|هن|نا|ك|كم|كن)$/u;
const withTaMarbuta = (word: string): string => {
  const noun = PRONOUN_AFTER_TA.exec(word);
  return noun ? `${noun[1]}ة` : word;
};

/** The words of being married, and of marrying, in Portuguese and Spanish (KEEPS). */
const MARRIED = {
  pt: /^(?:casad[oa]s?|casou|casaram|casar|casamentos?)$/,
  es: /^(?:casad[oa]s?|cas[óo]|casaron|casarse|casar|casamientos?)$/,
};

/** Languages whose compounds are one word, looked for inside (German; measured on the German bios only). */
const COMPOUNDING = new Set(['de']);

/**
 * What Snowball takes off a word that a language's light stemmers keep: in Arabic a first "ف", which Snowball reads as
 * the conjunction "fa" — "فندق" (hotel) became "ندق" while "الفندق" became "فندق", "فريق" "ريق" and "الفريق" "فريق".
 * Kept, as Larkey's light10 keeps it, a word and the same word with its article meet (a rare "فقال" no longer meets
 * "قال").
 */
const KEEPS: Readonly<Record<string, (word: string, stem: string) => string>> = {
  // a Russian verb's second person ("живешь", "работаешь", "учишься"), which Snowball leaves "живеш": its stem, as
  // "живу" and "живет" are ("Где живёшь?" of "Живу в общежитии")
  ru: (word, stem) => (/(?:ешь|ишь|ешься|ишься)$/.test(word) && /[еи]ш$/.test(stem) ? stem.slice(0, -2) : stem),
  ar: (word, stem) => withoutPersonPrefix(word.startsWith('ف') && !stem.startsWith('ف') ? `ف${stem}` : stem),
  // married and a husband, which Snowball folds into a house and the sea ("casada", "casa": cas; "marido", "mar": mar;
  // Italian "marito", "mare": mar) — "Ela é casada?" is no question about "o prato mais pedido da casa"
  pt: (word, stem) => (MARRIED.pt.test(word) ? 'casament' : /^maridos?$/.test(word) ? 'marid' : stem),
  es: (word, stem) => (MARRIED.es.test(word) ? 'casamient' : /^maridos?$/.test(word) ? 'marid' : stem),
  it: (word, stem) => (/^marit[oi]$/.test(word) ? 'marit' : stem),
  // (and in French a mother is no sea: "mère", "mer": mer)
  fr: (word, stem) => (/^mères?$/.test(word) ? 'mère' : stem),
};

/**
 * A verb's person in Arabic is its first letter (يعزف he plays, أعزف I play, تعزف she plays, نعزف we play), which
 * Snowball keeps: a bio says "أعزف على العود", a visitor asks "هل يعزف…؟". A stem of four letters or more loses it, as
 * the same stem in every person does (and "يدرس" meets "درس"); shorter stems keep it ("يحب", "يسك").
 */
const withoutPersonPrefix = (stem: string): string =>
  stem.length >= 4 && /^[يتان]/u.test(stem) ? stem.slice(1) : stem;

/** A Latin word without its accents: in English text they are names' and loanwords' ("Tomás", "résumé", "café"). */
const withoutAccents = (word: string): string =>
  /\p{M}|[À-ɏ]/u.test(word)
    ? word
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .normalize('NFC')
    : word;

/**
 * English with Snowball's English (Porter2) folding: "studied" meets "study", "working" meets "works"; British
 * spellings meet American ones ("licence" meets "license"), an irregular past its verb ("left" meets "leave"), and a
 * name or a word without its accents the one with them ("tomas" meets "Tomás", "resume" meets "résumé").
 */
const ENGLISH: TextAnalyzer = {
  language: 'en',
  stopWords: ENGLISH_ANALYZER.stopWords,
  stem: cachedStemmer('english', (word) => americanSpelling(regularForm(withoutAccents(word)))),
};

/** The analyzer of a language code: Snowball's (with its stop words) where it has one; English for 'en' and ''. */
export function analyzerFor(language: string): TextAnalyzer {
  const code = frameLanguageOf(language) ?? language.toLowerCase().split(/[-_]/)[0] ?? 'en';
  if (code === 'en' || code === '') return ENGLISH;
  const cached = analyzers.get(code);
  if (cached) return cached;
  const algorithm = SNOWBALL[code];
  const ownStemmer = OWN_STEMMERS[code];
  const stem = algorithm
    ? cachedStemmer(algorithm, FOLDS[code], KEEPS[code])
    : ownStemmer
      ? cachedStemmer(ownStemmer)
      : null;
  // visitors often ask in English whatever the bot's language: its function words go too (Latin script)
  const stopWords = new Set([...(STOP_WORDS[code] ?? '').split(' ').filter(Boolean), ...ENGLISH_ANALYZER.stopWords]);
  const own = stem ?? ((word: string) => word);
  const analyzer: TextAnalyzer = {
    language: code,
    stopWords,
    // German writes its compounds as one word: "Autos" is looked for in "Elektroautos" too
    ...(COMPOUNDING.has(code) ? { compounds: true } : {}),
    // a bot in another script often has English lines too (a title, skills, a résumé's English half): its Latin
    // words are folded as English ones, so "languages" meets "language" there as in an English bot
    stem: LATIN.has(code) ? own : (word) => (LATIN_LETTER.test(word) ? ENGLISH.stem(word) : own(word)),
    latinAsEnglish: !LATIN.has(code),
  };
  analyzers.set(code, analyzer);
  return analyzer;
}

/**
 * Whether a question is read as English by the analyzer: an English bot's, or a question in Latin letters to a bot in
 * another script, whose Latin words are analysed as English ("Where did she study?" to a bot in Arabic and English).
 */
export function readsAsEnglish(question: string, analyzer: TextAnalyzer): boolean {
  if (analyzer.language === 'en') return true;
  return analyzer.latinAsEnglish === true && readsAsLatin(question);
}

/** The first characters of a text are enough to tell its language (and keep detection cheap on megabytes). */
const SAMPLE_CHARS = 4000;

/**
 * The language of a text (ISO 639-1), or `fallback` when it cannot be told (too short, or a language tinyld does
 * not know). `hint` breaks the tie between Chinese and Japanese for text in Han characters only.
 */
export function detectLanguage(text: string, fallback = 'en', hint?: string | null): string {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  const byScript = scriptLanguageOf(sample, frameLanguageOf(hint));
  if (byScript) return byScript;
  if (sample.trim().length < 3) return fallback;
  // a sentence or two: letter statistics guess wrong ("Ada enjoyed riding horses" is not Turkish), function words not
  // (an address's words are no one's function words: "example.com" says no Portuguese "com")
  const vote = functionWordVote(sample.replace(ADDRESSES, ' '));
  if (sample.length < SHORT_TEXT_CHARS && vote.best && !vote.tied && vote.count >= 2) return vote.best;
  // …nor does a longer text whose function words are clearly one language's: an English résumé full of Portuguese
  // names and places ("Engenharia", "Câmara Municipal de Braga") is English
  // (a text in Latin letters only: one in another script with English lines is of its script's language)
  if (vote.best && vote.count >= DECISIVE_FUNCTION_WORDS && vote.count >= 2 * vote.second && !OTHER_SCRIPT.test(sample))
    return vote.best;
  // a text of names, titles and terms in Latin letters, with no function word of any language ("Maren Castellanos /
  // Staff Backend Engineer / Data: PostgreSQL, Kafka"), is no sample for letter statistics either: its bot's default
  if (vote.count === 0 && !OTHER_SCRIPT.test(sample)) return fallback;
  const found = detect(sample, { only: DETECTABLE });
  return found || fallback;
}

/** Below this many characters a text is told by its function words first. */
const SHORT_TEXT_CHARS = 400;
/** E-mail and web addresses, and handles ("maren@example.com", "github.com/maren", "https://…"). */
const ADDRESSES =
  /(?<!\S)\S+@\S+|\bhttps?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|me|pt|de|es|fr|uk|eu)(?:\/\S*)?/giu;

/** Function words of one language, twice as many as any other's, tell a text of any length. */
const DECISIVE_FUNCTION_WORDS = 5;
/** A letter of another script than the Latin one. */
const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;

/** The Latin-script language whose function words (its stop words) a short text uses most. */
function functionWordVote(text: string): {
  best: AnswerLanguage | null;
  count: number;
  tied: boolean;
  second: number;
} {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  let best: AnswerLanguage | null = null;
  let bestCount = 0;
  let second = 0;
  let tied = false;
  for (const language of LATIN_FRAMES) {
    const stops = language === 'en' ? ENGLISH_ANALYZER.stopWords : ownStopWords(language);
    const count = words.filter((w) => stops.has(w)).length;
    if (count > bestCount) {
      best = language;
      second = bestCount;
      bestCount = count;
      tied = false;
    } else if (count === bestCount && count > 0) {
      tied = true;
      second = count;
    } else if (count > second) second = count;
  }
  return { best, count: bestCount, tied, second };
}

/**
 * The language to answer a question in: the question's own when it can be told (its script, or a detector sure
 * enough on a sentence), else the bot's (`settings.language`, then its text's).
 */
export function answerLanguageFor(question: string, botLanguage: string): AnswerLanguage {
  const bot = frameLanguageOf(botLanguage) ?? 'en';
  const byScript = scriptLanguageOf(question, bot);
  if (byScript) return byScript;
  // A question is short: its function words tell its language better than letter statistics do
  const { best, count, tied } = functionWordVote(question);
  if (best && !tied) return best;
  if (tied && count > 0 && LATIN_FRAMES.includes(bot)) return bot;
  // words without a function word of any language ("salary expectations?", "jordans current job") are no sample
  // for letter statistics, which guess French or Spanish for English words: the bot's language when it is written in
  // Latin letters too, and for a few words English when Latin letters are asked of a bot in another script
  if (count === 0 && LATIN_FRAMES.includes(bot) && readsAsLatin(question)) return bot;
  if (count === 0 && (question.match(/\p{L}+/gu)?.length ?? 0) < STATISTICS_MIN_WORDS)
    return readsAsLatin(question) ? 'en' : bot;
  const asked = frameLanguageOf(detectLanguage(question, bot, bot));
  return asked ?? bot;
}

/** Fewer words than this, none of them a function word, and a question's language is not guessed from its letters. */
const STATISTICS_MIN_WORDS = 4;

/** Whether most of a text's letters are Latin ones. */
function readsAsLatin(text: string): boolean {
  let latin = 0;
  let other = 0;
  for (const char of text) {
    if (LATIN_LETTER.test(char)) latin += 1;
    else if (/\p{L}/u.test(char)) other += 1;
  }
  return latin > other;
}

/** The frame languages written in the Latin script. */
const LATIN_FRAMES: readonly AnswerLanguage[] = ['en', 'de', 'es', 'fr', 'pt', 'it'];

const ownStops = new Map<string, Set<string>>();
/** A language's own stop words (without the English ones its analyzer adds). */
function ownStopWords(language: string): Set<string> {
  let stops = ownStops.get(language);
  if (!stops) {
    stops = new Set((STOP_WORDS[language] ?? '').split(' ').filter(Boolean));
    ownStops.set(language, stops);
  }
  return stops;
}

/**
 * Fixed words as an analyzer's terms, worked out once per analyzer: `termsOfWords('mean means meant')(analyzer)`.
 * With `andWords`, the words as they are too (a stop word the analyzer drops is still one of them: "many" is "mani").
 */
export function termsOfWords(
  words: string,
  { andWords = false }: { andWords?: boolean } = {},
): (analyzer: TextAnalyzer) => ReadonlySet<string> {
  const made = new WeakMap<TextAnalyzer, ReadonlySet<string>>();
  const list = words.split(/\s+/).filter((word) => word !== '');
  return (analyzer) => {
    let terms = made.get(analyzer);
    if (!terms) {
      terms = new Set(
        andWords ? list.flatMap((word) => [word, ...tokenize(word, analyzer)]) : tokenize(words, analyzer),
      );
      made.set(analyzer, terms);
    }
    return terms;
  };
}
