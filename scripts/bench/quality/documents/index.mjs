// The document suite of `npm run bench:quality` (issue 19): real, openly licensed documents of four kinds — resumes,
// research papers, long legal texts, talk transcripts — and the questions a visitor would ask about them. Each `a` is
// the words a correct answer must quote, verbatim in the document once whitespace runs are collapsed; `a: null`
// marks a question the document cannot answer. Sources, licenses and sizes: README.md. The held-out questions
// (heldout.mjs, about a third per kind, picked at random) are for checking, not for tuning.
import { readFileSync } from 'node:fs';
import { EIGHTEENTH_DOCUMENTS } from './eighteenth.mjs';
import { EIGHTH_DOCUMENTS } from './eighth.mjs';
import { FIFTEENTH_DOCUMENTS } from './fifteenth.mjs';
import { FIFTH_DOCUMENTS } from './fifth.mjs';
import { FOURTEENTH_DOCUMENTS } from './fourteenth.mjs';
import { NEW_DOCUMENTS } from './fourth.mjs';
import { NINETEENTH_DOCUMENTS } from './nineteenth.mjs';
import { NINTH_DOCUMENTS } from './ninth.mjs';
import { SEVENTEENTH_DOCUMENTS } from './seventeenth.mjs';
import { SEVENTH_DOCUMENTS } from './seventh.mjs';
import { SIXTEENTH_DOCUMENTS } from './sixteenth.mjs';
import { SIXTH_DOCUMENTS } from './sixth.mjs';
import { TWENTIETH_DOCUMENTS } from './twentieth.mjs';
import { TWENTYFIRST_DOCUMENTS } from './twentyfirst.mjs';
import { TWENTYSECOND_DOCUMENTS } from './twentysecond.mjs';
import { TWENTYTHIRD_DOCUMENTS } from './twentythird.mjs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const DOCUMENTS = [
  { name: 'resume-jordan-lee', kind: 'resume', title: 'Jordan Lee — resume', text: read('resume-jordan-lee') },
  {
    name: 'resume-maren-castellanos',
    kind: 'resume',
    title: 'Maren Castellanos — CV',
    text: read('resume-maren-castellanos'),
  },
  {
    name: 'paper-tidal-harbours',
    kind: 'paper',
    title: 'Tidal Energy Storage in Small Harbours: A Field Study',
    text: read('paper-tidal-harbours'),
  },
  {
    name: 'paper-amrex',
    kind: 'paper',
    title: 'AMReX: a framework for block-structured adaptive mesh refinement',
    text: read('paper-amrex'),
  },
  {
    name: 'paper-timeseriesflattener',
    kind: 'paper',
    title: 'timeseriesflattener: A Python package for summarizing features from (medical) time series',
    text: read('paper-timeseriesflattener'),
  },
  {
    name: 'paper-good-enough-practices',
    kind: 'paper',
    title: 'Good Enough Practices for Scientific Computing',
    text: read('paper-good-enough-practices'),
  },
  { name: 'legal-mpl-2.0', kind: 'legal', title: 'Mozilla Public License 2.0', text: read('legal-mpl-2.0') },
  { name: 'legal-apache-2.0', kind: 'legal', title: 'Apache License 2.0', text: read('legal-apache-2.0') },
  { name: 'legal-gpl-3.0', kind: 'legal', title: 'GNU General Public License v3.0', text: read('legal-gpl-3.0') },
  {
    name: 'transcript-cancer-moonshot',
    kind: 'transcript',
    title: 'Remarks by President Biden on the Cancer Moonshot Initiative (2022)',
    text: read('transcript-cancer-moonshot'),
  },
  {
    name: 'transcript-space-council',
    kind: 'transcript',
    title: 'Remarks by Vice President Harris at the National Space Council Meeting (2022)',
    text: read('transcript-space-council'),
  },
  {
    name: 'transcript-iss-call',
    kind: 'transcript',
    title: 'Vice President Harris’s call with International Space Station astronauts (2022)',
    text: read('transcript-iss-call'),
  },
  {
    name: 'transcript-emerging-tech',
    kind: 'transcript',
    title: 'Remarks by Jake Sullivan at the SCSP Global Emerging Technologies Summit (2022)',
    text: read('transcript-emerging-tech'),
  },
  // (four more, with the fourth set of questions, four with the fifth, four with the sixth, four with the seventh,
  // six résumés with the eighth, four with the ninth, four with the fourteenth, the fifteenth and the sixteenth each)
  ...NEW_DOCUMENTS,
  ...FIFTH_DOCUMENTS,
  ...SIXTH_DOCUMENTS,
  ...SEVENTH_DOCUMENTS,
  ...EIGHTH_DOCUMENTS,
  ...NINTH_DOCUMENTS,
  ...FOURTEENTH_DOCUMENTS,
  ...FIFTEENTH_DOCUMENTS,
  ...SIXTEENTH_DOCUMENTS,
  ...SEVENTEENTH_DOCUMENTS,
  ...EIGHTEENTH_DOCUMENTS,
  ...NINETEENTH_DOCUMENTS,
  ...TWENTIETH_DOCUMENTS,
  ...TWENTYFIRST_DOCUMENTS,
  ...TWENTYSECOND_DOCUMENTS,
  ...TWENTYTHIRD_DOCUMENTS,
];

export const TUNING = [
  { doc: 'resume-jordan-lee', q: 'what does Jordan do for a living?', a: 'Product designer' },
  { doc: 'resume-jordan-lee', q: 'how many years of experience does Jordan have', a: 'nine years' },
  { doc: 'resume-jordan-lee', q: 'Who is Jordan working for at the moment?', a: 'Lead Product Designer, Havenbank' },
  { doc: 'resume-jordan-lee', q: 'which languages does jordan speak', a: 'Dutch, English and Portuguese' },
  { doc: 'resume-jordan-lee', q: 'what was the master thesis about', a: 'Trust cues in mobile payments' },
  { doc: 'resume-jordan-lee', q: 'What’s the name of the design system Jordan built?', a: '“Anchor” design system' },
  { doc: 'resume-jordan-lee', q: 'hobbies?', a: 'Sailing a 1970s wooden sloop' },
  { doc: 'resume-jordan-lee', q: 'Can Jordan code?', a: 'basic TypeScript and React' },
  {
    doc: 'resume-jordan-lee',
    q: 'What did Jordan work on at the healthcare company?',
    a: 'appointment booking flow for 60 clinics',
  },
  { doc: 'resume-jordan-lee', q: 'how many people use the figma plugin', a: 'about 30,000 users' },
  { doc: 'resume-jordan-lee', q: 'Is Jordan open to remote work?', a: 'fully remote within Europe' },
  { doc: 'resume-jordan-lee', q: 'What salary is Jordan asking for?', a: null },
  { doc: 'resume-jordan-lee', q: 'when could Jordan start a new job?', a: null },
  { doc: 'resume-maren-castellanos', q: 'where does maren work now', a: 'Staff Software Engineer — Trellis Freight' },
  { doc: 'resume-maren-castellanos', q: 'Does she know Go?', a: 'Go (expert, daily since 2017)' },
  { doc: 'resume-maren-castellanos', q: 'any Rust experience?', a: 'Rust (learning, side projects only)' },
  {
    doc: 'resume-maren-castellanos',
    q: 'what degree does she have',
    a: 'MSc in Informatics and Computing Engineering',
  },
  {
    doc: 'resume-maren-castellanos',
    q: 'is she certified in kubernetes',
    a: 'Certified Kubernetes Application Developer (CKAD), 2021',
  },
  { doc: 'resume-maren-castellanos', q: 'Does Maren speak Swedish?', a: 'Swedish (B1' },
  { doc: 'resume-maren-castellanos', q: 'has she spoken at conferences?', a: 'GopherCon Europe, Berlin, 2019' },
  {
    doc: 'resume-maren-castellanos',
    q: 'does she do any volunteering',
    a: 'monthly Saturday coding workshop for teenage girls',
  },
  {
    doc: 'resume-maren-castellanos',
    q: 'Where did she work before Quintal Pay?',
    a: 'Nordlys Analytics, Gothenburg, Sweden',
  },
  { doc: 'resume-maren-castellanos', q: 'how big is the team she leads', a: 'Tech lead for a team of seven' },
  { doc: 'resume-maren-castellanos', q: 'has she mentored people?', a: 'Mentored four junior engineers' },
  { doc: 'resume-maren-castellanos', q: 'what sports does she do', a: 'Trail running' },
  { doc: 'resume-maren-castellanos', q: 'What salary does Maren expect?', a: null },
  { doc: 'paper-tidal-harbours', q: 'How many turbines were studied?', a: 'three small tidal turbines' },
  { doc: 'paper-tidal-harbours', q: 'how often do divers clean the turbines?', a: 'every six weeks' },
  { doc: 'paper-tidal-harbours', q: 'What was the longest outage?', a: 'the longest lasting 36 hours' },
  { doc: 'paper-tidal-harbours', q: 'how big is the battery', a: 'battery bank of 800 kWh' },
  { doc: 'paper-tidal-harbours', q: 'Who wrote the harbour study?', a: 'M. Okafor and L. Brandt' },
  { doc: 'paper-amrex', q: 'what is amrex', a: 'C++ software framework' },
  { doc: 'paper-amrex', q: 'Where did AMReX come from originally?', a: 'BoxLib' },
  { doc: 'paper-amrex', q: 'does it run on GPUs?', a: 'AMReX currently uses CUDA for GPUs' },
  { doc: 'paper-amrex', q: 'what can I open the plotfiles with', a: 'supported by VisIt' },
  { doc: 'paper-amrex', q: 'Which linear solvers are built in?', a: 'geometric multigrid' },
  { doc: 'paper-amrex', q: 'how does it handle complex geometry?', a: 'cut cell / embedded boundary' },
  { doc: 'paper-amrex', q: 'How fast is AMReX compared with other AMR codes?', a: null },
  {
    doc: 'paper-timeseriesflattener',
    q: 'Which Python versions does timeseriesflattener support?',
    a: '3.8 | 3.9 | 3.10 | 3.11',
  },
  {
    doc: 'paper-timeseriesflattener',
    q: 'What’s the limitation of FIDDLE?',
    a: 'requires prediction times to be regularly and evenly spaced',
  },
  { doc: 'paper-timeseriesflattener', q: 'what does lookbehind mean?', a: 'how far back in time to look for values' },
  {
    doc: 'paper-timeseriesflattener',
    q: 'Where does it cache results by default?',
    a: 'the default of writing to disk',
  },
  { doc: 'paper-timeseriesflattener', q: 'which university are the authors from', a: 'Aarhus University' },
  {
    doc: 'paper-timeseriesflattener',
    q: 'Who is the package meant for?',
    a: 'researchers and individuals working with irregular time series',
  },
  { doc: 'paper-timeseriesflattener', q: 'how long does it take to flatten data for a million patients', a: null },
  { doc: 'paper-good-enough-practices', q: 'How long should a function be?', a: 'about 60 lines' },
  {
    doc: 'paper-good-enough-practices',
    q: 'how many arguments should a function have',
    a: 'no more than five or six input parameters',
  },
  { doc: 'paper-good-enough-practices', q: 'max file size on github?', a: 'GitHub is 100MB' },
  { doc: 'paper-good-enough-practices', q: 'how many people have been to the workshops', a: 'over 11,000 people' },
  {
    doc: 'paper-good-enough-practices',
    q: 'Which DOI site works with GitHub?',
    a: 'Zenodo integrates directly with GitHub',
  },
  {
    doc: 'paper-good-enough-practices',
    q: 'what should go in the README',
    a: "the project's title, a brief description",
  },
  { doc: 'paper-good-enough-practices', q: 'How many times has this paper been cited?', a: null },
  {
    doc: 'legal-mpl-2.0',
    q: 'who can publish new versions of the MPL',
    a: 'Mozilla Foundation is the license steward',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'If I ship binaries do I have to share the source?',
    a: 'must also be made available in Source Code Form',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'can I charge people for a copy of the source',
    a: 'no more than the cost of distribution',
  },
  { doc: 'legal-mpl-2.0', q: 'Can I sell support or a warranty?', a: 'charge a fee for, warranty, support' },
  { doc: 'legal-mpl-2.0', q: 'what happens if I break the license terms?', a: 'will terminate automatically' },
  { doc: 'legal-mpl-2.0', q: 'Can I use the contributors’ logos?', a: 'does not grant any rights in the trademarks' },
  {
    doc: 'legal-mpl-2.0',
    q: 'what header do I put in each file',
    a: 'subject to the terms of the Mozilla Public License',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'What counts as source code?',
    a: 'the form of the work preferred for making modifications',
  },
  { doc: 'legal-mpl-2.0', q: 'what if a law stops me from following the license', a: 'to the maximum extent possible' },
  {
    doc: 'legal-apache-2.0',
    q: 'do I have to pay to use apache licensed code',
    a: 'no-charge, royalty-free, irrevocable copyright license',
  },
  {
    doc: 'legal-apache-2.0',
    q: 'What happens to my patent license if I sue someone over patents?',
    a: 'shall terminate as of the date such litigation is filed',
  },
  {
    doc: 'legal-apache-2.0',
    q: 'I changed some files, what do I have to do?',
    a: 'carry prominent notices stating that You changed the files',
  },
  { doc: 'legal-apache-2.0', q: 'can i use their brand name', a: 'does not grant permission to use the trade names' },
  {
    doc: 'legal-apache-2.0',
    q: 'What counts as control of a company?',
    a: 'fifty percent (50%) or more of the outstanding shares',
  },
  {
    doc: 'legal-apache-2.0',
    q: 'How do I apply the license to my project?',
    a: 'attach the following boilerplate notice',
  },
  { doc: 'legal-apache-2.0', q: 'Is Apache 2.0 compatible with GPL version 2?', a: null },
  { doc: 'legal-gpl-3.0', q: 'Can I sell copies of GPL software?', a: 'You may charge any price or no price' },
  {
    doc: 'legal-gpl-3.0',
    q: 'how long does a written offer for the source have to be valid',
    a: 'valid for at least three years',
  },
  {
    doc: 'legal-gpl-3.0',
    q: 'If I fix a violation, when do I get my license back?',
    a: 'prior to 60 days after the cessation',
  },
  {
    doc: 'legal-gpl-3.0',
    q: 'can I put GPL code in a closed source product',
    a: 'does not permit incorporating your program into proprietary programs',
  },
  {
    doc: 'legal-gpl-3.0',
    q: 'do I have to accept the license just to run the program',
    a: 'You are not required to accept this License',
  },
  { doc: 'legal-gpl-3.0', q: 'what’s a user product', a: 'tangible personal property' },
  { doc: 'legal-gpl-3.0', q: 'Can I combine it with AGPL code?', a: 'link or combine any covered work' },
  { doc: 'legal-gpl-3.0', q: 'How many projects use the GPL?', a: null },
  { doc: 'legal-gpl-3.0', q: 'is the linux kernel under GPLv3?', a: null },
  {
    doc: 'transcript-cancer-moonshot',
    q: 'where did Biden give the cancer speech?',
    a: 'John F. Kennedy Presidential Library and Museum',
  },
  {
    doc: 'transcript-cancer-moonshot',
    q: 'What is the goal of the cancer moonshot?',
    a: 'cut cancer death rates by at least 50 percent',
  },
  { doc: 'transcript-cancer-moonshot', q: 'by when do they want to cut cancer deaths', a: 'in the next 25 years' },
  { doc: 'transcript-cancer-moonshot', q: 'Who is going to run ARPA-H?', a: 'Dr. Renee Wegryzn' },
  { doc: 'transcript-cancer-moonshot', q: 'how much money did arpa-h get', a: '$1 billion initially' },
  {
    doc: 'transcript-cancer-moonshot',
    q: 'How many kinds of cancer are there?',
    a: 'over 200 different types of cancers',
  },
  { doc: 'transcript-cancer-moonshot', q: 'is there a limit on what seniors pay for drugs', a: '$2,000 cap' },
  { doc: 'transcript-cancer-moonshot', q: 'what is ARPA-H modeled on', a: 'based on DARPA' },
  { doc: 'transcript-cancer-moonshot', q: 'Which law helps veterans exposed to burn pits?', a: 'PACT Act' },
  {
    doc: 'transcript-cancer-moonshot',
    q: 'how much has the cancer death rate dropped',
    a: 'fallen more than 25 percent',
  },
  { doc: 'transcript-cancer-moonshot', q: 'What did he sign that day?', a: 'signed an executive order' },
  { doc: 'transcript-cancer-moonshot', q: 'When will results of the cancer blood test trial come out?', a: null },
  {
    doc: 'transcript-space-council',
    q: 'how many countries have signed the Artemis Accords?',
    a: 'total number of signatories to 21',
  },
  { doc: 'transcript-space-council', q: 'How long will the ISS keep going?', a: 'through 2030' },
  {
    doc: 'transcript-space-council',
    q: 'where are the new training programs',
    a: 'one in Florida, one on the Gulf Coast',
  },
  { doc: 'transcript-space-council', q: 'What is NASA’s budget for Artemis?', a: null },
  { doc: 'transcript-iss-call', q: 'how many sunrises do the astronauts see', a: '16 sunrises and sunsets every day' },
  {
    doc: 'transcript-iss-call',
    q: 'What are they learning on the station that helps Earth?',
    a: 'grow plants without soil',
  },
  { doc: 'transcript-iss-call', q: 'why did the call end so suddenly?', a: 'passes out of range' },
  { doc: 'transcript-iss-call', q: 'what does earth look like from space', a: 'a world with no borders' },
  { doc: 'transcript-emerging-tech', q: 'what did the export controls do to russia', a: 'chips from dishwashers' },
  {
    doc: 'transcript-emerging-tech',
    q: 'Can STEM experts get a visa without an employer?',
    a: 'self-petition for an EB-2 visa',
  },
  {
    doc: 'transcript-emerging-tech',
    q: 'what did the CFIUS executive order do?',
    a: 'first formal Presidential guidance to CFIUS',
  },
  {
    doc: 'transcript-emerging-tech',
    q: 'What is the new patent pilot program?',
    a: 'accelerates patent applications for innovations that reduce emissions',
  },
  { doc: 'transcript-emerging-tech', q: 'How much will the National AI Research Resource cost?', a: null },
];

export { EIGHTEENTH } from './eighteenth.mjs';
export { EIGHTH } from './eighth.mjs';
export { ELEVENTH } from './eleventh.mjs';
export { FIFTEENTH } from './fifteenth.mjs';
export { FIFTH } from './fifth.mjs';
export { FOLLOWUPS } from './followups.mjs';
export { FOLLOWUPS_SECOND } from './followups-second.mjs';
export { FOLLOWUPS_THIRD } from './followups-third.mjs';
export { FOURTEENTH } from './fourteenth.mjs';
export { FOURTH } from './fourth.mjs';
export { FRESH } from './fresh.mjs';
export { HELDOUT } from './heldout.mjs';
export { NINETEENTH } from './nineteenth.mjs';
export { NINTH } from './ninth.mjs';
export { SECOND } from './second.mjs';
export { SEVENTEENTH } from './seventeenth.mjs';
export { SEVENTH } from './seventh.mjs';
export { SIXTEENTH } from './sixteenth.mjs';
export { SIXTH } from './sixth.mjs';
export { TENTH } from './tenth.mjs';
export { THIRD } from './third.mjs';
export { THIRTEENTH } from './thirteenth.mjs';
export { TWELFTH } from './twelfth.mjs';
export { TWENTIETH } from './twentieth.mjs';
export { TWENTYFIRST } from './twentyfirst.mjs';
export { TWENTYSECOND } from './twentysecond.mjs';
export { TWENTYTHIRD } from './twentythird.mjs';
