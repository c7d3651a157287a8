/**
 * Questions that ask what someone does for a living: "what does Jordan do for a living?", "Was ist Jonas von Beruf?",
 * "¿Cuál es la profesión de Lucía?", "박민준의 직업은 무엇인가요?", and where they work now ("¿Dónde trabaja?",
 * "Où travaille-t-il ?", "どこで働いてるの？", "직장이 어디예요?": not at an earlier job the bio also tells of). A bio
 * or a resume says so in its own words ("Jonas Weber ist Elektroingenieur …", "Product designer · Rotterdam"), never with the word the visitor used
 * ("Beruf", "for a living"), so the quote is picked by who is asked about — the sentences that introduce the person —
 * not by that word, which nothing in the text holds.
 */
import { asksOfFamily } from './family.js';

interface Occupation {
  /** The words of such a question that name the asking (removed before its terms are matched). */
  words: RegExp;
  /** Where some of `words` also say other things ("lavoro" is any work): the question must match this too. */
  asks?: RegExp;
  /** A question that also matches this asks what was done somewhere, not for the occupation ("호주에서 무슨 일을…"). */
  unless?: RegExp;
}

// (`\b` only next to ASCII letters: JavaScript's word boundary does not know "é" or "ó")
const OCCUPATIONS: Readonly<Record<string, Occupation>> = {
  // ("job" is left to the resume's sections: "her previous job" asks for one entry of Experience, not the headline)
  // ("what is Maya's job?" asks it too: a job asked of as it is now, not an earlier one)
  en: {
    // ("what's his role?", "where / who does she work for?", "what does Inês do?" and nothing after: of a bio, its
    // introduction says it — "I've been with Shopify…, currently as a staff engineer", "a UX researcher at Spotify";
    // and "what was his job before he retired?" — not before another job, which the chronology answers)
    words:
      /\b(?:for\s+a\s+living|profession|occupation|line\s+of\s+work)\b|(?:job(?:\s+title)?|role|position|title)\b(?<=\bwhat(?:['’]?s|\s+is|\s+was)\s+(?:\p{L}+['’]?s|her|his|their|your)\s+(?:job(?:\s+title)?|role|position|title))(?!\s+(?:before|after|at|in)\b(?!\s+(?:he|she|they|you|i)\s+retired\b))|\b(?:where|who|what\s+company)\s+(?:does|do)\s+(?:\p{L}+\s+){1,2}?work\b(?:\s+(?:for|at))?(?!\s+(?:before|previously|first))|^\W*what\s+(?:does|do)\s+\p{L}+(?:\s+\p{L}+)?\s+do(?=\W*$)/giu,
  },
  // ("Was arbeitet Selin?": what she works as)
  de: { words: /\bberuf\p{L}*|\b(?:wo|was)\s+arbeitet\b/giu },
  es: {
    // (and as a visitor asks the person, with "tú" or "vos": "¿De qué trabajás?", "¿A qué te dedicas?")
    words:
      /profesi[oó]n|\boficio\b|ocupaci[oó]n|\bdedica[s]?\b|\bdedicás|d[oó]nde\s+trabaj(?:a|as|ás)(?!\p{L})|(?:de|en)\s+qu[ée]\s+trabaj(?:a|as|ás)(?!\p{L})/giu,
    asks: /profesi[oó]n|\boficio\b|ocupaci[oó]n|\b(?:se|te)\s+dedica[s]?\b|\bte\s+dedicás|d[oó]nde\s+trabaj(?:a|as|ás)(?!\p{L})|(?:de|en)\s+qu[ée]\s+trabaj(?:a|as|ás)(?!\p{L})/iu,
  },
  // (and "Tu fais quoi comme travail ?", "c'est quoi ton boulot ?")
  fr: {
    words:
      /(?:\bcomme\s+)?m[ée]tier|\bprofession\b|dans\s+la\s+vie|\bo[uù]\s+(?:travaille|bosse)(?:-t-(?:il|elle))?|\b(?:travaille|bosse)s?\s+o[uù](?!\p{L})|\bcomme\s+(?:travail|boulot)\b|\b(?:ton|votre|son)\s+(?:travail|boulot)\b/giu,
  },
  // (and "O que o Mestre Zé faz?", "Você trabalha com o quê?")
  pt: {
    words:
      /profiss[aã]o|ocupa[cç][aã]o|\btrabalhas?\s+(?:em|com)\s+(?:o\s+)?qu[eê](?!\p{L})|\bo\s+que\s+(?:\p{L}+\s+){0,3}?faz(?=[\s?!.]*$)|\bo\s+que\s+faz\s+(?:o|a)(?=\s+\p{Lu}\p{L}*[\s?!.]*$)|\b(?:em\s+que|com\s+o\s+qu[eê])\s+trabalha\b|\btrabalha\s+com\s+o\s+qu[eê]/giu,
  },
  // (and "Cosa fa Elena?", "Di cosa si occupa?")
  it: {
    // ("Che lavoro fa Giorgio?": its "fa" asks too, not "che fa la maestra")
    words: /professione|mestiere|\blavoro(?:\s+fa\b)?|\bcosa\s+fa\b|\bdi\s+cosa\s+(?:si\s+occupa|ti\s+occupi)\b/gi,
    asks: /professione|mestiere|\bche\s+lavoro\b|^\W*(?:che\s+)?cosa\s+fa\b(?:\s+\p{Lu}\p{L}*)?[\s?!.]*$|\bdi\s+cosa\s+(?:si\s+occupa|ti\s+occupi)\b/iu,
  },
  ru: {
    words: /професси\p{L}*|кем(?=\s)|где\s+(?:\p{L}+\s+)?работает|чем(?=\s)|занима(?:ется|ешься|етесь)/giu,
    // ("Чем занимается Анна?" asks it; "Чем он занимается зимой?" asks what he does in winter)
    // (no "i" flag: a name is told by its capital)
    asks: /[Пп]рофесси|[Кк]ем\s+(?:\p{L}+\s+)?работа|[Гг]де\s+(?:\p{L}+\s+)?работает|^\s*[Чч]ем\s+(?:\p{L}+\s+)?занима(?:ется|ешься|етесь)(?:\s+\p{Lu}\p{L}*)?[\s?!.]*$/u,
  },
  // ("何をしている人ですか？": what does she do, as a person)
  // ("どこのお店で働いていますか？": at which shop she works)
  ja: {
    words: /仕事|職業|職場|勤め先|どこ(?:の\p{L}{1,4})?で働\p{Script=Hiragana}*|何をしている人|何をしてる人/gu,
    // ("前はどこで働いていましたか？": where she worked before; "その仕事、何年くらいやってるの？": for how long)
    unless: /前は|以前|昔|かつて|何年|いつから|どのくらい|どれくらい/u,
  },
  // ("호주에서 무슨 일을 했어요?" asks what she did in Australia: a place of its own, not "어디서", says so)
  ko: {
    words:
      /(?<!\S)\S*직업\S*|(?<!\S)\S*직장\S*|무슨\s*일\S*|어디(?:서|에서)\s*일\S*|(?:뭐|뭘|무엇을?|무얼)\s*하(?:는|시는)\s*(?:사람|분)\S*|하(?:는|시는)\s*일\S*/gu,
    // (nor "예전에 어디서 일했어요?": where she worked before, an earlier job the bio tells of)
    unless: /(?<!어디|어디에|^|\s)(?:에서|에서는)(?=\s)|예전|이전|전에|과거/u,
  },
  // ("她是做什么的？": what does she do)
  // ("她之前在哪工作？" asks where she worked before: an earlier job the bio tells of)
  zh: {
    // (and "他是干什么的？", "在哪个城市工作？")
    words: /职业|工作|上班|做什么的|干什么的|干啥的|哪个城市|哪座城市/gu,
    asks: /职业|什么工作|做什么的|干什么的|干啥的|在哪(?:里|儿|个城市|座城市)?(?:工作|上班)/u,
    // (and "开店前你是干啥的？": what he did before he opened the shop — not "目前", now)
    // (nor "这份工作做了多久？": for how long)
    unless: /之前|以前|曾经|过去|原来|(?<![目当眼])前(?![面边天台途景辈])|多久|多长时间|几年/u,
  },
  // ("ما عمل عمر؟": what is Omar's work)
  // (and as it is spoken: "شو شغلك؟", "إيش شغلك؟": what's your work)
  ar: {
    words:
      /(?<!\S)\S*(?:مهن|وظيف)\S*|أين\s+(?:يعمل|تعمل)|ما\s+(?:هو\s+|هي\s+)?عمل(?!\p{L})|(?:شو|إيش|ايش)\s+شغل\p{L}*/gu,
  },
  // (not what someone did before or used to do: "दिल्ली में क्या काम करते थे?", "इससे पहले क्या करते थे?")
  hi: { words: /पेशा|व्यवसाय|काम/gu, asks: /पेशा|व्यवसाय|क्या\s+काम/u, unless: /पहले|(?:थे|थी|था)\s*[?？।]?\s*$/u },
};

/**
 * The question without the words that ask for an occupation, when it asks for one in `language` (an analyzer's
 * language code); otherwise the question as it is.
 */
export function withoutOccupationWords(question: string, language: string, says?: Says): string {
  const occupation = occupationOf(question, language, says);
  return occupation ? question.replace(occupation.words, ' ') : question;
}

/**
 * "Where does she work?" in the languages whose occupation words ask it, and the verb's present tense: of a text that
 * says where with it ("Уже девять лет работаю в клинике «Айболит»", "أعمل … في دبي"), the sentence that says so
 * answers, not the introduction ("я ветеринар из Новосибирска"). Of one that says it only in the past ("trabajé como
 * mesero…", "j'ai travaillé… à Montréal": an earlier job), the introduction does.
 */
const WORKS_WHERE: Readonly<Record<string, ReadonlyArray<readonly [asks: RegExp, present: RegExp]>>> = {
  en: [
    [
      /\b(?:where|who|what\s+company)\s+(?:does|do)\s+(?:\p{L}+\s+){1,2}?work\b/iu,
      // (or a résumé's job that runs to the present: "Staff Software Engineer — Trellis Freight (2021 – present)")
      // (or an employer said as whom someone has been with: "Since 2016 I've been with Clarke & Sons": EMPLOYER)
      /\b(?:i|she|he|they|we)\s+(?:currently\s+|now\s+|still\s+)?work(?:s)?\s+(?:at|for|in|as)\b|[–—-]\s*(?:present|now|current|today)\b|\b(?:i['’]ve|i\s+have|(?:she|he)['’]s|(?:she|he)\s+has|they['’]ve|they\s+have)\s+been\s+with\s+\p{Lu}/iu,
    ],
  ],
  de: [[/\bwo\s+arbeitet\b/i, /(?<!\p{L})arbeite(?:t|n)?(?!\p{L})/iu]],
  es: [[/d[oó]nde\s+trabaj(?:a|as|ás)(?!\p{L})/iu, /(?<!\p{L})trabaj(?:o|a|as|amos|an)(?!\p{L})/iu]],
  fr: [
    [
      /\bo[uù]\s+(?:travaille|bosse)|\b(?:travaille|bosse)s?\s+o[uù](?!\p{L})/iu,
      /(?<!\p{L})travaill(?:e|es|ons|ez|ent)(?!\p{L})/iu,
    ],
  ],
  ru: [
    [/где\s+(?:\p{L}+\s+)?работает/iu, /(?<!\p{L})работа(?:ю|ет|ем|ют|ешь)(?!\p{L})/iu],
    // ("Кем она работает?" of "она работает кардиологом": as what, a noun in the instrumental after the verb)
    [
      /кем\s+(?:\p{L}+\s+)?работает/iu,
      // (of the person, not of whom a relative clause speaks: "с женой Анной, которая работает врачом")
      /(?<!котор\p{L}{1,3}\s+)(?<!\p{L})работа(?:ю|ет|ем|ют|ешь)\s+(?!(?:в|во|на|с|со|у|при|для)\s)\p{L}+(?:ом|ем|ём|ой|ей)(?!\p{L})/iu,
    ],
  ],
  ar: [[/أين\s+(?:يعمل|تعمل)/u, /(?<!\p{L})و?[أيتن]عمل(?!\p{L})/u]],
};

/** Whether the passages a question found say something (a pattern): what "where does she work?" is answered by. */
export type Says = (pattern: RegExp) => boolean;

/**
 * The language's occupation words, when the question may ask for one (its `asks`, and not its `unless`, nor where the
 * person works of passages that say it in the present: WORKS_WHERE).
 */
function occupationOf(question: string, language: string, says?: Says): Occupation | null {
  const occupation = OCCUPATIONS[language];
  if (!occupation || occupation.asks?.test(question) === false || occupation.unless?.test(question)) return null;
  if (says && (WORKS_WHERE[language] ?? []).some(([asks, present]) => asks.test(question) && says(present)))
    return null;
  return occupation;
}

/** Whether the question asks what someone does for a living, in `language`: who is asked about picks the quote. */
export function asksOccupation(question: string, language: string, says?: Says): boolean {
  const occupation = occupationOf(question, language, says);
  // (of the bio's person, not of their family: how the text introduces its person does not answer for them)
  if (!occupation || asksOfFamily(question, language)) return false;
  occupation.words.lastIndex = 0;
  const asked = occupation.words.test(question);
  occupation.words.lastIndex = 0;
  return asked;
}
