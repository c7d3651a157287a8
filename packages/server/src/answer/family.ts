/**
 * Someone of a person's family, in the answer languages: one table of the words for each kind of relative, from which
 * every question about family is read — whether a text names family at all ("what does her husband do?", "Где работает
 * её муж?" ask of that person, not of the bio's), which kind ("你老公多大了？" is not answered by a daughter's age),
 * and whether a name follows the word ("my husband Dev", "mon mari, Julien", "夫の健太は").
 */

/** The kinds of family someone is. */
export type Relation = 'spouse' | 'partner' | 'child' | 'sibling' | 'parent' | 'grandfamily';

/**
 * How a word is read: `named` a family word that a name may follow ("wife" of "my wife Aoife"), `word` a family word
 * that names nobody after it ("kids", "enfants", "孩子"), `beforeName` a word that counts only before a name (Korean
 * "형" is in too many words: "형태", "형식").
 */
type Use = 'named' | 'word' | 'beforeName';

/**
 * The table: [relation, language, use, words]. Words are regular-expression sources: whole words in the languages that
 * space them, stems in Russian and Arabic ("муж" of "мужем", "زوج" of "زوجته"), as written in Chinese, Japanese and
 * Korean.
 */
const FAMILY_WORDS: ReadonlyArray<readonly [Relation, string, Use, readonly string[]]> = [
  ['spouse', 'en', 'named', ['husband', 'wife', 'spouse']],
  ['partner', 'en', 'named', ['partner', 'boyfriend', 'girlfriend', 'fianc[ée]e?']],
  ['child', 'en', 'named', ['sons?', 'daughters?']],
  ['child', 'en', 'named', ['kids?', 'children', 'boys', 'girls', 'twins']],
  ['child', 'en', 'word', ['child']],
  ['sibling', 'en', 'named', ['brothers?', 'sisters?']],
  ['parent', 'en', 'word', ['mother', 'father', 'mum', 'mom', 'dad']],
  ['grandfamily', 'en', 'word', ['grand(?:son|daughter|child|kid|mother|father|ma|pa)s?', 'grandchildren']],
  // (German writes every noun with a capital: a name is not told from the word before it)
  ['spouse', 'de', 'word', ['mann', 'frau', 'ehemann', 'ehefrau']],
  ['partner', 'de', 'word', ['partner', 'partnerin', 'freund', 'freundin']],
  ['child', 'de', 'word', ['sohn', 'söhne', 'tochter', 'töchter', 'kinder']],
  ['sibling', 'de', 'word', ['bruder', 'brüder', 'schwestern?']],
  ['parent', 'de', 'word', ['mutter', 'vater']],
  ['spouse', 'es', 'named', ['marido', 'espos[oa]', 'mujer']],
  ['partner', 'es', 'named', ['pareja', 'novi[oa]']],
  ['child', 'es', 'named', ['hij[oa]s?']],
  ['sibling', 'es', 'named', ['herman[oa]s?']],
  ['parent', 'es', 'word', ['madre', 'padre']],
  ['spouse', 'pt', 'named', ['marido', 'espos[oa]', 'mulher']],
  ['partner', 'pt', 'named', ['namorad[oa]', 'noiv[oa]', 'companheir[oa]']],
  ['child', 'pt', 'named', ['filh[oa]s?']],
  ['sibling', 'pt', 'named', ['irmão', 'irmãos', 'irmãs?']],
  ['parent', 'pt', 'word', ['mãe', 'pai']],
  ['spouse', 'it', 'named', ['marito', 'moglie']],
  ['partner', 'it', 'named', ['fidanzat[oa]', 'compagn[oa]']],
  ['child', 'it', 'named', ['figli[oa]?', 'figlie']],
  ['sibling', 'it', 'named', ['fratell[oi]', 'sorell[ae]']],
  ['parent', 'it', 'word', ['madre', 'padre', 'mamma', 'papà']],
  ['spouse', 'fr', 'named', ['mari', 'femme', 'épouse', 'époux']],
  ['partner', 'fr', 'named', ['compagn(?:on|e)']],
  // (and the children a bio names after their word: "nos deux garçons, Erwan et Tristan")
  ['child', 'fr', 'named', ['fils', 'filles?', 'enfants?', 'garçons?']],
  ['sibling', 'fr', 'named', ['frères?', 's[œo]eurs?']],
  ['parent', 'fr', 'word', ['mère', 'père']],
  // (not "женщина", "жениться": a wife in every case, "с женой Анной" too)
  ['spouse', 'ru', 'named', ['муж', 'жен(?:[аеуы]|ой)']],
  ['child', 'ru', 'named', ['сын', 'доч']],
  ['sibling', 'ru', 'named', ['брат', 'сестр']],
  ['parent', 'ru', 'word', ['мам', 'пап', 'мать', 'матер', 'от(?:ец|ц)']],
  ['spouse', 'ar', 'word', ['زوج']],
  ['child', 'ar', 'word', ['ابن', 'بنت']],
  ['sibling', 'ar', 'word', ['أخ[يوت]']],
  // (Hindi's words end in a vowel sign, no letter: a plural's ending may follow them, "बहनें")
  ['spouse', 'hi', 'word', ['पति', 'पत्नी', 'बीवी', 'बेगम', 'घरवाली']],
  ['child', 'hi', 'word', ['बेटा', 'बेटी', 'बेटे', 'बच्चे', 'बच्चों']],
  ['sibling', 'hi', 'word', ['भाई', 'बहन']],
  ['parent', 'hi', 'word', ['माँ', 'मां', 'पिता', 'पिताजी']],
  ['spouse', 'zh', 'named', ['丈夫', '妻子', '老公', '老婆']],
  ['spouse', 'zh', 'word', ['太太', '爱人']],
  ['partner', 'zh', 'word', ['男朋友', '女朋友']],
  ['child', 'zh', 'named', ['儿子', '女儿']],
  ['child', 'zh', 'word', ['孩子']],
  ['sibling', 'zh', 'named', ['哥哥', '姐姐', '弟弟', '妹妹']],
  ['parent', 'zh', 'word', ['妈妈', '爸爸']],
  ['spouse', 'ja', 'named', ['夫', '妻']],
  ['spouse', 'ja', 'word', ['奥さん', '旦那', '主人']],
  ['partner', 'ja', 'word', ['彼氏']],
  ['child', 'ja', 'named', ['息子', '娘']],
  ['child', 'ja', 'word', ['子ども', '子供']],
  ['sibling', 'ja', 'named', ['兄', '姉', '弟', '妹']],
  ['parent', 'ja', 'word', ['お父さん', 'お母さん', '父親', '母親']],
  ['spouse', 'ko', 'named', ['남편', '아내', '부인']],
  ['spouse', 'ko', 'word', ['와이프', '집사람']],
  ['partner', 'ko', 'word', ['남자친구', '여자친구']],
  ['child', 'ko', 'named', ['아들', '딸', '따님', '아드님']],
  ['child', 'ko', 'word', ['아이', '자녀']],
  ['sibling', 'ko', 'named', ['언니', '누나', '오빠', '동생', '여동생', '남동생']],
  ['sibling', 'ko', 'beforeName', ['형']],
  ['parent', 'ko', 'word', ['엄마', '아빠', '어머니', '아버지']],
];

/** Languages whose words are stems, what follows them is read too ("мужем", "زوجته"). */
const STEMS = new Set(['ru', 'ar']);
/** Languages written without spaces between words. */
const UNSPACED = new Set(['zh', 'ja', 'ko']);

/** Words of the table, as one alternation, for a language (or every other one), a relation, and how they are used. */
function wordsOf(
  pick: (row: { relation: Relation; language: string; use: Use }) => boolean,
  form: (words: readonly string[], language: string) => string,
): string {
  const byLanguage = new Map<string, string[]>();
  for (const [relation, language, use, words] of FAMILY_WORDS)
    if (pick({ relation, language, use })) byLanguage.set(language, [...(byLanguage.get(language) ?? []), ...words]);
  return [...byLanguage].map(([language, words]) => form(words, language)).join('|');
}

/** A language's words as they stand in a text: whole, a stem and what follows it, or as written unspaced. */
function inText(words: readonly string[], language: string): string {
  const any = words.join('|');
  if (UNSPACED.has(language)) return any;
  // (an Arabic word may take the article: "الزوج")
  if (STEMS.has(language)) return `(?<!\\p{L})${language === 'ar' ? '(?:ال)?' : ''}(?:${any})\\p{L}*`;
  return `(?<!\\p{L})(?:${any})(?!\\p{L})`;
}

/** Family words for a text: the table's `named` and `word` ones, of the languages `pick` keeps. */
const familyPattern = (languages: (language: string) => boolean, relation?: Relation): RegExp =>
  new RegExp(
    wordsOf(
      (row) =>
        languages(row.language) && row.use !== 'beforeName' && (relation === undefined || row.relation === relation),
      inText,
    ),
    'iu',
  );

/** "husband", "kids"…: read of a text in English only (French "son chien" is her dog). */
const FAMILY_EN = familyPattern((language) => language === 'en');
/** …and in the other answer languages. */
const FAMILY = familyPattern((language) => language !== 'en');

/** Where a text first names someone of its person's family, or -1 (English words read in English only). */
export function familyAt(text: string, english: boolean): number {
  const at = [FAMILY.exec(text)?.index, english ? FAMILY_EN.exec(text)?.index : undefined].filter(
    (i): i is number => i !== undefined,
  );
  return at.length === 0 ? -1 : Math.min(...at);
}

/**
 * Whether a text names someone of its person's family ("my daughter", "Mon fils", "我女儿", "아들이"…); the English words
 * only when it is read as English.
 */
export function namesFamily(text: string, english: boolean): boolean {
  return familyAt(text, english) >= 0;
}

/** Whether a question asks of family in words of any language, English ones only when it is English. */
export const asksOfFamily = (question: string, language: string): boolean =>
  FAMILY.test(question) || (language === 'en' && FAMILY_EN.test(question));

/** The kinds of family, each with its words in every answer language. */
const RELATIONS: ReadonlyArray<readonly [Relation, RegExp]> = (['spouse', 'child', 'sibling', 'parent'] as const).map(
  (relation) => [relation, familyPattern(() => true, relation)] as const,
);

/** The kinds of family a text names: a spouse, a child, a sibling, a parent. */
export const relationsOf = (text: string): Relation[] =>
  RELATIONS.filter(([, names]) => names.test(text)).map(([relation]) => relation);

/** Languages whose names take a capital, which tells a name from the family word before it. */
const CAPITALS = new Set(['en', 'fr', 'es', 'ru']);

/**
 * The family words a name follows in the languages with capitals ("husband", "mari", "esposa", "жена"…), as a
 * regular-expression source whose first letter may be either case ("My husband Dev", "Husband: Dev").
 */
export const FAMILY_BEFORE_NAME = `(?:${wordsOf(
  (row) => CAPITALS.has(row.language) && row.use === 'named',
  (words, language) =>
    words
      .map((word) => {
        const first = word[0] ?? '';
        const rest = word.slice(1);
        return `[${first.toUpperCase()}${first}]${rest}${STEMS.has(language) ? '\\p{Ll}*' : ''}`;
      })
      .join('|'),
)})`;

/** What follows a name right after the family word it names, in the languages without capitals. */
const AFTER_NAME: Readonly<Record<string, string>> = {
  ko: String.raw`\s+\p{Script=Hangul}{2,4}(?:은|는|이|가|와|과|이랑|랑|,|\s)`,
  ja: String.raw`の\p{Script=Han}{1,4}(?:さん|ちゃん|くん)?(?:は|が|と|、|も)`,
  zh: String.raw`\p{Script=Han}{2,3}(?:[，、。,]|在|是|和|也)`,
};

/**
 * A name right after the family word it names in the languages without capitals, where what follows it says it is one:
 * "여동생 한지은은", "夫の健太は", "妻の由美子さんは", "我弟弟周磊在青岛" (not "兄が一人いて", "妹さんは大阪で", "女儿今年上幼儿园").
 */
export const NAMED_AFTER_FAMILY_UNSPACED: Readonly<Record<string, RegExp>> = Object.fromEntries(
  Object.entries(AFTER_NAME).map(([language, after]) => [
    language,
    new RegExp(
      `(?:${wordsOf(
        (row) => row.language === language && row.use !== 'word',
        (words) => words.join('|'),
      )})${after}`,
      'u',
    ),
  ]),
);

/**
 * "Where does he work?", "Was arbeitet Selin?", "Кем работает Ольга?": a question of someone's work, in the answer
 * languages, and the verb a sentence says it with.
 */
const ASKS_WORK =
  /\b(?:where|what)\s+(?:does|do|did)\s+(?:\p{L}+\s+){1,2}?work\b|\b(?:wo|was|wie)\s+arbeite[tn]?\b|(?<!\p{L})(?:где|кем)\s+(?:\p{L}+\s+)?работа\p{L}*|\bo[uù]\s+(?:travaille|bosse)|\bd[oó]nde\s+trabaj|(?<!\p{L})(?:أين|وين|فين)\s+(?:يعمل|تعمل|يشتغل|تشتغل)/iu;
const WORK_VERB =
  /\bwork(?:s|ed|ing)?\b|(?<!\p{L})arbeite[tn]?(?!\p{L})|(?<!\p{L})работа(?:ет|ют|л|ла|ли)(?!\p{L})|(?<!\p{L})travaill\p{L}*|(?<!\p{L})trabaj\p{L}*|(?<!\p{L})[يت](?:عمل|شتغل)(?!\p{L})/iu;

/**
 * Whether a sentence says the work of someone of the family, not of the person asked about: "Mit seiner Frau Birgit,
 * die in der Stadtbücherei arbeitet…", "Муж Ольги, Николай, работает мастером" (a family word before the verb) — it
 * answers "Wo arbeitet er genau?", "Кем работает Ольга?" of nobody asked. Only for a question of work that names no
 * family itself.
 */
export function familyWorkNotAsked(question: string, sentence: string, english: boolean): boolean {
  if (!ASKS_WORK.test(question) || namesFamily(question, english)) return false;
  const work = WORK_VERB.exec(sentence);
  if (!work) return false;
  const family = familyAt(sentence, english);
  return family >= 0 && family < work.index;
}
