// A fifteenth question set of `npm run bench:quality` (see README.md): four new documents, one per kind, and 12
// questions on each (9 answerable, 3 not), written on 2026-11-27 by a helper who read only these documents and never
// ran the answerer. Each `a` is the words a correct answer must quote, verbatim in the document once whitespace runs
// are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and sizes: README.md.
// Measured once, at 30a580f (24/36 hit, 11/12 declined), and tuning data since: reported as "tuning 15".
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const FIFTEENTH_DOCUMENTS = [
  {
    name: 'resume-marisol-fairbanks',
    kind: 'resume',
    title: 'Marisol Fairbanks — CV',
    text: read('resume-marisol-fairbanks'),
  },
  {
    name: 'paper-aeroacoustics',
    kind: 'paper',
    title: 'AeroAcoustics.jl: A Julia package for aeroacoustics',
    text: read('paper-aeroacoustics'),
  },
  { name: 'legal-artistic-1.0', kind: 'legal', title: 'The Artistic License (1.0)', text: read('legal-artistic-1.0') },
  {
    name: 'transcript-transit-roundtable',
    kind: 'transcript',
    title: 'Remarks by Vice President Harris in a Roundtable Discussion on Public Transit (2021)',
    text: read('transcript-transit-roundtable'),
  },
];

export const FIFTEENTH = [
  { doc: 'resume-marisol-fairbanks', q: 'where is she based', a: 'Sumner, Christchurch, New Zealand' },
  { doc: 'resume-marisol-fairbanks', q: 'how big is the school she runs now', a: '1,240 students' },
  {
    doc: 'resume-marisol-fairbanks',
    q: 'how much money is she responsible for',
    a: 'annual operating budget of NZ$14.2 million',
  },
  {
    doc: 'resume-marisol-fairbanks',
    q: 'what did she do when covid closed schools',
    a: 'lent out 410 laptops and 95 internet modems',
  },
  {
    doc: 'resume-marisol-fairbanks',
    q: 'how does she deal with discipline problems',
    a: 'Introduced restorative practice school-wide in 2021',
  },
  { doc: 'resume-marisol-fairbanks', q: 'how long was she a deputy', a: 'April 2013 – December 2018' },
  {
    doc: 'resume-marisol-fairbanks',
    q: 'what languges does she speak besides english',
    a: 'fluent, from two years teaching in Chile',
  },
  {
    doc: 'resume-marisol-fairbanks',
    q: 'whats her masters degree',
    a: 'Master of Education (Educational Leadership), University of Canterbury',
  },
  { doc: 'resume-marisol-fairbanks', q: 'notice period?', a: "requires eight weeks' notice" },
  { doc: 'resume-marisol-fairbanks', q: 'what salary is she expecting', a: null },
  { doc: 'resume-marisol-fairbanks', q: 'what kind of driving licence does she have', a: null },
  { doc: 'resume-marisol-fairbanks', q: 'who can i call for a reference', a: null },

  { doc: 'paper-aeroacoustics', q: 'what even is aeroacoustics', a: 'situated between aerodynamics and acoustics' },
  { doc: 'paper-aeroacoustics', q: 'who made this package', a: 'Oliver Lylloff' },
  {
    doc: 'paper-aeroacoustics',
    q: 'any recent methods in there or only the classic ones',
    a: 'fista [@Lylloff2015] and mean mutual-coherence weights',
  },
  {
    doc: 'paper-aeroacoustics',
    q: 'how is it different from acoular',
    a: 'including the generation of simulated data',
  },
  { doc: 'paper-aeroacoustics', q: 'what came out of the 2017 comparision study', a: 'the results differed' },
  { doc: 'paper-aeroacoustics', q: 'who is actually using it', a: 'Poul la Cour Wind Tunnel' },
  {
    doc: 'paper-aeroacoustics',
    q: 'what info goes into the environment object',
    a: 'computational domain, microphone array geometry and measurement data',
  },
  {
    doc: 'paper-aeroacoustics',
    q: 'what are the green walls in the wind tunnel made of',
    a: 'made of Kevlar and transparent to sound',
  },
  {
    doc: 'paper-aeroacoustics',
    q: 'where does most of the sound come from on the airfoil',
    a: 'the trailing edge of the airfoil',
  },
  { doc: 'paper-aeroacoustics', q: 'what license is the code under', a: null },
  { doc: 'paper-aeroacoustics', q: 'how do i install it', a: null },
  { doc: 'paper-aeroacoustics', q: 'can it run on a gpu', a: null },

  { doc: 'legal-artistic-1.0', q: 'how much can i charge when i give out copies', a: 'a reasonable copying fee' },
  {
    doc: 'legal-artistic-1.0',
    q: 'what counts as a reasonable fee',
    a: 'whatever you can justify on the basis of media cost',
  },
  {
    doc: 'legal-artistic-1.0',
    q: 'if i modify it what do i have to do',
    a: 'insert a prominent notice in each changed file',
  },
  {
    doc: 'legal-artistic-1.0',
    q: 'can i keep my changes internal to my company',
    a: 'only within your corporation or organization',
  },
  {
    doc: 'legal-artistic-1.0',
    q: 'what are my options if i only ship compiled binaries',
    a: 'accompany the distribution with the machine-readable source',
  },
  {
    doc: 'legal-artistic-1.0',
    q: 'who owns the scripts i write and run with it',
    a: 'belong to whoever generated them',
  },
  {
    doc: 'legal-artistic-1.0',
    q: 'under what conditon can i bundle it in a commercial product',
    a: 'the use of this Package is embedded',
  },
  {
    doc: 'legal-artistic-1.0',
    q: "using the author's name to promote my fork",
    a: 'may not be used to endorse or promote',
  },
  { doc: 'legal-artistic-1.0', q: 'what warranty do i get', a: 'WITHOUT ANY EXPRESS OR IMPLIED WARRANTIES' },
  { doc: 'legal-artistic-1.0', q: 'which country law governs this license', a: null },
  { doc: 'legal-artistic-1.0', q: 'when does the license terminate', a: null },
  { doc: 'legal-artistic-1.0', q: 'is it compatible with the gpl', a: null },

  { doc: 'transcript-transit-roundtable', q: 'where did this take place', a: 'University of Cincinnati' },
  {
    doc: 'transcript-transit-roundtable',
    q: 'how much money for transit agencies in the jobs plan',
    a: '$110 billion',
  },
  {
    doc: 'transcript-transit-roundtable',
    q: 'anything about electric buses',
    a: '$25 billion to electrify transit buses',
  },
  {
    doc: 'transcript-transit-roundtable',
    q: 'what point did the professor make that she liked',
    a: 'sidewalks, streetlights as being part of the transit ecosystem',
  },
  {
    doc: 'transcript-transit-roundtable',
    q: 'what did she say about covid in india',
    a: 'a commitment to the people of India to support them',
  },
  {
    doc: 'transcript-transit-roundtable',
    q: 'what did senator brown add about the world',
    a: 'Paris Climate Accord, reentering the World Health Organization',
  },
  {
    doc: 'transcript-transit-roundtable',
    q: 'how does she answer voters who think infrastructure is just roads and bridges',
    a: 'Are you a Republican or a Democrat?',
  },
  {
    doc: 'transcript-transit-roundtable',
    q: 'why does she compare broadband to electricty',
    a: '1936 Rural Electrification Act',
  },
  { doc: 'transcript-transit-roundtable', q: 'which bridge came up', a: 'Brent Spence Bridge' },
  { doc: 'transcript-transit-roundtable', q: 'what did troy miller say in the discussion', a: null },
  { doc: 'transcript-transit-roundtable', q: 'how many people ride the buses in cincinnati', a: null },
  { doc: 'transcript-transit-roundtable', q: 'how much money is the us sending to india', a: null },
];
