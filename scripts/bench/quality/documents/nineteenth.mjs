// A nineteenth question set of `npm run bench:quality` (see README.md): four new documents, one per kind, and 12
// questions on each (9 answerable, 3 not). It is a blind set, written on 2026-11-27 by a helper who read only these
// documents and never ran the answerer. Each `a` is the words a correct answer must quote, verbatim in the document
// once whitespace runs are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and
// sizes: README.md. Reported as "blind 19", totals only; never tuned on.
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const NINETEENTH_DOCUMENTS = [
  { name: 'resume-maeve-tremayne', kind: 'resume', title: 'Maeve Tremayne — CV', text: read('resume-maeve-tremayne') },
  {
    name: 'paper-libfmp',
    kind: 'paper',
    title: 'libfmp: A Python Package for Fundamentals of Music Processing',
    text: read('paper-libfmp'),
  },
  {
    name: 'legal-ofl-1.1',
    kind: 'legal',
    title: 'SIL Open Font License 1.1 (Liberation fonts)',
    text: read('legal-ofl-1.1'),
  },
  {
    name: 'transcript-national-monuments',
    kind: 'transcript',
    title: 'Remarks by President Biden on Restoring Protections for National Monuments (2021)',
    text: read('transcript-national-monuments'),
  },
];

export const NINETEENTH = [
  { doc: 'resume-maeve-tremayne', q: 'where is she based', a: 'Leeds, West Yorkshire' },
  { doc: 'resume-maeve-tremayne', q: 'how long has she been tuning pianos', a: 'Fourteen years at the bench' },
  {
    doc: 'resume-maeve-tremayne',
    q: 'which grand pianos does she look after',
    a: 'two Steinway Model D, a Yamaha CFX and a 1928 Blüthner',
  },
  { doc: 'resume-maeve-tremayne', q: 'has she saved an employer money', a: 'from £18,400 to £6,100 a year' },
  { doc: 'resume-maeve-tremayne', q: 'how many concerts does she prep for', a: 'about 210 concerts a season' },
  {
    doc: 'resume-maeve-tremayne',
    q: 'is she cleared to work in schools',
    a: 'Enhanced DBS certificate (for work in schools)',
  },
  {
    doc: 'resume-maeve-tremayne',
    q: 'where did she train as a tuner',
    a: 'Diploma in Piano Tuning, Repair and Technology (Distinction), Newark College',
  },
  { doc: 'resume-maeve-tremayne', q: 'does she have a drivers licence', a: 'Full clean UK driving licence' },
  { doc: 'resume-maeve-tremayne', q: 'how soon coud she start', a: 'Notice period: 8 weeks' },
  { doc: 'resume-maeve-tremayne', q: 'what salary is she expecting', a: null },
  { doc: 'resume-maeve-tremayne', q: 'has she ever worked on harpsichords', a: null },
  { doc: 'resume-maeve-tremayne', q: 'can she give references', a: null },

  { doc: 'paper-libfmp', q: 'what is libfmp', a: 'A Python Package for Fundamentals of Music Processing' },
  {
    doc: 'paper-libfmp',
    q: 'what kinds of music tasks does it cover',
    a: 'beat tracking, onset detection, chord recognition',
  },
  {
    doc: 'paper-libfmp',
    q: 'how is it different from librosa',
    a: 'a major emphasis of libfmp is on the educational side',
  },
  { doc: 'paper-libfmp', q: 'which book is it based on', a: 'the textbook on Fundamentals of Music Processing (FMP)' },
  { doc: 'paper-libfmp', q: 'was any matlab code ported', a: 'the core functionality of the MATLAB Tempogram Toolbox' },
  { doc: 'paper-libfmp', q: 'how is the code organized', a: "corresponding to the textbook's chapters" },
  { doc: 'paper-libfmp', q: 'can it estimate tunning', a: 'a novel baseline algorithm for tuning estimation' },
  { doc: 'paper-libfmp', q: 'how do i install it', a: 'can be installed with the standard Python package manager pip' },
  { doc: 'paper-libfmp', q: 'who paid for the research', a: 'German Research Foundation (DFG)' },
  { doc: 'paper-libfmp', q: 'what license is libfmp released under', a: null },
  { doc: 'paper-libfmp', q: 'does it run on a gpu', a: null },
  { doc: 'paper-libfmp', q: 'which python versions does it support', a: null },

  { doc: 'legal-ofl-1.1', q: 'can i sell the font on its own', a: 'as long as they are not sold by themselves' },
  {
    doc: 'legal-ofl-1.1',
    q: 'can i ship the font inside an app i sell',
    a: 'bundled, redistributed and/or sold with any software',
  },
  { doc: 'legal-ofl-1.1', q: 'can i embed it in my website', a: 'use, study, copy, merge, embed, modify' },
  {
    doc: 'legal-ofl-1.1',
    q: 'if i tweak the font can i keep the name liberation',
    a: 'may use the Reserved Font Name(s) unless explicit written permission',
  },
  {
    doc: 'legal-ofl-1.1',
    q: 'do my pdfs have to be under the ofl too',
    a: 'does not apply to any document created using the Font Software',
  },
  {
    doc: 'legal-ofl-1.1',
    q: 'what do i need to include when i distribute it',
    a: 'each copy contains the above copyright notice and this license',
  },
  {
    doc: 'legal-ofl-1.1',
    q: 'can i use red hats name to market my version',
    a: 'shall not be used to promote, endorse or advertise',
  },
  { doc: 'legal-ofl-1.1', q: 'what happens if i dont follow the conditions', a: 'This license becomes null and void' },
  { doc: 'legal-ofl-1.1', q: 'any guarantee the font works', a: 'WITHOUT WARRANTY OF ANY KIND' },
  { doc: 'legal-ofl-1.1', q: 'which countrys law applies to this license', a: null },
  { doc: 'legal-ofl-1.1', q: 'is the ofl compatible with the gpl', a: null },
  { doc: 'legal-ofl-1.1', q: 'how many weights does liberation come in', a: null },

  {
    doc: 'transcript-national-monuments',
    q: 'how many monuments is he protecting',
    a: 'three of the most treasured national monuments',
  },
  {
    doc: 'transcript-national-monuments',
    q: 'what law gives him the power to do this',
    a: 'powers granted to the President under the Antiquities Act',
  },
  {
    doc: 'transcript-national-monuments',
    q: 'how much did the last administration shrink bears ears',
    a: 'reduced the size by 85 percent',
  },
  {
    doc: 'transcript-national-monuments',
    q: 'how much land was cut from grand staircase',
    a: 'stripping away more than 800,000 protected acres',
  },
  {
    doc: 'transcript-national-monuments',
    q: 'whats special about the ocean one off new england',
    a: 'underwater canyons as deep as parts of the Grand Canyon',
  },
  {
    doc: 'transcript-national-monuments',
    q: 'who first created the marine monument',
    a: 'President Obama established it',
  },
  { doc: 'transcript-national-monuments', q: 'what did the little girl hand him', a: 'this little set of bears ears' },
  {
    doc: 'transcript-national-monuments',
    q: 'how did the utah senators react',
    a: 'they were gracious and polite about it',
  },
  {
    doc: 'transcript-national-monuments',
    q: 'whats the emissions target for 2030',
    a: '50 to 52 percent reduction in greenhouse gas emissions by 2030',
  },
  { doc: 'transcript-national-monuments', q: 'what did the governor of utah say about it', a: null },
  { doc: 'transcript-national-monuments', q: 'how much will restoring the monuments cost', a: null },
  { doc: 'transcript-national-monuments', q: 'when do the new boundaries take efect', a: null },
];
