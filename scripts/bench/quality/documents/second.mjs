// A second fresh set of questions of the document suite (same shape as TUNING in index.mjs), written on 2026-11-26 by
// someone who read only the documents — never the other questions nor the answerer's output. Measured once before any
// tuning on it, at a88eb93: 23/48 answers held the fact (resume 8, paper 5, legal 4, transcript 6 of 12), 3/8
// unanswerable declined — as the first fresh set (22/44). From then on it is tuning data ("tuning 2" in the bench,
// its misses printed); the held-out and fresh sets stay unseen.

export const SECOND = [
  // resume: Jordan Lee (6)
  { doc: 'resume-jordan-lee', q: 'where is jordan based', a: 'Rotterdam, Netherlands' },
  { doc: 'resume-jordan-lee', q: 'what languages does jordan speak?', a: 'Dutch, English and Portuguese' },
  {
    doc: 'resume-jordan-lee',
    q: 'did the new appointment reminders actually make a difference',
    a: 'no-show rates fell by 18 percent',
  },
  { doc: 'resume-jordan-lee', q: 'which uni did he go to', a: 'Delft University of Technology' },
  { doc: 'resume-jordan-lee', q: 'what does jordan do in his free time?', a: 'Sailing a 1970s wooden sloop' },
  {
    doc: 'resume-jordan-lee',
    q: 'how quick is it now to set up a savings goal in the banking app',
    a: 'four minutes to ninety seconds',
  },

  // resume: Maren Castellanos (6)
  { doc: 'resume-maren-castellanos', q: 'how soon could maren start a new job', a: 'Notice period: two months' },
  {
    doc: 'resume-maren-castellanos',
    q: 'how much faster did she make the tracking api',
    a: '1.8 seconds to 240 milliseconds',
  },
  {
    doc: 'resume-maren-castellanos',
    q: 'where did she do her masters?',
    a: 'Faculty of Engineering, University of Porto',
  },
  { doc: 'resume-maren-castellanos', q: 'does she speak spanish', a: 'Spanish (native, my mother is from Vigo)' },
  { doc: 'resume-maren-castellanos', q: 'does maren do any volunteer work', a: 'coding workshop for teenage girls' },
  {
    doc: 'resume-maren-castellanos',
    q: 'is she certified in kubernetes?',
    a: 'Certified Kubernetes Application Developer',
  },

  // paper: tidal harbours (3)
  { doc: 'paper-tidal-harbours', q: 'how often did the turbines have to be cleaned', a: 'every six weeks' },
  {
    doc: 'paper-tidal-harbours',
    q: 'what was the worst power cut during the study?',
    a: 'the longest lasting 36 hours',
  },
  {
    doc: 'paper-tidal-harbours',
    q: 'did the turbines do better than expected',
    a: 'Average capacity factor was 31 percent',
  },

  // paper: AMReX (3)
  { doc: 'paper-amrex', q: 'what language is amrex written in', a: 'C++ software framework' },
  { doc: 'paper-amrex', q: 'can amrex run on a gpu?', a: 'AMReX currently uses CUDA for GPUs' },
  { doc: 'paper-amrex', q: 'what older software did amrex grow out of', a: 'trace back to the BoxLib' },

  // paper: timeseriesflattener (3)
  {
    doc: 'paper-timeseriesflattener',
    q: 'why not just use FIDDLE instead',
    a: 'regularly and evenly spaced',
  },
  { doc: 'paper-timeseriesflattener', q: 'who paid for the timeseriesflattener work', a: 'Lundbeck Foundation' },
  {
    doc: 'paper-timeseriesflattener',
    q: 'can i keep the cache in redis instead of on disk?',
    a: 'caching mechanisms can easily be overwritten',
  },

  // paper: good enough practices (3)
  { doc: 'paper-good-enough-practices', q: 'how long should a function be', a: 'about 60 lines' },
  {
    doc: 'paper-good-enough-practices',
    q: 'what licence should i put on my dataset',
    a: 'Creative Commons licenses for data and text',
  },
  {
    doc: 'paper-good-enough-practices',
    q: 'why did they leave out unit testing?',
    a: 'compelling for solo exploratory work',
  },

  // legal: Apache 2.0 (4)
  {
    doc: 'legal-apache-2.0',
    q: 'if i modify the code do i have to mark my changes',
    a: 'stating that You changed the files',
  },
  {
    doc: 'legal-apache-2.0',
    q: 'what happens to my patent rights if I sue a contributor over patents?',
    a: 'for that Work shall terminate',
  },
  {
    doc: 'legal-apache-2.0',
    q: 'am i allowed to use their brand name for my product',
    a: 'not grant permission to use the trade names',
  },
  {
    doc: 'legal-apache-2.0',
    q: 'can I sell paid support for apache licensed software',
    a: 'charge a fee for, acceptance of support',
  },

  // legal: MPL 2.0 (4)
  {
    doc: 'legal-mpl-2.0',
    q: 'i got a notice that i broke the license, how long do i have to fix it',
    a: '30 days after Your receipt of the notice',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'who is allowed to publish new versions of the mpl?',
    a: 'Mozilla Foundation is the license steward',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'can mpl code go into a gpl project',
    a: 'permits You to additionally distribute such Covered Software',
  },
  {
    doc: 'legal-mpl-2.0',
    q: 'which court handles lawsuits about this license',
    a: 'defendant maintains its principal place of business',
  },

  // legal: GPL 3.0 (4)
  {
    doc: 'legal-gpl-3.0',
    q: 'how long must a written offer for the source code stay valid?',
    a: 'valid for at least three years',
  },
  {
    doc: 'legal-gpl-3.0',
    q: 'can i combine gpl code with agpl code',
    a: 'permission to link or combine any covered work',
  },
  { doc: 'legal-gpl-3.0', q: 'can I sublicense gpl software', a: 'Sublicensing is not allowed' },
  {
    doc: 'legal-gpl-3.0',
    q: "what if the program doesn't say which gpl version applies",
    a: 'choose any version ever published',
  },

  // transcript: ISS call (3)
  {
    doc: 'transcript-iss-call',
    q: 'how many times a day does the sun come up for the astronauts',
    a: '16 sunrises and sunsets every day',
  },
  {
    doc: 'transcript-iss-call',
    q: 'what experiments are they doing up there that help earth?',
    a: 'grow plants without soil',
  },
  { doc: 'transcript-iss-call', q: 'why did the call end so suddenly', a: 'passes out of range' },

  // transcript: Space Council (3)
  { doc: 'transcript-space-council', q: 'how many countries are in the artemis accords now', a: 'signatories to 21' },
  {
    doc: 'transcript-space-council',
    q: 'how long will the US keep funding the space station?',
    a: 'International Space Station through 2030',
  },
  {
    doc: 'transcript-space-council',
    q: 'where are the new space job training programs',
    a: 'one in Florida, one on the Gulf Coast',
  },

  // transcript: Cancer Moonshot (3)
  {
    doc: 'transcript-cancer-moonshot',
    q: 'what is the moonshot actually trying to achieve',
    a: 'cancer death rates by at least 50 percent',
  },
  { doc: 'transcript-cancer-moonshot', q: 'who will lead ARPA-H?', a: 'Dr. Renee Wegryzn' },
  {
    doc: 'transcript-cancer-moonshot',
    q: 'is there a limit on what seniors pay for cancer drugs',
    a: '$2,000 cap',
  },

  // transcript: emerging tech (3)
  { doc: 'transcript-emerging-tech', q: 'how much money is in the chips act', a: 'invests $52 billion' },
  {
    doc: 'transcript-emerging-tech',
    q: 'how far ahead of china does the us want to stay on chips?',
    a: 'as large of a lead as possible',
  },
  {
    doc: 'transcript-emerging-tech',
    q: 'can a foreign scientist get a visa without an employer sponsoring them',
    a: 'self-petition for an EB-2 visa',
  },

  // not answerable (2 per kind)
  { doc: 'resume-jordan-lee', q: 'what salary is jordan asking for', a: null },
  { doc: 'resume-maren-castellanos', q: 'how old is maren?', a: null },
  { doc: 'paper-tidal-harbours', q: 'how much did the turbines cost to buy', a: null },
  { doc: 'paper-amrex', q: 'what license is amrex released under?', a: null },
  { doc: 'legal-apache-2.0', q: 'is apache 2.0 compatible with the gpl', a: null },
  { doc: 'legal-mpl-2.0', q: 'when was mpl 2.0 released?', a: null },
  { doc: 'transcript-iss-call', q: 'what advice did the astronauts give the students', a: null },
  { doc: 'transcript-space-council', q: 'what year will astronauts land on the moon again?', a: null },
];
