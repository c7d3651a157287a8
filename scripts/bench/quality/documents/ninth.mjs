// A ninth question set of `npm run bench:quality` (see README.md): four NEW documents, one per kind, and 15
// questions on each (12 answerable, 3 not), written on 2026-11-27 by a helper who read only the documents and never
// ran the answerer. Measured once, at bc46853 (20/48 hit, 8/12 declined, recall@5 90 %), and kept blind like the
// sixth and seventh: reported apart as "blind 9", its questions never printed, never tuned on. Each `a` is the words a correct answer must quote, verbatim in the document
// once whitespace runs are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and
// sizes: README.md.
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const NINTH_DOCUMENTS = [
  {
    name: 'resume-kasia-nowakowska',
    kind: 'resume',
    title: 'Kasia Nowakowska — CV',
    text: read('resume-kasia-nowakowska'),
  },
  {
    name: 'paper-adaptiveresonance',
    kind: 'paper',
    title: 'AdaptiveResonance.jl: A Julia Implementation of Adaptive Resonance Theory (ART) Algorithms',
    text: read('paper-adaptiveresonance'),
  },
  {
    name: 'legal-mpl-1.1',
    kind: 'legal',
    title: 'Mozilla Public License, version 1.1',
    text: read('legal-mpl-1.1'),
  },
  {
    name: 'transcript-new-mexico-wildfires',
    kind: 'transcript',
    title: 'Remarks by President Biden in a Briefing on the New Mexico Wildfires (2022)',
    text: read('transcript-new-mexico-wildfires'),
  },
];

export const NINTH = [
  // resume-kasia-nowakowska
  { doc: 'resume-kasia-nowakowska', q: 'what kind of animals does she treat', a: 'Small Animal & Emergency Care' },
  {
    doc: 'resume-kasia-nowakowska',
    q: 'how long has she been a vet',
    a: '9 years in first-opinion and out-of-hours practice',
  },
  { doc: 'resume-kasia-nowakowska', q: 'how big is the team she runs', a: '4 vets and 6 registered veterinary nurses' },
  { doc: 'resume-kasia-nowakowska', q: 'did she make the waiting times shorter', a: 'from 22 minutes to 9 minutes' },
  { doc: 'resume-kasia-nowakowska', q: 'how many spays and castrations has she done', a: 'roughly 600 neuters' },
  { doc: 'resume-kasia-nowakowska', q: 'any experiance with cows or farm work?', a: '70% small animal, 30% farm' },
  {
    doc: 'resume-kasia-nowakowska',
    q: 'which vet school did she go to',
    a: 'Royal (Dick) School of Veterinary Studies',
  },
  { doc: 'resume-kasia-nowakowska', q: 'does she speak german', a: 'German (basic, A2)' },
  {
    doc: 'resume-kasia-nowakowska',
    q: 'does she do any charity work',
    a: 'Free monthly clinics for dogs of people experiencing homelessness',
  },
  {
    doc: 'resume-kasia-nowakowska',
    q: 'is her resuscitation training still valid',
    a: 'renewed every two years, last in 2024',
  },
  {
    doc: 'resume-kasia-nowakowska',
    q: 'did the clinic win anything for being good with cats',
    a: 'ISFM Cat Friendly Clinic Gold accreditation',
  },
  { doc: 'resume-kasia-nowakowska', q: 'does she have pets', a: 'Pierogi and Mr Fig' },
  { doc: 'resume-kasia-nowakowska', q: 'what salary is she looking for', a: null },
  { doc: 'resume-kasia-nowakowska', q: 'how much notice does she need to give', a: null },
  { doc: 'resume-kasia-nowakowska', q: 'has she got a driving licence', a: null },

  // paper-adaptiveresonance
  {
    doc: 'paper-adaptiveresonance',
    q: 'what language is the package in',
    a: 'written in the numerical computing language Julia',
  },
  {
    doc: 'paper-adaptiveresonance',
    q: 'why did they build this',
    a: 'a unified framework and repository of ART algorithms in Julia',
  },
  {
    doc: 'paper-adaptiveresonance',
    q: 'who is this meant for',
    a: 'researchers in machine learning and adaptive resonance theory',
  },
  {
    doc: 'paper-adaptiveresonance',
    q: 'whats wrong with the matlab versions',
    a: 'at the detriment to those without private MATLAB licenses',
  },
  { doc: 'paper-adaptiveresonance', q: 'how many layers in an art network', a: 'two layers/fields denoted F1 and F2' },
  {
    doc: 'paper-adaptiveresonance',
    q: 'what decides if a category gets updated',
    a: 'a threshold known as the vigilance parameter',
  },
  {
    doc: 'paper-adaptiveresonance',
    q: 'what happens when no category fits during training',
    a: 'triggers the creation of a new category',
  },
  {
    doc: 'paper-adaptiveresonance',
    q: 'what does it return if it cant classify a sample',
    a: 'reporting an unknown category signal',
  },
  { doc: 'paper-adaptiveresonance', q: 'why is there a ! after train', a: 'functions that modify their parameters' },
  {
    doc: 'paper-adaptiveresonance',
    q: 'can I feed it a whole matrix of samples at once',
    a: "by utilizing Julia's multiple dispatch system",
  },
  { doc: 'paper-adaptiveresonance', q: 'is there something like this for python', a: 'contains the NuART-Py library' },
  {
    doc: 'paper-adaptiveresonance',
    q: 'who paid for the work',
    a: 'Army Research Labs Night Vision Electronic Sensors Directorate',
  },
  { doc: 'paper-adaptiveresonance', q: 'what license is the package released under', a: null },
  { doc: 'paper-adaptiveresonance', q: 'how do i install it', a: null },
  { doc: 'paper-adaptiveresonance', q: 'what accuracy did they get on benchmark datasets', a: null },

  // legal-mpl-1.1
  { doc: 'legal-mpl-1.1', q: 'what counts as commercial use', a: 'making the Covered Code available to a third party' },
  { doc: 'legal-mpl-1.1', q: 'what percentage of shares means control', a: 'more than fifty percent (50%)' },
  {
    doc: 'legal-mpl-1.1',
    q: 'how long do i have to keep my changes downloadable',
    a: 'must remain available for at least twelve (12) months',
  },
  {
    doc: 'legal-mpl-1.1',
    q: 'where do i write down third party patent claims',
    a: 'distribution titled "LEGAL" which describes the claim',
  },
  { doc: 'legal-mpl-1.1', q: 'am i allowed to sell support contracts', a: 'to charge a fee for, warranty, support' },
  { doc: 'legal-mpl-1.1', q: 'can i ship the binaries under another licence', a: 'under a license of Your choice' },
  { doc: 'legal-mpl-1.1', q: 'who can put out new versions of this license', a: 'Netscape Communications Corporation' },
  {
    doc: 'legal-mpl-1.1',
    q: 'is there any guarantee the code works',
    a: 'WITHOUT WARRANTY OF ANY KIND, EITHER EXPRESSED OR IMPLIED',
  },
  {
    doc: 'legal-mpl-1.1',
    q: 'if i break the rules how long to fix it before i lose the license',
    a: 'within 30 days of becoming aware of the breach',
  },
  {
    doc: 'legal-mpl-1.1',
    q: 'what happens if i sue a contributor over patents',
    a: 'upon 60 days notice from Participant terminate prospectively',
  },
  {
    doc: 'legal-mpl-1.1',
    q: 'does the liabilty cap cover someone getting hurt',
    a: 'SHALL NOT APPLY TO LIABILITY FOR DEATH OR PERSONAL INJURY',
  },
  { doc: 'legal-mpl-1.1', q: 'which law applies to this agreement', a: 'governed by California law provisions' },
  { doc: 'legal-mpl-1.1', q: 'what year did this version come out', a: null },
  { doc: 'legal-mpl-1.1', q: 'how is it different from mpl 2.0', a: null },
  { doc: 'legal-mpl-1.1', q: 'who do i email at mozilla with licensing questions', a: null },

  // transcript-new-mexico-wildfires
  {
    doc: 'transcript-new-mexico-wildfires',
    q: 'how many firefighters are out there',
    a: 'Over 4,000 of you are putting your lives',
  },
  { doc: 'transcript-new-mexico-wildfires', q: 'how much land burned', a: 'nearly 700,000 acres' },
  { doc: 'transcript-new-mexico-wildfires', q: 'what caused the fire', a: 'starting with the prescribed burn' },
  { doc: 'transcript-new-mexico-wildfires', q: 'do controlled burns usually go ok', a: '99.8 percent go as planned' },
  {
    doc: 'transcript-new-mexico-wildfires',
    q: 'how long will the forest service investigation take',
    a: 'intensive 90-day review',
  },
  {
    doc: 'transcript-new-mexico-wildfires',
    q: 'who pays for clearing the debris',
    a: 'federal government is covering 100 percent of the cost',
  },
  { doc: 'transcript-new-mexico-wildfires', q: 'how many fema staff are in new mexico', a: 'Just under 400 here' },
  {
    doc: 'transcript-new-mexico-wildfires',
    q: 'where can people register for help in person',
    a: 'Recovery Centers in Mora and Las Vegas',
  },
  {
    doc: 'transcript-new-mexico-wildfires',
    q: 'what money is there for flooding after the fire',
    a: 'another $22 million to protect critical water infrastructure',
  },
  {
    doc: 'transcript-new-mexico-wildfires',
    q: 'what happened to the presidents own house',
    a: 'My house got struck by lightning',
  },
  {
    doc: 'transcript-new-mexico-wildfires',
    q: 'what did the firefighters save besides his wife',
    a: 'a ‘67 Corvette they got out',
  },
  {
    doc: 'transcript-new-mexico-wildfires',
    q: 'which bill would pay survivors back fully',
    a: 'the Hermit’s Peak Fire Assistance Act',
  },
  { doc: 'transcript-new-mexico-wildfires', q: 'how many homes were destroyed', a: null },
  { doc: 'transcript-new-mexico-wildfires', q: 'what percent contained is the fire', a: null },
  { doc: 'transcript-new-mexico-wildfires', q: 'did anyone die in the fires', a: null },
];
