// A seventeenth question set of `npm run bench:quality` (see README.md): four new documents, one per kind, and 12
// questions on each (9 answerable, 3 not), written on 2026-11-27 by a helper who read only these documents and never
// ran the answerer. Each `a` is the words a correct answer must quote, verbatim in the document once whitespace runs
// are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and sizes: README.md.
// Measured at b8713dd (before this session's changes: 19/36 hit, 5/12 declined) and at 2e91eb8 (19/36 hit, 6/12
// declined), then tuning data: reported as "tuning 17".
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const SEVENTEENTH_DOCUMENTS = [
  { name: 'resume-gideon-harlow', kind: 'resume', title: 'Gideon Harlow — CV', text: read('resume-gideon-harlow') },
  {
    name: 'paper-iharm3d',
    kind: 'paper',
    title: 'iharm3D: Vectorized General Relativistic Magnetohydrodynamics',
    text: read('paper-iharm3d'),
  },
  { name: 'legal-gpl-1.0', kind: 'legal', title: 'GNU General Public License, version 1', text: read('legal-gpl-1.0') },
  {
    name: 'transcript-electric-school-buses',
    kind: 'transcript',
    title:
      'Remarks by Vice President Harris on the Bipartisan Infrastructure Law Investments in Electric School Buses (2022)',
    text: read('transcript-electric-school-buses'),
  },
];

export const SEVENTEENTH = [
  { doc: 'resume-gideon-harlow', q: 'how many years experience does he have', a: '14 years in the trees' },
  {
    doc: 'resume-gideon-harlow',
    q: 'how many trees did he survey on the big housing job',
    a: 'Surveyed and tagged 3,200 trees',
  },
  {
    doc: 'resume-gideon-harlow',
    q: 'did he manage to save any old trees on a development',
    a: '11 veteran oaks were retained instead of felled',
  },
  {
    doc: 'resume-gideon-harlow',
    q: 'how did he make reports faster',
    a: 'cutting average report turnaround from 10 to 6 working days',
  },
  { doc: 'resume-gideon-harlow', q: 'whats his saftey record like', a: 'zero RIDDOR-reportable incidents' },
  { doc: 'resume-gideon-harlow', q: 'can he operate a cherry picker', a: 'IPAF 3a and 3b' },
  {
    doc: 'resume-gideon-harlow',
    q: 'has he dealt with diseased trees on a big scale',
    a: '1,100 diseased ash felled or reduced',
  },
  { doc: 'resume-gideon-harlow', q: 'where did he study', a: 'FdSc Arboriculture, Myerscough College' },
  { doc: 'resume-gideon-harlow', q: 'how soon could he join us', a: 'Notice period: one month' },
  { doc: 'resume-gideon-harlow', q: 'what day rate does he charge', a: null },
  { doc: 'resume-gideon-harlow', q: 'has he got a clean driving licence', a: null },
  { doc: 'resume-gideon-harlow', q: 'why did he leave greenvale', a: null },

  { doc: 'paper-iharm3d', q: 'what is iharm3d used for', a: 'simulating black hole accretion systems' },
  { doc: 'paper-iharm3d', q: 'what programming language is it', a: 'is an open-source C code' },
  { doc: 'paper-iharm3d', q: 'what does harm stand for', a: 'High Accuracy Relativistic Magnetohydrodynamics' },
  {
    doc: 'paper-iharm3d',
    q: 'how does it deal with magnetic monopoles',
    a: 'scheme for cell-centered constrained transport',
  },
  { doc: 'paper-iharm3d', q: 'how many ways can it heat electrons', a: 'implements five different heating models' },
  {
    doc: 'paper-iharm3d',
    q: 'what hardware was it originally written for',
    a: 'Intel Knights Landing (KNL) chips on the Stampede2 supercomputer',
  },
  {
    doc: 'paper-iharm3d',
    q: 'was this used for the event horizon telescope',
    a: 'one of several GRMHD codes used by the EHT Collaboration',
  },
  {
    doc: 'paper-iharm3d',
    q: 'what stops it crashing in near empty regions',
    a: 'fluid variables are bounded at the end of each step',
  },
  { doc: 'paper-iharm3d', q: 'does it support mesh refinment', a: 'a form of static mesh refinement' },
  { doc: 'paper-iharm3d', q: 'what license is iharm3d released under', a: null },
  { doc: 'paper-iharm3d', q: 'does it run on gpus', a: null },
  { doc: 'paper-iharm3d', q: 'how long does a typical torus run take', a: null },

  {
    doc: 'legal-gpl-1.0',
    q: 'am i allowed to charge money for copies',
    a: 'charge a fee for the physical act of transferring',
  },
  {
    doc: 'legal-gpl-1.0',
    q: 'if i change the code what do i have to do',
    a: 'carry prominent notices stating that you changed the files',
  },
  { doc: 'legal-gpl-1.0', q: 'how long do i have to keep offering the source', a: 'valid for at least three years' },
  {
    doc: 'legal-gpl-1.0',
    q: 'what counts as source code',
    a: 'the preferred form of the work for making modifications',
  },
  {
    doc: 'legal-gpl-1.0',
    q: 'what hapens if i break the license',
    a: 'automatically terminate your rights to use the Program',
  },
  {
    doc: 'legal-gpl-1.0',
    q: 'what if the program doesnt say which gpl version',
    a: 'you may choose any version ever published',
  },
  { doc: 'legal-gpl-1.0', q: 'is there any warranty', a: 'THERE IS NO WARRANTY FOR THE PROGRAM' },
  {
    doc: 'legal-gpl-1.0',
    q: 'i want to mix this code into a project with a different license',
    a: 'write to the author to ask for permission',
  },
  {
    doc: 'legal-gpl-1.0',
    q: 'if i put it on a cd with other programs do those become gpl too',
    a: 'Mere aggregation of another independent work',
  },
  { doc: 'legal-gpl-1.0', q: 'does gpl 1 give me a patent license', a: null },
  { doc: 'legal-gpl-1.0', q: 'is it compatible with the mit license', a: null },
  { doc: 'legal-gpl-1.0', q: 'which countrys courts handle disputes', a: null },

  { doc: 'transcript-electric-school-buses', q: 'where was she speaking', a: 'Meridian High School' },
  {
    doc: 'transcript-electric-school-buses',
    q: 'how much money was announced',
    a: '$500 million in clean bus funding',
  },
  {
    doc: 'transcript-electric-school-buses',
    q: 'how much goes to clean buses overall in the next few years',
    a: 'the $5 billion we will invest in clean school buses',
  },
  {
    doc: 'transcript-electric-school-buses',
    q: 'how many kids ride the bus evry day',
    a: 'more than 25 million children ride to and from school',
  },
  {
    doc: 'transcript-electric-school-buses',
    q: 'how many school buses use diesel',
    a: '95 percent of our nearly 500,000 school buses',
  },
  {
    doc: 'transcript-electric-school-buses',
    q: 'how much exhaust does a kid breathe over their school years',
    a: 'the equivalent of 90 full days of exposure',
  },
  {
    doc: 'transcript-electric-school-buses',
    q: 'what bill did harris write as a senator',
    a: 'the Clean School Bus Act',
  },
  {
    doc: 'transcript-electric-school-buses',
    q: 'which bus factory did she visit',
    a: 'Thomas Built Buses factory in North Carolina',
  },
  { doc: 'transcript-electric-school-buses', q: 'why is a quiet bus safer', a: 'it helps the drivers hear the road' },
  { doc: 'transcript-electric-school-buses', q: 'how much does one electric school bus cost', a: null },
  { doc: 'transcript-electric-school-buses', q: 'when is the deadline to apply for the money', a: null },
  { doc: 'transcript-electric-school-buses', q: 'how far can an electric bus go on one charge', a: null },
];
