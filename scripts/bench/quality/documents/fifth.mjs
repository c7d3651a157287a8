// A fifth question set of `npm run bench:quality` (see README.md): four NEW documents, one per kind, and 15
// questions on each (12 answerable, 3 not), written on 2026-11-27 by a helper who read only the documents and never
// ran the answerer. Each `a` is the words a correct answer must quote, verbatim in the document once whitespace runs
// are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and sizes: README.md.
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const FIFTH_DOCUMENTS = [
  {
    name: 'resume-teodora-vukic',
    kind: 'resume',
    title: 'Teodora Vukić — CV',
    text: read('resume-teodora-vukic'),
  },
  {
    name: 'paper-sports2d',
    kind: 'paper',
    title: 'Sports2D: Compute 2D human pose and angles from a video or a webcam',
    text: read('paper-sports2d'),
  },
  {
    name: 'legal-lgpl-2.1',
    kind: 'legal',
    title: 'GNU Lesser General Public License, version 2.1',
    text: read('legal-lgpl-2.1'),
  },
  {
    name: 'transcript-dodgers',
    kind: 'transcript',
    title: 'Remarks by President Biden Honoring the 2020 World Series Champions, the Los Angeles Dodgers',
    text: read('transcript-dodgers'),
  },
];

export const FIFTH = [
  // resume-teodora-vukic
  { doc: 'resume-teodora-vukic', q: 'whats her current job', a: 'Head Chef — Casa Maré' },
  { doc: 'resume-teodora-vukic', q: 'how many years has she been cooking', a: 'twelve years in professional kitchens' },
  { doc: 'resume-teodora-vukic', q: 'does she speak french', a: 'French — fluent (C1)' },
  { doc: 'resume-teodora-vukic', q: 'how big is the team she runs', a: '14 cooks and 3 kitchen porters' },
  { doc: 'resume-teodora-vukic', q: 'has her restaurant won any awards', a: 'Michelin Bib Gourmand in 2023' },
  { doc: 'resume-teodora-vukic', q: 'where did she go to culinary school', a: 'Institut Lyonnais des Arts Culinaires' },
  { doc: 'resume-teodora-vukic', q: 'when was she working in denmark', a: 'June 2017 – February 2021' },
  { doc: 'resume-teodora-vukic', q: 'did she manage to lower ingredient costs?', a: 'from 34 % to 27 % of revenue' },
  { doc: 'resume-teodora-vukic', q: 'what does she do for fun', a: 'Foraging along the Alentejo coast' },
  { doc: 'resume-teodora-vukic', q: 'any food hygiene certification?', a: 'HACCP Level 3, Food Safety Supervision' },
  { doc: 'resume-teodora-vukic', q: 'has she ever taught classes', a: 'a yearly fermentation workshop since 2022' },
  {
    doc: 'resume-teodora-vukic',
    q: 'how much did she reduce waste in the kitchen',
    a: 'Cut kitchen food waste by 38 %',
  },
  { doc: 'resume-teodora-vukic', q: 'what salary is she looking for', a: null },
  { doc: 'resume-teodora-vukic', q: 'does she have a driving licence', a: null },
  { doc: 'resume-teodora-vukic', q: 'how old is she', a: null },

  // paper-sports2d
  { doc: 'paper-sports2d', q: 'what does sports2d do', a: 'Compute 2D human pose and angles from a video or a webcam' },
  { doc: 'paper-sports2d', q: 'who made this', a: 'David Pagnon' },
  {
    doc: 'paper-sports2d',
    q: 'what programming language is it',
    a: 'This Python package uses 2D markerless pose estimation',
  },
  { doc: 'paper-sports2d', q: 'how do i install it', a: 'pip install sports2d' },
  { doc: 'paper-sports2d', q: 'do i need a gpu to run it', a: 'otherwise it uses the CPU with OpenVino acceleration' },
  { doc: 'paper-sports2d', q: 'what kind of files does it export', a: '.trc for locations, .mot for angles' },
  { doc: 'paper-sports2d', q: 'why not just use kinovea', a: 'it relies on tracking manual labels' },
  {
    doc: 'paper-sports2d',
    q: 'any limitations i should know about',
    a: 'Results are acceptable only if the participants move in the 2D plane',
  },
  { doc: 'paper-sports2d', q: 'who is it meant for', a: 'useful for clinicians as a decision supports system' },
  { doc: 'paper-sports2d', q: 'which model does it use to find the body joints', a: 'Sets up the RTMLib pose tracker' },
  {
    doc: 'paper-sports2d',
    q: 'can i keep my videos private or does it upload them',
    a: 'can be run locally for data protection',
  },
  {
    doc: 'paper-sports2d',
    q: 'what knee angle do you get when the leg is straight',
    a: '0° when the shank is aligned with the thigh',
  },
  { doc: 'paper-sports2d', q: 'what license is sports2d released under', a: null },
  { doc: 'paper-sports2d', q: 'which python versions are supported', a: null },
  { doc: 'paper-sports2d', q: 'how much ram does it need', a: null },

  // legal-lgpl-2.1
  {
    doc: 'legal-lgpl-2.1',
    q: 'can i use a library under this in a closed source app',
    a: 'permit linking those libraries into non-free programs',
  },
  {
    doc: 'legal-lgpl-2.1',
    q: 'do i need to ship the license text with my program',
    a: 'You must supply a copy of this License',
  },
  {
    doc: 'legal-lgpl-2.1',
    q: 'am i allowed to charge money for it',
    a: 'You may charge a fee for the physical act of transferring a copy',
  },
  { doc: 'legal-lgpl-2.1', q: 'is there any warranty', a: 'THERE IS NO WARRANTY FOR THE LIBRARY' },
  {
    doc: 'legal-lgpl-2.1',
    q: 'if i change the code do i have to mark what i changed',
    a: 'prominent notices stating that you changed the files',
  },
  {
    doc: 'legal-lgpl-2.1',
    q: 'can i relicense my copy under the normal gpl',
    a: 'apply the terms of the ordinary GNU General Public License instead',
  },
  {
    doc: 'legal-lgpl-2.1',
    q: 'how long does a written offer for the source have to be valid',
    a: 'valid for at least three years',
  },
  {
    doc: 'legal-lgpl-2.1',
    q: 'what happens if i violate it',
    a: 'will automatically terminate your rights under this License',
  },
  { doc: 'legal-lgpl-2.1', q: 'what was this license called before', a: 'GNU Library Public License, version 2' },
  {
    doc: 'legal-lgpl-2.1',
    q: 'is it a problem if my code only uses small macros from its headers',
    a: 'small inline functions (ten lines or less in length)',
  },
  { doc: 'legal-lgpl-2.1', q: 'why is it called lesser', a: "does Less to protect the user's freedom" },
  {
    doc: 'legal-lgpl-2.1',
    q: 'is dynamic linking ok instead of giving out my source',
    a: 'Use a suitable shared library mechanism for linking with the Library',
  },
  { doc: 'legal-lgpl-2.1', q: 'is it compatible with apache 2.0 code', a: null },
  { doc: 'legal-lgpl-2.1', q: 'how is this different from the mit license', a: null },
  { doc: 'legal-lgpl-2.1', q: 'what changed in lgpl version 3', a: null },

  // transcript-dodgers
  {
    doc: 'transcript-dodgers',
    q: 'which player gave a speech',
    a: 'three-time Cy Young Award winner, Clayton Kershaw',
  },
  { doc: 'transcript-dodgers', q: 'what day was this', a: '2021-07-02' },
  { doc: 'transcript-dodgers', q: 'which room was it in', a: 'East Room' },
  {
    doc: 'transcript-dodgers',
    q: 'what team was being celebrated',
    a: 'the 2020 World Series Champions, the Los Angeles Dodgers',
  },
  {
    doc: 'transcript-dodgers',
    q: 'how many covid tests were done at the ballpark',
    a: 'more than 1 million COVID tests',
  },
  {
    doc: 'transcript-dodgers',
    q: 'how many vaccine shots were given at dodger stadium',
    a: 'nearly a half million vaccine doses',
  },
  { doc: 'transcript-dodgers', q: 'what gift did biden get', a: 'presented with a Dodgers jersey' },
  {
    doc: 'transcript-dodgers',
    q: 'what record did the team set',
    a: 'the highest winning percentage of any team since 1954',
  },
  {
    doc: 'transcript-dodgers',
    q: 'who did they beat in the playoffs',
    a: 'the Brewers, the Padres, the Braves, the Rays',
  },
  { doc: 'transcript-dodgers', q: 'how did the stadium help with voting', a: 'distanced, outdoor vote centers' },
  { doc: 'transcript-dodgers', q: 'who owns the team', a: 'our team owner, Mark Walter' },
  {
    doc: 'transcript-dodgers',
    q: 'how old was satchel paige when he reached the big leagues',
    a: 'until he was 45 years old',
  },
  { doc: 'transcript-dodgers', q: 'what was the final score in the world series', a: null },
  { doc: 'transcript-dodgers', q: 'who was the world series mvp', a: null },
  { doc: 'transcript-dodgers', q: 'what number was on the jersey they gave biden', a: null },
];
