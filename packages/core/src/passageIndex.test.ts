import { describe, expect, it } from 'vitest';
import {
  buildPassageIndexData,
  countUnspaced,
  createPassageIndex,
  ENGLISH_ANALYZER,
  isUnspaced,
  passageIndexFromData,
  tokenize,
} from './passageIndex.js';

describe('tokenize', () => {
  it('lower-cases, drops punctuation and English stop words', () => {
    expect(tokenize('The QUICK brown fox, and the lazy dog!')).toEqual(['quick', 'brown', 'fox', 'lazy', 'dog']);
    expect(tokenize('')).toEqual([]);
    expect(tokenize('the and of to')).toEqual([]);
  });

  it('drops a contraction typed without its apostrophe, as chat often is ("what cant it do", "whats his email")', () => {
    expect(tokenize("what can't it do")).toEqual([]);
    expect(tokenize('what cant it do')).toEqual([]);
    expect(tokenize('whats his email, couldnt he come, shouldnt she')).toEqual(['email', 'come']);
  });

  it('folds plurals so "bots" finds "bot" and "stories" finds "story"', () => {
    expect(tokenize('bots stories class status')).toEqual(['bot', 'story', 'class', 'status']);
    expect(tokenize('bot story')).toEqual(['bot', 'story']);
  });

  it('keeps accented words and digits, normalising compatibility forms (NFKC)', () => {
    expect(tokenize('Café déjà-vu 2024')).toEqual(['café', 'déjà', 'vu', '2024']);
    // Decomposed é (e + U+0301) and the composed one meet; full-width letters and the "fi" ligature fold.
    expect(tokenize('cafe\u0301')).toEqual(tokenize('café'));
    expect(tokenize('ＦＵＬＬ ﬁle')).toEqual(['full', 'file']);
  });

  it('indexes Chinese and Japanese by their words, long words by their pairs too, and drops emoji', () => {
    expect(tokenize('猫')).toEqual(['猫']);
    // particles and question words are no terms; a name the dictionary splits (王|芳) is paired back
    expect(tokenize('私はPython😀が好き')).toEqual(['私', 'python', '好']);
    // (each character of a name the dictionary splits is a term too, as every one-character word is)
    expect(tokenize('王芳在浙江大学学习')).toEqual(['王', '芳', '王芳', '浙江', '大学', '学习']);
    // ("上" of "上的大学", attend, is no term: alone it is "on", which names nothing — "Steam上卖出" is no answer)
    expect(tokenize('王芳在哪里上的大学？')).toEqual(['王', '芳', '王芳', '大学']);
    // a one-character verb with its aspect or complement is the verb: "卖得最好" meets "卖出", "养了" meets "养"
    expect(tokenize('卖得最好')).toEqual(['卖', '最好']);
    expect(tokenize('家里养了一只猫')).toContain('养');
    // "do what" is no term ("她周末干什么？" asks about 周末), and "狗叫" is 狗 that is called
    expect(tokenize('她周末干什么？')).toEqual(['周末']);
    expect(tokenize('她的狗叫什么名字？')).toContain('狗');
    // a one-character verb among others is a term: "分析机写了" meets "她写了什么？"
    expect(tokenize('分析机写了')).toContain('写');
    expect(tokenize('她写了什么？')).toEqual(['写']);
    // "when", "how long", "how much" ask; they are no terms
    expect(tokenize('艾达什么时候出生？')).toEqual(['艾', '达', '艾达', '出生']);
    expect(tokenize('长江有多长？')).toEqual(['长江', '长']);
    // a long word is its pairs as well, so a question about a part of it finds it
    expect(tokenize('ウェブデザイナー')).toEqual(expect.arrayContaining(['デザ', 'ザイ']));
    expect(tokenize('😀🎉')).toEqual([]);
  });

  it('reads a Japanese verb by its kanji, whatever its ending', () => {
    for (const form of ['働いています', '働きます', '働く', '働いてる']) expect(tokenize(form)).toContain('働');
    expect(tokenize('札幌に住んでいます')).toEqual(tokenize('札幌に住む'));
    // a word of kanji alone stays whole
    expect(tokenize('銀行')).toEqual(['銀行']);
  });

  it('keeps a katakana word with its long vowel whole, and no kana alone is a term', () => {
    // "ー" and "々" are of no script: they once cut "スノーボード" into ス|ノ|ー|ボ|ー|ド
    expect(tokenize('スノーボード')[0]).toBe('スノーボード');
    expect(tokenize('デザイナーとして')[0]).toBe('デザイナー');
    expect(tokenize('人々')).toEqual(['人々']);
    // "行った" is 行: its "っ" matched every other "…った" of the text
    expect(tokenize('学校はどこに行ったの？')).toEqual(['学校', '行']);
    // a polite ending, with "there is" before it, asks nothing: no "ありま", no "はい" (yes) of "ペットはいますか"
    expect(tokenize('兼六園はどこにありますか？')).toEqual(['兼六', '園']);
    expect(tokenize('ペットはいますか？')).toEqual(tokenize('ペット'));
    expect(tokenize('日本三名園の一つに数えられています。')).toEqual(['日本', '三名', '園', '数']);
    expect(tokenize('スキーをしたり')).not.toContain('り');
  });

  it('pairs Korean characters, so a word carrying its particle meets the bare word', () => {
    expect(tokenize('서울에서')).toEqual(['서울']);
    expect(tokenize('서울')).toEqual(['서울']);
    // a name with its topic, subject or possessive particle; a noun with a copula
    for (const word of ['박민준은', '박민준이', '박민준의']) expect(tokenize(word)).toEqual(['박민', '민준']);
    expect(tokenize('디자이너입니다')).toEqual(tokenize('디자이너예요'));
    // ("고양이" keeps its 이 after 양 only as much as "고양이를" does: both are one word)
    expect(tokenize('강아지가')).toEqual(tokenize('강아지'));
    // the copula in the past and the honorific: "선생님이었어요?", "의사였어요", "선생님이세요?" are the noun
    expect(tokenize('선생님이었어요')).toEqual(tokenize('선생님'));
    expect(tokenize('의사였어요')).toEqual(tokenize('의사'));
    expect(tokenize('선생님이세요')).toEqual(tokenize('선생님'));
  });

  it('reads the forms of a Korean verb as one: 하다 in any ending, and the formal ㅂ니다', () => {
    const work = tokenize('일하는');
    for (const form of ['일해요', '일했어요', '일합니다', '일했습니다', '일하고', '일할'])
      expect(tokenize(form)).toEqual(work);
    expect(tokenize('전공했어요')).toEqual(tokenize('전공했습니다'));
    expect(tokenize('만듭니다')).toEqual(tokenize('만드나요'));
    // a stem whose vowel merged with the ending: 키워요 / 키웁니다, 가르쳐요 / 가르치는, 다녔어요 / 다닙니다
    expect(tokenize('키워요')).toEqual(tokenize('키웁니다'));
    expect(tokenize('가르쳐요')).toEqual(tokenize('가르치는'));
    expect(tokenize('다녔어요')).toEqual(tokenize('다닙니다'));
    // a stem ending in ㄹ loses it before ㄴ and ㅂ: 만들어요 / 만들었어요 / 만들고 / 만드는 / 만듭니다
    const make = tokenize('만드는');
    for (const form of ['만들어요', '만들었어요', '만들고', '만듭니다', '만들었습니다'])
      expect(tokenize(form)).toEqual(make);
    // and a noun whose syllable ends in ㄹ stays whole: 서울, 메일로, 아들과, 컨설팅
    expect(tokenize('서울에서')).toEqual(['서울']);
    expect(tokenize('아들과 컨설팅')).toEqual(['아들', '컨설', '설팅']);
    // a noun that holds 한 or 해 is no verb: 한국 and 해운대 stay as they are
    expect(tokenize('한국')).toEqual(['한국']);
    expect(tokenize('해운대')).toEqual(['해운', '운대']);
    // "뭐 해요?", "그는": words that only ask, or say who, are no terms
    expect(tokenize('뭐 해요 그는 그녀는')).toEqual([]);
    expect(tokenize('남편 이름이 뭐예요?')).toEqual(['남편', '이름']);
    expect(tokenize('무슨 음악')).toEqual(['음악']);
    // a noun of one syllable with its particle, and the copula after it: "딸이", "딸은", "개를", "살이에요"
    for (const word of ['딸이', '딸은', '딸을']) expect(tokenize(word)).toEqual(['딸']);
    expect(tokenize('개를 개는')).toEqual(['개', '개']);
    expect(tokenize('몇 살이에요?')).toEqual(['살']);
    // "로" after ㄹ as after an open syllable: "마흔한 살로" is 살, "서울로" 서울 (as "사진으로" is 사진)
    expect(tokenize('살로 서울로 사진으로')).toEqual(['살', '서울', '사진']);
    // but a word of two syllables stays whole: 아이 (a child), 가을, 마을
    expect(tokenize('아이 가을 마을')).toEqual(['아이', '가을', '마을']);
    // a noun made a verb by 하다 is the noun ("공부했어요" of "공부"), and a one-syllable noun with "에서", "입니다"
    expect(tokenize('공부했어요')).toEqual(tokenize('공부'));
    expect(tokenize('결혼했어요')).toEqual(tokenize('결혼'));
    expect(tokenize('집에서 꿈입니다 년에')).toEqual(['집', '꿈', '년']);
  });

  it('keeps Cyrillic, Greek, Arabic and Devanagari words whole', () => {
    expect(tokenize('Привет мир')).toEqual(['привет', 'мир']);
    expect(tokenize('Καλημέρα')).toEqual(['καλημέρα']);
    expect(tokenize('مرحبا بالعالم')).toEqual(['مرحبا', 'بالعالم']);
    expect(tokenize('नमस्ते दुनिया')).toEqual(['नमस्ते', 'दुनिया']);
  });
});

describe('scripts written without spaces', () => {
  it('knows a term all of Chinese, Japanese or Korean characters, and counts such characters in a text', () => {
    for (const term of ['北京', 'ひらがな', 'カタカナ', '서울']) expect(isUnspaced(term)).toBe(true);
    for (const term of ['berlin', '北京2', 'москва', '']) expect(isUnspaced(term)).toBe(false);
    expect(countUnspaced('Ada 住在北京, 서울 too')).toBe(6);
    expect(countUnspaced('plain English')).toBe(0);
  });
});

describe('createPassageIndex', () => {
  const passages = [
    'Ada Lovelace wrote the first computer program for the Analytical Engine.',
    'Charles Babbage designed the Analytical Engine, a mechanical computer.',
    'The weather in London is often rainy in November.',
    'Ada enjoyed poetry and mathematics; her mother encouraged mathematics.',
    '東京は日本の首都です。',
  ];
  const index = createPassageIndex(passages);

  it('finds the passage that answers the question first', () => {
    expect(index.size).toBe(5);
    expect(index.rankPassages('Who wrote the first program?', 3)[0]).toMatchObject({ index: 0, text: passages[0] });
    expect(index.rankPassages('Is it rainy in London?', 3)[0]!.index).toBe(2);
    expect(index.rankPassages('日本の首都は?', 3)[0]!.index).toBe(4);
  });

  it('returns at most k passages, best first, only those sharing a term', () => {
    const hits = index.rankPassages('Analytical Engine mathematics', 10);
    expect(hits.map((hit) => hit.index).sort()).toEqual([0, 1, 3]);
    for (let i = 1; i < hits.length; i += 1) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
    expect(index.rankPassages('Analytical Engine mathematics', 1)).toHaveLength(1);
  });

  it('returns nothing for an empty, stop-word-only or unknown query, or k <= 0', () => {
    expect(index.rankPassages('', 5)).toEqual([]);
    expect(index.rankPassages('the of and', 5)).toEqual([]);
    expect(index.rankPassages('zebra', 5)).toEqual([]);
    expect(index.rankPassages('Ada', 0)).toEqual([]);
    expect(index.rankPassages('Ada', -3)).toEqual([]);
    expect(createPassageIndex([]).rankPassages('Ada', 5)).toEqual([]);
  });

  it('scores with Okapi BM25 (k1 1.2, b 0.75)', () => {
    const docs = ['apple banana apple', 'banana cherry', 'cherry cherry cherry date', 'apple'];
    const bm25 = (query: string[], doc: number) => {
      const tokens = docs.map((d) => d.split(' '));
      const avg = tokens.reduce((sum, t) => sum + t.length, 0) / docs.length;
      let score = 0;
      for (const term of query) {
        const df = tokens.filter((t) => t.includes(term)).length;
        const tf = tokens[doc]!.filter((t) => t === term).length;
        if (tf === 0) continue;
        const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
        score += (idf * tf * 2.2) / (tf + 1.2 * (1 - 0.75 + (0.75 * tokens[doc]!.length) / avg));
      }
      return score;
    };
    const hits = createPassageIndex(docs).rankPassages('apple cherry', 4);
    expect(hits).toHaveLength(4);
    for (const hit of hits) expect(hit.score).toBeCloseTo(bm25(['apple', 'cherry'], hit.index), 10);
    // A rare term outweighs a common one; a short passage beats a long one with the same count.
    expect(createPassageIndex(['rare common', 'common common']).rankPassages('rare common', 2)[0]!.index).toBe(0);
    expect(createPassageIndex(['topic filler filler filler', 'topic']).rankPassages('topic', 2)[0]!.index).toBe(1);
  });

  it('breaks ties by passage order and counts a repeated query term once', () => {
    const same = createPassageIndex(['same words here', 'same words here', 'same words here']);
    expect(same.rankPassages('words', 3).map((hit) => hit.index)).toEqual([0, 1, 2]);
    expect(same.rankPassages('words words words', 1)[0]!.score).toBeCloseTo(same.rankPassages('words', 1)[0]!.score);
  });

  it('gives the same answer when asked twice (no state leaks between queries)', () => {
    const first = index.rankPassages('Analytical Engine', 5);
    index.rankPassages('mathematics poetry', 5);
    expect(index.rankPassages('Analytical Engine', 5)).toEqual(first);
  });
});

describe('index data built elsewhere', () => {
  it('ranks exactly like the index built in place after a structured clone (a worker hand-off)', () => {
    const chunks = [
      'Ada wrote the first algorithm for the Analytical Engine.',
      'Charles Babbage designed the Analytical Engine in London.',
      'The engine could compute Bernoulli numbers.',
      'Nothing here about engines at all, only tea.',
    ];
    const direct = createPassageIndex(chunks);
    const handedOver = passageIndexFromData(chunks, structuredClone(buildPassageIndexData(chunks)));
    for (const query of ['analytical engine', 'Bernoulli', 'who designed it in London', 'tea', 'nothing matches zzz']) {
      expect(handedOver.rankPassages(query, 3)).toEqual(direct.rankPassages(query, 3));
    }
    expect(handedOver.size).toBe(direct.size);
  });
});

describe('compounds (an analyzer that writes them as one word)', () => {
  // German-like: words are kept as they are (lower-cased), and compounds are looked into
  const compounding = { ...ENGLISH_ANALYZER, language: 'de', stem: (word: string) => word, compounds: true };
  const chunks = [
    'Heute entwickelt er Ladestationen für Elektroautos.',
    'Sie arbeitet in einem Geburtshaus in Freiburg.',
    'Die Autobahn war voll. Autos standen still.',
  ];

  it('finds the text’s words that end or begin with a term, after a worker hand-off too', () => {
    const index = passageIndexFromData(
      chunks,
      structuredClone(buildPassageIndexData(chunks, compounding)),
      compounding,
    );
    expect(index.compounding('autos')).toEqual(['elektroautos']);
    expect(index.compounding('geburt')).toEqual(['geburtshaus']);
    // a beginning is looked for only of five letters or more ("auto" begins "autobahn", and is no part of it)
    expect(index.compounding('auto')).toEqual([]);
    expect(index.compounding('haus')).toEqual(['geburtshaus']);
    // a compound is at least three letters longer ("autos" is no compound of "auto")
    expect(index.compounding('freiburg')).toEqual([]);
  });

  it('searches the compounds given with a query', () => {
    const index = createPassageIndex(chunks, compounding);
    expect(index.rankPassages('geburt', 3)).toEqual([]);
    expect(index.rankPassages('geburt', 3, index.compounding('geburt')).map((p) => p.index)).toEqual([1]);
  });

  it('finds none for an analyzer that does not compound', () => {
    expect(createPassageIndex(chunks).compounding('autos')).toEqual([]);
  });
});
