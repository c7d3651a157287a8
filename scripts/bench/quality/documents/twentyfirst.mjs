// A twenty-first question set of `npm run bench:quality` (see README.md): four new documents, one per kind, and 12
// questions on each (9 answerable, 3 not). It is a blind set, written on 2026-11-28 by a helper who read only these
// documents and never ran the answerer. Each `a` is the words a correct answer must quote, verbatim in the document
// once whitespace runs are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and
// sizes: README.md. Reported as "blind 21", totals only, never tuned on.
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const TWENTYFIRST_DOCUMENTS = [
  { name: 'resume-declan-okafor', kind: 'resume', title: 'Declan Okafor — CV', text: read('resume-declan-okafor') },
  {
    name: 'paper-yellowbrick',
    kind: 'paper',
    title: 'Yellowbrick: Visualizing the Scikit-Learn Model Selection Process',
    text: read('paper-yellowbrick'),
  },
  { name: 'legal-epl-2.0', kind: 'legal', title: 'Eclipse Public License - v 2.0', text: read('legal-epl-2.0') },
  {
    name: 'transcript-pact-act-nashua',
    kind: 'transcript',
    title: 'Remarks by President Biden on the PACT Act, Nashua, NH (2024)',
    text: read('transcript-pact-act-nashua'),
  },
];

export const TWENTYFIRST = [
  { doc: 'resume-declan-okafor', q: 'how many years experiance has he got', a: '12 years on the UK main line' },
  {
    doc: 'resume-declan-okafor',
    q: 'how big is the team he runs',
    a: 'a design office of 9 engineers and 2 CAD technicians',
  },
  {
    doc: 'resume-declan-okafor',
    q: 'how long was the shutdown for the selby job',
    a: 'over a 54-hour blockade at Easter 2023',
  },
  {
    doc: 'resume-declan-okafor',
    q: 'has he built any tools or automation to speed up checking',
    a: 'cut a typical data check from five days to two',
  },
  {
    doc: 'resume-declan-okafor',
    q: 'is he chartered?',
    a: 'Chartered Engineer (CEng), registered through the IET',
  },
  {
    doc: 'resume-declan-okafor',
    q: 'any experience with level crossings',
    a: 'checker for level crossing interface designs (MCB-OD and AHB)',
  },
  { doc: 'resume-declan-okafor', q: 'does he speak anything other than english', a: 'Yoruba — conversational' },
  {
    doc: 'resume-declan-okafor',
    q: 'is his track safety card still in date',
    a: 'DC conductor rail endorsement — valid to October 2026',
  },
  {
    doc: 'resume-declan-okafor',
    q: 'would he be up for moving down to london for the right role',
    a: 'not to relocate outside Yorkshire',
  },
  { doc: 'resume-declan-okafor', q: 'what kind of salary is he looking for', a: null },
  { doc: 'resume-declan-okafor', q: 'has he done any signalling on the london underground or other metros', a: null },
  { doc: 'resume-declan-okafor', q: 'how old is declan', a: null },

  { doc: 'paper-yellowbrick', q: 'what is yellowbrick', a: 'Visualizing the Scikit-Learn Model Selection Process' },
  {
    doc: 'paper-yellowbrick',
    q: 'are the plots made with matplotlib',
    a: 'Visualizers wrap Matplotlib procedures to produce publication-ready figures',
  },
  {
    doc: 'paper-yellowbrick',
    q: 'whats a visualizer compared to a normal sklearn estimator',
    a: 'an object that both learns from data and visualizes the result',
  },
  {
    doc: 'paper-yellowbrick',
    q: 'how can i tell if two of my input columns are correlated',
    a: 'visualizations show pairwise correlations among features and can facilitate feature elimination',
  },
  {
    doc: 'paper-yellowbrick',
    q: 'help choosing the number of clusters for kmeans?',
    a: 'can help select the best K given computational constraints',
  },
  {
    doc: 'paper-yellowbrick',
    q: 'is there a way to see if more training data would help my model',
    a: 'how sensitive models are to the amount of data',
  },
  {
    doc: 'paper-yellowbrick',
    q: 'can it help me pick the cutoff for a yes/no classifier',
    a: 'shows how adjusting the threshold for positive classification may influence precision and recall',
  },
  {
    doc: 'paper-yellowbrick',
    q: 'when did the project start',
    a: 'we first introduced the idea of Yellowbrick at PyCon 2016',
  },
  {
    doc: 'paper-yellowbrick',
    q: 'how many ppl have contributed code',
    a: '46 contributors have submitted pull requests that have been merged',
  },
  { doc: 'paper-yellowbrick', q: 'what license is yellowbrick released under', a: null },
  { doc: 'paper-yellowbrick', q: 'how do i install it, is it on pip', a: null },
  { doc: 'paper-yellowbrick', q: 'which python versions are supported', a: null },

  {
    doc: 'legal-epl-2.0',
    q: 'am i allowed to use this in a commercial product',
    a: 'this license is intended to facilitate the commercial use of the Program',
  },
  {
    doc: 'legal-epl-2.0',
    q: 'if i ship a binary do i have to publish the source too',
    a: 'the Program must also be made available as Source Code',
  },
  {
    doc: 'legal-epl-2.0',
    q: 'which versions of the gpl count as secondary licenses',
    a: 'GNU General Public License, Version 2.0, or any later versions',
  },
  {
    doc: 'legal-epl-2.0',
    q: 'what happens if i take a contributor to court over a patent',
    a: 'shall terminate as of the date such litigation is filed',
  },
  { doc: 'legal-epl-2.0', q: 'is there any warranty', a: 'BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND' },
  {
    doc: 'legal-epl-2.0',
    q: 'can I strip the copyright headers out of the files',
    a: 'Contributors may not remove or alter any copyright, patent, trademark, attribution notices',
  },
  {
    doc: 'legal-epl-2.0',
    q: 'who gets to publish new versions of this licence',
    a: 'The Eclipse Foundation is the initial Agreement Steward',
  },
  {
    doc: 'legal-epl-2.0',
    q: 'if i break the rules by accident do i lose the license straight away or do i get a chance to fix it',
    a: 'does not cure such failure in a reasonable period of time',
  },
  {
    doc: 'legal-epl-2.0',
    q: 'my code just calls into the library through its interfaces, is that a modified work',
    a: 'Modified Works shall not include works that contain only declarations',
  },
  { doc: 'legal-epl-2.0', q: "which country's law applies if there is a dispute", a: null },
  { doc: 'legal-epl-2.0', q: 'is the epl compatible with apache 2.0', a: null },
  { doc: 'legal-epl-2.0', q: 'when was version 2.0 published', a: null },

  { doc: 'transcript-pact-act-nashua', q: 'where did he give this speech', a: 'Westwood Park YMCA' },
  {
    doc: 'transcript-pact-act-nashua',
    q: 'how many pact act claims have been approved',
    a: 'the VA just granted its one-millionth',
  },
  {
    doc: 'transcript-pact-act-nashua',
    q: 'how many vets have actually recieved benefits so far',
    a: 'in benefits to 890,000 veterans and their families so far',
  },
  { doc: 'transcript-pact-act-nashua', q: 'how big were the burn pits', a: '100 yards long, 10 feet deep' },
  {
    doc: 'transcript-pact-act-nashua',
    q: 'when did biden back the agent orange law',
    a: 'as a senator way back in 1991',
  },
  {
    doc: 'transcript-pact-act-nashua',
    q: 'how many more veterans are getting va healthcare since eligibility was widened',
    a: 'Over 145,000 veterans are now getting care',
  },
  {
    doc: 'transcript-pact-act-nashua',
    q: 'what do widows get if their husband died from exposure',
    a: 'monthly stipends of about $3,000 a month for a surviving spouse',
  },
  {
    doc: 'transcript-pact-act-nashua',
    q: 'how much does lisa get each month',
    a: 'receives $1,600 a month in survivor benefits',
  },
  { doc: 'transcript-pact-act-nashua', q: 'where do i go online to apply', a: 'go to VA.gov/PACT' },
  { doc: 'transcript-pact-act-nashua', q: 'what does pact stand for', a: null },
  { doc: 'transcript-pact-act-nashua', q: 'how long does the va take to decide a claim', a: null },
  { doc: 'transcript-pact-act-nashua', q: 'is there a deadline to file', a: null },
];
