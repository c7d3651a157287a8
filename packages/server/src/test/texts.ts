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
