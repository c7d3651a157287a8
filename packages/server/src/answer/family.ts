/**
 * Someone of a person's family, in the answer languages: one table of the words for each kind of relative, from which
 * every question about family is read — whether a text names family at all ("what does her husband do?", "Где работает
 * её муж?" ask of that person, not of the bio's), which kind ("你老公多大了？" is not answered by a daughter's age),
 * and whether a name follows the word ("my husband Dev", "mon mari, Julien", "夫の健太は").
 */

/** The kinds of family someone is. */
export type Relation = 'spouse' | 'partner' | 'child' | 'sibling' | 'parent' | 'grandfamily' | 'kin';

/**
 * How a word is read: `named` a family word that a name may follow ("wife" of "my wife Aoife"), `word` a family word
 * that names nobody after it ("kids", "enfants", "孩子"), `beforeName` a word that counts only before a name (Korean
 * "형" is in too many words: "형태", "형식"), `pronoun` a relative read only as whom a pronoun stands for ("she" of
 * "aunt" in "what does his aunt do?" → "is she married?"), not as the text's family.
 */
type Use = 'named' | 'word' | 'beforeName' | 'pronoun';

/** Whom a pronoun of the language stands for: "she" of a sister, "he" of a husband, "they" of the kids. */
export type Referent = 'she' | 'he' | 'they';

/**
 * The table: [relation, language, use, words by the pronoun that stands for them (`none`: none does, or the language
 * has no pronoun table in followUp.ts)]. Words are space-separated regular-expression sources: whole words in the
 * languages that space them, stems in Russian and Arabic ("муж" of "мужем", "زوج" of "زوجته"), as written in Chinese,
 * Japanese and Korean.
 */
type Words = Readonly<Partial<Record<Referent | 'none', string>>>;
const FAMILY_WORDS: ReadonlyArray<readonly [Relation, string, Use, Words]> = [
  ['spouse', 'en', 'named', { he: 'husband', she: 'wife', none: 'spouse' }],
  ['partner', 'en', 'named', { none: 'partner', he: 'boyfriend fianc[ée]', she: 'girlfriend fianc[ée]e' }],
  ['child', 'en', 'named', { he: 'son', she: 'daughter', they: 'sons daughters' }],
  ['child', 'en', 'named', { none: 'kid boys girls', they: 'kids children twins' }],
  ['child', 'en', 'word', { none: 'child' }],
  ['sibling', 'en', 'named', { he: 'brother', she: 'sister', they: 'brothers sisters' }],
  ['parent', 'en', 'word', { she: 'mother mum mom', he: 'father dad' }],
  [
    'grandfamily',
    'en',
    'word',
    {
      she: 'grandmother grandma',
      he: 'grandfather grandpa',
      they: 'grandchildren grandkids',
      none: 'grand(?:son|daughter|child)s? grandkid grand(?:mother|father|ma|pa)s',
    },
  ],
  [
    'kin',
    'en',
    'pronoun',
    {
      she: 'granny aunt niece step(?:mother|daughter|sister)',
      he: 'uncle nephew step(?:father|son|brother)',
      they: 'parents siblings grandparents',
    },
  ],
  // (German writes every noun with a capital: a name is not told from the word before it)
  ['spouse', 'de', 'word', { he: 'mann ehemann', she: 'frau ehefrau' }],
  ['partner', 'de', 'word', { he: 'partner freund', she: 'partnerin freundin' }],
  ['child', 'de', 'word', { he: 'sohn', she: 'tochter', they: 'söhne töchter kinder' }],
  ['sibling', 'de', 'word', { he: 'bruder', she: 'schwester', they: 'brüder schwestern' }],
  ['parent', 'de', 'word', { she: 'mutter', he: 'vater' }],
  [
    'kin',
    'de',
    'pronoun',
    {
      she: 'mama oma großmutter tante nichte',
      he: 'papa opa großvater onkel neffe',
      they: 'eltern geschwister enkel enkelkinder zwillinge',
    },
  ],
  ['spouse', 'es', 'named', { he: 'marido esposo', she: 'esposa mujer' }],
  ['partner', 'es', 'named', { none: 'pareja', she: 'novia', he: 'novio' }],
  ['child', 'es', 'named', { she: 'hija', he: 'hijo', they: 'hijas hijos' }],
  ['sibling', 'es', 'named', { she: 'hermana', he: 'hermano', they: 'hermanas hermanos' }],
  ['parent', 'es', 'word', { she: 'madre', he: 'padre' }],
  [
    'kin',
    'es',
    'pronoun',
    { she: 'mamá abuela tía sobrina', he: 'papá abuelo tío sobrino', they: 'padres nietos gemelos gemelas' },
  ],
  ['spouse', 'pt', 'named', { he: 'marido esposo', she: 'esposa mulher' }],
  ['partner', 'pt', 'named', { she: 'namorada noiva companheira', he: 'namorado noivo companheiro' }],
  ['child', 'pt', 'named', { she: 'filha', he: 'filho', they: 'filhas filhos' }],
  ['sibling', 'pt', 'named', { he: 'irmão', they: 'irmãos irmãs', she: 'irmã' }],
  ['parent', 'pt', 'word', { she: 'mãe', he: 'pai' }],
  ['kin', 'pt', 'pronoun', { she: 'avó tia sobrinha', he: 'avô tio sobrinho', they: 'pais netos gêmeos gémeos' }],
  ['spouse', 'it', 'named', { he: 'marito', she: 'moglie' }],
  ['partner', 'it', 'named', { she: 'fidanzata compagna', he: 'fidanzato compagno' }],
  ['child', 'it', 'named', { she: 'figlia', he: 'figlio', they: 'figli figlie' }],
  ['sibling', 'it', 'named', { he: 'fratello', they: 'fratelli sorelle', she: 'sorella' }],
  ['parent', 'it', 'word', { she: 'madre mamma', he: 'padre papà' }],
  ['kin', 'it', 'pronoun', { she: 'nonna zia', he: 'nonno zio', they: 'genitori nipoti gemelli gemelle' }],
  ['spouse', 'fr', 'named', { he: 'mari', she: 'femme épouse', none: 'époux' }],
  ['partner', 'fr', 'named', { he: 'compagnon', she: 'compagne' }],
  // (and the children a bio names after their word: "nos deux garçons, Erwan et Tristan")
  ['child', 'fr', 'named', { he: 'fils', she: 'fille', they: 'filles enfants garçons', none: 'enfant garçon' }],
  ['sibling', 'fr', 'named', { he: 'frère', she: 's[œo]eur', they: 'frères s[œo]eurs' }],
  ['parent', 'fr', 'word', { she: 'mère', he: 'père' }],
  [
    'kin',
    'fr',
    'pronoun',
    {
      she: 'maman copine grand-mère tante nièce',
      he: 'papa copain grand-père oncle neveu',
      they: 'parents petits-enfants jumeaux jumelles',
    },
  ],
  // (not "женщина", "жениться": a wife in every case, "с женой Анной" too; not "брать", to take)
  ['spouse', 'ru', 'named', { he: 'муж', she: 'жен(?:[аеуы]|ой)' }],
  ['child', 'ru', 'named', { he: 'сын', she: 'доч' }],
  ['sibling', 'ru', 'named', { he: 'брат(?!ь)', they: 'братья братьев', she: 'сестр' }],
  ['parent', 'ru', 'word', { she: 'мам мать матер', he: 'пап от(?:ец|ц)' }],
  [
    'kin',
    'ru',
    'pronoun',
    { she: 'бабушк тёт тет девушк', he: 'дед дяд парн парен', they: 'дети детей родител сёстры сестёр внук близнец' },
  ],
  ['spouse', 'ar', 'word', { none: 'زوج' }],
  ['child', 'ar', 'word', { none: 'ابن بنت' }],
  ['sibling', 'ar', 'word', { none: 'أخ[يوت]' }],
  // (Hindi's words end in a vowel sign, no letter: a plural's ending may follow them, "बहनें")
  ['spouse', 'hi', 'word', { none: 'पति पत्नी बीवी बेगम घरवाली' }],
  ['child', 'hi', 'word', { none: 'बेटा बेटी बेटे बच्चे बच्चों' }],
  ['sibling', 'hi', 'word', { none: 'भाई बहन' }],
  ['parent', 'hi', 'word', { none: 'माँ मां पिता पिताजी' }],
  ['spouse', 'zh', 'named', { he: '丈夫 老公', she: '妻子 老婆' }],
  ['spouse', 'zh', 'word', { she: '太太', none: '爱人' }],
  ['partner', 'zh', 'word', { he: '男朋友', she: '女朋友' }],
  ['child', 'zh', 'named', { he: '儿子', she: '女儿' }],
  // ("孩子们" before "孩子": the whole word is whom "他们" stands for)
  ['kin', 'zh', 'pronoun', { they: '孩子们' }],
  ['child', 'zh', 'word', { they: '孩子' }],
  ['sibling', 'zh', 'named', { he: '哥哥 弟弟', she: '姐姐 妹妹' }],
  ['parent', 'zh', 'word', { she: '妈妈', he: '爸爸' }],
  [
    'kin',
    'zh',
    'pronoun',
    { she: '母亲 奶奶 外婆 阿姨', he: '父亲 爷爷 外公 叔叔', they: '父母 兄弟姐妹 儿女 双胞胎' },
  ],
  ['spouse', 'ja', 'named', { none: '夫 妻' }],
  ['spouse', 'ja', 'word', { none: '奥さん 旦那 主人' }],
  ['partner', 'ja', 'word', { none: '彼氏' }],
  ['child', 'ja', 'named', { none: '息子 娘 長男 次男 長女 次女' }],
  ['child', 'ja', 'word', { none: '子ども 子供' }],
  ['sibling', 'ja', 'named', { none: '兄 姉 弟 妹' }],
  ['parent', 'ja', 'word', { none: 'お父さん お母さん 父親 母親' }],
  ['spouse', 'ko', 'named', { none: '남편 아내 부인' }],
  ['spouse', 'ko', 'word', { none: '와이프 집사람' }],
  ['partner', 'ko', 'word', { none: '남자친구 여자친구' }],
  ['child', 'ko', 'named', { none: '아들 딸 따님 아드님' }],
  ['child', 'ko', 'word', { none: '아이 자녀' }],
  ['sibling', 'ko', 'named', { none: '언니 누나 오빠 동생 여동생 남동생' }],
  ['sibling', 'ko', 'beforeName', { none: '형' }],
  ['parent', 'ko', 'word', { none: '엄마 아빠 어머니 아버지' }],
];

/** A row's words, whichever pronoun stands for them (or those `referent` stands for). */
const wordsIn = (words: Words, referent?: Referent): string[] =>
  (referent === undefined ? Object.values(words) : [words[referent] ?? '']).flatMap((list) =>
    list.split(' ').filter(Boolean),
  );

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
    if (pick({ relation, language, use }))
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), ...wordsIn(words)]);
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
        languages(row.language) &&
        (row.use === 'named' || row.use === 'word') &&
        (relation === undefined || row.relation === relation),
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

/**
 * The relatives `referent` stands for in a language's questions (followUp.ts: "is she married?" after "what does his
 * sister do?"), as one alternation: a stem and what follows it in Russian; '' when the language has none.
 */
export function relativesOf(language: string, referent: Referent): string {
  const words = FAMILY_WORDS.filter((row) => row[1] === language).flatMap((row) => wordsIn(row[3], referent));
  if (words.length === 0) return '';
  return STEMS.has(language) ? `(?:${words.join('|')})\\p{L}*` : words.join('|');
}

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
        (row) => row.language === language && (row.use === 'named' || row.use === 'beforeName'),
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

/**
 * "她老公是干嘛的？", "你爱人做什么工作？": a Chinese question of a family member's work, which a sentence that only
 * names them ("我和老公有一个五岁的女儿") does not answer — one that says a job does ("她的丈夫杨志明是一名中学地理老师",
 * "我爱人叫孙立军，开出租车的").
 */
const ZH_FAMILY_WORK_ASKED =
  /(?:老公|丈夫|先生|爱人|老婆|妻子|太太|媳妇|儿子|女儿|爸爸|妈妈|父亲|母亲|哥哥|姐姐|弟弟|妹妹).{0,6}(?:干嘛|干啥|干什么|做什么|做啥|什么工作|啥工作|做哪行|干哪行|职业)/u;
const ZH_SAYS_JOB =
  /是(?:一名|一位|一个|个|名|位)|当(?:了|过|着)?\p{Script=Han}|在[^，。；]{1,12}(?:工作|上班|任职|教书|打工)|开(?:了|着)?[^，。；]{0,6}(?:店|车|公司|馆|厂)|老师|医生|护士|工程师|司机|师傅|程序员|律师|会计|警察|厨师|工人|农民|经理|老板|设计师|研究员|公务员/u;

/** Whether a Chinese question asks a family member's work and the sentence says no job (ZH_FAMILY_WORK_ASKED). */
export function familyWorkUnsaid(question: string, sentence: string, language: string): boolean {
  return language === 'zh' && ZH_FAMILY_WORK_ASKED.test(question) && !ZH_SAYS_JOB.test(sentence);
}
