// An eighteenth question set of `npm run bench:quality` (see README.md): four new documents, one per kind, and 12
// questions on each (9 answerable, 3 not). It is a blind set: written on 2026-11-27 by a helper who read only these
// documents and never ran the answerer. Each `a` is the words a correct answer must quote, verbatim in the document
// once whitespace runs are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and
// sizes: README.md. Reported as "blind 18": totals only, never tuned on. Measured at b8713dd and at 2e91eb8: 20/36
// hit, 9/12 declined at both.
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const EIGHTEENTH_DOCUMENTS = [
  {
    name: 'resume-bettina-achterberg',
    kind: 'resume',
    title: 'Bettina Achterberg — CV',
    text: read('resume-bettina-achterberg'),
  },
  {
    name: 'paper-inchem-py',
    kind: 'paper',
    title: 'INCHEM-Py: An open source Python box model for indoor air chemistry',
    text: read('paper-inchem-py'),
  },
  {
    name: 'legal-lgpl-2.0',
    kind: 'legal',
    title: 'GNU Library General Public License, version 2 (June 1991)',
    text: read('legal-lgpl-2.0'),
  },
  {
    name: 'transcript-intel-chips-chandler',
    kind: 'transcript',
    title: 'Remarks by President Biden on Agreement with Intel for CHIPS and Science Act Award, Chandler, AZ (2024)',
    text: read('transcript-intel-chips-chandler'),
  },
];

export const EIGHTEENTH = [
  {
    doc: 'resume-bettina-achterberg',
    q: 'how much beer does her brewery put out a year',
    a: 'from 6,200 hL to 11,800 hL',
  },
  { doc: 'resume-bettina-achterberg', q: 'how many people report to her', a: 'a team of 5 brewers and 2 cellar hands' },
  {
    doc: 'resume-bettina-achterberg',
    q: 'has she done anything on sustainability',
    a: 'from 7.1 to 4.3 litres per litre of beer',
  },
  { doc: 'resume-bettina-achterberg', q: 'did she win any medals', a: 'Gold, SIBA Independent Beer Awards 2023' },
  {
    doc: 'resume-bettina-achterberg',
    q: 'where did she do her masters',
    a: 'MSc Brewing and Distilling, Heriot-Watt University',
  },
  { doc: 'resume-bettina-achterberg', q: 'does she speak dutch', a: 'Dutch (conversational, B1)' },
  { doc: 'resume-bettina-achterberg', q: 'whats her notic period', a: 'Notice period: 3 months' },
  {
    doc: 'resume-bettina-achterberg',
    q: 'would we need to sponsor a visa for her',
    a: 'settled status under the EU Settlement Scheme',
  },
  {
    doc: 'resume-bettina-achterberg',
    q: 'any experience with barrel aged beer',
    a: '24 ex-bourbon and red-wine barrels',
  },
  { doc: 'resume-bettina-achterberg', q: 'what salary is she expecting', a: null },
  { doc: 'resume-bettina-achterberg', q: 'does she have a full driving licence', a: null },
  { doc: 'resume-bettina-achterberg', q: 'can i get references from her old bosses', a: null },

  { doc: 'paper-inchem-py', q: 'how much time do people spend inside', a: 'over 90% of their time indoors' },
  {
    doc: 'paper-inchem-py',
    q: 'what older model is it a rewrite of',
    a: 're-factored from the indoor detailed chemical model',
  },
  { doc: 'paper-inchem-py', q: 'which terpenes can go into particles', a: 'limonene and alpha- and beta-pinene' },
  { doc: 'paper-inchem-py', q: 'what chemistry mechanism is it built on', a: 'Master Chemical Mechanism (MCM)' },
  { doc: 'paper-inchem-py', q: 'is it a 3d model of the room', a: 'does not solve for spatial dimensions' },
  {
    doc: 'paper-inchem-py',
    q: 'how does it handle stuff sticking to walls',
    a: 'Surface deposition is treated as an irreversible process',
  },
  {
    doc: 'paper-inchem-py',
    q: 'how does it know when its daytime',
    a: 'Daylight hours are derived from latitude and time of year',
  },
  {
    doc: 'paper-inchem-py',
    q: 'what version was out when this was published',
    a: 'current stable release of INCHEM-Py is v1.1',
  },
  {
    doc: 'paper-inchem-py',
    q: 'who paid for the developmnet',
    a: 'Alfred P. Sloan Foundation, grant number 2018-10083',
  },
  { doc: 'paper-inchem-py', q: 'how long does a simulation take to run', a: null },
  { doc: 'paper-inchem-py', q: 'what license is the code under', a: null },
  { doc: 'paper-inchem-py', q: 'does it come with a graphical interface', a: null },

  {
    doc: 'legal-lgpl-2.0',
    q: 'can i use this library in closed source software',
    a: 'permit developers of non-free programs to use free libraries',
  },
  {
    doc: 'legal-lgpl-2.0',
    q: 'am i allowed to sell copies',
    a: 'charge a fee for the physical act of transferring a copy',
  },
  {
    doc: 'legal-lgpl-2.0',
    q: 'why is it called version 2 if its the first one',
    a: 'it goes with version 2 of the ordinary GPL',
  },
  {
    doc: 'legal-lgpl-2.0',
    q: 'can i relicense my copy under the normal gpl',
    a: 'ordinary GNU General Public License instead of this License',
  },
  { doc: 'legal-lgpl-2.0', q: 'once switched to gpl can i switch back', a: 'it is irreversible for that copy' },
  { doc: 'legal-lgpl-2.0', q: 'how long do i have to keep a source offer open', a: 'valid for at least three years' },
  {
    doc: 'legal-lgpl-2.0',
    q: 'can i use macros from the header files freely',
    a: 'small inline functions (ten lines or less in length)',
  },
  {
    doc: 'legal-lgpl-2.0',
    q: 'can my license forbid users from reverse engineering',
    a: 'reverse engineering for debugging such modifications',
  },
  {
    doc: 'legal-lgpl-2.0',
    q: 'what happens if i break the terms',
    a: 'will automatically terminate your rights under this License',
  },
  { doc: 'legal-lgpl-2.0', q: 'is it compatible with the apache 2.0 license', a: null },
  { doc: 'legal-lgpl-2.0', q: 'what changed in lgpl 2.1', a: null },
  { doc: 'legal-lgpl-2.0', q: 'is this license osi approved', a: null },

  {
    doc: 'transcript-intel-chips-chandler',
    q: 'how much is the goverment giving intel',
    a: 'Intel for up to $8.5 billion',
  },
  {
    doc: 'transcript-intel-chips-chandler',
    q: 'how much is intel putting in itself',
    a: 'over $100 billion from Intel',
  },
  { doc: 'transcript-intel-chips-chandler', q: 'where did he give this speech', a: 'Intel Ocotillo Campus' },
  {
    doc: 'transcript-intel-chips-chandler',
    q: 'who introduced the president',
    a: 'a union sheet metal worker, a proud member of the Navajo Nation',
  },
  {
    doc: 'transcript-intel-chips-chandler',
    q: 'what will the factory jobs pay',
    a: 'salaries averaging over $100,000 a year',
  },
  {
    doc: 'transcript-intel-chips-chandler',
    q: 'is there money for training workers',
    a: '$50 million of CHIPS funding',
  },
  {
    doc: 'transcript-intel-chips-chandler',
    q: 'how many of the most advanced chips does the us make now',
    a: 'we make zero percent of them today',
  },
  {
    doc: 'transcript-intel-chips-chandler',
    q: 'what are intels climate commitments',
    a: 'net-zero greenhouse gasses — gas emissions by 2040',
  },
  {
    doc: 'transcript-intel-chips-chandler',
    q: 'why wasnt senator kelly there',
    a: 'couldn’t be here today because of votes in Washington',
  },
  { doc: 'transcript-intel-chips-chandler', q: 'when will the new arizona fabs start production', a: null },
  { doc: 'transcript-intel-chips-chandler', q: 'how many chips a year will the arizona plant make', a: null },
  { doc: 'transcript-intel-chips-chandler', q: 'how much of the deal is loans', a: null },
];
