// A twelfth question set of `npm run bench:quality` (see README.md): 6 questions on each of 12 documents of the suite
// (5 answerable, 1 not), written on 2026-11-27 by a helper who read only those documents and never ran the answerer.
// Each `a` is the words a correct answer must quote, verbatim in the document once whitespace runs are collapsed;
// `a: null` marks a question the document cannot answer. Measured once, at afd7f87 (38/60 hit, 8/12 declined), and
// tuning data since: reported as "tuning 12", its misses printed.
export const TWELFTH = [
  { doc: 'resume-maren-castellanos', q: 'how soon could she start', a: 'Notice period: two months' },
  {
    doc: 'resume-maren-castellanos',
    q: 'how much faster did she make the tracking api',
    a: 'from 1.8 seconds to 240 milliseconds',
  },
  {
    doc: 'resume-maren-castellanos',
    q: 'what compliance work has she done in payments',
    a: 'two PCI DSS Level 1 audits',
  },
  {
    doc: 'resume-maren-castellanos',
    q: 'where did she study abroad',
    a: 'Chalmers University of Technology, Gothenburg',
  },
  {
    doc: 'resume-maren-castellanos',
    q: 'what does she do outside work for the community',
    a: 'monthly Saturday coding workshop for teenage girls',
  },
  { doc: 'resume-maren-castellanos', q: 'what salary is she asking for', a: null },

  { doc: 'resume-elena-marchetti-shaw', q: 'when is she leaving her current ceo job', a: 'AGM in May 2027' },
  {
    doc: 'resume-elena-marchetti-shaw',
    q: 'biggest acquisition she did?',
    a: '£640M acquisition of Iberwind Renovables',
  },
  {
    doc: 'resume-elena-marchetti-shaw',
    q: 'what does she do on the harcourt water board',
    a: 'Chair of the Remuneration Committee',
  },
  { doc: 'resume-elena-marchetti-shaw', q: 'how many staff does solvane have', a: '1,900 people in five countries' },
  { doc: 'resume-elena-marchetti-shaw', q: 'what sailing race did she do', a: 'completed the Fastnet Race in 2017' },
  { doc: 'resume-elena-marchetti-shaw', q: 'how much is she paid as ceo', a: null },

  { doc: 'resume-sofia-barrientos', q: 'how long before she can join', a: 'three-month notice period' },
  { doc: 'resume-sofia-barrientos', q: 'how much money does she manage', a: 'annual media budget of €4.2M' },
  {
    doc: 'resume-sofia-barrientos',
    q: 'why did she leave the brewery',
    a: 'marketing function was centralised in Madrid',
  },
  { doc: 'resume-sofia-barrientos', q: 'where did she do her erasmus', a: 'Erasmus semester in Lyon (2012)' },
  { doc: 'resume-sofia-barrientos', q: 'which crm tools does she know', a: 'Salesforce Marketing Cloud, Braze' },
  { doc: 'resume-sofia-barrientos', q: 'who can i contact as a reference for her', a: null },

  {
    doc: 'paper-amrex',
    q: 'what kinds of science is amrex used for',
    a: 'atmospheric modeling, astrophysics, combustion, cosmology',
  },
  { doc: 'paper-amrex', q: 'does it run on gpus, with what', a: 'AMReX currently uses CUDA for GPUs' },
  { doc: 'paper-amrex', q: 'which solvers come built in', a: 'BiCGStab iterative solvers' },
  {
    doc: 'paper-amrex',
    q: 'what can i use to visualize the output',
    a: 'The AMReX plotfile format is supported by VisIt',
  },
  {
    doc: 'paper-amrex',
    q: 'who paid for the development',
    a: 'supported by the U.S. Department of Energy, Office of Science',
  },
  { doc: 'paper-amrex', q: 'what license is amrex under', a: null },

  {
    doc: 'paper-timeseriesflattener',
    q: 'what does flattening mean here',
    a: 'each prediction time is represented by a vector of predefined length',
  },
  {
    doc: 'paper-timeseriesflattener',
    q: 'why not just use fiddle',
    a: 'FIDDLE requires prediction times to be regularly and evenly spaced',
  },
  {
    doc: 'paper-timeseriesflattener',
    q: 'whats a lookbehind',
    a: 'how far back in time to look for values for predictors',
  },
  { doc: 'paper-timeseriesflattener', q: 'where does it cache stuff by default', a: 'the default of writing to disk' },
  { doc: 'paper-timeseriesflattener', q: 'who funded the work', a: 'Lundbeck Foundation' },
  { doc: 'paper-timeseriesflattener', q: 'how long does it take to flatten a big dataset', a: null },

  {
    doc: 'paper-good-enough-practices',
    q: 'what should i do with my original data files',
    a: 'save data as originally generated',
  },
  {
    doc: 'paper-good-enough-practices',
    q: 'how long should my functions be',
    a: 'no more than one page (about 60 lines) long',
  },
  {
    doc: 'paper-good-enough-practices',
    q: 'which license should i pick for my code',
    a: 'permissive open source license such as the MIT, BSD, or Apache',
  },
  {
    doc: 'paper-good-enough-practices',
    q: 'how often should i sync my project folder',
    a: 'Synchronize that folder at least daily',
  },
  {
    doc: 'paper-good-enough-practices',
    q: 'why did they leave out unit testing',
    a: "usually aren't compelling for solo exploratory work",
  },
  { doc: 'paper-good-enough-practices', q: 'which journal published this paper', a: null },

  {
    doc: 'legal-mpl-2.0',
    q: 'what do i have to do if i ship a compiled binary',
    a: 'must also be made available in Source Code Form',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'i got a notice that im not compliant, how long do i have to fix it',
    a: 'prior to 30 days after Your receipt of the notice',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'where would a lawsuit over this license be filed',
    a: 'where the defendant maintains its principal place of business',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'who is allowed to publish new versions of the mpl',
    a: 'Mozilla Foundation is the license steward',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'where can i put the license notice if not in each file',
    a: 'such as a LICENSE file in a relevant directory',
  },
  { doc: 'legal-mpl-2.0', q: 'what year was mpl 2.0 released', a: null },

  {
    doc: 'legal-cc-by-4.0',
    q: 'what info do i need to keep when i share it',
    a: 'identification of the creator(s) of the Licensed Material',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'what do i need to do if i edited the work',
    a: 'indicate if You modified the Licensed Material',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'how do i get my rights back after breaking the terms',
    a: 'cured within 30 days of Your discovery of the violation',
  },
  { doc: 'legal-cc-by-4.0', q: 'does it cover patents', a: 'Patent and trademark rights are not licensed' },
  {
    doc: 'legal-cc-by-4.0',
    q: 'what happens if the creator stops sharing the work',
    a: 'doing so will not terminate this Public License',
  },
  { doc: 'legal-cc-by-4.0', q: 'how is this different from the sharealike version', a: null },

  {
    doc: 'legal-gpl-3.0',
    q: 'if i only run it as a web service does that count as distributing',
    a: 'with no transfer of a copy, is not conveying',
  },
  { doc: 'legal-gpl-3.0', q: 'how much am i allowed to charge for copies', a: 'You may charge any price or no price' },
  {
    doc: 'legal-gpl-3.0',
    q: 'how long does a written offer for the source have to be good for',
    a: 'valid for at least three years',
  },
  {
    doc: 'legal-gpl-3.0',
    q: 'what happens if i violate the terms',
    a: 'automatically terminate your rights under this License',
  },
  {
    doc: 'legal-gpl-3.0',
    q: 'what should i use if i want closed source apps to link my library',
    a: 'use the GNU Lesser General Public License instead',
  },
  { doc: 'legal-gpl-3.0', q: 'can i mix gplv3 code with apache 2.0 code', a: null },

  {
    doc: 'transcript-cancer-moonshot',
    q: 'where was biden speaking',
    a: 'John F. Kennedy Presidential Library and Museum',
  },
  {
    doc: 'transcript-cancer-moonshot',
    q: 'whats the target for cancer deaths',
    a: 'cut cancer death rates by at least 50 percent',
  },
  { doc: 'transcript-cancer-moonshot', q: 'who is going to run arpa-h', a: 'Dr. Renee Wegryzn' },
  {
    doc: 'transcript-cancer-moonshot',
    q: 'how much will seniors pay for meds max',
    a: '$2,000 cap on the total prescription drug cost',
  },
  {
    doc: 'transcript-cancer-moonshot',
    q: 'what law did he mention for veterans',
    a: 'signed the so-called PACT Act into law',
  },
  { doc: 'transcript-cancer-moonshot', q: 'when does the nci blood test trial start', a: null },

  {
    doc: 'transcript-space-council',
    q: 'what were the council priorities from last year',
    a: 'expanding our STEM workforce',
  },
  {
    doc: 'transcript-space-council',
    q: 'where are the new training programs',
    a: 'one in Florida, one on the Gulf Coast, and one in Southern California',
  },
  {
    doc: 'transcript-space-council',
    q: 'how long will the us keep the iss going',
    a: 'International Space Station through 2030',
  },
  {
    doc: 'transcript-space-council',
    q: 'how many countries are in the artemis accords now',
    a: 'bringing the total number of signatories to 21',
  },
  {
    doc: 'transcript-space-council',
    q: 'what did she say about anti satellite weapons',
    a: 'would not conduct destructive, direct-ascent, anti-satellite missile testing',
  },
  { doc: 'transcript-space-council', q: 'what year will artemis astronauts land on the moon', a: null },

  {
    doc: 'transcript-emerging-tech',
    q: 'which technologies does he think matter most',
    a: 'Computing-related technologies, including microelectronics',
  },
  { doc: 'transcript-emerging-tech', q: 'how big is the chips act', a: 'The CHIPS Act invests $52 billion' },
  { doc: 'transcript-emerging-tech', q: 'what changed for foreign stem workers', a: 'self-petition for an EB-2 visa' },
  {
    doc: 'transcript-emerging-tech',
    q: 'how did the export controls affect russia',
    a: 'chips from dishwashers in its military equipment',
  },
  {
    doc: 'transcript-emerging-tech',
    q: 'which countries got new tech partnerships',
    a: 'Israel, India, Korea, and Japan',
  },
  { doc: 'transcript-emerging-tech', q: 'how much is the us spending on quantum computing', a: null },
];
