// A seventh question set of `npm run bench:quality` (see README.md): four NEW documents, one per kind, and 15
// questions on each (12 answerable, 3 not), written on 2026-11-27 by a helper who read only the documents and never
// ran the answerer. Measured once at 79f9a9b (21/48 hit, 7/12 declined), it is kept blind like the sixth: reported
// apart as "blind 7", its questions never printed, never tuned on. Each `a` is the words a correct answer must quote, verbatim in the document once whitespace runs
// are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and sizes: README.md.
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const SEVENTH_DOCUMENTS = [
  {
    name: 'resume-amara-lindqvist',
    kind: 'resume',
    title: 'Amara Lindqvist — CV',
    text: read('resume-amara-lindqvist'),
  },
  {
    name: 'paper-netrd',
    kind: 'paper',
    title: 'netrd: A library for network reconstruction and graph distances',
    text: read('paper-netrd'),
  },
  {
    name: 'legal-gfdl-1.3',
    kind: 'legal',
    title: 'GNU Free Documentation License, version 1.3',
    text: read('legal-gfdl-1.3'),
  },
  {
    name: 'transcript-county-mayo',
    kind: 'transcript',
    title: 'Remarks by President Biden to the People of County Mayo (2023)',
    text: read('transcript-county-mayo'),
  },
];

export const SEVENTH = [
  // resume-amara-lindqvist
  { doc: 'resume-amara-lindqvist', q: 'what plane does she fly', a: 'Captain, Airbus A320/A321neo' },
  { doc: 'resume-amara-lindqvist', q: 'how many hours has she got', a: '10,950 flight hours' },
  { doc: 'resume-amara-lindqvist', q: 'which airline is she with now', a: 'Nordvik Air, Gothenburg Landvetter base' },
  { doc: 'resume-amara-lindqvist', q: 'does she train other pilots?', a: '34 new first officers trained to release' },
  {
    doc: 'resume-amara-lindqvist',
    q: 'has she ever had an emergency in the air',
    a: 'a cargo-hold smoke warning in November 2021',
  },
  { doc: 'resume-amara-lindqvist', q: 'did she go to uni', a: 'Two years of a BSc in Physics' },
  {
    doc: 'resume-amara-lindqvist',
    q: 'where did she learn to fly',
    a: 'Scania School of Aviation, Ljungbyhed, Sweden',
  },
  { doc: 'resume-amara-lindqvist', q: 'is her medical still vaild', a: 'valid until August 2027' },
  { doc: 'resume-amara-lindqvist', q: 'can she speak norwegian', a: 'Norwegian — good' },
  { doc: 'resume-amara-lindqvist', q: 'how soon could she join us', a: 'Notice period: two months' },
  {
    doc: 'resume-amara-lindqvist',
    q: 'has she done anything to cut emissions',
    a: 'the base saved 1,900 tonnes of fuel in 2024',
  },
  {
    doc: 'resume-amara-lindqvist',
    q: 'what kind of role is she after',
    a: 'a training captain or base chief pilot position',
  },
  { doc: 'resume-amara-lindqvist', q: 'what salary does she expect', a: null },
  { doc: 'resume-amara-lindqvist', q: 'is she allowed to work in the us, does she have a visa', a: null },
  { doc: 'resume-amara-lindqvist', q: 'is she married, any kids', a: null },

  // paper-netrd
  {
    doc: 'paper-netrd',
    q: 'what does this package do',
    a: 'network reconstruction techniques and network comparison techniques',
  },
  { doc: 'paper-netrd', q: 'which programming language', a: '`netrd` Python package' },
  { doc: 'paper-netrd', q: 'how many reconstruction methods does it have', a: 'using 17 different techniques' },
  {
    doc: 'paper-netrd',
    q: 'how many ways are there to compare two graphs',
    a: 'over 20 different graph distance measures',
  },
  {
    doc: 'paper-netrd',
    q: 'what university are the authors at',
    a: 'Network Science Institute, Northeastern University',
  },
  { doc: 'paper-netrd', q: 'how did the project get started', a: 'the 2019 Network Science Institute "Collabathon"' },
  { doc: 'paper-netrd', q: 'what kind of data do i need to feed it', a: 'reconstruct networks from time series data' },
  {
    doc: 'paper-netrd',
    q: 'is this any use for brain research',
    a: 'reconstruct functional networks from time series readouts of neural activity',
  },
  {
    doc: 'paper-netrd',
    q: 'could i use it on stock market data',
    a: "time series of changes in companies' stock prices",
  },
  {
    doc: 'paper-netrd',
    q: 'can it generate fake data to test on',
    a: 'techniques for simulating dynamics on networks',
  },
  {
    doc: 'paper-netrd',
    q: 'are there other tools for graph distances',
    a: '`NetComp` package that includes several variants',
  },
  {
    doc: 'paper-netrd',
    q: 'who paid for it',
    a: 'supported by the Network Science Institute at Northeastern University',
  },
  { doc: 'paper-netrd', q: 'what license is netrd released under', a: null },
  { doc: 'paper-netrd', q: 'does it come with a gui', a: null },
  { doc: 'paper-netrd', q: 'how big a network can it handle before it gets slow', a: null },

  // legal-gfdl-1.3
  { doc: 'legal-gfdl-1.3', q: 'what is this license meant for', a: 'in order to use it for manuals for free software' },
  { doc: 'legal-gfdl-1.3', q: 'am i allowed to sell copies', a: 'you may accept compensation in exchange for copies' },
  { doc: 'legal-gfdl-1.3', q: 'how long can the front cover text be', a: 'A Front-Cover Text may be at most 5 words' },
  {
    doc: 'legal-gfdl-1.3',
    q: 'im printing 500 copies of the manual, any special rules',
    a: 'you must enclose the copies in covers that carry',
  },
  {
    doc: 'legal-gfdl-1.3',
    q: 'how long do i need to keep the download link up',
    a: 'at least one year after the last time you distribute an Opaque copy',
  },
  {
    doc: 'legal-gfdl-1.3',
    q: 'does a pdf count as an editable format',
    a: 'PostScript or PDF designed for human modification',
  },
  {
    doc: 'legal-gfdl-1.3',
    q: 'can i translate the manual into spanish',
    a: 'Translation is considered a kind of modification',
  },
  {
    doc: 'legal-gfdl-1.3',
    q: 'if the translation says something different which one counts',
    a: 'the original version will prevail',
  },
  {
    doc: 'legal-gfdl-1.3',
    q: 'what happens if i break the rules',
    a: 'will automatically terminate your rights under this License',
  },
  {
    doc: 'legal-gfdl-1.3',
    q: 'after i get a warning how long do i have to fix it',
    a: 'you cure the violation prior to 30 days after your receipt of the notice',
  },
  {
    doc: 'legal-gfdl-1.3',
    q: 'do i have to contact the authors before i redistribute',
    a: 'It is requested, but not required',
  },
  {
    doc: 'legal-gfdl-1.3',
    q: 'can i say the original authors endorse my version',
    a: 'do not by this License give permission to use their names for publicity',
  },
  { doc: 'legal-gfdl-1.3', q: 'is this license enforceable in germany', a: null },
  { doc: 'legal-gfdl-1.3', q: 'whats new compared to version 1.2', a: null },
  { doc: 'legal-gfdl-1.3', q: 'is there an official logo or badge i can put on my docs', a: null },

  // transcript-county-mayo
  { doc: 'transcript-county-mayo', q: 'where was the speech', a: 'St. Muredach’s Cathedral, Ballina' },
  {
    doc: 'transcript-county-mayo',
    q: 'how many bricks did his ancestor provide',
    a: 'supply the bricks for this cathedral — 27,000 of them',
  },
  { doc: 'transcript-county-mayo', q: 'how much did the brickmaker get paid', a: 'paid 21 pounds and 12 shillings' },
  {
    doc: 'transcript-county-mayo',
    q: 'when did his family emigrate and why',
    a: 'in 1850, as the famine hit Mayo particularly hard',
  },
  { doc: 'transcript-county-mayo', q: 'what ship did they sail on', a: 'boarded the Excelsior' },
  {
    doc: 'transcript-county-mayo',
    q: 'whats ballinas twin town in america',
    a: 'Scranton, Pennsylvania, in Ballina’s sister city',
  },
  {
    doc: 'transcript-county-mayo',
    q: 'what did he find in his moms stuff',
    a: 'Over 100 poems written by Edward Blewitt',
  },
  { doc: 'transcript-county-mayo', q: 'is a warship being named after someone from mayo', a: 'USS Patrick Gallagher' },
  {
    doc: 'transcript-county-mayo',
    q: 'how many americans have irish roots',
    a: 'over 32 million Americas claim Irish heritage',
  },
  { doc: 'transcript-county-mayo', q: 'who travelled with him that day', a: 'My son Hunter and my sister Valerie' },
  {
    doc: 'transcript-county-mayo',
    q: 'what did his father teach him at dinner',
    a: 'everyone is entitled to be treated with dignity and respect',
  },
  {
    doc: 'transcript-county-mayo',
    q: 'how long ago was the good friday agreemnt',
    a: '25 years since the signing of the Good Friday Agreement',
  },
  { doc: 'transcript-county-mayo', q: 'whats the name of the mayor of ballina', a: null },
  { doc: 'transcript-county-mayo', q: 'how many days was biden in ireland altogether', a: null },
  { doc: 'transcript-county-mayo', q: 'how many people turned up to hear him', a: null },
];
