/** Texts the answer tests share: a long bot text with one fact (the needle) in its middle. */
export const NEEDLE = 'The launch code of the lighthouse project is PINEAPPLE-42, kept by the harbour master.';

/** ~120 KB of varied filler with the needle in the middle. */
export function longText(): string {
  const topics = ['gardening', 'sailing', 'accounting', 'poetry', 'carpentry', 'astronomy', 'cooking', 'cycling'];
  const paragraphs: string[] = [];
  for (let i = 0; i < 600; i += 1) {
    const topic = topics[i % topics.length];
    paragraphs.push(
      `Chapter ${i} is about ${topic}. It describes ${topic} routines in detail, step ${i}, with notes on tools and seasons.`,
    );
    if (i === 300) paragraphs.push(NEEDLE);
  }
  return paragraphs.join('\n\n');
}

/** A short résumé of two jobs, one before the other: what follow-up questions are asked of (followUp.ts). */
export const CAREER_CV = [
  'Maren Castellanos — CV',
  '',
  'Summary: Backend engineer with ten years of experience in payments and logistics software.',
  '',
  'Experience',
  '',
  'Quintal Pay, Lisbon — Lead Engineer (2019 – present). Leads the settlement team of seven engineers and owns the card settlement pipeline.',
  '',
  'Hydrotec, Porto — Backend Developer (2014 – 2019). Built the tracking API for harbour sensors. Left Hydrotec when its marine division was sold to a competitor.',
  '',
  'Education',
  '',
  'MSc in Informatics and Computing Engineering, University of Porto, 2014.',
  '',
  'Interests',
  '',
  'Trail running, sea kayaking and Portuguese tile restoration.',
].join('\n');
