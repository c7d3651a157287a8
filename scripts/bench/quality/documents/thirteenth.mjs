// A thirteenth question set of `npm run bench:quality` (see README.md): 8 questions on each of 8 documents of the
// suite (6 answerable, 2 not), written on 2026-11-27 by a helper who read only those documents and never ran the
// answerer. Each `a` is the words a correct answer must quote, verbatim in the document once whitespace runs are
// collapsed; `a: null` marks a question the document cannot answer. Measured once, at 3648ba7 (35/48 hit, 9/16
// declined), and tuning data since: reported as "tuning 13", its misses printed.
export const THIRTEENTH = [
  { doc: 'resume-ines-halvorsen', q: 'how many years experiance does she have', a: '12 years of experience' },
  { doc: 'resume-ines-halvorsen', q: 'what was the budget on the tamega viaduct job', a: 'EUR 11.2 million budget' },
  {
    doc: 'resume-ines-halvorsen',
    q: 'what python tool did she build at hydrotec',
    a: 'checks culvert hydraulic capacity',
  },
  { doc: 'resume-ines-halvorsen', q: 'where did she do her masters', a: 'University of Porto (FEUP)' },
  { doc: 'resume-ines-halvorsen', q: 'how good is her dutch', a: 'Dutch (professional working, B2)' },
  { doc: 'resume-ines-halvorsen', q: 'when could she start', a: 'Available from 1 March 2027' },
  { doc: 'resume-ines-halvorsen', q: 'what salary is she expecting', a: null },
  { doc: 'resume-ines-halvorsen', q: 'why did she leave hydrotec', a: null },

  { doc: 'resume-teodora-vukic', q: 'how big is the kitchen team she runs', a: '14 cooks and 3 kitchen porters' },
  { doc: 'resume-teodora-vukic', q: 'how much did she bring food cost down', a: 'from 34 % to 27 % of revenue' },
  { doc: 'resume-teodora-vukic', q: 'any michelin recognition?', a: 'Michelin Bib Gourmand in 2023' },
  { doc: 'resume-teodora-vukic', q: 'which culinary school did she go to', a: 'Institut Lyonnais des Arts Culinaires' },
  {
    doc: 'resume-teodora-vukic',
    q: 'how big a budget did she handle in copenhagen',
    a: '€1.2 million annual food budget',
  },
  { doc: 'resume-teodora-vukic', q: 'does she do any teaching', a: 'yearly fermentation workshop since 2022' },
  { doc: 'resume-teodora-vukic', q: 'what salary does she want', a: null },
  { doc: 'resume-teodora-vukic', q: 'whats her notice period', a: null },

  { doc: 'resume-rohan-iyer', q: 'how many ppl are on his team', a: '3 data scientists, 1 ML engineer' },
  { doc: 'resume-rohan-iyer', q: 'how much money did the new forecasts save', a: 'CA$6.8M a year' },
  {
    doc: 'resume-rohan-iyer',
    q: 'why did he leave loonie lending',
    a: 'I wanted to work on forecasting and experimentation at a larger scale',
  },
  {
    doc: 'resume-rohan-iyer',
    q: 'what was his msc thesis about',
    a: 'Bayesian hierarchical models for district-level monsoon rainfall',
  },
  { doc: 'resume-rohan-iyer', q: 'how soon can he start', a: 'four weeks from offer' },
  { doc: 'resume-rohan-iyer', q: 'visa situation for amsterdam?', a: 'would need sponsorship for the Netherlands' },
  { doc: 'resume-rohan-iyer', q: 'what are his salary expectations', a: null },
  { doc: 'resume-rohan-iyer', q: 'what grade did he get in his masters', a: null },

  {
    doc: 'resume-callum-doherty',
    q: 'how long has he been doing electrical work',
    a: 'seven years in the electrical trade',
  },
  { doc: 'resume-callum-doherty', q: 'how many ev chargers has he fitted', a: 'over 150 home chargers' },
  { doc: 'resume-callum-doherty', q: 'when did he pass his am2', a: 'passed my AM2 first time in July 2023' },
  { doc: 'resume-callum-doherty', q: 'what kind of work is he after next', a: 'commercial and industrial work' },
  { doc: 'resume-callum-doherty', q: 'would he move for a job', a: 'I am not looking to relocate' },
  { doc: 'resume-callum-doherty', q: 'how much notice does he need to give', a: "two weeks' notice" },
  { doc: 'resume-callum-doherty', q: 'whats his hourly rate', a: null },
  { doc: 'resume-callum-doherty', q: 'what did he get in science gcse', a: null },

  { doc: 'paper-sports2d', q: 'how do i install it', a: 'pip install sports2d' },
  { doc: 'paper-sports2d', q: 'what happens if i dont have a gpu', a: 'uses the CPU with OpenVino acceleration' },
  { doc: 'paper-sports2d', q: 'what file formats does it save results in', a: '.trc for locations, .mot for angles' },
  {
    doc: 'paper-sports2d',
    q: 'what does 0 degrees knee flexion mean',
    a: '0° when the shank is aligned with the thigh',
  },
  { doc: 'paper-sports2d', q: 'when are the results actually reliable', a: 'participants move in the 2D plane' },
  { doc: 'paper-sports2d', q: "what's the problem with kinovea", a: 'it relies on tracking manual labels' },
  { doc: 'paper-sports2d', q: 'how accurate is it vs marker based mocap, in degrees', a: null },
  { doc: 'paper-sports2d', q: 'what frame rate does it get on a laptop cpu', a: null },

  {
    doc: 'legal-cc-by-4.0',
    q: 'what do i have to keep when i share the work',
    a: 'identification of the creator(s) of the Licensed Material',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'how long does the licence last',
    a: 'applies for the term of the Copyright and Similar Rights',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'i broke the terms, how do i get my rights back',
    a: 'cured within 30 days of Your discovery',
  },
  {
    doc: 'legal-cc-by-4.0',
    q: 'does it cover patents or trademarks',
    a: 'Patent and trademark rights are not licensed',
  },
  { doc: 'legal-cc-by-4.0', q: 'can i put drm on copies i hand out', a: 'apply any Effective Technological Measures' },
  {
    doc: 'legal-cc-by-4.0',
    q: 'what if the author asks me to take their name off',
    a: 'You must remove any of the information',
  },
  { doc: 'legal-cc-by-4.0', q: "which country's law governs a dispute under this license", a: null },
  { doc: 'legal-cc-by-4.0', q: 'how is cc by different from cc by-sa', a: null },

  {
    doc: 'legal-lgpl-2.1',
    q: 'why would i use lgpl instead of gpl for a libary',
    a: 'permit linking those libraries into non-free programs',
  },
  {
    doc: 'legal-lgpl-2.1',
    q: 'what am i allowed to charge for when distributing it',
    a: 'charge a fee for the physical act of transferring a copy',
  },
  {
    doc: 'legal-lgpl-2.1',
    q: 'how do i relicense a copy under the normal gpl',
    a: 'alter all the notices that refer to this License',
  },
  {
    doc: 'legal-lgpl-2.1',
    q: 'how long does the written offer for the source have to be valid',
    a: 'valid for at least three years',
  },
  { doc: 'legal-lgpl-2.1', q: 'how big can inline functions from the headers be', a: 'ten lines or less in length' },
  { doc: 'legal-lgpl-2.1', q: 'why is it called lesser', a: "does Less to protect the user's freedom" },
  { doc: 'legal-lgpl-2.1', q: 'is it compatible with apache 2.0', a: null },
  { doc: 'legal-lgpl-2.1', q: 'what email address do i use to contact the fsf', a: null },

  { doc: 'transcript-dodgers', q: 'best record since when', a: 'highest winning percentage of any team since 1954' },
  {
    doc: 'transcript-dodgers',
    q: 'how many covid tests were done at dodger stadium',
    a: 'more than 1 million COVID tests',
  },
  {
    doc: 'transcript-dodgers',
    q: 'what did the stadium do for the election',
    a: 'first team in baseball to make their stadium available to voting',
  },
  {
    doc: 'transcript-dodgers',
    q: 'which player gave a speech',
    a: 'three-time Cy Young Award winner, Clayton Kershaw',
  },
  { doc: 'transcript-dodgers', q: 'who owns the dodgers', a: 'our team owner, Mark Walter' },
  { doc: 'transcript-dodgers', q: 'what did satchel paige say about age', a: 'How old would you be if you' },
  { doc: 'transcript-dodgers', q: 'how many games did the world series go', a: null },
  { doc: 'transcript-dodgers', q: 'who was world series mvp', a: null },
];
