/** English stop words: too common to tell passages apart. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here hers ' +
    'herself him himself his how i if in into is it its itself just me more most my myself no nor not of off on ' +
    'once only or other our ours ourselves out over own same she should so some such than that the their theirs them ' +
    'themselves then there these they this those through to too under until up very was we were what when where ' +
    'which while who whom why will with would you your yours yourself yourselves ' +
    // what an apostrophe leaves of a contraction ("what's", "don't", "we'll")
    's t d ll re ve m don doesn didn isn aren wasn weren hasn haven hadn wouldn couldn shouldn ' +
    // …and a contraction typed without its apostrophe, as chat often is ("whats his email", "hows it going")
    'whats wheres whos hows thats theres im ive dont doesnt didnt isnt arent wasnt werent hasnt havent cant ' +
    'wouldnt couldnt shouldnt hadnt'
  ).split(' '),
);

// Letters, digits and combining marks (Devanagari, Thai… need the marks); everything else separates words.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
// Scripts written without spaces between words (Chinese, Japanese), or whose words carry their particles
// (Korean: "서울에서" must meet "서울"): indexed as overlapping character pairs.
// (with the marks that belong to these scripts' words without being of a script: the long vowel of "デザイナー",
// "スノーボード", and the repeat marks of "人々", "いすゞ")
const UNSPACED_SCRIPTS =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u3005\\u309d\\u309e\\u30fc-\\u30fe';
const UNSPACED = new RegExp(`[${UNSPACED_SCRIPTS}]+`, 'u');
const UNSPACED_SPLIT = new RegExp(`([${UNSPACED_SCRIPTS}]+)`, 'u');
const UNSPACED_ONLY = new RegExp(`^[${UNSPACED_SCRIPTS}]+$`, 'u');
const UNSPACED_CHAR = new RegExp(`[${UNSPACED_SCRIPTS}]`, 'gu');

/** A term (or word) all of Chinese, Japanese or Korean characters: one the tokenizer made of character pairs. */
export function isUnspaced(term: string): boolean {
  return UNSPACED_ONLY.test(term);
}

/** How many characters of `text` belong to a script written without spaces (Chinese, Japanese, Korean). */
export function countUnspaced(text: string): number {
  return text.match(UNSPACED_CHAR)?.length ?? 0;
}

const ASCII_WORD = /^[a-z]+$/;
/** Any character from Hangul Jamo up: only such a word can hold an unspaced run (a cheap test before UNSPACED). */
const MAYBE_UNSPACED = /[\u1100-\uffff]/;

/**
 * Character pairs that only ask or inflect (question words, copulas, polite endings, particles) in Chinese,
 * Japanese and Korean: a question is made of them, its text never is, so they must not decide what matches.
 */
const UNSPACED_STOP = new Set(
  // Chinese: what, where, how, why, who, which, how many, is it, did/has
  (
    '什么 哪里 哪儿 怎么 为什 为何 谁是 哪个 哪些 多少 是不 不是 是什 吗？ 了吗 的是 是哪 在哪 去哪 有什 做什 ' +
    // Japanese: where, what, when, who, copula and polite endings, question particles
    'どこ なに なん いつ だれ どう どの どん どち ちら どっ っち です すか ます した でし まし ので から けど ょう でき ' +
    'こで こに こへ です ますか の？ とは には では が？ を？ ' +
    // Korean: where, what, when, who, how, endings and particles
    '어디 무엇 뭐가 뭔가 언제 누구 누가 어떻 어떤 어느 얼마 습니 니까 니다 나요 까요 했나 했어 하나 에서 에게 으로 까지 부터 ' +
    '이에 예요 이야 인가 엇인 가요 는지 은지 었나 았나 였나 했습 그녀 우리 ' +
    // ("뭐예요?", "무슨 …", and the polite endings a one-syllable verb leaves as a pair: "봤어요", "가세요")
    '뭐예 뭐에 무슨 어요 아요 에요 세요'
  ).split(' '),
);

/** How a language's words become search terms: the words too common to count, and how a word is folded. */
export interface TextAnalyzer {
  /** The BCP 47 base language ('en', 'de'…), or 'und'. */
  readonly language: string;
  readonly stopWords: ReadonlySet<string>;
  /** Folds inflections ("bots" → "bot"); called with lower-cased words of letters and marks. */
  stem(word: string): string;
  /** Its Latin-script words are analysed as English ones (a language in another script, whose texts mix in English). */
  readonly latinAsEnglish?: boolean;
  /**
   * It writes compounds as one word (German "Elektroautos", "Hebammenschule"): the index can find a word inside the
   * text's words (PassageIndex.compounding).
   */
  readonly compounds?: boolean;
}

/** Light English plural folding (Harman's S-stemmer): "bots" and "bot", "stories" and "story" meet. */
function stem(word: string): string {
  if (word.length <= 3 || !ASCII_WORD.test(word)) return word;
  if (word.endsWith('ies') && !word.endsWith('eies') && !word.endsWith('aies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && !word.endsWith('aes') && !word.endsWith('ees') && !word.endsWith('oes')) {
    return word.slice(0, -1);
  }
  if (word.endsWith('s') && !word.endsWith('us') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The measures 哪 (which) and 几 (how many) ask with: "哪天", "几号", "几年", "哪位". */
const ASKED_MEASURE = /^[天年月号点次个岁位周]$/u;

/** Words (and particles) of Chinese and Japanese that only ask or join: never search terms. */
const CJK_STOP_WORDS = new Set(
  (
    '的 了 在 是 我 你 他 她 它 们 吗 呢 吧 啊 和 与 也 都 就 还 会 要 去 有 这 那 哪 哪里 哪儿 哪个 哪些 什么 怎么 怎样 ' +
    // ("上" alone is "on", or "attend" as in "在哪上的大学": it names nothing)
    '为什么 多少 几 谁 个 一 吗 么 呀 得 地 着 过 被 把 给 对 从 到 做 干 啥 上 ' +
    // ("你住上海哪边？": which side, where in a place — the segmenter leaves its "边" alone)
    '哪边 边 ' +
    // when, how long, what kind, is there: they ask, they say nothing asked of
    '什么时候 什么样 怎么样 哪一年 哪年 哪天 哪一天 几点 多 多久 多长 多长时间 多大 是不是 有没有 ' +
    // (how many years, days, times: "开了几年了？" asks a number, not the "那几年" a text says)
    '几年 几天 几岁 几次 ' +
    // "do what" ("她周末干什么？"), which the segmenter keeps as one word
    '干什么 做什么 干嘛 干啥 ' +
    // usually, often: how often something is done asks nothing of what ("周末一般干嘛？")
    '一般 通常 经常 常常 ' +
    // a pronoun with its particle, which the segmenter keeps as one word ("他在哪里…", "她的爱好", "学的是什么")
    '他在 她在 我在 你在 他的 她的 我的 你的 他是 她是 我是 你是 他们 她们 我们 你们 的是 是在 ' +
    'は が を に で と の も へ や か ね よ な です ます でした ました ません いる います ある あります する します ' +
    'どこ 何 なに なん いつ だれ 誰 どう どの どれ どんな どのくらい くらい さん ん い て た だ から まで どちら どっち ' +
    // why, as it is asked ("なんで実家に帰ったの", "どうして…"); how much, how many ("調律っていくら？"), which ask a number
    'なんで なぜ どうして いくら おいくら いくつ おいくつ ' +
    // what a verb's ending leaves as a word of its own ("働|い|てい|ます", "住|んで|い|ます")
    'てい てる でる んで んだ った って いて いてる ている でいる ない なかっ たい れる られ ます し する した して ' +
    // "as" and "…and so on" ("デザイナーとして", "スキーをしたり")
    'として たり'
  ).split(' '),
);

let wordSegmenter: Intl.Segmenter | null = null;
const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}\u30fc]$/u;
/** A Chinese noun of one character with 叫 ("is called") after it: "狗叫", "猫叫". */
const CALLED = /^\p{Script=Han}叫$/u;
/** A Chinese verb of one character with 得, 了, 过 or 着 after it ("卖得好", "养了", "去过", "住着"). */
const VERB_WITH_ASPECT = /^(\p{Script=Han})[得了过着]$/u;
/** Kanji followed by a kana ending only: a Japanese verb's or adjective's inflected form. */
const KANJI_STEM = /^(\p{Script=Han}+)\p{Script=Hiragana}{1,4}$/u;
/**
 * The polite ending a Japanese sentence or question ends in, with "there is" before it ("…はどこにありますか",
 * "ペットはいますか", "ひかりです"): it asks nothing, and the segmenter cuts it into pieces that look like words
 * ("ありま", "はい").
 */
const POLITE_ENDING = /(?:あり|い)?(?:ませんでした|ました|ません|ます|でした|です)か?$/u;

/**
 * Chinese and Japanese: words by Intl.Segmenter (ICU's dictionary, linear time); each word a term, its character
 * pairs too when longer (浙江大学 meets 大学), and runs of one-character words paired (a name split 王|芳 is 王芳).
 */
function pushSegmented(run: string, out: string[]): void {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let singles: string[] = [];
  const flush = () => {
    // each one-character word is a term (写 of "分析机写了" meets "她写了什么？"), and each pair of them too
    for (const single of singles) out.push(single);
    for (let i = 0; i + 1 < singles.length; i += 1) {
      const pair = singles[i]! + singles[i + 1]!;
      if (!CJK_STOP_WORDS.has(pair)) out.push(pair);
    }
    singles = [];
  };
  let previous = '';
  for (const { segment: word, isWordLike } of wordSegmenter.segment(run.replace(POLITE_ENDING, ''))) {
    // a measure asked for by 哪 or 几 ("哪天", "几号" split 哪|天, 几|号) names nothing: it asks which, how many
    const asked = (previous === '哪' || previous === '几') && ASKED_MEASURE.test(word);
    previous = word;
    if (asked) {
      flush();
      continue;
    }
    // a word the dictionary keeps with its particle 的 ("学的" of "他大学学的啥？") is the word; a Japanese verb or
    // adjective is its kanji, whatever its kana ending says ("働い", "働き", "働く" are 働; "住ん", "住む" are 住)
    // (and a Chinese verb the dictionary keeps with its aspect or complement — "卖得", "养了", "去过" — the verb)
    const segment =
      word.length > 1 && word.endsWith('的')
        ? word.slice(0, -1)
        : (KANJI_STEM.exec(word)?.[1] ?? VERB_WITH_ASPECT.exec(word)?.[1] ?? word);
    if (!isWordLike || CJK_STOP_WORDS.has(segment)) {
      flush();
      continue;
    }
    const chars = Array.from(segment);
    // a noun the dictionary keeps with the "is called" after it ("她的狗叫什么名字？": 狗叫) is the noun, then 叫
    if (CALLED.test(segment)) {
      singles.push(chars[0]!, chars[1]!);
      continue;
    }
    if (chars.length === 1) {
      // a kana alone says nothing ("っ" of "行った", "り" of "したり"): only a Chinese character is a word by itself
      if (KANA.test(segment)) flush();
      else singles.push(segment);
      continue;
    }
    flush();
    out.push(segment);
    if (chars.length > 2) for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  }
  flush();
}

const HANGUL = /\p{Script=Hangul}/u;
/**
 * Korean particles and copulas that end a word (topic, subject, object, possessive, "at", "from", "to", "and", "too",
 * "is"), tried longest first: never part of what the word names. "박민준의", "박민준은" and "박민준이" are all 박민 민준;
 * "학교에서는" is 학교, "디자이너입니다" 디자이너.
 */
const HANGUL_ENDINGS = (
  '이었습니다 였습니다 이었어요 였어요 이었나요 였나요 이었어 였어 이세요 입니다 입니까 습니다 습니까 이에요 이었다 에서는 에게서 에서도 이라고 라고 이에 예요 이야 이다 였다 이고 이며 ' +
  '에서 에게 에는 에도 으로 까지 부터 처럼 보다 이나 이랑 한테 와는 과는 나요 ' +
  '은 는 을 를 의 에 와 과 도 가 이 로 만'
)
  .split(' ')
  .sort((a, b) => b.length - a.length);
/** Particles of two syllables or more that a noun of one syllable takes ("집에서", "밤에는", "봄부터"). */
const ONE_SYLLABLE_ENDINGS = new Set(['에서', '에게', '에는', '에도', '까지', '부터', '에서는']);
/** The particles a one-syllable noun takes after a closed syllable ("딸이", "딸은", "딸을") and an open one ("개는"). */
const CLOSED_PARTICLES = new Set(['이', '은', '을', '에']);
const OPEN_PARTICLES = new Set(['는', '를', '에']);
/** "이" is the subject particle only after a closed syllable ("민준이"), "가" only after an open one ("지가"). */
function closed(syllable: string): boolean {
  return finalOf(syllable) !== 0;
}
/** A syllable's final consonant (0: none; 17: ㅂ) and the syllable without it. */
const finalOf = (syllable: string): number => {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 ? code % 28 : 0;
};
const FINAL_B = 17;
const FINAL_L = 8;
/** What follows a verb stem's ㄹ in its endings (…들어요, …들었어요, …들고, …들면, …들지, …들기, …들다, …들게). */
const L_VERB_ENDING = new Set('아 어 았 었 고 면 지 기 다 게 겠 던 려 며'.split(' '));
const withoutFinal = (syllable: string): string => String.fromCharCode(syllable.charCodeAt(0) - finalOf(syllable));
function particleFits(word: readonly string[], ending: string): boolean {
  const before = word[word.length - ending.length - 1];
  if (before === undefined) return false;
  if (ending === '이') return closed(before);
  if (ending === '가') return !closed(before);
  // ("로" after an open syllable or after ㄹ: "서울로", "마흔한 살로"; 으로 after the other closed ones)
  if (ending === '로') return !closed(before) || finalOf(before) === FINAL_L;
  return true;
}
/** Merged vowels (ㅝ ㅕ ㅘ ㅙ) and the stem's vowel each was (ㅜ ㅣ ㅗ ㅚ), by their index among Hangul vowels. */
const UNMERGED_VOWEL = new Map([
  [14, 13],
  [6, 20],
  [9, 8],
  [10, 11],
]);
/** What follows a merged syllable in a verb's ending (…워요, …쳐서, …녔어요, …봐도). */
const MERGED_ENDING = new Set('요 서 도 야 어 습 었 던'.split(' '));
/** A syllable whose vowel merged a stem with 어/아 (with nothing after it, or the past's ㅆ), as the stem's, or null. */
function unmerged(syllable: string): string | null {
  const code = syllable.charCodeAt(0) - 0xac00;
  if (code < 0 || code >= 11172) return null;
  const final = code % 28;
  const vowel = UNMERGED_VOWEL.get(Math.floor(code / 28) % 21);
  if (vowel === undefined || (final !== 0 && final !== FINAL_SS)) return null;
  return String.fromCharCode(0xac00 + Math.floor(code / 588) * 588 + vowel * 28);
}
const FINAL_SS = 20;

/** The syllables 하다 ("do": 일하다, 전공하다, 근무하다, 간단하다) takes in its forms, each read as 하. */
const HA_FORMS = new Set('하 해 했 합 함 한 할'.split(' '));
/** What may follow 하 in a verb's ending (…하는, …하고, …해요, …합니다). */
const VERB_ENDING = new Set('는 고 여 며 면 기 지 게 세 시 던 다 려 러 요 서 도 야 주 니 나 자 겠 었 였 어'.split(' '));
/** Forms of 하다 standing alone ("뭐 해요?"), and one-syllable words that only ask: never search terms. */
const HANGUL_STOP_WORDS = new Set(
  (
    '해 해요 했어 했어요 했나요 합니다 했습니다 하는 하고 한다 했다 하나요 하세요 해서 할 한 함 했던 하던 ' +
    '뭐 왜 몇 좀 또 더 다 잘 꼭 곧 안 못 요 ' +
    // where (with its particle: "어디서 자랐어요?"), which the pairs of a three-syllable word would keep as "디서"
    '어디서 어디에서 어디에 어디로 ' +
    // "how is it" ("나이가 어떻게 돼요?", "성함이 어떻게 되세요?"): 어떻게 and 되다 in its endings ask nothing
    '어떻게 돼 돼요 돼요? 되나요 되세요 됩니까 됩니다 되죠 됐어 됐어요 됐나요 됐대요 ' +
    // how much, how long ("크기가 얼마나 돼요?"), which the pairs of the word would keep as "마나"
    '얼마나 ' +
    // he, she, I, we: who the bot is about is asked by its name
    '그는 그가 그의 그를 그도 그녀 나는 내가 저는 제가 우리 뭘 뭐가 ' +
    // "Mr / Ms" after a name, and "there is / is there" (있다, 없다) in any ending: they ask nothing
    '씨 씨는 씨가 씨의 씨를 씨도 님 님은 님이 님의 ' +
    '있어 있어요 있었어요 있나요 있어요? 있습니다 있었습니다 있는 있고 있니 없어 없어요 없나요 없습니다 ' +
    // "can you…" ("할 줄 알아요?", "할 수 있어요?"): what is asked is the thing, not the knowing
    '줄 알아 알아요 알아요? 아세요 아세요? 수'
  ).split(' '),
);

/**
 * A Korean word as what it names: its particle or copula left off, a form of 하다 read as 하 and its ending left off,
 * so "일해요", "일했어요", "일합니다" and "일하는" all are 일하, and "전공했어요" meets "전공했습니다".
 */
function koreanStem(word: string[]): string[] {
  // a noun of one syllable with its particle ("딸이", "딸은", "개는", "개를"): the particle that syllable takes, only
  // ("아이", "가을", "마을" are words: 이 and 을 follow a closed syllable, 는 and 를 an open one)
  if (word.length === 2) {
    const [noun = '', particle = ''] = word;
    const fits = closed(noun)
      ? CLOSED_PARTICLES.has(particle) || (particle === '로' && finalOf(noun) === FINAL_L)
      : OPEN_PARTICLES.has(particle);
    if (fits) return [noun];
  }
  let chars = word;
  for (let strip = 0; strip < 2 && chars.length > 2; strip += 1) {
    const joined = chars.join('');
    // (a copula leaves one syllable when it begins with the 이 a closed syllable takes: "살이에요" is 살)
    const ending = HANGUL_ENDINGS.find(
      (e) =>
        joined.endsWith(e) &&
        (chars.length - e.length >= 2 ||
          (chars.length - e.length === 1 &&
            e.length > 1 &&
            (ONE_SYLLABLE_ENDINGS.has(e) || (/^[이입]/u.test(e) && closed(chars[0]!))))) &&
        particleFits(chars, e),
    );
    if (ending === undefined) break;
    chars = chars.slice(0, chars.length - ending.length);
  }
  for (let i = 1; i < chars.length; i += 1) {
    const syllable = chars[i]!;
    // a stem whose vowel has merged with the ending's 어/아 (키우+어요 = 키워요, 가르치+어요 = 가르쳐요, 다니+었어요 =
    // 다녔어요) is the stem: as "키웁니다" and "가르치는" are
    const merged = unmerged(syllable);
    if (merged !== null && chars[i + 1] !== undefined && MERGED_ENDING.has(chars[i + 1]!))
      return [...chars.slice(0, i), merged];
    // the formal ending ㅂ니다 / ㅂ니까 is the verb's stem and no more: "만듭니다" is 만드 (as in "만드나요")
    // (a noun's 합니다 is the noun, as its other forms of 하다 are: "일합니다" is 일)
    if (chars[i + 1] === '니' && finalOf(syllable) === FINAL_B)
      return syllable === '합' ? chars.slice(0, i) : [...chars.slice(0, i), withoutFinal(syllable)];
    // a stem ending in ㄹ keeps it only before an ending that begins with a vowel or ㄱ ㄷ ㅈ ㅁ: "만들어요",
    // "만들었어요" and "만들고" are 만드, as "만드는" and "만듭니다" are (of stems longer than a syllable: 살다's
    // 살아요 and 사는 stay apart)
    if (finalOf(syllable) === FINAL_L && chars[i + 1] !== undefined && L_VERB_ENDING.has(chars[i + 1]!))
      return [...chars.slice(0, i), withoutFinal(syllable)];
    if (!HA_FORMS.has(syllable)) continue;
    const next = chars[i + 1];
    const last = next === undefined;
    // 했 is only a verb's; 합니…, 해요, 하는… end one; 한, 할, 함 end a word as its verb's form ("간단한", "일할")
    const verb =
      syllable === '했' ||
      (syllable === '합' && next === '니') ||
      ((syllable === '해' || syllable === '하') && (last || VERB_ENDING.has(next))) ||
      ((syllable === '한' || syllable === '할' || syllable === '함') && last);
    // (and a noun made a verb by 하다 is the noun: "공부했어요" meets "공부", "전공했고" "전공", "결혼했어요" "결혼")
    if (verb) return chars.slice(0, i);
  }
  return chars;
}

/**
 * The longest run ICU's segmenter is handed at once: it takes time that grows faster than a run's length (a run of
 * 30,000 characters with no punctuation 0.14 s, of 100,000 11 s), and a text's runs between punctuation are short — a
 * longer one is a hostile input's, read in pieces (a word across a cut is read as two).
 */
const MAX_SEGMENTED_RUN = 1_000;

function pushUnspaced(run: string, out: string[]): void {
  if (!HANGUL.test(run)) {
    for (let start = 0; start < run.length; ) {
      let end = Math.min(run.length, start + MAX_SEGMENTED_RUN);
      // (not between the two halves of a character outside the BMP)
      if (end < run.length && /[\uDC00-\uDFFF]/u.test(run[end] ?? '')) end += 1;
      pushSegmented(run.slice(start, end), out);
      start = end;
    }
    return;
  }
  if (HANGUL_STOP_WORDS.has(run)) return;
  const chars = koreanStem(Array.from(run));
  if (chars.length === 1) {
    out.push(chars[0]!);
    return;
  }
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const pair = chars[i]! + chars[i + 1]!;
    if (!UNSPACED_STOP.has(pair)) out.push(pair);
  }
}

/** English: its stop words and light plural folding (the default, and what every bot had before languages). */
export const ENGLISH_ANALYZER: TextAnalyzer = { language: 'en', stopWords: STOP_WORDS, stem };

/**
 * Search terms of a text: NFKC-normalised, lower-cased runs of letters/digits (any script), the analyzer's stop
 * words dropped and its folding applied (English by default); Chinese, Japanese and Korean runs become overlapping
 * character pairs (question words and particles left out), since their words are not separated by spaces.
 */
export function tokenize(text: string, analyzer: TextAnalyzer = ENGLISH_ANALYZER): string[] {
  const out: string[] = [];
  const { stopWords } = analyzer;
  const normalized = text.normalize('NFKC').toLowerCase();
  for (const word of normalized.match(WORD) ?? []) {
    if (MAYBE_UNSPACED.test(word) && UNSPACED.test(word)) {
      for (const part of word.split(UNSPACED_SPLIT)) {
        if (part === '') continue;
        if (UNSPACED.test(part)) pushUnspaced(part, out);
        else if (!stopWords.has(part)) out.push(analyzer.stem(part));
      }
    } else if (!stopWords.has(word)) {
      out.push(analyzer.stem(word));
    }
  }
  return out;
}

export interface RankedPassage {
  /** Position of the passage in the chunks given to createPassageIndex. */
  index: number;
  text: string;
  score: number;
  /** The title of the source it comes from, when the bot has several sources. */
  source?: string;
}

export interface PassageIndex {
  readonly size: number;
  /** How its terms were made (queries and sentence selection use the same). */
  readonly analyzer: TextAnalyzer;
  /**
   * The k best passages for the query, best first (ties: earlier passage first); only passages sharing a term.
   * `terms`: analysed terms searched for besides the query's own (the text's compounds of a question word).
   */
  rankPassages(query: string, k: number, terms?: readonly string[]): RankedPassage[];
  /** The share of the passages that hold `term` (an analysed term), 0 to 1: what the text is about runs through it. */
  share(term: string): number;
  /**
   * The text's terms that are compounds of `term` (an analysed term): those that end with it ("elektroauto" of
   * "auto") or, for a term of MIN_COMPOUND_PREFIX letters or more, begin with it ("geburtshaus" of "geburt"); at
   * least MIN_COMPOUND_REST letters longer, at most `limit`. Empty unless the analyzer compounds.
   */
  compounding(term: string, limit?: number): string[];
}

/** The shortest first part of a compound a term is looked for as ("geburt" of "Geburtshaus"). */
const MIN_COMPOUND_PREFIX = 5;
/** The shortest a term is looked for as the end of a compound ("auto" of "Elektroautos"). */
const MIN_COMPOUND_HEAD = 4;
/** How many letters a compound has beyond the term it holds ("autos" is no compound of "auto"). */
const MIN_COMPOUND_REST = 3;

const K1 = 1.2;
const B = 0.75;

/**
 * The data of a BM25 index in flat arrays (compressed sparse rows: the postings of term `t` are
 * `docs[offsets[t]..offsets[t+1]]` with their counts in `tfs`), so it can be built in a worker and
 * cross to the event loop as a few transferable buffers and one list of terms.
 */
export interface PassageIndexData {
  /** The analyzer's language the terms were made with; queries must use the same. */
  language: string;
  terms: string[];
  offsets: Int32Array;
  docs: Int32Array;
  tfs: Float64Array;
  docLengths: Float64Array;
  /**
   * For an analyzer that compounds: the term ids in the order of their terms, and in the order of their terms read
   * backwards — a term's compounds are a range of each, found by binary search (sorted in the worker that builds).
   */
  byPrefix?: Int32Array;
  bySuffix?: Int32Array;
}

const reversed = (term: string): string => [...term].reverse().join('');
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The term ids in the order of their terms, and of their terms read backwards. */
function compoundOrders(terms: readonly string[]): { byPrefix: Int32Array; bySuffix: Int32Array } {
  const ids = Array.from(terms, (_, id) => id);
  const backwards = terms.map(reversed);
  return {
    byPrefix: Int32Array.from([...ids].sort((a, b) => compare(terms[a]!, terms[b]!))),
    bySuffix: Int32Array.from([...ids].sort((a, b) => compare(backwards[a]!, backwards[b]!))),
  };
}

/** The first position of `order` whose key is not below `key`. */
function lowerBound(order: Int32Array, keyOf: (id: number) => string, key: string): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(order[middle]!) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Tokenises every passage once and lays the postings out flat; linear in the text. */
export function buildPassageIndexData(
  chunks: readonly string[],
  analyzer: TextAnalyzer = ENGLISH_ANALYZER,
  /** Text that belongs to each chunk without being in it (its section's heading): indexed with it. */
  context?: readonly (string | null)[],
): PassageIndexData {
  const count = chunks.length;
  const termIds = new Map<string, number>();
  const postingDocs: number[][] = [];
  const postingTfs: number[][] = [];
  const docLengths = new Float64Array(count);

  // a term's postings grow in passage order: its last passage is the one to count in again
  const lastDoc: number[] = [];
  for (let doc = 0; doc < count; doc += 1) {
    const chunk = chunks[doc]!;
    const extra = context?.[doc];
    const terms = tokenize(extra && !chunk.startsWith(extra) ? `${extra}\n${chunk}` : chunk, analyzer);
    docLengths[doc] = terms.length;
    for (const term of terms) {
      let id = termIds.get(term);
      if (id === undefined) {
        id = postingDocs.length;
        termIds.set(term, id);
        postingDocs.push([]);
        postingTfs.push([]);
        lastDoc.push(-1);
      }
      const tfs = postingTfs[id]!;
      if (lastDoc[id] === doc) tfs[tfs.length - 1]! += 1;
      else {
        lastDoc[id] = doc;
        postingDocs[id]!.push(doc);
        tfs.push(1);
      }
    }
  }

  const offsets = new Int32Array(postingDocs.length + 1);
  for (let t = 0; t < postingDocs.length; t += 1) offsets[t + 1] = offsets[t]! + postingDocs[t]!.length;
  const total = offsets[postingDocs.length]!;
  const docs = new Int32Array(total);
  const tfs = new Float64Array(total);
  for (let t = 0; t < postingDocs.length; t += 1) {
    docs.set(postingDocs[t]!, offsets[t]!);
    tfs.set(postingTfs[t]!, offsets[t]!);
  }
  const terms = [...termIds.keys()];
  return {
    language: analyzer.language,
    terms,
    offsets,
    docs,
    tfs,
    docLengths,
    ...(analyzer.compounds ? compoundOrders(terms) : {}),
  };
}

/**
 * An Okapi BM25 index (k1 1.2, b 0.75) over passages. Built once (inverted index in typed arrays); a query only
 * walks the postings of its own terms, so it takes milliseconds on ten thousand passages.
 */
export function createPassageIndex(chunks: readonly string[], analyzer: TextAnalyzer = ENGLISH_ANALYZER): PassageIndex {
  return passageIndexFromData(chunks, buildPassageIndexData(chunks, analyzer), analyzer);
}

/**
 * The index over `chunks` from data that buildPassageIndexData made of the same chunks (here or in a worker), with
 * the analyzer of the same language for its queries.
 */
export function passageIndexFromData(
  chunks: readonly string[],
  data: PassageIndexData,
  analyzer: TextAnalyzer = ENGLISH_ANALYZER,
): PassageIndex {
  const count = chunks.length;
  const { offsets, docs, tfs, docLengths } = data;
  const termIds = new Map<string, number>(data.terms.map((term, id) => [term, id]));
  let totalLength = 0;
  for (let doc = 0; doc < count; doc += 1) totalLength += docLengths[doc]!;

  const idf = new Float64Array(data.terms.length);
  for (let t = 0; t < idf.length; t += 1) {
    const df = offsets[t + 1]! - offsets[t]!;
    idf[t] = Math.log(1 + (count - df + 0.5) / (df + 0.5));
  }
  const averageLength = count > 0 ? totalLength / count : 0;
  // The length part of BM25's denominator, per passage, computed once.
  const lengthNorm = Float64Array.from(docLengths, (length) =>
    averageLength > 0 ? K1 * (1 - B + (B * length) / averageLength) : K1,
  );
  const scores = new Float64Array(count);

  function rankPassages(query: string, k: number, terms: readonly string[] = []): RankedPassage[] {
    const limit = Math.floor(k);
    if (!(limit > 0) || count === 0) return [];
    const queryTerms = new Set<number>();
    for (const term of [...tokenize(query, analyzer), ...terms]) {
      const id = termIds.get(term);
      if (id !== undefined) queryTerms.add(id);
    }
    if (queryTerms.size === 0) return [];

    const touched: number[] = [];
    for (const id of queryTerms) {
      const weight = idf[id]!;
      for (let i = offsets[id]!; i < offsets[id + 1]!; i += 1) {
        const doc = docs[i]!;
        const tf = tfs[i]!;
        if (scores[doc] === 0) touched.push(doc);
        scores[doc] = scores[doc]! + (weight * tf * (K1 + 1)) / (tf + lengthNorm[doc]!);
      }
    }
    touched.sort((a, b) => scores[b]! - scores[a]! || a - b);
    const best = touched.slice(0, limit).map((doc) => ({ index: doc, text: chunks[doc]!, score: scores[doc]! }));
    for (const doc of touched) scores[doc] = 0;
    return best;
  }

  const share = (term: string): number => {
    const id = termIds.get(term);
    return id === undefined || count === 0 ? 0 : (offsets[id + 1]! - offsets[id]!) / count;
  };

  // (a lookup reads a few dozen terms: binary search, then the range that holds the term)
  const compounding = (term: string, limit = 8): string[] => {
    const { byPrefix, bySuffix } = data;
    if (!byPrefix || !bySuffix || term.length < MIN_COMPOUND_HEAD) return [];
    const found = new Set<string>();
    const longEnough = (id: number) => (data.terms[id]?.length ?? 0) >= term.length + MIN_COMPOUND_REST;
    const backwards = (id: number) => reversed(data.terms[id]!);
    const tail = reversed(term);
    for (let i = lowerBound(bySuffix, backwards, tail); i < bySuffix.length; i += 1) {
      const id = bySuffix[i]!;
      if (!data.terms[id]!.endsWith(term) || found.size >= limit) break;
      if (longEnough(id)) found.add(data.terms[id]!);
    }
    if (term.length >= MIN_COMPOUND_PREFIX)
      for (let i = lowerBound(byPrefix, (id) => data.terms[id]!, term); i < byPrefix.length; i += 1) {
        const id = byPrefix[i]!;
        if (!data.terms[id]!.startsWith(term) || found.size >= limit) break;
        if (longEnough(id)) found.add(data.terms[id]!);
      }
    return [...found];
  };

  return { size: count, analyzer, rankPassages, share, compounding };
}
