// A fourth question set of `npm run bench:quality` (see README.md): four NEW documents, one per kind, and 15
// questions on each (12 answerable, 3 not), written on 2026-11-26 by a helper who read only the documents. Each `a`
// is the words a correct answer must quote, verbatim in the document once whitespace runs are collapsed; `a: null`
// marks a question the document cannot answer. Sources, licenses and sizes: README.md.
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const NEW_DOCUMENTS = [
  {
    name: 'resume-ines-halvorsen',
    kind: 'resume',
    title: 'Inês Halvorsen — CV',
    text: read('resume-ines-halvorsen'),
  },
  {
    name: 'paper-melodie',
    kind: 'paper',
    title: 'Melodie: Agent-based Modeling in Python',
    text: read('paper-melodie'),
  },
  {
    name: 'legal-cc-by-4.0',
    kind: 'legal',
    title: 'Creative Commons Attribution 4.0 International Public License',
    text: read('legal-cc-by-4.0'),
  },
  {
    name: 'transcript-medal-of-honor',
    kind: 'transcript',
    title: 'Remarks by President Biden at Presentation of the Medal of Honor to Army Colonel Ralph Puckett, Jr.',
    text: read('transcript-medal-of-honor'),
  },
];

export const FOURTH = [
  // resume-ines-halvorsen
  {
    doc: 'resume-ines-halvorsen',
    q: "what's her current job",
    a: 'Lead Structural Engineer — Ribeiro & Vance Engenharia',
  },
  {
    doc: 'resume-ines-halvorsen',
    q: 'how long has she been an engineer?',
    a: 'with 12 years of experience',
  },
  {
    doc: 'resume-ines-halvorsen',
    q: 'where did she go to uni',
    a: 'MSc in Civil Engineering (Structures), University of Porto',
  },
  { doc: 'resume-ines-halvorsen', q: 'does she speak dutch?', a: 'Dutch (professional working, B2)' },
  {
    doc: 'resume-ines-halvorsen',
    q: 'when could she start with us',
    a: 'Available from 1 March 2027 with a three-month notice period',
  },
  {
    doc: 'resume-ines-halvorsen',
    q: 'is she a licensed engineer?',
    a: 'Professional Engineer, Ordem dos Engenheiros (Portugal)',
  },
  { doc: 'resume-ines-halvorsen', q: "biggest budget she's handled?", a: 'EUR 48 million' },
  {
    doc: 'resume-ines-halvorsen',
    q: 'how big is the team she runs',
    a: 'Lead the bridges group (7 engineers, 2 technicians)',
  },
  { doc: 'resume-ines-halvorsen', q: 'can she program', a: 'Python (pandas, NumPy) for automating checks and reports' },
  {
    doc: 'resume-ines-halvorsen',
    q: 'any charity or volunteer work?',
    a: 'designed two pedestrian suspension bridges for villages in Guinea-Bissau',
  },
  {
    doc: 'resume-ines-halvorsen',
    q: 'did the drone inspections actually save time',
    a: 'cutting average inspection time from two days to five hours per structure',
  },
  {
    doc: 'resume-ines-halvorsen',
    q: 'what does she do for fun',
    a: 'Open-water swimming (crossed the Douro estuary twice), restoring old bicycles',
  },
  { doc: 'resume-ines-halvorsen', q: 'what salary is she looking for?', a: null },
  { doc: 'resume-ines-halvorsen', q: 'why did she leave Hydrotec', a: null },
  { doc: 'resume-ines-halvorsen', q: 'how old is she', a: null },

  // paper-melodie
  {
    doc: 'paper-melodie',
    q: 'what is melodie',
    a: 'a general framework for developing agent-based models (ABMs) in Python',
  },
  {
    doc: 'paper-melodie',
    q: 'what is an agent based model',
    a: 'characterize physical, biological, and social economic systems as dynamic interactions among agents',
  },
  { doc: 'paper-melodie', q: 'who paid for this work?', a: 'This work is not supported by any funding' },
  {
    doc: 'paper-melodie',
    q: 'which tools do they compare it with',
    a: 'the three packages - Mesa, AgentPy, and Melodie',
  },
  {
    doc: 'paper-melodie',
    q: 'can it tune model parameters by itself?',
    a: 'automatic calibration of scenario parameters',
  },
  { doc: 'paper-melodie', q: 'what algorithm is used for calibration', a: 'based on a Genetic Algorithm (GA)' },
  {
    doc: 'paper-melodie',
    q: 'whats the example model in the tutorial about',
    a: 'an agent-based covid contagion model',
  },
  {
    doc: 'paper-melodie',
    q: 'how is the framework organised, what are the main parts?',
    a: 'Model, Scenario, Modeling Manager, and Infrastructure',
  },
  { doc: 'paper-melodie', q: 'what does the trainer do', a: 'to update their behavioral parameters for higher payoff' },
  {
    doc: 'paper-melodie',
    q: 'can I look at the results in a web browser?',
    a: 'supports results visualization and interactive simulation in the browser',
  },
  { doc: 'paper-melodie', q: 'when was the paper written', a: '21 January 2023' },
  {
    doc: 'paper-melodie',
    q: 'why did they pick python',
    a: 'The object-oriented paradigm of Python seamlessly fits the',
  },
  { doc: 'paper-melodie', q: 'what license is melodie released under?', a: null },
  { doc: 'paper-melodie', q: 'how many people use it', a: null },
  { doc: 'paper-melodie', q: 'which python version do I need', a: null },

  // legal-cc-by-4.0
  {
    doc: 'legal-cc-by-4.0',
    q: 'am I allowed to share copies?',
    a: 'reproduce and Share the Licensed Material, in whole or in part',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'can I remix it or make my own version',
    a: 'produce, reproduce, and Share Adapted Material',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'do i have to credit the author',
    a: 'identification of the creator(s) of the Licensed Material',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'what happens if I break the licence',
    a: 'Your rights under this Public License terminate automatically',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'how long do I have to fix a violation',
    a: 'cured within 30 days of Your discovery of the violation',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'does it let me use their trademark?',
    a: 'Patent and trademark rights are not licensed under this Public License',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'is there any warranty',
    a: 'THE LICENSOR OFFERS THE LICENSED MATERIAL AS-IS AND AS-AVAILABLE',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'how long does the license last?',
    a: 'applies for the term of the Copyright and Similar Rights licensed here',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'is creative commons giving me legal advice',
    a: 'does not provide legal services or legal advice',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'do I need to pay royalties?',
    a: 'the Licensor waives any right to collect royalties from You',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'what counts as adapted material',
    a: 'derived from or based upon the Licensed Material',
  },
  { doc: 'legal-cc-by-4.0', q: 'can I put DRM on it', a: 'apply any Effective Technological Measures to' },
  { doc: 'legal-cc-by-4.0', q: "which country's law governs this license?", a: null },
  { doc: 'legal-cc-by-4.0', q: 'when was version 4.0 published', a: null },
  { doc: 'legal-cc-by-4.0', q: 'is it compatible with the GPL', a: null },

  // transcript-medal-of-honor
  {
    doc: 'transcript-medal-of-honor',
    q: 'who got the medal',
    a: 'the Medal of Honor to First Lieutenant Ralph Puckett',
  },
  { doc: 'transcript-medal-of-honor', q: 'how late was the award?', a: 'more than 70 years overdue' },
  {
    doc: 'transcript-medal-of-honor',
    q: 'what part of korea was it in',
    a: 'a frozen hilltop deep in what is now North Korea',
  },
  {
    doc: 'transcript-medal-of-honor',
    q: 'how many chinese soldiers were around',
    a: 'there were 25,000 Chinese troops in the area',
  },
  {
    doc: 'transcript-medal-of-honor',
    q: 'how many men went up the hill',
    a: '51 of Puckett’s Rangers and 9 Korean enlisted soldiers',
  },
  {
    doc: 'transcript-medal-of-honor',
    q: 'where was he first wounded',
    a: 'He took a grenade fragment in his left thigh',
  },
  { doc: 'transcript-medal-of-honor', q: 'how long has he been married?', a: 'been married for 68 years' },
  {
    doc: 'transcript-medal-of-honor',
    q: 'what medals did he win in vietnam',
    a: 'a second Distinguished Service Cross, two Silver Stars, and two Bronze Stars',
  },
  {
    doc: 'transcript-medal-of-honor',
    q: 'how many purple hearts does he have',
    a: 'five Purple Hearts for injuries suffered in combat',
  },
  {
    doc: 'transcript-medal-of-honor',
    q: 'what did he think about women becoming rangers',
    a: 'he thought women could meet the standards',
  },
  { doc: 'transcript-medal-of-honor', q: 'how did he react when he heard about the ceremony', a: 'Why all the fuss' },
  {
    doc: 'transcript-medal-of-honor',
    q: 'how close to china was the hill',
    a: 'just 60 miles from the border with China',
  },
  { doc: 'transcript-medal-of-honor', q: 'how old is colonel puckett now?', a: null },
  { doc: 'transcript-medal-of-honor', q: 'which unit did he command in vietnam', a: null },
  { doc: 'transcript-medal-of-honor', q: 'where was he born', a: null },
];
