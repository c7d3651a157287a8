/**
 * What visitors call the parts of a resume or portfolio, and the words those parts go by: "hobbies?" is answered
 * under "Interests", "what degree" under "Education", "can she code?" under "Skills", "where does he work now" by the
 * job that runs to "present". Most bots are resumes and portfolios, whose sections are named by a heading rather
 * than by the words a visitor uses. English questions only (to an English bot, or to a bot in another script whose
 * English lines are analysed as English); the other languages' bots are matched by their own words.
 *
 * A question word of a group makes the group's section words stand for it: retrieval searches for them too, and a
 * sentence holding one counts as holding the question word.
 */
import { type TextAnalyzer, tokenize } from '@botfolio/core';
import { readsAsEnglish } from './language.js';

/** [what visitors ask with, what resumes say], each a list of words. */
const SECTIONS: ReadonlyArray<readonly [string, string]> = [
  // (a bio says what she does "in her free time", "at weekends")
  [
    'hobby hobbies pastime pastimes spare free fun sport sports',
    'interests hobbies activities sports free spare leisure weekend weekends',
  ],
  [
    'degree degrees diploma studied study school university uni college graduate graduated masters master’s ' +
      "master's bachelor bachelors bachelor's phd doctorate alma mater",
    'education university msc bsc phd master bachelor',
  ],
  ['job jobs employer employers career working worked', 'experience employment'],
  ['now currently current moment today', 'present current'],
  ['code coding program programming tech technologies tools stack', 'skills typescript javascript python'],
  [
    'speak speaks language languages fluent',
    'languages fluent native english spanish french german portuguese dutch italian mandarin chinese cantonese ' +
      'japanese korean arabic russian hindi polish swedish danish norwegian finnish greek turkish hebrew',
  ],
  ['live lives living reside resides hometown', 'based located lives live resides'],
  ['talk talks spoken speaker conference conferences presented', 'talks speaking conference'],
  ['award awards prize prizes', 'awards honors honours'],
  ['certificate certificates certification certifications certified', 'certifications certificates certified'],
  ['published publication publications', 'publications'],
  // a recruiter's "when can she start?"
  ['available availability start notice', 'availability notice available'],
  // "is she looking for a job?" of "open to remote roles"
  ['looking seeking', 'open available availability'],
];

/**
 * What is asked of a bio in its own language, [what visitors ask with, what bios say]: in every language what a
 * person does for pleasure ("ما هواية ليلى؟" of "في وقت فراغها…", "他的爱好是什么？" of "业余时间…", "Hobbys?" of "In
 * seiner Freizeit…"); in Chinese what they studied; in Korean where they live, whose verb changes its last syllable
 * ("살아요" of "사는").
 */
const OWN_SECTIONS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  de: [['hobby hobbys hobbies freizeit', 'freizeit wochenende wochenenden hobby hobbys']],
  es: [['pasatiempo pasatiempos afición aficiones hobby hobbies', 'libre ocio aficiones pasatiempos']],
  fr: [['loisir loisirs passe-temps hobby hobbies', 'libre loisirs week-end week-ends']],
  pt: [['passatempo passatempos hobby hobbies lazer', 'livre lazer passatempos']],
  it: [['passatempo passatempi hobby', 'libero passatempi']],
  ru: [['хобби увлечение увлечения досуг', 'свободное досуг выходные увлечения']],
  ar: [['هواية هوايات هواياتها هواياته', 'فراغ فراغها فراغه هوايات']],
  zh: [
    ['爱好 兴趣 业余', '业余 空闲 周末 爱好 兴趣'],
    // "她学的是什么专业？" (what did she major in) of "在浙江大学学习计算机科学"
    ['专业 学位 学 读', '学习 专业 学位 硕士 学士 博士 毕业'],
  ],
  ja: [['趣味', '趣味 休日 暇']],
  ko: [
    ['취미', '취미 주말 여가'],
    ['살아요 살아 살고 삽니다 사나요 거주', '사는 살고 살아 거주 삽니다'],
  ],
  hi: [['शौक', 'शौक खाली']],
};

interface SectionTerms {
  asked: Set<string>;
  said: string[];
}

const built = new WeakMap<TextAnalyzer, SectionTerms[]>();

function sectionsFor(analyzer: TextAnalyzer): SectionTerms[] {
  let sections = built.get(analyzer);
  if (!sections) {
    sections = SECTIONS.map(([asked, said]) => ({
      asked: new Set(tokenize(asked, analyzer)),
      said: [...new Set(tokenize(said, analyzer))],
    }));
    built.set(analyzer, sections);
  }
  return sections;
}

const builtOwn = new WeakMap<TextAnalyzer, SectionTerms[]>();
/** The sections asked of in the analyzer's own language, as its terms. */
function ownSectionsFor(analyzer: TextAnalyzer): SectionTerms[] {
  let sections = builtOwn.get(analyzer);
  if (!sections) {
    sections = (OWN_SECTIONS[analyzer.language] ?? []).map(([asked, said]) => ({
      asked: new Set(tokenize(asked, analyzer)),
      said: [...new Set(tokenize(said, analyzer))],
    }));
    builtOwn.set(analyzer, sections);
  }
  return sections;
}

/**
 * For a question, the section words that stand for its words: `said term → asked term` (a résumé's sections for an
 * English question, the hobbies — and a Korean bio's home — in the bot's own language).
 */
export function sectionAliases(question: string, analyzer: TextAnalyzer): Map<string, string> {
  const aliases = new Map<string, string>();
  const english = readsAsEnglish(question, analyzer);
  if (!english && !OWN_SECTIONS[analyzer.language]) return aliases;
  const terms = new Set(tokenize(question, analyzer));
  for (const section of english ? sectionsFor(analyzer) : ownSectionsFor(analyzer))
    for (const term of terms) {
      if (!section.asked.has(term)) continue;
      for (const said of section.said) if (!terms.has(said) && !aliases.has(said)) aliases.set(said, term);
    }
  return aliases;
}

/** The question with the section words that stand for its words, for retrieval. */
export function withSectionWords(question: string, analyzer: TextAnalyzer): string {
  const aliases = sectionAliases(question, analyzer);
  return aliases.size === 0 ? question : `${question} ${[...aliases.keys()].join(' ')}`;
}
