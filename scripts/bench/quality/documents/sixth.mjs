// A sixth question set of `npm run bench:quality` (see README.md): four NEW documents, one per kind, and 15
// questions on each (12 answerable, 3 not), written on 2026-11-27 by a helper who read only the documents and never
// ran the answerer. It is kept blind: reported apart, never tuned on. Each `a` is the words a correct answer must
// quote, verbatim in the document once whitespace runs are collapsed; `a: null` marks a question the document cannot
// answer. Sources, licenses and sizes: README.md.
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const SIXTH_DOCUMENTS = [
  {
    name: 'resume-chidinma-eze',
    kind: 'resume',
    title: 'Chidinma Eze — CV',
    text: read('resume-chidinma-eze'),
  },
  {
    name: 'paper-pyheatdemand',
    kind: 'paper',
    title: 'PyHeatDemand - Processing Tool for Heat Demand Data',
    text: read('paper-pyheatdemand'),
  },
  {
    name: 'legal-gpl-2.0',
    kind: 'legal',
    title: 'GNU General Public License, version 2',
    text: read('legal-gpl-2.0'),
  },
  {
    name: 'transcript-dawson-springs',
    kind: 'transcript',
    title: 'Remarks by President Biden in Dawson Springs on the Response to the Tornadoes (2021)',
    text: read('transcript-dawson-springs'),
  },
];

export const SIXTH = [
  // resume-chidinma-eze
  { doc: 'resume-chidinma-eze', q: 'whats her current job', a: 'Clinical Nurse Manager 2' },
  { doc: 'resume-chidinma-eze', q: 'how long has she been a nurse', a: 'fifteen years of hospital nursing' },
  { doc: 'resume-chidinma-eze', q: 'any management experience?', a: 'the last seven in ward and unit leadership' },
  { doc: 'resume-chidinma-eze', q: 'how many people report to her', a: '58 nurses and healthcare assistants' },
  { doc: 'resume-chidinma-eze', q: 'what did she study at uni', a: 'BNSc, Bachelor of Nursing Science' },
  { doc: 'resume-chidinma-eze', q: 'does she have a masters', a: 'MSc in Healthcare Leadership and Management' },
  { doc: 'resume-chidinma-eze', q: 'does she speak irish', a: 'Irish — beginner' },
  { doc: 'resume-chidinma-eze', q: 'when could she start', a: 'available from March 2027' },
  { doc: 'resume-chidinma-eze', q: 'where does she live', a: 'Cork, Ireland' },
  {
    doc: 'resume-chidinma-eze',
    q: 'did she do anything about patients waiting ages for a bed',
    a: 'from 11 hours to 6.5 hours',
  },
  { doc: 'resume-chidinma-eze', q: 'has she saved the hospital money', a: 'from €610,000 to €180,000 a year' },
  { doc: 'resume-chidinma-eze', q: 'what computer systems can she use', a: 'Maxims EHR, HealthRoster' },
  { doc: 'resume-chidinma-eze', q: 'what salary is she asking for', a: null },
  { doc: 'resume-chidinma-eze', q: 'does she have a driving licence', a: null },
  { doc: 'resume-chidinma-eze', q: 'has she ever worked in icu', a: null },

  // paper-pyheatdemand
  {
    doc: 'paper-pyheatdemand',
    q: 'what does this tool actually do',
    a: 'processing and harmonizing multi-scale-multi-type heat demand input data',
  },
  { doc: 'paper-pyheatdemand', q: 'who wrote this', a: 'Alexander Jüstel' },
  { doc: 'paper-pyheatdemand', q: 'what language is it written in', a: 'an open-source Python package' },
  { doc: 'paper-pyheatdemand', q: 'which project was it built for', a: 'Interreg NWE project DGE Rollout' },
  {
    doc: 'paper-pyheatdemand',
    q: 'how much of europes energy goes into heating buildings',
    a: 'a third of the European Union’s total final energy consumption',
  },
  { doc: 'paper-pyheatdemand', q: 'what size chunks does it split a country into', a: 'a cell size of 10 km by 10 km' },
  {
    doc: 'paper-pyheatdemand',
    q: 'can the grid get finer where there are lots of buildings',
    a: 'a simple QuadTree algorithm',
  },
  {
    doc: 'paper-pyheatdemand',
    q: 'what if all i have is a list of street addresses',
    a: 'converted using the GeoPy geolocator to coordinates',
  },
  {
    doc: 'paper-pyheatdemand',
    q: 'how many kinds of input data does it handle',
    a: 'five defined input data categories',
  },
  {
    doc: 'paper-pyheatdemand',
    q: 'is there sample data i can try it on',
    a: 'Example data for the state of North Rhine-Westphalia',
  },
  { doc: 'paper-pyheatdemand', q: 'are there other tools like this', a: 'the Heat package by Malcolm Peacock' },
  {
    doc: 'paper-pyheatdemand',
    q: 'does it work for factories and industry',
    a: 'Maps for the industrial heat demand are not available',
  },
  { doc: 'paper-pyheatdemand', q: 'how do i install it, is it on pip', a: null },
  { doc: 'paper-pyheatdemand', q: 'what license is the code under', a: null },
  { doc: 'paper-pyheatdemand', q: 'which python version do i need', a: null },

  // legal-gpl-2.0
  {
    doc: 'legal-gpl-2.0',
    q: 'can i charge money for it',
    a: 'You may charge a fee for the physical act of transferring a copy',
  },
  {
    doc: 'legal-gpl-2.0',
    q: 'do i need to ship the license text with it',
    a: 'a copy of this License along with the Program',
  },
  {
    doc: 'legal-gpl-2.0',
    q: 'what happens if i break the terms',
    a: 'automatically terminate your rights under this License',
  },
  {
    doc: 'legal-gpl-2.0',
    q: 'if i only give people the compiled app do i have to hand over the code too',
    a: 'complete corresponding machine-readable source code',
  },
  { doc: 'legal-gpl-2.0', q: 'how long do i have to keep offering the source', a: 'valid for at least three years' },
  { doc: 'legal-gpl-2.0', q: 'does it come with any guarantee', a: 'THERE IS NO WARRANTY FOR THE PROGRAM' },
  {
    doc: 'legal-gpl-2.0',
    q: 'can i put it inside my closed source product',
    a: 'does not permit incorporating your program into proprietary programs',
  },
  {
    doc: 'legal-gpl-2.0',
    q: 'i tweaked a few files, do i need to mark that somewhere',
    a: 'prominent notices stating that you changed the files',
  },
  {
    doc: 'legal-gpl-2.0',
    q: 'can i use a newer gpl instead',
    a: 'any later version published by the Free Software Foundation',
  },
  {
    doc: 'legal-gpl-2.0',
    q: 'can we just use it internally at work',
    a: 'The act of running the Program is not restricted',
  },
  {
    doc: 'legal-gpl-2.0',
    q: 'if i put it on the same usb stick as my own app does my app become gpl too',
    a: 'does not bring the other work under the scope of this License',
  },
  { doc: 'legal-gpl-2.0', q: 'can i sue the authors if it wrecks my data', a: 'BE LIABLE TO YOU FOR DAMAGES' },
  { doc: 'legal-gpl-2.0', q: 'is it compatible with the apache license', a: null },
  { doc: 'legal-gpl-2.0', q: 'which countrys law applies if there is a dispute', a: null },
  { doc: 'legal-gpl-2.0', q: 'how many years does the licence last before it expires', a: null },

  // transcript-dawson-springs
  { doc: 'transcript-dawson-springs', q: 'where was this speech', a: 'Dawson Springs, Kentucky' },
  { doc: 'transcript-dawson-springs', q: 'what day was it', a: '2021-12-15' },
  { doc: 'transcript-dawson-springs', q: 'how many people died in kentucky', a: '74 fatalities so far' },
  {
    doc: 'transcript-dawson-springs',
    q: 'were people killed outside kentucky too',
    a: 'Almost 14 people are confirmed dead in other states',
  },
  { doc: 'transcript-dawson-springs', q: 'who pays for the cleanup', a: 'cover 100 percent of the costs' },
  { doc: 'transcript-dawson-springs', q: 'how many generators were sent', a: '61 generators' },
  { doc: 'transcript-dawson-springs', q: 'how much water did they bring in', a: '144,000 liters of drinking water' },
  { doc: 'transcript-dawson-springs', q: 'what number do i call for help', a: '1-800-621-3362' },
  {
    doc: 'transcript-dawson-springs',
    q: 'how many toys did the governors wife collect',
    a: 'around 20,000 gifts donated',
  },
  {
    doc: 'transcript-dawson-springs',
    q: 'which other states got an emergency declaration',
    a: 'the state of Illinois and Tennessee',
  },
  {
    doc: 'transcript-dawson-springs',
    q: 'how much damage did weather do this year overall',
    a: 'over $99 billion in losses',
  },
  {
    doc: 'transcript-dawson-springs',
    q: 'what was the town known for back in the day',
    a: 'people came to be healed because of the mineral waters',
  },
  { doc: 'transcript-dawson-springs', q: 'how many houses were destroyed', a: null },
  { doc: 'transcript-dawson-springs', q: 'how much federal money is kentucky getting in total', a: null },
  { doc: 'transcript-dawson-springs', q: 'how strong were the tornadoes, what rating', a: null },
];
