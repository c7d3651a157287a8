// A third set of questions of the document suite (same shape as TUNING in index.mjs), written on 2026-11-26 by a
// helper who read only the documents — never the other questions, the answerer's code nor its output: 5 answerable
// and 1 unanswerable question per document (65 + 13). Measured once before any tuning on it, at 30a1ae5: 41/65
// answers held the fact, 5/13 unanswerable declined. From then on it is tuning data ("tuning 3" in the bench, its
// misses printed); the held-out and fresh sets stay unseen.

export const THIRD = [
  // resume-jordan-lee
  { doc: 'resume-jordan-lee', q: 'what languages does jordan speak', a: 'Fluent in Dutch, English and Portuguese' },
  {
    doc: 'resume-jordan-lee',
    q: 'how many users did the banking app he reworked have',
    a: 'savings app used by 1.2 million customers',
  },
  {
    doc: 'resume-jordan-lee',
    q: 'where did he go to uni',
    a: 'MSc Design for Interaction, Delft University of Technology',
  },
  { doc: 'resume-jordan-lee', q: 'hobbies?', a: 'Sailing a 1970s wooden sloop on the IJsselmeer' },
  {
    doc: 'resume-jordan-lee',
    q: 'did missed appointments go down at the healthcare company',
    a: 'no-show rates fell by 18 percent',
  },
  { doc: 'resume-jordan-lee', q: 'what salary is jordan asking for', a: null },

  // resume-maren-castellanos
  { doc: 'resume-maren-castellanos', q: 'how soon could maren start a new job', a: 'Notice period: two months.' },
  {
    doc: 'resume-maren-castellanos',
    q: 'how much faster did she make the tracking api',
    a: 'from 1.8 seconds to 240 milliseconds',
  },
  {
    doc: 'resume-maren-castellanos',
    q: 'what was her masters dissertation about',
    a: 'Adaptive sampling for battery-powered sensor networks',
  },
  {
    doc: 'resume-maren-castellanos',
    q: 'is she certified in kubernetes',
    a: 'Certified Kubernetes Application Developer (CKAD), 2021',
  },
  {
    doc: 'resume-maren-castellanos',
    q: 'does she do any charity or community stuff',
    a: 'monthly Saturday coding workshop for teenage girls',
  },
  { doc: 'resume-maren-castellanos', q: 'what was maren paid at quintal pay', a: null },

  // paper-tidal-harbours
  {
    doc: 'paper-tidal-harbours',
    q: 'how many turbines did they study',
    a: 'three small tidal turbines installed in the harbour of Port Ellery',
  },
  {
    doc: 'paper-tidal-harbours',
    q: 'did the turbines perform better than expected',
    a: 'Average capacity factor was 31 percent, higher than the 24 percent predicted',
  },
  {
    doc: 'paper-tidal-harbours',
    q: 'how often do the blades need cleaning',
    a: 'Biofouling was cleaned every six weeks by divers',
  },
  {
    doc: 'paper-tidal-harbours',
    q: 'what was the worst downtime',
    a: 'the longest lasting 36 hours when a mooring line parted',
  },
  {
    doc: 'paper-tidal-harbours',
    q: 'how big was the battery storage',
    a: 'The battery bank of 800 kWh covered every slack-tide gap',
  },
  { doc: 'paper-tidal-harbours', q: 'how much did it cost to install the turbines', a: null },

  // transcript-iss-call
  {
    doc: 'transcript-iss-call',
    q: 'how many times a day do the astronauts see the sun come up',
    a: 'We see 16 sunrises and sunsets every day',
  },
  {
    doc: 'transcript-iss-call',
    q: 'what experiments on the station help people on earth',
    a: 'learning how to grow plants without soil',
  },
  { doc: 'transcript-iss-call', q: 'where was harris calling from', a: 'Johnson Space Center Houston, Texas' },
  {
    doc: 'transcript-iss-call',
    q: 'why did the call get cut off',
    a: 'connection to the International Space Station passes out of range',
  },
  { doc: 'transcript-iss-call', q: 'what time did it start', a: '10:14 A.M. CDT' },
  { doc: 'transcript-iss-call', q: 'what advice did the astronauts give the students', a: null },

  // transcript-space-council
  {
    doc: 'transcript-space-council',
    q: 'what were the priorities set at the first council meeting',
    a: 'First, expanding our STEM workforce.',
  },
  {
    doc: 'transcript-space-council',
    q: 'how long will the us keep funding the iss',
    a: 'extend our commitment to the International Space Station through 2030',
  },
  {
    doc: 'transcript-space-council',
    q: 'how many countries have joined the artemis accords',
    a: 'bringing the total number of signatories to 21',
  },
  {
    doc: 'transcript-space-council',
    q: 'where are the new job training pilots',
    a: 'one in Florida, one on the Gulf Coast, and one in Southern',
  },
  {
    doc: 'transcript-space-council',
    q: 'what kind of weapons testing did the us rule out',
    a: 'would not conduct destructive, direct-ascent, anti-satellite missile testing',
  },
  { doc: 'transcript-space-council', q: 'what is the budget for the artemis program', a: null },

  // transcript-emerging-tech
  {
    doc: 'transcript-emerging-tech',
    q: 'what are the main parts of the tech strategy',
    a: 'First, investing in our science and technology ecosystem',
  },
  {
    doc: 'transcript-emerging-tech',
    q: 'how much money is going into chip making',
    a: 'The CHIPS Act invests $52 billion',
  },
  {
    doc: 'transcript-emerging-tech',
    q: 'which technologies does sullivan think matter most this decade',
    a: 'Computing-related technologies, including microelectronics, quantum information systems, and artificial intelligence',
  },
  {
    doc: 'transcript-emerging-tech',
    q: 'can a foreign scientist get a green card without an employer',
    a: 'self-petition for an EB-2 visa',
  },
  {
    doc: 'transcript-emerging-tech',
    q: 'what effect did the export restrictions have on russia',
    a: 'forcing Russia to use chips from dishwashers in its military equipment',
  },
  { doc: 'transcript-emerging-tech', q: 'how much funding has the national ai research resource received', a: null },

  // transcript-cancer-moonshot
  {
    doc: 'transcript-cancer-moonshot',
    q: 'what is the target for reducing cancer deaths',
    a: 'cut cancer death rates by at least 50 percent',
  },
  {
    doc: 'transcript-cancer-moonshot',
    q: 'who was picked to lead arpa-h',
    a: 'inaugural director of ARPA-H, Dr. Renee Wegryzn',
  },
  {
    doc: 'transcript-cancer-moonshot',
    q: 'how much did congress put into arpa-h',
    a: 'invested $1 billion initially to launch ARPA-H',
  },
  {
    doc: 'transcript-cancer-moonshot',
    q: 'is there a limit on what seniors pay for medication',
    a: 'puts a $2,000 cap on the total prescription drug cost',
  },
  {
    doc: 'transcript-cancer-moonshot',
    q: 'how can a patient find a clinical study',
    a: 'we launched Trials.Cancer.gov so everyone can find a clinical trial',
  },
  { doc: 'transcript-cancer-moonshot', q: 'when will results from the blood test trial be out', a: null },

  // legal-apache-2.0
  {
    doc: 'legal-apache-2.0',
    q: 'do i have to pay royalties to use apache code',
    a: 'no-charge, royalty-free, irrevocable copyright license',
  },
  {
    doc: 'legal-apache-2.0',
    q: 'what happens to my patent rights if i sue someone over the code',
    a: 'shall terminate as of the date such litigation is filed',
  },
  {
    doc: 'legal-apache-2.0',
    q: 'do i need to say which files i changed',
    a: 'You must cause any modified files to carry prominent notices',
  },
  {
    doc: 'legal-apache-2.0',
    q: 'can i use their logo or brand name',
    a: 'This License does not grant permission to use the trade names',
  },
  {
    doc: 'legal-apache-2.0',
    q: 'what counts as controlling a company under this licence',
    a: 'ownership of fifty percent (50%) or more of the outstanding shares',
  },
  { doc: 'legal-apache-2.0', q: 'is apache 2 compatible with gpl version 2', a: null },

  // legal-gpl-3.0
  {
    doc: 'legal-gpl-3.0',
    q: 'can i sell copies of gpl software',
    a: 'You may charge any price or no price for each copy',
  },
  {
    doc: 'legal-gpl-3.0',
    q: 'how long does a written offer for the source need to stay open',
    a: 'valid for at least three years',
  },
  {
    doc: 'legal-gpl-3.0',
    q: 'if i break the gpl how long do i have to fix it',
    a: 'you cure the violation prior to 30 days after',
  },
  {
    doc: 'legal-gpl-3.0',
    q: 'can i put gpl code in a closed source app',
    a: 'does not permit incorporating your program into proprietary programs',
  },
  {
    doc: 'legal-gpl-3.0',
    q: 'does running it as a web service count as distributing',
    a: 'with no transfer of a copy, is not conveying',
  },
  { doc: 'legal-gpl-3.0', q: 'how big is the fine for violating the gpl', a: null },

  // legal-mpl-2.0
  {
    doc: 'legal-mpl-2.0',
    q: 'i got a notice that im not compliant, how long to fix it',
    a: 'become compliant prior to 30 days after Your receipt of the notice',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'who is allowed to publish new versions of the mpl',
    a: 'Mozilla Foundation is the license steward',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'can i bundle mpl code with my own proprietary stuff',
    a: 'distribute a Larger Work under terms of Your choice',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'where would a lawsuit about this licence be heard',
    a: 'where the defendant maintains its principal place of business',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'if i ship a compiled binary do i need to share the source',
    a: 'such Covered Software must also be made available in Source Code Form',
  },
  { doc: 'legal-mpl-2.0', q: 'how is mpl different from the lgpl', a: null },

  // paper-amrex
  { doc: 'paper-amrex', q: 'what programming language is amrex', a: 'AMReX is a C++ software framework' },
  {
    doc: 'paper-amrex',
    q: 'what older software did it grow out of',
    a: 'The origins of AMReX trace back to the BoxLib',
  },
  { doc: 'paper-amrex', q: 'does it work on graphics cards', a: 'AMReX currently uses CUDA for GPUs' },
  {
    doc: 'paper-amrex',
    q: 'what can i use to visualise the output',
    a: 'The AMReX plotfile format is supported by VisIt',
  },
  { doc: 'paper-amrex', q: 'who paid for the development', a: 'U.S. Department of Energy, Office of Science' },
  { doc: 'paper-amrex', q: 'how much faster is amrex than other amr codes', a: null },

  // paper-timeseriesflattener
  {
    doc: 'paper-timeseriesflattener',
    q: 'which python versions are supported',
    a: 'is a Python package (3.8 | 3.9 | 3.10 | 3.11)',
  },
  {
    doc: 'paper-timeseriesflattener',
    q: 'whats the limitation of fiddle',
    a: 'FIDDLE requires prediction times to be regularly and evenly spaced',
  },
  {
    doc: 'paper-timeseriesflattener',
    q: 'who is this tool meant for',
    a: 'aimed at researchers and individuals working with irregular time series',
  },
  {
    doc: 'paper-timeseriesflattener',
    q: 'can i swap the cache for redis',
    a: 'The caching mechanisms can easily be overwritten',
  },
  {
    doc: 'paper-timeseriesflattener',
    q: 'what is a lookbehind window',
    a: 'determines how far back in time to look for values for predictors',
  },
  { doc: 'paper-timeseriesflattener', q: 'what open source license is timeseriesflattener under', a: null },

  // paper-good-enough-practices
  {
    doc: 'paper-good-enough-practices',
    q: 'how long should a function be',
    a: 'no more than one page (about 60 lines) long',
  },
  {
    doc: 'paper-good-enough-practices',
    q: 'what licence should i use for my dataset',
    a: 'We recommend Creative Commons licenses for data and text',
  },
  {
    doc: 'paper-good-enough-practices',
    q: 'max file size on github?',
    a: 'the limit for an individual file on GitHub is 100MB',
  },
  {
    doc: 'paper-good-enough-practices',
    q: 'why dont they recommend unit testing',
    a: "they usually aren't compelling for solo exploratory work",
  },
  {
    doc: 'paper-good-enough-practices',
    q: 'how many people have been through the workshops',
    a: 'workshops to over 11,000 people since 2010',
  },
  {
    doc: 'paper-good-enough-practices',
    q: 'which programming language do the authors say beginners should learn first',
    a: null,
  },
];
