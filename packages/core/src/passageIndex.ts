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
    's t d ll re ve m don doesn didn isn aren wasn weren hasn haven hadn wouldn couldn shouldn'
  ).split(' '),
);

// Letters, digits and combining marks (Devanagari, Thai… need the marks); everything else separates words.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
// Scripts written without spaces between words (Chinese, Japanese), or whose words carry their particles
// (Korean: "서울에서" must meet "서울"): indexed as overlapping character pairs.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/u;
const UNSPACED_SPLIT = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+)/u;
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
    'どこ なに なん いつ だれ どう どの どん です すか ます した でし まし ので から けど ょう でき ' +
    'こで こに こへ です ますか の？ とは には では が？ を？ ' +
    // Korean: where, what, when, who, how, endings and particles
    '어디 무엇 뭐가 뭔가 언제 누구 누가 어떻 어떤 어느 얼마 습니 니까 니다 나요 까요 했나 했어 하나 에서 에게 으로 까지 부터 ' +
    '이에 예요 이야 인가 엇인 가요 는지 은지 었나 았나 였나 했습'
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

/** Words (and particles) of Chinese and Japanese that only ask or join: never search terms. */
const CJK_STOP_WORDS = new Set(
  (
    '的 了 在 是 我 你 他 她 它 们 吗 呢 吧 啊 和 与 也 都 就 还 会 要 去 有 这 那 哪 哪里 哪儿 哪个 哪些 什么 怎么 怎样 ' +
    '为什么 多少 几 谁 个 一 吗 么 呀 得 地 着 过 被 把 给 对 从 到 做 干 ' +
    // a pronoun with its particle, which the segmenter keeps as one word ("他在哪里…", "她的爱好", "学的是什么")
    '他在 她在 我在 你在 他的 她的 我的 你的 他是 她是 我是 你是 他们 她们 我们 你们 的是 是在 ' +
    'は が を に で と の も へ や か ね よ な です ます でした ました ません いる います ある あります する します ' +
    'どこ 何 なに なん いつ だれ 誰 どう どの どれ どんな どのくらい くらい さん ん い て た だ から まで'
  ).split(' '),
);

let wordSegmenter: Intl.Segmenter | null = null;

/**
 * Chinese and Japanese: words by Intl.Segmenter (ICU's dictionary, linear time); each word a term, its character
 * pairs too when longer (浙江大学 meets 大学), and runs of one-character words paired (a name split 王|芳 is 王芳).
 */
function pushSegmented(run: string, out: string[]): void {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let singles: string[] = [];
  const flush = () => {
    if (singles.length === 1) out.push(singles[0]!);
    for (let i = 0; i + 1 < singles.length; i += 1) out.push(singles[i]! + singles[i + 1]!);
    singles = [];
  };
  for (const { segment, isWordLike } of wordSegmenter.segment(run)) {
    if (!isWordLike || CJK_STOP_WORDS.has(segment)) {
      flush();
      continue;
    }
    const chars = Array.from(segment);
    if (chars.length === 1) {
      singles.push(segment);
      continue;
    }
    flush();
    out.push(segment);
    if (chars.length > 2) for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  }
  flush();
}

const HANGUL = /\p{Script=Hangul}/u;
/** Korean particles that end a word (topic, object, possessive, "at", "and", "too"): never a word's last syllable of its own. */
const HANGUL_PARTICLES = new Set('은 는 을 를 의 에 와 과 도'.split(' '));

function pushUnspaced(run: string, out: string[]): void {
  if (!HANGUL.test(run)) {
    pushSegmented(run, out);
    return;
  }
  const chars = Array.from(run);
  if (chars.length === 1) {
    out.push(run);
    return;
  }
  // a word's case particle is not part of what it names: "박민준의" and "박민준은" are both 박민 민준
  const end = chars.length > 2 && HANGUL_PARTICLES.has(chars.at(-1)!) ? chars.length - 2 : chars.length - 1;
  for (let i = 0; i < end; i += 1) {
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
  /** The k best passages for the query, best first (ties: earlier passage first); only passages sharing a term. */
  rankPassages(query: string, k: number): RankedPassage[];
  /** The share of the passages that hold `term` (an analysed term), 0 to 1: what the text is about runs through it. */
  share(term: string): number;
}

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
  return { language: analyzer.language, terms: [...termIds.keys()], offsets, docs, tfs, docLengths };
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

  function rankPassages(query: string, k: number): RankedPassage[] {
    const limit = Math.floor(k);
    if (!(limit > 0) || count === 0) return [];
    const queryTerms = new Set<number>();
    for (const term of tokenize(query, analyzer)) {
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

  return { size: count, analyzer, rankPassages, share };
}
