/**
 * Follow-up questions: "how long was she there?" after "where did she work before Hydrotec?", "why?" after "did he
 * leave the army?", "and trademarks?" after "does the license cover patents?". Their own words do not say what they
 * are about; the chat before them does. Retrieval searches with the visitor's question before (and, of a follow-up that
 * asks of what the bot answered, with that answer's first words: "there" is the place it named); the quote is about
 * that answer, else about the question before, and must still say what the follow-up itself asks (its own words, when
 * it has any: "what did she earn there?" is not answered by the job's dates). A question that stands alone is left as
 * it is (bench:quality asks every question of its sets again after the one before it, and checks that). Read in
 * each of the twelve answer languages (English, Chinese, Japanese, Korean, German, Spanish, French, Russian, Arabic,
 * Portuguese, Italian and Hindi), each with its own words that go on ("und…?", "她妹妹呢？", "और उनकी बहन?"), point back
 * ("dort", "那里", "거기", "там", "वहाँ") or ask nothing else ("¿por qué?", "왜요?", "क्यों?"); a question in another
 * language stands alone.
 */
import {
  ANSWER_FRAMES,
  type AnswerLanguage,
  type ChatMessage,
  isDeclined,
  type TextAnalyzer,
  tokenize,
} from '@botfolio/core';
import { type Referent, relativesOf } from './family.js';
import { answerLanguageFor, readsAsEnglish } from './language.js';
import { smallTalkOf } from './smallTalk.js';

/**
 * A question that goes on from the one before: "and her sister?", "what about trademarks?", "also in Leeds?",
 * "anything on health?". (Not "so…", which opens many a question that stands alone: "so what does it do?")
 */
const GOES_ON =
  /^\W*(?:and|but|also|then|plus|what\s+about|how\s+about|what\s+else|anything\s+else|anything\s+(?:on|about)|same\s+for)\b/i;

/**
 * What points back at what was asked or answered before, each with what it reads: (Not "it", "they", "this", "he",
 * "she": a question about a tool, a licence or a résumé's person says them of the bot's subject, whatever was asked
 * before.)
 */
const POINTING = [
  // "what happened then?" (not the "then" of an "if": "if I change it, do I then have to say so?")
  // (the "if" looked for behind a "then" only: linear in the question)
  /\bthen\b(?<!\bif\b.*then)/,
  // "were those paid?", "is the same true of trademarks?"
  /\b(?:those|the\s+same)\b/,
  // "how long was she there?" (not "is there…?", which points nowhere, nor "in there", "up there", which say where of
  // the text or the talk: "any recent methods in there?", "what are they doing up there?")
  /(?<!\b(?:is|are|was|were|be|been|in|up|out|down|over|from)\s+)\bthere\b(?!\s+(?:is|are|was|were)\b)/,
  // "and after that?", "how many bricks was that?", "is that a big jump?" (not the "that" of "do I have to say that I
  // changed it?")
  /\b(?:after|before|since|about|like|than)\s+that\b|\bthat\W*$|^\W*(?:is|was|are|were|does|did|can|could|will|would)\s+that\b/,
  // "can that licence be taken back?", "what can't that one do?"
  /\bthat\s+(?:one|ones|job|role|company|project|grant|licen[cs]e|law|act|bill|fund|program(?:me)?|money|year|place|trip|study|model|tool|version|rule|part|fire|team|award|deal|course|degree)\b/,
  // "what does she want to do after?", "and before?"
  /\b(?:after|afterwards|before|later|earlier)\W*$/,
  // "on which supercomputer?", "for what?"
  /^\W*(?:on|in|at|for|by|with|from|to|of)\s+(?:which|what|whose|whom)\b/,
];
const POINTS_BACK = new RegExp(POINTING.map((pattern) => pattern.source).join('|'), 'i');

/** "Why so long?", "why that much?", "why the switch?", "how come?": the reason for what the answer before said. */
const WHY_THAT = /\bwhy\s+(?:so|that|such\s+an?)\s+\p{L}+|\bwhy\s+the\s+\p{L}+\W*$|\bhow\s+come\b/iu;

/** The words that ask for a number or a time and say nothing of what: "how long?", "since when?", "until when?". */
const ASKS_ONLY = /\bhow\s+(?:long|many|much|old|big|far|often|soon)\b|\b(?:since|until|till)\b/gi;

/** Of the bot's answer before a follow-up, what is searched with: its first words (what it found first). */
export const MAX_ANSWER_CHARS = 300;

/** Who or what a question names by a pronoun: of a résumé or a bio, its person; of a paper or a licence, its subject. */
const SUBJECT = /\b(?:i|me|my|you|your|he|him|his|she|her|we|our|they|them|their|it|its)\b/i;

/** A follow-up that goes on ("and…", "what about…") in at most this many words asks the same of something else. */
const SAME_OF_ANOTHER_WORDS = 4;

/** The words of a language that make a question a follow-up (see readsAsFollowUp), and what they leave of it. */
interface FollowUpWords {
  /** Opens a question that goes on from the one before: "and…", "what about…". */
  goesOn: RegExp;
  /** A word that points back at what was asked or answered before: "there", "then", "that one". */
  pointsBack: RegExp;
  /** "Why so long?", "how come?": the reason for what the answer before said. */
  whyThat?: RegExp;
  /** Question words that ask for a number, a time or a reason and say nothing of what (global). */
  asksOnly: RegExp;
  /**
   * Question words the language's analyzer keeps as terms, which ask and say nothing the quote must (global): "なんで"
   * of "それはなんで？", "어디쯤" of "거기 어디쯤이에요?". (Not "how old", "何歳", whose "歳" the quote must say.)
   */
  asking?: RegExp;
  /**
   * Verbs that only say doing or staying (global): "stay" of "how long did she stay there?", "fait" of "il fait quoi
   * là-bas ?", "待" of "他在那边待了多久？". Of a follow-up, the quote need not say them: the answer it points back at
   * says what was done, in its own words ("…worked there for six months").
   */
  light?: RegExp;
  /** A pronoun for the bot's subject ("how old is she?" asks of the bio's person, not of what came before). */
  subject: RegExp;
  /**
   * Words that say nothing in a question of a language that drops its pronouns (global): "schon" of "wie lange
   * schon?", "ですか" of "なぜですか？". There a question asks nothing of its own when nothing but these is left of it
   * besides its question words ("¿De dónde es?" asks of the bio's person: "es" says so); English asks it of its words.
   */
  particles?: RegExp;
  /**
   * Whether a follow-up asks the same of something else ("and her sister?", "她妹妹呢？", "동생은요?"); by default, one
   * that goes on in at most `sameOfAnotherWords` words (sameOfAnother below).
   */
  sameOfAnother?: (question: string) => boolean;
  /** How many words a going-on follow-up that asks the same of something else has at most (SAME_OF_ANOTHER_WORDS). */
  sameOfAnotherWords?: number;
}

const wordCount = (question: string) => question.trim().split(/\s+/).length;

/** A letter of any script (JavaScript's \b and \W know only ASCII ones). */
const L = '[\\p{L}\\p{M}]';
const LETTER = new RegExp(L, 'u');
/** Neither a letter nor a digit, in any script. */
const NOT_WORD = '[^\\p{L}\\p{M}\\p{N}]';
/** Alternatives as whole words, in a language written with spaces: `whole('dort|damals')`. */
const whole = (alternatives: string) => `(?<!${L})(?:${alternatives})(?!${L})`;
/** Alternatives that open a word (Korean's particles join the word before: "거기서" is "거기" and "서"). */
const opening = (alternatives: string) => `(?<!${L})(?:${alternatives})`;
const pattern = (source: string, flags = '') => new RegExp(source, `iu${flags}`);

/**
 * A question that ends on the language's "what about…?" and asks nothing else: "她妹妹呢？" ("and her sister?"),
 * "妹さんは？", "동생은요?" — no question word in it ("她叫什么呢？" asks her name).
 */
const endsAsking = (questionWords: string, ending: string) =>
  pattern(`^(?:(?!${questionWords})[\\s\\S])*(?:${ending})[\\s?？!！。.]*$`);

const ZH_SAME = endsAsking('什么|啥|哪|谁|几|多少|多久|怎么|咋|为什么|为啥|干嘛|吗|是否|是不是', '呢');
const JA_SAME = endsAsking(
  '何|なに|なん|どこ|だれ|誰|いつ|なぜ|どうして|いくつ|いくら|どの|どれ|どんな|ですか|ますか',
  'は|も|の方は|については|はどう(?:です|でしょう)?か?',
);
const KO_SAME = endsAsking('뭐|무엇|무슨|어디|누구|누가|언제|왜|어떻게|어떤|몇|얼마', '[은는도](?:요)?|어때요?');

const ENGLISH_WORDS: FollowUpWords = {
  goesOn: GOES_ON,
  pointsBack: POINTS_BACK,
  whyThat: WHY_THAT,
  asksOnly: ASKS_ONLY,
  light: pattern(
    whole('stay|stays|stayed|staying|spend|spent|go|goes|went|gone|get|got|make|makes|made|last|lasted|keep|kept'),
    'g',
  ),
  subject: SUBJECT,
};

/** Each language's follow-up words; a question in a language without them is read as standing alone. */
const FOLLOW_UP_WORDS: Partial<Record<AnswerLanguage, FollowUpWords>> = {
  en: ENGLISH_WORDS,
  // "那她在那里待了多久？", "还有呢？", "后来呢？", "她妹妹呢？"
  zh: {
    // ("她妹妹呢？", "and her sister?": not "平时有啥爱好呢？", whose "呢" softens a question of its own)
    goesOn: pattern(`^[\\s，,]*(?:那么|那|还有|另外|而且|并且|然后|但是|可是|不过)|${ZH_SAME.source}`),
    pointsBack: pattern(
      '那里|那儿|那边|那时|那会儿|当时|那个|那些|那家|那所|那份|那次|那年|那段|那之后|在那|后来|这之后',
    ),
    asksOnly: pattern(
      '为什么|为啥|多长时间|多久|多少年|多少|几年|几个|多远|从什么时候|从何时|到什么时候|什么时候|怎么样|怎样',
      'g',
    ),
    asking: pattern('为什么|为啥|哪儿|哪里', 'g'),
    light: pattern('待|呆|干|做|弄|住|过|去', 'g'),
    subject: pattern('她|他|它|你|您|我|咱'),
    // (and the verbs that say no more than "do" or "stay": "干了多久了？")
    particles: pattern('了|呢|啊|呀|的|吗|嘛|啦|呐|哦|干|做|待|呆|住|弄', 'g'),
    sameOfAnother: (question) => ZH_SAME.test(question),
  },
  // "じゃあ、そこには何年いましたか？", "それはいつ？", "妹さんは？", "なぜ？"
  ja: {
    goesOn: pattern(
      // (not every "…は？", which asks as "hobbies?" does: "趣味は？", "犬の名前は？")
      '^[\\s、]*(?:じゃあ|じゃ|では|それで|それから|で、|あと|ちなみに|そして|でも)|(?:の方は|については|はどう(?:です|でしょう)?か?)[\\s?？!！。]*$',
    ),
    pointsBack: pattern('そこ|そちら|その|それ|当時|あの頃|あそこ|あれ|そのあと'),
    asksOnly: pattern(
      'どのくらい|どれくらい|どのぐらい|どれぐらい|何年間|何年|何人|いくつ|いくら|いつから|いつまで|いつ|なぜ|なんで|どうして|どう',
      'g',
    ),
    asking: pattern('なんで|なぜ|どうして|どこ', 'g'),
    light: pattern('やってる|やっている|やった|する|した|して|います|いる|いた|ある|あった', 'g'),
    subject: pattern('彼女|彼ら|彼|私|僕|俺|あなた'),
    particles: pattern('んですか|ですか|でしたか|ましたか|ますか|でしょうか|です|だった|だ|の|か|ね|よ|って', 'g'),
    sameOfAnother: (question) => JA_SAME.test(question),
  },
  // "그럼 거기서 얼마나 일했어요?", "그때 뭐 했어요?", "동생은요?", "왜요?"
  ko: {
    goesOn: pattern(
      `^\\s*${opening('그럼|그러면|그리고|그런데|근데|그래서|아니면')}|(?:[은는도]요?|어때요?)[\\s?？!！.]*$`,
    ),
    pointsBack: pattern(opening('거기|그곳|그때|그 ?후|그 ?다음|그 ?전|그것|그거|그게|그걸|당시')),
    asksOnly: pattern(
      '어디쯤|어디|얼마 ?동안|얼마나|언제부터|언제까지|언제|왜|몇 ?년|몇 ?명|몇(?! ?살)|얼마|(?:이에|예|인가|나|죠|요)(?=[\\s?？]*$)',
      'g',
    ),
    asking: pattern('어디쯤|어디|왜', 'g'),
    light: pattern(whole('했어요|해요|하세요|했나요|있어요|있었어요|지내요|지냈어요|다녔어요'), 'g'),
    subject: pattern(opening('그녀|그는|그가|그의|그를|저는|제가|제|나는|내가|너|당신|우리|그들')),
    particles: pattern('이에요|예요|인가요|이야|이죠|나요|죠|요|야|냐|니', 'g'),
    sameOfAnother: (question) => KO_SAME.test(question),
  },
  // "Und wie lange war sie dort?", "Was hat er danach gemacht?", "Und ihr Bruder?", "Warum?"
  de: {
    goesOn: pattern(
      `^${NOT_WORD}*${whole("und|aber|auch|dann|sonst|was\\s+ist\\s+mit|wie\\s+ist\\s+es\\s+mit|wie\\s+steht'?s\\s+mit|wie\\s+sieht'?s\\s+(?:es\\s+)?mit")}`,
    ),
    pointsBack: pattern(
      `^${NOT_WORD}*${whole('als|in|bei|mit|für|von|an|auf|aus|seit|bis')}\\s+${whole('was|welche[rmns]?|wem|wen|wann')}(?:\\s+\\p{L}+)?${NOT_WORD}*$|${whole('da|dort|dorthin|dahin|damals|danach|davor|daraufhin|dabei|dafür|deswegen|deshalb|dasselbe|das\\s+gleiche|(?:diese[rsmn]?|jene[rsmn]?)(?=\\s+\\p{L})')}|^${NOT_WORD}*${whole('ist|war|wird|hat|kann|dauerte')}\\s+das(?!${L})`,
    ),
    asksOnly: pattern(
      whole(
        'wie\\s+lange|wie\\s+viele?|wie\\s+alt|wie\\s+weit|wie\\s+oft|seit\\s+wann|bis\\s+wann|warum|wieso|weshalb|wann',
      ),
      'g',
    ),
    light: pattern(
      whole('macht|machen|gemacht|mache|tut|tun|getan|bleibt|blieb|geblieben|bleiben|ist|war|gewesen|sein|mal|jedes'),
      'g',
    ),
    subject: pattern(
      whole(
        'ich|du|er|sie|es|wir|ihr|mich|mir|dich|dir|ihn|ihm|sein|seine|seinen|seinem|seiner|ihre|ihren|ihrem|ihrer|euch|uns',
      ),
    ),
    particles: pattern(whole('schon|denn|noch|eigentlich|genau|so|dann|und|aber|jetzt'), 'g'),
  },
  // "¿Y cuánto tiempo estuvo allí?", "¿Qué hizo después?", "¿Y su hermano?", "¿Por qué?"
  es: {
    goesOn: pattern(
      `^[\\s¿¡]*${whole('y|pero|también|entonces|además|qué\\s+hay\\s+de|qué\\s+tal|en\\s+cuanto\\s+a')}`,
    ),
    pointsBack: pattern(
      `${whole('allí|allá|ahí|entonces|eso|aquello|luego|lo\\s+mismo|(?:ese|esa|esos|esas|aquel|aquella)(?=\\s+\\p{L})')}|${whole('después')}[\\s?!.]*$`,
    ),
    asksOnly: pattern(
      whole(
        'cuánto\\s+tiempo|cuántos\\s+años|cuántos|cuántas|cuánto|cuánta|desde\\s+cuándo|hasta\\s+cuándo|por\\s+qué|cuándo',
      ),
      'g',
    ),
    light: pattern(whole('hace|hizo|hacer|hecho|queda|quedó|quedarse|se|está|estuvo|estar|va|fue|ido'), 'g'),
    subject: pattern(whole('yo|tú|él|ella|ellos|ellas|usted|ustedes|nosotros|su|sus|mi|mis|tu|tus|le|les')),
    particles: pattern(whole('y|pero|entonces|exactamente|ya'), 'g'),
  },
  // "Et combien de temps y est-elle restée ?", "Qu'a-t-il fait ensuite ?", "Et son frère ?", "Pourquoi ?"
  fr: {
    goesOn: pattern(`^${NOT_WORD}*${whole("et|mais|aussi|alors|puis|ensuite|qu['’]en\\s+est-il|quid\\s+de")}`),
    pointsBack: pattern(
      `${whole('là-bas|là|alors|ensuite|le\\s+même|la\\s+même|(?:cette|cet|ces)(?=\\s+\\p{L})')}|${whole('après')}[\\s?!.]*$`,
    ),
    asksOnly: pattern(
      whole(
        "depuis\\s+combien\\s+de\\s+temps|combien\\s+de\\s+temps|combien|depuis\\s+quand|jusqu['’]à\\s+quand|pourquoi|quand",
      ),
      'g',
    ),
    light: pattern(whole('fait|faire|fais|font|faisait|reste|restée?s?|rester|est|était|été|va|allée?'), 'g'),
    subject: pattern(whole('je|j|tu|il|elle|nous|vous|ils|elles|son|sa|ses|mon|ma|mes|ton|ta|tes|lui|leur|leurs')),
    particles: pattern(whole('et|mais|alors|donc|exactement|ça|déjà'), 'g'),
  },
  // "А как долго она там работала?", "Что он делал потом?", "А её брат?", "Почему?"
  ru: {
    // (not every "а…" or "и…", which open many a question that stands alone: "А животные дома есть?")
    goesOn: pattern(
      `^${NOT_WORD}*(?:${whole('но|ещё|еще|также|тоже|потом|затем|что\\s+насч[её]т|как\\s+насч[её]т')}|${whole('а|и')}(?:\\s+[^\\s]+){0,2}\\s*$)`,
    ),
    pointsBack: pattern(
      `^${NOT_WORD}*${whole('на|в|во|с|со|для|от|у|за|по|о|об')}\\s+${whole('кого|что|чем|чём|кем|какой|какую|каком|какие|каких')}${NOT_WORD}*$|${whole('там|туда|оттуда|тогда|потом|после\\s+этого|до\\s+этого|(?:этот|эта|эти|эту)(?=\\s+\\p{L})')}|${whole('это')}[\\s?!.]*$`,
    ),
    asksOnly: pattern(
      whole(
        'как\\s+называ\\p{L}*|как\\s+долго|сколько\\s+времени|сколько\\s+лет|сколько|с\\s+каких\\s+пор|с\\s+какого\\s+года|до\\s+каких\\s+пор|почему|зачем|отчего|когда',
      ),
      'g',
    ),
    asking: pattern(whole('как\\s+называ\\p{L}*|как\\s+зовут'), 'g'),
    light: pattern(
      whole(
        'делает|делал|делала|сделал|сделала|занимается|занимался|занималась|остался|осталась|был|была|было|находится|пробыл|пробыла',
      ),
      'g',
    ),
    subject: pattern(
      whole('я|ты|он|она|оно|мы|вы|они|его|её|ее|их|ему|ей|им|него|неё|нее|нём|ней|мой|моя|мои|твой|ваш|ваша'),
    ),
    particles: pattern(whole('а|и|же|ли|ещё|еще|уже|вообще|именно|так'), 'g'),
  },
  // "وكم بقيت هناك؟", "وماذا عن أخيها؟", "ماذا فعل بعد ذلك؟", "لماذا؟" (and, "و", is written joined to the word after it)
  ar: {
    goesOn: pattern(
      `^${NOT_WORD}*(?:و(?=ماذا|ما|كم|لماذا|لم|أين|متى|هل|من|كيف|أي|ال(?!د))|ف(?=ماذا|ما|كم|لماذا|أين|متى|هل)|${whole('ماذا\\s+عن|ثم|لكن|أيضا|أيضاً|كذلك')})`,
    ),
    pointsBack: pattern(
      `(?<!${L})[وف]?(?:هناك|هنالك|حينها|حينذاك|وقتها|آنذاك|بعدها|قبلها|بعد\\s+ذلك|قبل\\s+ذلك|ذلك|تلك)(?!${L})`,
    ),
    asksOnly: pattern(
      `(?<!${L})[وف]?(?:من\\s+قديش|قديش|امتى|من\\s+امتى|كم\\s+من\\s+الوقت|كم\\s+سنة|كم\\s+عدد|كم|منذ\\s+متى|حتى\\s+متى|إلى\\s+متى|لماذا|لم|متى)(?!${L})`,
      'g',
    ),
    light: pattern(whole('يفعل|فعل|بقي|بقيت|ظل|ظلت|كان|كانت'), 'g'),
    subject: pattern(whole('هو|هي|أنا|أنت|أنتِ|نحن|هم|هن|أنتم')),
    particles: pattern(whole('و|ف|إذن|بالضبط|يعني'), 'g'),
    // ("وأخوها؟": "and" is written onto the word)
    sameOfAnotherWords: 3,
  },
  // "E quanto tempo ficou lá?", "O que ele fez depois?", "E o irmão dela?", "Por quê?"
  pt: {
    goesOn: pattern(`^${NOT_WORD}*${whole('e|mas|também|então|e\\s+quanto\\s+a|quanto\\s+a|e\\s+sobre')}`),
    pointsBack: pattern(
      `${whole('lá|ali|aí|então|isso|aquilo|o\\s+mesmo|a\\s+mesma|(?:esse|essa|esses|essas|aquele|aquela)(?=\\s+\\p{L})')}|${whole('depois')}[\\s?!.]*$`,
    ),
    asksOnly: pattern(
      whole(
        'há\\s+quanto\\s+tempo|(?:faz|há)\\s+(?:muito\\s+)?tempo|quanto\\s+tempo|quantos\\s+anos|quantos|quantas|quanto|quanta|desde\\s+quando|até\\s+quando|por\\s+qu[eê]|porquê|quando',
      ),
      'g',
    ),
    light: pattern(whole('faz|fez|fazer|feito|fica|ficou|ficar|está|esteve|estar|é|foi|vai'), 'g'),
    subject: pattern(whole('eu|tu|você|ele|ela|nós|eles|elas|seu|sua|seus|suas|meu|minha|dele|dela')),
    particles: pattern(whole('e|mas|então|já|mesmo|exatamente'), 'g'),
  },
  // "E quanto tempo è rimasta lì?", "Cosa ha fatto dopo?", "E suo fratello?", "Perché?"
  it: {
    goesOn: pattern(`^${NOT_WORD}*${whole('e|ma|anche|poi|allora|quanto\\s+a|e\\s+per\\s+quanto\\s+riguarda')}`),
    pointsBack: pattern(
      `${whole('lì|là|allora|quello|lo\\s+stesso|la\\s+stessa|(?:quel|quella|quei|quelle|quello|questa|questo)(?=\\s+\\p{L})')}|${whole('dopo')}[\\s?!.]*$`,
    ),
    asksOnly: pattern(
      whole(
        'da\\s+quanto\\s+tempo|quanto\\s+tempo|quanti\\s+anni|da\\s+quanto|quanti|quante|quanto|quanta|da\\s+quando|fino\\s+a\\s+quando|perch[ée]|come\\s+mai|quando',
      ),
      'g',
    ),
    light: pattern(
      whole('fa|fatto|fare|faceva|resta|restata|restato|rimasta|rimasto|rimane|è|era|stata|stato|va|andata|andato'),
      'g',
    ),
    subject: pattern(whole('io|tu|lui|lei|noi|voi|loro|suo|sua|suoi|sue|mio|mia')),
    particles: pattern(whole('e|ma|allora|già|proprio|esattamente'), 'g'),
  },
  // "और उनकी बहन?" (and her sister?), "वहाँ कब से?" (since when, there?), "उसके बाद क्या किया?", "क्यों?" (not "तो…",
  // "so…", which opens many a question that stands alone; Hindi says "he" and "she" alike, so no pronoun of it points
  // at a relative)
  hi: {
    goesOn: pattern(`^${NOT_WORD}*${whole('और|लेकिन|मगर|फिर')}`),
    pointsBack: pattern(
      `${whole('वहा[ँं]|वहीं|तब|तबसे|तब\\s+से|उसके\\s+बाद|उससे\\s+पहले|उसके\\s+पहले|उस(?=\\s+\\p{L})')}|${whole('बाद\\s+में|पहले')}[\\s?!.।]*$`,
    ),
    asksOnly: pattern(whole('कितने\\s+साल|कितने\\s+समय|कितना\\s+समय|कितने|कितनी|कितना|कब\\s+से|कब\\s+तक|क्यों|कब'), 'g'),
    light: pattern(whole('करती|करते|करता|किया|की|रहती|रहते|रहता|रही|रहीं|रहे|रहा|गई|गए|गया'), 'g'),
    subject: pattern(
      whole(
        'मैं|तुम|आप|वह|वो|वे|ये|यह|उसका|उसकी|उसके|उनका|उनकी|उनके|इनका|इनकी|इनके|मेरा|मेरी|मेरे|आपका|आपकी|आपके|तुम्हारा|तुम्हारी|तुम्हारे',
      ),
    ),
    particles: pattern(whole('और|तो|फिर|भी|ही|जी|है|हैं|था|थी|थे|हो|क्या'), 'g'),
  },
};

/**
 * The follow-up words a question is read with: English's for an English bot (and a question in Latin letters to a bot
 * in another script, read as English); else those of the question's language, when it has them.
 */
function followUpWordsOf(
  question: string,
  analyzer: TextAnalyzer,
): { language: AnswerLanguage; words: FollowUpWords } | null {
  const language = readsAsEnglish(question, analyzer) ? 'en' : answerLanguageFor(question, analyzer.language);
  const words = FOLLOW_UP_WORDS[language];
  return words ? { language, words } : null;
}

/**
 * A follow-up's own words: without those that point back ("there", "then", "so long" of "why so long?", "那里",
 * "dort"), which the quote need not say: they stand for what was said before.
 */
export function ownWords(question: string, analyzer: TextAnalyzer): string {
  const words = followUpWordsOf(question, analyzer)?.words;
  if (!words) return question;
  // (and the relative a pronoun of it stood for, which the answer before named: askedOfRelative)
  const pointing = question.replace(MARKED_RELATIVE, ' ').replace(globalOf(words.pointsBack), ' ');
  // (nor the question words that only ask: "なんで" of "それはなんで？", "어디쯤" of "거기 어디쯤이에요?")
  const asking = words.asking ? pointing.replace(globalOf(words.asking), ' ') : pointing;
  // (nor a verb that only says doing or staying)
  const without = words.light ? asking.replace(globalOf(words.light), ' ') : asking;
  return words.whyThat ? without.replace(globalOf(words.whyThat), ' why ') : without;
}

const globals = new WeakMap<RegExp, RegExp>();
/** A pattern's global twin, made once (to take every match of it out of a question). */
function globalOf(source: RegExp): RegExp {
  let made = globals.get(source);
  if (!made) {
    made = new RegExp(source.source, source.flags.includes('g') ? source.flags : `${source.flags}g`);
    globals.set(source, made);
  }
  made.lastIndex = 0;
  return made;
}

/** After German's "der", "die", what shows it stands for someone: no noun, but a word like "so", or the question's end. */
const STANDS_FOR_SOMEONE =
  '(?=\\s+(?:so|denn|eigentlich|jetzt|auch|da|dort|genau|beruflich|heute|noch)(?![\\p{L}])|\\s*[?!.]|\\s*$)';

/**
 * The pronouns that stand for someone of the family, per language: "she" of a sister, "he" of a husband, "they" of
 * the kids — the relatives each stands for are family.ts's (relativesOf). A follow-up that says the pronoun right
 * after a question that named them asks of them ("is she married?" after "what does his sister do?"), not of the bot's
 * person ("how old is she?" after "does she have kids?" is of the person: "she" is none of the kids). German's "der",
 * "die" only as they stand for someone ("was macht der so?", "wohnen die auch im Allgäu?"), not before a noun; Chinese
 * is written unspaced.
 */
const FAMILY_PRONOUNS: Partial<Record<AnswerLanguage, ReadonlyArray<readonly [Referent, pronouns: string]>>> = {
  en: [
    ['she', 'she|her|hers|herself'],
    ['he', 'he|him|his|himself'],
    ['they', 'they|them|their|theirs|themselves'],
  ],
  de: [
    ['she', 'sie|ihr|ihre|ihren|ihrem|ihrer'],
    ['he', `er|ihn|ihm|sein|seine|seinen|seinem|seiner|der${STANDS_FOR_SOMEONE}`],
    ['they', `sie|ihnen|ihr|ihre|die${STANDS_FOR_SOMEONE}`],
  ],
  fr: [
    ['she', 'elle'],
    // (not the "il" of "il y a", "y a-t-il", "il faut", which stands for no one)
    ['he', 'il(?!\\s+(?:y|faut)(?![\\p{L}]))(?<!y\\s+a-t-il)|lui'],
    ['they', 'ils|elles|eux|leurs?'],
  ],
  es: [
    ['she', 'ella'],
    ['he', 'él'],
    ['they', 'ellos|ellas'],
  ],
  pt: [
    ['she', 'ela|dela'],
    ['he', 'ele|dele'],
    ['they', 'eles|elas|deles|delas'],
  ],
  it: [
    ['she', 'lei'],
    ['he', 'lui'],
    ['they', 'loro'],
  ],
  ru: [
    ['she', 'она|её|ее|ей|неё|нее|ней'],
    ['he', 'он|его|ему|него|нему|нём|нем'],
    ['they', 'они|их|им|них|ними'],
  ],
  zh: [
    ['she', '她(?!们)'],
    ['he', '他(?!们)'],
    ['they', '他们|她们'],
  ],
};

/** A language's pronouns and the relatives they stand for, as patterns: whole words where it spaces them. */
const familyPronounsOf = (() => {
  const made = new Map<AnswerLanguage, ReadonlyArray<readonly [pronoun: RegExp, relatives: RegExp]>>();
  return (language: AnswerLanguage) => {
    let patterns = made.get(language);
    if (!patterns) {
      const unspaced = language === 'zh';
      const word = (alternatives: string) => (unspaced ? `(?:${alternatives})` : whole(alternatives));
      patterns = (FAMILY_PRONOUNS[language] ?? []).map(
        ([referent, pronouns]) => [pattern(word(pronouns)), pattern(word(relativesOf(language, referent)))] as const,
      );
      made.set(language, patterns);
    }
    return patterns;
  };
})();

/** A question that asks who (its answer is someone), per language. */
const WHO_ASKED = pattern(
  `^${NOT_WORD}*(?:${whole('who|whom|whose|with\\s+whom|wer|wen|wem|mit\\s+wem|qui|avec\\s+qui|quién|con\\s+quién|quem|com\\s+quem|chi|con\\s+chi|кто|кого|с\\s+кем')})|谁|${whole('con\\s+chi|com\\s+quem')}`,
);
/** A name inside a question (a capital after its first word): "is Jess married?" says whom it asks of. */
const NAME_INSIDE = /\p{Lu}(?<=\S\s+\p{Lu})/u;
/** How a relative a pronoun stands for is written into the question it is asked of: "is ⟪sister⟫ married?". */
const markRelative = (relative: string) => `⟪${relative.toLowerCase()}⟫`;
const MARKED_RELATIVE = /⟪[^⟫]{0,40}⟫/gu;

/**
 * A question that points by a pronoun at someone of the family the question before it named (or, when that asked who,
 * the answer to it: "his mother, Carmen" of "who does marcus speak spanish with?"), asked of them: "is she married?" →
 * "is ⟪sister⟫ married?" (the marks: pointing back, which the quote need not say, though the family rules read whom
 * it asks of). Null when it points at no one of the family.
 */
function askedOfRelative(question: string, language: AnswerLanguage, before: string, answer: string): string | null {
  const pronouns = familyPronounsOf(language);
  // (German writes every noun with a capital: there a capital names no one)
  if (pronouns.length === 0 || pronouns.some(([, relatives]) => relatives.test(question))) return null;
  if (language !== 'de' && NAME_INSIDE.test(question)) return null;
  // (the answer only of a question that asked who: any other answer may name family in passing — "Spanish (native, my
  // mother is from Vigo)" of "does Maren speak Swedish?")
  for (const told of WHO_ASKED.test(before) ? [before, answer.slice(0, MAX_ANSWER_CHARS)] : [before])
    for (const [pronoun, relatives] of pronouns) {
      // (a pronoun the question before said of someone stands for them still: "does he have a brother?" → "where does
      // he work?" asks of the bot's person)
      const relative = pronoun.test(question) && !pronoun.test(before) ? relatives.exec(told)?.[0] : undefined;
      if (relative) return question.replace(pronoun, markRelative(relative));
    }
  return null;
}

/** At most this many earlier questions are read: the last, and the one before it when the last was a follow-up too. */
const MAX_TURNS_BACK = 2;

/** Whether a question reads as a follow-up: it goes on from the one before, points back at it, or says nothing itself. */
export function readsAsFollowUp(question: string, analyzer: TextAnalyzer): boolean {
  const words = followUpWordsOf(question, analyzer)?.words;
  return words !== undefined && followsUpWith(question, words, analyzer);
}

function followsUpWith(question: string, words: FollowUpWords, analyzer: TextAnalyzer): boolean {
  if (words.goesOn.test(question) || words.pointsBack.test(question) || words.whyThat?.test(question)) return true;
  // ("why?", "how long?", "since when?", "how much?": a question with no word of its own — not "how old is she?",
  // which asks of the bio's person, nor "what does it do?", of the paper's tool)
  if (words.subject.test(question)) return false;
  const left = question.replace(globalOf(words.asksOnly), ' ');
  // (of a language that drops its pronouns, nothing but its particles is left: "¿Cuántos años tienes?" says "tienes")
  if (words.particles) return !LETTER.test(left.replace(globalOf(words.particles), ' '));
  return tokenize(left, analyzer).length === 0;
}

/** What a follow-up is about: the visitor's question(s) before it, and the words the bot answered the last with. */
export interface FollowedTurns {
  /** The question before it (and the one before that, when that one was a follow-up too), one per line. */
  questions: string;
  /** The bot's answer to the question before it, without its frame; '' when it declined. */
  answer: string;
  /**
   * The follow-up as asked of someone of the family a pronoun of it points at ("is ⟪sister⟫ married?" of "is she
   * married?" after "what does his sister do?"); absent when it points at no one.
   */
  asked?: string;
  /**
   * Whether the follow-up asks of what that answer said ("who did that?", "how long was she there?", "why?"), not the
   * same of something else ("and on CPUs?", "what about trademarks?"), which that answer does not say.
   */
  ofTheAnswer: boolean;
}

const NOTHING_FOLLOWED: FollowedTurns = { questions: '', answer: '', ofTheAnswer: false };

/** The words of an answer without the frame the offline answer puts around its quotes, in any answer language. */
function withoutFrame(answer: string): string {
  if (isDeclined(answer)) return '';
  let words = answer;
  for (const frame of Object.values(ANSWER_FRAMES))
    words = words.replaceAll(frame.intro, ' ').replaceAll(frame.more, ' ');
  return words.trim();
}

/**
 * What a follow-up is about (FollowedTurns); nothing when the question stands alone (or is asked in a language without
 * follow-up words), or nothing was asked before. ("how long was she there?" after "Where did she work before Quintal
 * Pay?", answered "Hydrotec, Porto…": "there" is the place the answer names.)
 */
export function followedTurns(
  question: string,
  history: readonly ChatMessage[],
  analyzer: TextAnalyzer,
): FollowedTurns {
  const read = followUpWordsOf(question, analyzer);
  if (!read) return NOTHING_FOLLOWED;
  const { language, words } = read;
  const follows = followsUpWith(question, words, analyzer);
  const questions: string[] = [];
  let answer = '';
  for (let i = history.length - 1; i >= 0 && questions.length < MAX_TURNS_BACK; i -= 1) {
    const turn = history[i];
    if (turn?.sender !== 'user' || smallTalkOf(turn.text) !== null) continue;
    if (questions.length === 0) {
      const reply = history[i + 1];
      answer = reply?.sender === 'bot' ? withoutFrame(reply.text) : '';
    }
    questions.push(turn.text);
    if (!readsAsFollowUp(turn.text, analyzer)) break;
  }
  if (questions.length === 0) return NOTHING_FOLLOWED;
  // ("is she married?" after "what does his sister do?": of the sister, whom the answer before is about)
  const asked = askedOfRelative(question, language, questions[0] ?? '', answer);
  if (asked) return { questions: questions.join('\n'), answer, asked, ofTheAnswer: true };
  if (!follows) return NOTHING_FOLLOWED;
  // ("and her sister?", "what about trademarks?": the same asked of something else; "and why did she leave?" of it)
  return { questions: questions.join('\n'), answer, ofTheAnswer: !sameOfAnother(question, words) };
}

/** Whether a follow-up asks the same of something else: by default, one that goes on in a few words. */
function sameOfAnother(question: string, words: FollowUpWords): boolean {
  if (words.sameOfAnother) return words.sameOfAnother(question);
  return words.goesOn.test(question) && wordCount(question) <= (words.sameOfAnotherWords ?? SAME_OF_ANOTHER_WORDS);
}
