/**
 * Questions about who the bot or its person is: "Who are you?", "What's your name?", "Tell me about yourself",
 * "What is her name?". A résumé or a bio never says "name" or "yourself"; its opening says who it is ("Jane Doe —
 * Senior Software Engineer", "Maya Okafor is a backend engineer in Lisbon."). English questions only.
 */
const IDENTITY =
  /^\W*(?:(?:so|and|ok|okay|hi|hello|hey)\W+)?(?:who\s+(?:are|r)\s+(?:you|u)|who\s+(?:is|am\s+i)\s+(?:this|that|talking|speaking|chatting)|who\s+am\s+i\s+(?:talking|speaking|chatting)\s+(?:to|with)|what(?:['’]s|\s+is)\s+(?:your|her|his|their|the\s+person['’]s)\s+(?:full\s+)?name|(?:can\s+you\s+|could\s+you\s+|please\s+)?(?:tell\s+me\s+(?:a\s+(?:bit|little)\s+)?about\s+(?:yourself|you|her|him|them)|introduce\s+(?:yourself|her|him|them)|describe\s+(?:yourself|her|him|them))|about\s+(?:you|yourself))\W*$/i;

/**
 * "Who wrote this?", "who are the authors?", "who wrote the paper?": a paper's or an article's opening names them (its
 * byline under the title, its front matter's authors).
 */
const AUTHORSHIP =
  /^\W*(?:who\s+(?:wrote|authored|writes)\s+(?:this|it|the\s+(?:paper|article|study|report|document|text|book|post))|who\s+(?:are|is|were|was)\s+the\s+authors?|who\s+is\s+it\s+by)\W*$/i;

/** Whether a question asks who the bot, or the person it speaks for, is — or who wrote the text. */
export function identityAsked(question: string): boolean {
  return question.length <= 80 && (IDENTITY.test(question) || AUTHORSHIP.test(question));
}

/** A capitalised name of one to three words (Latin or Cyrillic script), where an introduction ends. */
const CAPITALISED = /\s*(\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s+\p{Lu}[\p{Ll}\p{M}'’-]+){0,2})/uy;
/** How a person introduces themself in a language with capitals: the words before their name, in any case. */
const INTRODUCED_BY =
  /\b(?:my\s+name\s+is|my\s+name['’]s|i['’]m|i\s+am|ich\s+heiße|mein\s+name\s+ist|ich\s+bin|je\s+m['’]appelle|je\s+suis|moi,?\s+c['’]est|mon\s+nom\s+est|me\s+llamo|mi\s+nombre\s+es|soy|meu\s+nome\s+é|chamo-me|me\s+chamo|sou(?:\s+[ao])?|mi\s+chiamo|sono)(?=\s)|(?:меня\s+зовут|моё\s+имя|мое\s+имя|(?<!\p{L})я)(?=\s)/giu;
/**
 * …and in a script without capitals, the name as the first group: "اسمي يوسف الخطيب", "我叫林雨桐", "中村ひかりです",
 * "저는 최수진이라고 해요".
 */
const INTRODUCTIONS: readonly RegExp[] = [
  /(?:اسمي|أنا)\s+(\p{Script=Arabic}+(?:\s+\p{Script=Arabic}+)?)/u,
  /(?:我叫|我是|我的名字是)(\p{Script=Han}{2,3})/u,
  /^(?:はじめまして|初めまして|こんにちは|こんにちわ|どうも)?[、,。！!\s]*(?:私は|わたしは)?([\p{Script=Han}\p{Script=Katakana}][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,6}?)(?:です|と申します|といいます)/u,
  // (…or after what they do, in the first sentence: "はじめまして、金沢でパン屋をやっている森下あかりです。")
  /^[^。！!]{0,60}?(?:ている|てる|をしている|の)([\p{Script=Han}][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,5}?)(?:です|と申します|といいます)[。！!]/u,
  /(?:저는|나는|제\s+이름은|내\s+이름은)\s+(\p{Script=Hangul}{2,4}?)(?:이라고|라고|입니다|이에요|예요|이고|이며|이야|야)/u,
  // ("मेरा नाम अनुराधा त्रिपाठी है", "नमस्ते, मैं प्रिया शर्मा हूँ")
  /मेरा\s+नाम\s+(\p{Script=Devanagari}+(?:\s+\p{Script=Devanagari}+)?)\s+(?:है|हैं)(?!\p{Script=Devanagari})/u,
  /^(?:नमस्ते|नमस्कार)?[!,।\s]*मैं\s+(\p{Script=Devanagari}+(?:\s+\p{Script=Devanagari}+)?)\s+(?:हूँ|हूं)(?!\p{Script=Devanagari})/u,
];

/** How far into a text its person introduces themself: the first lines. */
const INTRODUCTION_CHARS = 300;

/**
 * The name a first-person bio gives its person in its first lines ("Hi, I'm Owen Gallagher, and I tune pianos…"),
 * or a résumé in its heading ("Jordan Lee" on a line of its own), or null. A question that names them asks about
 * them: the name says nothing of what is asked ("Does Owen have any kids?" is about kids), though a first-person text
 * says it only once.
 */
export function introducedName(text: string): string | null {
  const start = text.slice(0, INTRODUCTION_CHARS);
  for (const lead of start.matchAll(INTRODUCED_BY)) {
    CAPITALISED.lastIndex = (lead.index ?? 0) + lead[0].length;
    const name = CAPITALISED.exec(start)?.[1];
    if (name) return name;
  }
  for (const pattern of INTRODUCTIONS) {
    const name = pattern.exec(start)?.[1];
    if (name) return name;
  }
  // a résumé's heading: its first line is its person's name and nothing else ("Jordan Lee", "Inês M. Halvorsen")
  return HEADING_NAME.exec(start)?.[1] ?? null;
}

/** A text that opens in the first person, after a greeting or not ("Hi, I'm…", "안녕하세요! 저는…", "أنا…"), its name read or not. */
const FIRST_PERSON_OPENING =
  /^(?:[^.!?。！？]{0,20}[.!?。！？]\s*)?[^.!?。！？]{0,40}?(?:\b(?:i['’]m|i\s+am|my\s+name\s+is|ich\s+bin|ich\s+heiße|je\s+suis|je\s+m['’]appelle|soy|me\s+llamo|sou|me\s+chamo|chamo-me|meu\s+nome\s+é|sono|mi\s+chiamo|меня\s+зовут)\b|(?<!\p{L})я(?!\p{L})|저는|제\s+이름은|私は|わたしは|我是|我叫|أنا|اسمي|मेरा\s+नाम|(?<!\p{L})मैं(?!\p{L}))/iu;

/** Whether a text opens in the first person (FIRST_PERSON_OPENING), in its first lines. */
export const opensInFirstPerson = (text: string): boolean =>
  FIRST_PERSON_OPENING.test(text.slice(0, INTRODUCTION_CHARS));

/** A first line that is a name alone: two to four capitalised words or initials. */
const HEADING_NAME = /^\s*(\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{Ll}\p{M}'’-]+)){1,3})[ \t]*(?:\r?\n|$)/u;

/**
 * A bio in the third person opens on its person's name and what they are: "Dr. Helen Marsh is a marine biologist…",
 * "Carmen López es profesora…", "Дмитрий Орлов — пилот…", "鈴木一郎さんは札幌で…", "何家伟是…医生".
 */
const THIRD_PERSON: readonly RegExp[] = [
  // (and with an age after the name: "Raj Patel, 52, runs a small bookshop…")
  // (a double name too, "Aminata Diallo-Lefèvre, 36 ans, est sommelière…")
  // (or with a few words between commas: "Mestre Zé Bezerra, nome artístico de José Bezerra da Silva, é sanfoneiro…")
  /^\s*((?:(?:Dr|Prof|Professor|Mr|Mrs|Ms)\.?\s+)?\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+){0,2})(?:,\s*[1-9]\d(?:\s+(?:ans|años|Jahre|anni|anos))?,|,[^,.;:!?\n]{2,60},)?\s+(?:is|works|runs|lives|has\s+been|ist|arbeitet|hat|es|trabaja|tiene|est|travaille|a|è|é|—|–)\s/u,
  /^\s*([\p{Script=Han}\p{Script=Katakana}]{2,6}?)さんは/u,
  // (or after where and when they were born: "Born in Durban in 1988, Thandi Mokoena now works…", "Originaire de
  // Dakar, Ousmane Diallo enseigne…")
  /^\s*(?:Born|Originally\s+from|Originaire|Née?|Geboren|Nacid[oa]|Originari[oa]|Родил(?:ся|ась))\s[^,.]{2,50},\s*(\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+){1,2})\s/u,
  // (a Russian one, a name of two or three words before any word in lower case — Russian writes no other word with a
  // capital: "Ольга Васильевна Смирнова уже тридцать один год заведует…")
  /^\s*([А-ЯЁ][а-яё]+(?:\s[А-ЯЁ][а-яё]+){1,2})\s+[а-яё]/u,
  // (a Chinese one: "何家伟是成都一家口腔医院的正畸医生", "王芳今年三十岁")
  /^\s*((?![我你他她它这那本])\p{Script=Han}{2,4}?)(?:是|今年)/u,
];

/** The name a third-person bio opens on (THIRD_PERSON), or null. */
export function thirdPersonName(text: string): string | null {
  for (const pattern of THIRD_PERSON) {
    const name = pattern.exec(text)?.[1];
    if (name) return name;
  }
  return null;
}
