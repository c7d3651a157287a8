// A sixteenth question set of `npm run bench:quality` (see README.md): four new documents, one per kind, and 12
// questions on each (9 answerable, 3 not), written on 2026-11-27 by a helper who read only these documents and never
// ran the answerer. Each `a` is the words a correct answer must quote, verbatim in the document once whitespace runs
// are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and sizes: README.md.
// Measured once, at 15ee4fa (19/36 hit, 8/12 declined), and tuning data since: reported as "tuning 16".
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const SIXTEENTH_DOCUMENTS = [
  { name: 'resume-nadia-brennan', kind: 'resume', title: 'Nadia Brennan — CV', text: read('resume-nadia-brennan') },
  {
    name: 'paper-pelelmex',
    kind: 'paper',
    title: 'PeleLMeX: an AMR Low Mach Number Reactive Flow Simulation Code without level sub-cycling',
    text: read('paper-pelelmex'),
  },
  { name: 'legal-cc0-1.0', kind: 'legal', title: 'Creative Commons CC0 1.0 Universal', text: read('legal-cc0-1.0') },
  {
    name: 'transcript-amtrak-50th',
    kind: 'transcript',
    title: 'Remarks by President Biden at an Event Marking Amtrak’s 50th Anniversary (2021)',
    text: read('transcript-amtrak-50th'),
  },
];

export const SIXTEENTH = [
  { doc: 'resume-nadia-brennan', q: 'where does she live', a: 'Stoney Creek (Hamilton), Ontario' },
  { doc: 'resume-nadia-brennan', q: 'how many years has she been welding', a: '13 years behind the hood' },
  { doc: 'resume-nadia-brennan', q: 'how big is the team she manages now', a: 'a crew of 6 welders and fitters' },
  { doc: 'resume-nadia-brennan', q: 'how did the overpass job go quality wise', a: '1.8% ultrasonic reject rate' },
  {
    doc: 'resume-nadia-brennan',
    q: 'how did the apprentices she trained do on their tests',
    a: '7 of them passed their CWB bend tests',
  },
  { doc: 'resume-nadia-brennan', q: 'any tig or stainless work?', a: 'TIG on sanitary stainless piping' },
  {
    doc: 'resume-nadia-brennan',
    q: 'where did she go to school for welding',
    a: 'Welding Techniques certificate, Mohawk College',
  },
  { doc: 'resume-nadia-brennan', q: 'when will she be a certified inspector', a: 'exam booked for March 2027' },
  { doc: 'resume-nadia-brennan', q: 'how soon could she start with us', a: 'Notice period: 4 weeks' },
  { doc: 'resume-nadia-brennan', q: 'what pay is she looking for', a: null },
  { doc: 'resume-nadia-brennan', q: 'does she hold a drivers licence', a: null },
  { doc: 'resume-nadia-brennan', q: 'any underwater welding experience', a: null },

  {
    doc: 'paper-pelelmex',
    q: 'what does this software simulate',
    a: 'simulates chemically reacting low Mach number flows',
  },
  { doc: 'paper-pelelmex', q: 'what older code is it based on', a: 'inherited from its predecessor PeleLM' },
  {
    doc: 'paper-pelelmex',
    q: 'how does it step forward in time',
    a: 'iterative Spectral Deferred Correction (SDC) time advancement scheme',
  },
  { doc: 'paper-pelelmex', q: 'which solver handles the stiff chemistry', a: 'the CVODE integrator' },
  { doc: 'paper-pelelmex', q: 'what happens if multigrid doesnt converge', a: 'can also be transferred to HYPRE' },
  { doc: 'paper-pelelmex', q: 'how are complicated geometries handled', a: 'an Embedded Boundary (EB) approach' },
  {
    doc: 'paper-pelelmex',
    q: 'which gpu programming models work with it',
    a: 'spread across GPU threads using CUDA/HIP/SYCL',
  },
  { doc: 'paper-pelelmex', q: 'who is the target audience', a: 'intended for students, researchers and engineers' },
  { doc: 'paper-pelelmex', q: 'who paid for this work', a: 'Exascale Computing Project (ECP)' },
  { doc: 'paper-pelelmex', q: 'what license is pelelmex released under', a: null },
  { doc: 'paper-pelelmex', q: 'how much faster is it than pelec on a benchmark', a: null },
  { doc: 'paper-pelelmex', q: 'how do i install it', a: null },

  {
    doc: 'legal-cc0-1.0',
    q: 'is creative commons giving me legal advice here',
    a: 'CREATIVE COMMONS CORPORATION IS NOT A LAW FIRM',
  },
  {
    doc: 'legal-cc0-1.0',
    q: 'what kind of things can be a work under cc0',
    a: 'an original work of authorship and/or a database',
  },
  { doc: 'legal-cc0-1.0', q: 'what about moral rights', a: 'moral rights retained by the original author(s)' },
  {
    doc: 'legal-cc0-1.0',
    q: 'which eu law on databases does it mention',
    a: 'Directive 96/9/EC of the European Parliament',
  },
  { doc: 'legal-cc0-1.0', q: 'what happens to my copyright when i use cc0', a: 'waives, abandons, and surrenders' },
  { doc: 'legal-cc0-1.0', q: 'can i take the dedication back later', a: 'shall not be subject to revocation' },
  {
    doc: 'legal-cc0-1.0',
    q: 'what if a court says the waiver is invalid',
    a: 'a royalty-free, non transferable, non sublicensable',
  },
  { doc: 'legal-cc0-1.0', q: 'are patents given away too', a: 'No trademark or patent rights held by Affirmer' },
  { doc: 'legal-cc0-1.0', q: 'what guarantees come with cc0 stuff', a: 'offers the Work as-is' },
  { doc: 'legal-cc0-1.0', q: 'how do i put cc0 on my github repo', a: null },
  { doc: 'legal-cc0-1.0', q: 'which countrys law governs this', a: null },
  { doc: 'legal-cc0-1.0', q: 'what year did cc0 come out', a: null },

  { doc: 'transcript-amtrak-50th', q: 'where did he give this speech', a: 'William H. Gray III 30th Street Station' },
  { doc: 'transcript-amtrak-50th', q: 'what trains were on display behind him', a: 'purchase the new Acela trains' },
  { doc: 'transcript-amtrak-50th', q: 'who was the conductor in the story', a: 'a guy named Angelo Negri' },
  {
    doc: 'transcript-amtrak-50th',
    q: 'whats the climate target he mentioned',
    a: 'cutting greenhouse gases and gas emissions in half by 2030',
  },
  {
    doc: 'transcript-amtrak-50th',
    q: 'what would a day without the northeast corridor cost',
    a: 'would cost the economy $100 million',
  },
  {
    doc: 'transcript-amtrak-50th',
    q: 'what happened with the furloughed staff',
    a: 'brought back 1,200 union workers',
  },
  {
    doc: 'transcript-amtrak-50th',
    q: 'how much is in the jobs plan for trains',
    a: '$10 billion a year on passenger rail and freight rail',
  },
  {
    doc: 'transcript-amtrak-50th',
    q: 'how many new places would get service',
    a: 'up to 160 previously unserved communities',
  },
  {
    doc: 'transcript-amtrak-50th',
    q: 'how far ahead is china on fast trains',
    a: 'China already has 23,000 miles of high-speed rail',
  },
  { doc: 'transcript-amtrak-50th', q: 'how much will a ticket on the new acela cost', a: null },
  { doc: 'transcript-amtrak-50th', q: 'how many passengers does amtrak carry in a year', a: null },
  { doc: 'transcript-amtrak-50th', q: 'when is the hudson tunnel going to be done', a: null },
];
