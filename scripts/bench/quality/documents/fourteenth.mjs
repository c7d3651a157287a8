// A fourteenth question set of `npm run bench:quality` (see README.md): four new documents, one per kind, and 12
// questions on each (9 answerable, 3 not), written on 2026-11-27 by a helper who read only these documents and never
// ran the answerer. Each `a` is the words a correct answer must quote, verbatim in the document once whitespace runs
// are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and sizes: README.md.
// Measured once, at 58a18e9 (28/36 hit, 9/12 declined), and tuning data since: reported as "tuning 14".
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const FOURTEENTH_DOCUMENTS = [
  { name: 'resume-ottilie-marsh', kind: 'resume', title: 'Ottilie Marsh — CV', text: read('resume-ottilie-marsh') },
  {
    name: 'paper-slix',
    kind: 'paper',
    title:
      'SLIX: A Python package for fully automated evaluation of Scattered Light Imaging measurements on brain tissue',
    text: read('paper-slix'),
  },
  {
    name: 'legal-lgpl-3.0',
    kind: 'legal',
    title: 'GNU Lesser General Public License v3',
    text: read('legal-lgpl-3.0'),
  },
  {
    name: 'transcript-sc-state-convocation',
    kind: 'transcript',
    title: 'Remarks by Vice President Harris at South Carolina State University’s Fall Convocation (2022)',
    text: read('transcript-sc-state-convocation'),
  },
];

export const FOURTEENTH = [
  { doc: 'resume-ottilie-marsh', q: 'how many years of experiance does she have', a: "11 years' experience" },
  { doc: 'resume-ottilie-marsh', q: 'where is she based', a: 'Leith, Edinburgh' },
  {
    doc: 'resume-ottilie-marsh',
    q: 'how big is the team she runs now',
    a: 'a team of 3 conservators and 2 technicians',
  },
  { doc: 'resume-ottilie-marsh', q: 'how long did that big tapestry job take', a: 'over 26 months' },
  { doc: 'resume-ottilie-marsh', q: 'how many flags has she worked on', a: '31 regimental colours and banners' },
  {
    doc: 'resume-ottilie-marsh',
    q: 'what did she study at masters level',
    a: 'MPhil Textile Conservation, University of Glasgow',
  },
  { doc: 'resume-ottilie-marsh', q: 'which foreign languages and what level', a: 'German (fluent, C1)' },
  { doc: 'resume-ottilie-marsh', q: 'any volunteer work?', a: 'Heritage Salvage Scotland' },
  { doc: 'resume-ottilie-marsh', q: 'how soon could she start with us', a: 'Notice period: 3 months' },
  { doc: 'resume-ottilie-marsh', q: 'what salary is she after', a: null },
  { doc: 'resume-ottilie-marsh', q: 'why did she leave calder house', a: null },
  { doc: 'resume-ottilie-marsh', q: 'whats her linkedin', a: null },

  { doc: 'paper-slix', q: 'what does slix stand for', a: 'Scattered Light Imaging ToolboX' },
  { doc: 'paper-slix', q: 'who are the authors', a: 'Jan A. Reuter' },
  { doc: 'paper-slix', q: 'what angle steps are usually used in the measurments', a: 'between 1° and 22.5°' },
  { doc: 'paper-slix', q: 'how does it handle the zig zag noise in the profiles', a: 'the software offers smoothing' },
  { doc: 'paper-slix', q: 'when is a peak considered prominent', a: 'above 8% of the total signal amplitude' },
  {
    doc: 'paper-slix',
    q: 'how many fibre crossings can it resolve in one pixel',
    a: 'up to three crossing nerve fiber bundles',
  },
  {
    doc: 'paper-slix',
    q: 'what kinds of brains has it been tried on',
    a: 'human, monkey, and rodent brain tissue samples',
  },
  { doc: 'paper-slix', q: 'why was this tool needed, how was it done before', a: 'had to be evaluated manually' },
  { doc: 'paper-slix', q: 'who paid for the research', a: 'Helmholtz Association' },
  { doc: 'paper-slix', q: 'how long does it take to process a whole brain section', a: null },
  { doc: 'paper-slix', q: 'what license is the code released under', a: null },
  { doc: 'paper-slix', q: 'can it run on a gpu', a: null },

  {
    doc: 'legal-lgpl-3.0',
    q: 'what counts as an application here',
    a: 'makes use of an interface provided by the Library',
  },
  {
    doc: 'legal-lgpl-3.0',
    q: 'i changed the lib and it calls a function my app supplies, what do i have to do',
    a: 'make a good faith effort',
  },
  {
    doc: 'legal-lgpl-3.0',
    q: 'how much inline code from the headers can i use freely',
    a: 'ten or fewer lines in length',
  },
  {
    doc: 'legal-lgpl-3.0',
    q: 'what files do i need to ship along with my app',
    a: 'a copy of the GNU GPL and this license document',
  },
  {
    doc: 'legal-lgpl-3.0',
    q: 'can i stop users reverse engineering my program',
    a: 'reverse engineering for debugging such modifications',
  },
  {
    doc: 'legal-lgpl-3.0',
    q: 'my app prints copyright info on startup, anything needed for the library?',
    a: 'include the copyright notice for the Library',
  },
  {
    doc: 'legal-lgpl-3.0',
    q: 'do i have to give out my source if i link dynamicaly',
    a: 'Use a suitable shared library mechanism',
  },
  { doc: 'legal-lgpl-3.0', q: 'when was this version released', a: '29 June 2007' },
  {
    doc: 'legal-lgpl-3.0',
    q: 'the library doesnt say a version number, which one applies',
    a: 'you may choose any version',
  },
  { doc: 'legal-lgpl-3.0', q: 'is it compatible with apache 2.0', a: null },
  { doc: 'legal-lgpl-3.0', q: 'if i run it on a server as saas must i share the code with users', a: null },
  { doc: 'legal-lgpl-3.0', q: 'what happens if i break the terms, do i lose the license', a: null },

  { doc: 'transcript-sc-state-convocation', q: 'where was this', a: 'Orangeburg, South Carolina' },
  { doc: 'transcript-sc-state-convocation', q: 'how old was harris when she started college', a: 'when I was 17' },
  {
    doc: 'transcript-sc-state-convocation',
    q: 'how young was john lewis at the march on washington',
    a: 'John Lewis was only 23',
  },
  {
    doc: 'transcript-sc-state-convocation',
    q: 'what money went to community banks',
    a: '$12 billion in community banks',
  },
  { doc: 'transcript-sc-state-convocation', q: 'how much did pell grants go up', a: '$400 per student per year' },
  {
    doc: 'transcript-sc-state-convocation',
    q: 'who can get the student loan forgivness',
    a: 'received a federal loan before July 1st',
  },
  {
    doc: 'transcript-sc-state-convocation',
    q: 'what record did she say she broke',
    a: 'most tie-breaking votes in a single term',
  },
  { doc: 'transcript-sc-state-convocation', q: 'how many foreign leaders has she spoken with', a: '100 world leaders' },
  { doc: 'transcript-sc-state-convocation', q: 'where do students register to vote', a: 'website: Vote.gov' },
  { doc: 'transcript-sc-state-convocation', q: 'what song did the marching band play', a: null },
  { doc: 'transcript-sc-state-convocation', q: 'whats the first name of the university president', a: null },
  { doc: 'transcript-sc-state-convocation', q: 'how many students go to sc state', a: null },
];
