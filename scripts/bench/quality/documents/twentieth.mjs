// A twentieth question set of `npm run bench:quality` (see README.md): four new documents, one per kind, and 12
// questions on each (9 answerable, 3 not). It is a blind set, written on 2026-11-27 by a helper who read only these
// documents and never ran the answerer. Each `a` is the words a correct answer must quote, verbatim in the document
// once whitespace runs are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and
// sizes: README.md. Reported as "blind 20", totals only, never tuned on.
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const TWENTIETH_DOCUMENTS = [
  { name: 'resume-rhiannon-pryce', kind: 'resume', title: 'Rhiannon Pryce — CV', text: read('resume-rhiannon-pryce') },
  {
    name: 'paper-epipack',
    kind: 'paper',
    title: 'epipack: An infectious disease modeling package for Python',
    text: read('paper-epipack'),
  },
  {
    name: 'legal-psf-2.0',
    kind: 'legal',
    title: 'Python Software Foundation License Version 2',
    text: read('legal-psf-2.0'),
  },
  {
    name: 'transcript-camp-hale',
    kind: 'transcript',
    title: 'Remarks by President Biden on Protecting and Conserving America’s Iconic Outdoor Spaces (2022)',
    text: read('transcript-camp-hale'),
  },
];

export const TWENTIETH = [
  { doc: 'resume-rhiannon-pryce', q: 'how long has she been a midwife', a: 'just over ten years in the NHS' },
  { doc: 'resume-rhiannon-pryce', q: 'how many people does she manage', a: 'a continuity-of-carer team of 8 midwives' },
  {
    doc: 'resume-rhiannon-pryce',
    q: 'any numbers on women knowing their midwife before labour',
    a: 'from 41% to 79% in two years',
  },
  {
    doc: 'resume-rhiannon-pryce',
    q: 'has she done anything for postnatal depression',
    a: 'a weekly perinatal mental health drop-in',
  },
  {
    doc: 'resume-rhiannon-pryce',
    q: 'does she teach emergency drills to staff',
    a: 'trained about 150 midwives, doctors and maternity support workers',
  },
  {
    doc: 'resume-rhiannon-pryce',
    q: 'can she do the newborn baby checks',
    a: 'Newborn and Infant Physical Examination (NIPE) — qualified 2017',
  },
  { doc: 'resume-rhiannon-pryce', q: 'what langauges does she speak', a: 'Welsh — first language' },
  { doc: 'resume-rhiannon-pryce', q: 'how quickly could she start', a: 'Notice period: 8 weeks' },
  {
    doc: 'resume-rhiannon-pryce',
    q: 'what salary band is she after',
    a: 'Band 8a, or Band 7 at the top of the scale',
  },
  { doc: 'resume-rhiannon-pryce', q: 'how old is she', a: null },
  { doc: 'resume-rhiannon-pryce', q: 'can she do ultrasound scans', a: null },
  { doc: 'resume-rhiannon-pryce', q: 'has she ever worked abroad', a: null },

  { doc: 'paper-epipack', q: 'what is epipack', a: 'An infectious disease modeling package for Python' },
  {
    doc: 'paper-epipack',
    q: 'how do you describe a model in it',
    a: 'defining epidemiological models via reaction processes or reaction events',
  },
  { doc: 'paper-epipack', q: 'how many kinds of model classes are there', a: 'provides four base classes' },
  { doc: 'paper-epipack', q: 'what method does it use for random simulations', a: "using Gillespie's algorithm" },
  {
    doc: 'paper-epipack',
    q: 'does it work on networks that change over time',
    a: 'any (un)directed, (un)weighted static/temporal network',
  },
  {
    doc: 'paper-epipack',
    q: 'can i model contact tracing with it',
    a: 'public health interventions such as contact tracing can be simulated',
  },
  {
    doc: 'paper-epipack',
    q: 'why is the matrix version quicker',
    a: "scipy's implementation of sparse matrices",
  },
  { doc: 'paper-epipack', q: 'can i animate the simulations', a: 'a simple OpenGL-based visualization framework' },
  { doc: 'paper-epipack', q: 'who funded the author', a: 'by the Joachim Herz Stiftung' },
  { doc: 'paper-epipack', q: 'what license is epipack under', a: null },
  { doc: 'paper-epipack', q: 'which python versions does it support', a: null },
  { doc: 'paper-epipack', q: 'how much faster is it than EoN on big networks', a: null },

  { doc: 'legal-psf-2.0', q: 'do i have to pay anything to use python', a: 'nonexclusive, royalty-free, world-wide' },
  {
    doc: 'legal-psf-2.0',
    q: 'can i make my own modified version of python',
    a: 'prepare derivative works, distribute, and otherwise use Python',
  },
  {
    doc: 'legal-psf-2.0',
    q: 'which copyright notice do i have to keep',
    a: 'Python Software Foundation; All Rights Reserved',
  },
  {
    doc: 'legal-psf-2.0',
    q: 'if i ship a patched python do i need to say what i changed',
    a: 'a brief summary of the changes made to Python',
  },
  { doc: 'legal-psf-2.0', q: 'is there any warrenty', a: 'available to Licensee on an "AS IS" basis' },
  {
    doc: 'legal-psf-2.0',
    q: 'can i sue the psf if python breaks my app',
    a: 'PSF SHALL NOT BE LIABLE TO LICENSEE',
  },
  {
    doc: 'legal-psf-2.0',
    q: 'what happens if i break the rules',
    a: 'automatically terminate upon a material breach',
  },
  {
    doc: 'legal-psf-2.0',
    q: 'can i put the python logo on my product to promote it',
    a: 'does not grant permission to use PSF trademarks',
  },
  {
    doc: 'legal-psf-2.0',
    q: 'when do i count as having accepted this',
    a: 'By copying, installing or otherwise using Python',
  },
  { doc: 'legal-psf-2.0', q: 'is this license gpl compatible', a: null },
  { doc: 'legal-psf-2.0', q: 'which law governs this agreement', a: null },
  { doc: 'legal-psf-2.0', q: 'who do i contact at the psf about licensing questions', a: null },

  { doc: 'transcript-camp-hale', q: 'where was the president speaking', a: 'Camp Hale Vail, Colorado' },
  {
    doc: 'transcript-camp-hale',
    q: 'whats the name of the new monument',
    a: 'Camp Hale-Continental Divide National Monument',
  },
  {
    doc: 'transcript-camp-hale',
    q: 'how big is the new national monument',
    a: 'more than 50,000 acres, including the Tenmile Range',
  },
  {
    doc: 'transcript-camp-hale',
    q: 'who was the first to use the antiquities act',
    a: 'President Theodore Roosevelt first used the Antiquities Act',
  },
  {
    doc: 'transcript-camp-hale',
    q: 'how high was the cliff the soldiers climbed in italy',
    a: 'scaled that 1,800-foot cliff at night',
  },
  { doc: 'transcript-camp-hale', q: 'when did the army camp shut down', a: 'even when it closed in 1965' },
  { doc: 'transcript-camp-hale', q: 'how old is francis lovett', a: 'A hundred years young' },
  {
    doc: 'transcript-camp-hale',
    q: 'what was announced about the thompson divide',
    a: 'conserve the Thompson Divide, another 225,000 acres',
  },
  {
    doc: 'transcript-camp-hale',
    q: 'which author did biden quote at the end',
    a: 'Edward Abbey, a writer who once worked as a ranger',
  },
  { doc: 'transcript-camp-hale', q: 'which tribes were at the signing', a: null },
  { doc: 'transcript-camp-hale', q: 'how many people visit camp hale each year', a: null },
  { doc: 'transcript-camp-hale', q: 'how much money will the new monument get', a: null },
];
