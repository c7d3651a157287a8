import { chunkText, createPassageIndex, splitSentences, tokenize } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { definedTerm, definesAsked, definitionAsked } from './definitions.js';
import { analyzerFor } from './language.js';
import { composeOfflineReply } from './offlineReply.js';
import { rerankPassages } from './rerank.js';
import { sectionAliases, withSectionWords } from './sections.js';

const en = analyzerFor('en');

// shaped like the Mozilla Public License 2.0's definitions: the term is used before it is defined
const LICENSE = [
  '1. Definitions',
  '1.1. "Contributor" means each individual or legal entity that creates, contributes to the creation of, or owns Covered Software.',
  '1.7. "Larger Work" means a work that combines Covered Software with other material, in a separate file or files, that is not Covered Software.',
  '1.10. "Source Code Form" means the form of the work preferred for making modifications.',
  '1.13. "Secondary License" means either the GNU General Public License, Version 2.0, the GNU Lesser General Public License, Version 2.1, the GNU Affero General Public License, Version 3.0, or any later versions of those licenses.',
  '3.3. Distribution of a Larger Work. You may create and distribute a Larger Work under terms of Your choice, provided that You also comply with the requirements of this License for the Covered Software.',
  '3.3b. If the Larger Work is a combination of Covered Software with a work governed by one or more Secondary Licenses, this License permits You to additionally distribute such Covered Software under the terms of such Secondary License(s).',
  '5. Termination. The rights granted under this License will terminate automatically if You fail to comply with any of its terms.',
].join('\n\n');

/** The offline answer to `question` over `text` cut into chunks of `size`, ranked as the answerer ranks. */
function answerFrom(text: string, question: string, size: number): string {
  const index = createPassageIndex(chunkText(text, { size, overlap: 0 }), en);
  const ranked = rerankPassages(question, index.rankPassages(withSectionWords(question, en), 20), en, 4);
  return composeOfflineReply(question, ranked, { analyzer: en });
}

const ask = (question: string) => answerFrom(LICENSE, question, 260);

describe('definitions', () => {
  it('finds the term a sentence defines, quoted or not', () => {
    expect(definedTerm('1.7. "Larger Work" means a work that combines Covered Software')).toBe('Larger Work');
    expect(definedTerm('The term “work” refers to any copyrightable work')).toBe('work');
    expect(definedTerm('Source Code Form is defined as the preferred form for making modifications.')).toBe(
      'Source Code Form',
    );
    expect(definedTerm('You may create and distribute a Larger Work under terms of Your choice.')).toBeNull();
    expect(definedTerm('AMReX is a C++ software framework that supports block-structured AMR.')).toBe('AMReX');
    expect(definedTerm('The rights granted under this License will terminate automatically.')).toBeNull();
    // a paper's terms, in a figure's caption and with their Markdown emphasis
    expect(definedTerm('A: *Lookbehind* determines how far back in time to look for values for predictors.')).toBe(
      'Lookbehind',
    );
    expect(definedTerm('A prediction time denotes the point at which the model issues a prediction.')).toBe(
      'prediction time',
    );
    // a term with its abbreviation in brackets, then what it does or is
    expect(
      definedTerm('Agent-based models (ABMs) characterize physical, biological, and social economic systems.'),
    ).toBe('Agent-based models');
    expect(definedTerm('Electronic health records (EHRs) are digital versions of patient charts.')).toBe(
      'Electronic health records',
    );
    expect(definedTerm('We use the Covid contagion model (CCM) in the tutorial.')).toBeNull();
    // a quoted term and what it is said of, then "means"
    expect(
      definedTerm('The "Corresponding Source" for a work in object code form means all the source code needed.'),
    ).toBe('Corresponding Source');
    expect(definedTerm('The "License" for the Work is granted to You by each Contributor.')).toBeNull();
  });

  it('matches a question about the defined term, with one other asked word at most', () => {
    const sentence = '1.13. "Secondary License" means either the GNU General Public License …';
    expect(definesAsked(sentence, new Set(['secondari', 'licens']), en)).toBe(true);
    expect(definesAsked(sentence, new Set(['secondari']), en)).toBe(false);
    expect(definesAsked(sentence, new Set(['secondari', 'licens', 'gnu', 'version']), en)).toBe(false);
    // two asked words that make all of the term but one
    expect(definesAsked('"Source Code Form" means the form …', new Set(['sourc', 'code']), en)).toBe(true);
    expect(definesAsked('"Source Code Form" means the form …', new Set(['code']), en)).toBe(false);
  });

  it('takes only a question that asks what something is for a definition question', () => {
    expect(definitionAsked('What is a Larger Work?', en)).toEqual(new Set(['larger', 'work']));
    expect(definitionAsked('What counts as source code?', en)).toEqual(new Set(['sourc', 'code']));
    expect(definitionAsked('what does lookbehind mean?', en)).toEqual(new Set(['lookbehind']));
    expect(definitionAsked('Which licenses are Secondary Licenses?', en)).not.toBeNull();
    expect(definitionAsked('Tell me about AMReX', en)).toEqual(new Set(['amrex']));
    expect(definitionAsked('How long should a function be?', en)).toBeNull();
    expect(definitionAsked('Can I sell copies?', en)).toBeNull();
  });
});

describe('rerankPassages and the offline quote', () => {
  it('answers "what is X" with the definition, not a sentence that uses X', () => {
    const answer = ask('What is a Larger Work?');
    expect(answer).toContain('"Larger Work" means a work that combines Covered Software');
  });

  it('answers "which licenses are secondary licenses" with their definition', () => {
    expect(ask('Which licenses are Secondary Licenses?')).toContain('GNU General Public License, Version 2.0');
  });

  it('still quotes the sentence that answers a question that is not about a definition', () => {
    expect(ask('When do my rights end?')).toContain('will terminate automatically');
  });

  it('answers "what counts as X" with the definition of a term X is most of', () => {
    expect(ask('What counts as source code?')).toContain('the form of the work preferred for making modifications');
  });

  it('answers "what counts as X" when X is what the whole text speaks of ("Work" of a licence)', () => {
    const licence = [
      '1. Definitions.',
      '"Work" shall mean the work of authorship made available under the License.',
      '"Derivative Works" shall mean any work that is based on (or derived from) the Work and whose modifications represent an original work of authorship.',
      '2. Grant. Each Contributor grants You a license to reproduce the Work and prepare Derivative Works of the Work.',
      '3. Redistribution. You may distribute copies of the Work or Derivative Works thereof in any medium.',
      '4. Notices. You must give recipients of the Work or Derivative Works a copy of this License.',
    ].join('\n\n');
    expect(answerFrom(licence, 'what counts as a derivative work', 200)).toContain(
      '"Derivative Works" shall mean any work that is based on',
    );
  });

  it('does not answer "how long…" about a defined term with its definition', () => {
    const text = [
      'A function is a reusable section of software that can be treated as a black box.',
      'Decompose programs into functions that are no more than one page (about 60 lines) long.',
    ].join(' ');
    const answer = answerFrom(text, 'How long should a function be?', 400);
    expect(answer).toContain('about 60 lines');
    expect(answer).not.toContain('black box');
  });

  it('lifts a passage holding the asked words side by side above one that scatters them', () => {
    const passages = [
      { index: 0, text: 'The source was read in code review, and the form was signed.', score: 1.2 },
      { index: 1, text: 'Source code form is the preferred form for making modifications.', score: 1 },
    ];
    const ranked = rerankPassages('source code form', passages, en, 2);
    expect(ranked.map((p) => p.index)).toEqual([1, 0]);
  });
});

describe('sentences at line breaks', () => {
  it('ends a sentence at a heading line and at each list item', () => {
    const text = 'Education\nUniversity of Porto, computer science, 2016\nSkills\n- TypeScript and Go\n- Rust';
    expect(splitSentences(text)).toEqual([
      'Education',
      'University of Porto, computer science, 2016',
      'Skills',
      '- TypeScript and Go',
      '- Rust',
    ]);
  });

  it('keeps a sentence wrapped over lines whole', () => {
    const text =
      'The rights granted under this License will terminate\nautomatically if You fail to comply with any of its terms.';
    expect(splitSentences(text)).toHaveLength(1);
  });
});

describe('resume sections', () => {
  const RESUME = [
    'Jordan Lee\nProduct designer in Rotterdam.',
    'Experience\nLead Product Designer, Havenbank (2021 – present). Led the redesign of the savings app.',
    'Education\nMSc Design for Interaction, Delft University of Technology (2015).',
    'Skills\nInteraction design, prototyping in Figma, basic TypeScript and React.',
    'Interests\nSailing a wooden sloop on the IJsselmeer, and analogue photography.',
  ].join('\n\n');

  const answer = (question: string) => answerFrom(RESUME, question, 120);

  it('answers under the heading visitors call by another name', () => {
    expect(answer('hobbies?')).toContain('Sailing a wooden sloop');
    expect(answer('Can Jordan code?')).toContain('basic TypeScript and React');
    expect(answer('what degree does Jordan have')).toContain('MSc Design for Interaction');
    // "now" asks for the job that runs to the present (it is not a stop word)
    expect(answer('Where does Jordan work now?')).toContain('Havenbank (2021 – present)');
  });

  it("stands for the question word in English, and for hobbies in the bot's own language", () => {
    expect(sectionAliases('hobbies?', en).get('interest')).toBe('hobbi');
    // a German bot: not by the English résumé's words, but by what a German bio says
    const de = analyzerFor('de');
    const degree = sectionAliases('Welchen Abschluss hat er?', de);
    expect(degree.has(tokenize('education', de)[0] ?? '')).toBe(false);
    expect(degree.has(tokenize('studiert', de)[0] ?? '')).toBe(true);
    expect(sectionAliases('Hobbys?', de).has(tokenize('Freizeit', de)[0] ?? '')).toBe(true);
  });
});
