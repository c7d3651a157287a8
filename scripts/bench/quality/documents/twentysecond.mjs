// A twenty-second question set of `npm run bench:quality` (see README.md): four new documents, one per kind, and 12
// questions on each (9 answerable, 3 not). Written on 2026-11-28 by a helper who read only these documents and never
// ran the answerer. Each `a` is the words a correct answer must quote, verbatim in the document once whitespace runs
// are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and sizes: README.md. It was
// measured once, blind, at 862bab7 (17/36 hit, 8/12 declined), and is tuning data after that ("tuning 22").
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const TWENTYSECOND_DOCUMENTS = [
  {
    name: 'resume-fenella-strachan',
    kind: 'resume',
    title: 'Fenella Strachan — CV',
    text: read('resume-fenella-strachan'),
  },
  {
    name: 'paper-drwatson',
    kind: 'paper',
    title: 'DrWatson: the perfect sidekick for your scientific inquiries',
    text: read('paper-drwatson'),
  },
  { name: 'legal-odbl-1.0', kind: 'legal', title: 'Open Database License (ODbL) v1.0', text: read('legal-odbl-1.0') },
  {
    name: 'transcript-naturalization-ceremony',
    kind: 'transcript',
    title: 'Remarks by President Biden in a Naturalization Ceremony with Essential Workers and Service Members',
    text: read('transcript-naturalization-ceremony'),
  },
];

export const TWENTYSECOND = [
  { doc: 'resume-fenella-strachan', q: 'how long has she been surveying', a: '11 years at sea and ashore' },
  {
    doc: 'resume-fenella-strachan',
    q: 'where did she study hydrography',
    a: 'MSc Hydrography (IHO Category A), University of Plymouth',
  },
  { doc: 'resume-fenella-strachan', q: 'whats the biggest team shes been in charge of', a: 'leading crews up to 11' },
  {
    doc: 'resume-fenella-strachan',
    q: 'did the remote processing setup actually speed things up',
    a: 'from 21 days to 8',
  },
  { doc: 'resume-fenella-strachan', q: 'does she know caris', a: 'CARIS HIPS and SIPS' },
  {
    doc: 'resume-fenella-strachan',
    q: 'is her offshore survival training still in date',
    a: 'OPITO BOSIET with CA-EBS — valid to August 2026',
  },
  { doc: 'resume-fenella-strachan', q: 'does she speak norweigan', a: 'Norwegian — conversational' },
  {
    doc: 'resume-fenella-strachan',
    q: 'would she do month long trips offshore again',
    a: 'on rotations no longer than three weeks',
  },
  {
    doc: 'resume-fenella-strachan',
    q: 'any charity or volunteer work',
    a: 'Shore crew at the RNLI Falmouth lifeboat station since 2021',
  },
  { doc: 'resume-fenella-strachan', q: 'what day rate does she charge', a: null },
  { doc: 'resume-fenella-strachan', q: 'can she fly survey drones, does she have a uav licence', a: null },
  { doc: 'resume-fenella-strachan', q: 'has she ever worked in the arctic or antarctic', a: null },

  { doc: 'paper-drwatson', q: 'what is drwatson', a: 'scientific project assistance software' },
  { doc: 'paper-drwatson', q: "what's it written in", a: 'a package for the Julia language' },
  {
    doc: 'paper-drwatson',
    q: 'is a project made with it under version control',
    a: 'The project is also a git repository',
  },
  {
    doc: 'paper-drwatson',
    q: 'will it overwrite my old results when i save',
    a: 'ensures that saved data will never overwrite existing files, but make a new version instead',
  },
  {
    doc: 'paper-drwatson',
    q: 'does it keep track of which commit of my code made each result',
    a: 'automatically tagging the Git commit ID to your saved files',
  },
  {
    doc: 'paper-drwatson',
    q: 'can i pull all my simulation outputs into one table',
    a: 'traverse the data folder and collect all saved files',
  },
  { doc: 'paper-drwatson', q: 'is it a proper data management system', a: 'DrWatson is not a data management system' },
  {
    doc: 'paper-drwatson',
    q: 'what are they planning to hook it up to in future',
    a: 'integrate DrWatson with a Relational Data Management System, specifically CaosDB',
  },
  {
    doc: 'paper-drwatson',
    q: 'can i use it if my scripts are in pyhton or R',
    a: 'the relevant file-IO logic needs to happen in Julia',
  },
  { doc: 'paper-drwatson', q: 'does it run on windows', a: null },
  { doc: 'paper-drwatson', q: 'who funded the work', a: null },
  { doc: 'paper-drwatson', q: 'what license is drwatson released under', a: null },

  {
    doc: 'legal-odbl-1.0',
    q: 'can i use the data for a commercial product',
    a: 'These rights explicitly include commercial use',
  },
  {
    doc: 'legal-odbl-1.0',
    q: 'i made a map from the data and put it on my site, do i have to credit where it came from',
    a: 'You must include a notice associated with the Produced Work',
  },
  {
    doc: 'legal-odbl-1.0',
    q: 'if i publish an improved version of the db can i pick my own licence',
    a: 'Any Derivative Database that You Publicly Use must be only under the terms of',
  },
  {
    doc: 'legal-odbl-1.0',
    q: 'we only use our modified copy inside the company, does share alike apply',
    a: 'Use of a Derivative Database internally within an organisation is not to the public',
  },
  {
    doc: 'legal-odbl-1.0',
    q: 'am i allowed to put it behind a login',
    a: 'in an authenticated environment, behind a password',
  },
  {
    doc: 'legal-odbl-1.0',
    q: 'does it cover the photos stored in the database',
    a: 'this License would not apply to copyright over individual images',
  },
  {
    doc: 'legal-odbl-1.0',
    q: 'if i break the terms can i ever get my rights back',
    a: 'your full rights under this License will be reinstated',
  },
  {
    doc: 'legal-odbl-1.0',
    q: 'are patents included',
    a: 'This License does not cover any patents over the Contents or the Database',
  },
  {
    doc: 'legal-odbl-1.0',
    q: 'can i charge people for downloading the changed database',
    a: 'free of charge if distributed over the internet',
  },
  { doc: 'legal-odbl-1.0', q: 'who wrote the odbl', a: null },
  { doc: 'legal-odbl-1.0', q: 'is it compatible with cc by 4.0', a: null },
  { doc: 'legal-odbl-1.0', q: 'when did version 1.0 come out', a: null },

  { doc: 'transcript-naturalization-ceremony', q: 'how many ppl got sworn in', a: 'congratulate the 21 of you' },
  {
    doc: 'transcript-naturalization-ceremony',
    q: 'how many countries did they come from',
    a: '16 different nationalities',
  },
  {
    doc: 'transcript-naturalization-ceremony',
    q: 'how did he sum up america to xi jinping',
    a: 'in one word — one word: possibilities',
  },
  {
    doc: 'transcript-naturalization-ceremony',
    q: 'when did his ancestors leave ireland',
    a: 'got on a coffin ship in the Irish Sea, back in 1849',
  },
  {
    doc: 'transcript-naturalization-ceremony',
    q: 'how many troops did he make citizens in iraq',
    a: '167 men and women in uniform',
  },
  {
    doc: 'transcript-naturalization-ceremony',
    q: 'how many undocumented immigrants would his bill cover',
    a: 'a pathway to citizenship for 11 million undocumented people',
  },
  {
    doc: 'transcript-naturalization-ceremony',
    q: "what's sandra lindsay's job",
    a: 'Director of Nursing for Critical Care at a hospital on Long Island',
  },
  {
    doc: 'transcript-naturalization-ceremony',
    q: 'why is she famous',
    a: 'the first person in America to get fully vaccinated outside of clinical trials',
  },
  {
    doc: 'transcript-naturalization-ceremony',
    q: 'what award did sandra get',
    a: 'Outstanding Americans by Choice Recognition',
  },
  { doc: 'transcript-naturalization-ceremony', q: 'what are the actual words of the oath they took', a: null },
  { doc: 'transcript-naturalization-ceremony', q: 'how much does it cost to apply for citizenship', a: null },
  {
    doc: 'transcript-naturalization-ceremony',
    q: 'what are the names of the service members who were naturalized',
    a: null,
  },
];
