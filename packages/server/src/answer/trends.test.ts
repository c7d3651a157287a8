import { describe, expect, it } from 'vitest';
import { trendWords } from './trends.js';

describe('trendWords', () => {
  it('says a fall in figures is lower, and a change', () => {
    const words = trendWords('Brought food cost down from 34 % to 27 % of revenue in eighteen months.');
    expect(words).toContain('lower');
    expect(words).toContain('improved');
    expect(words).not.toContain('increased');
  });
  it('says a rise is higher, with sums, thousands and decimals read as numbers', () => {
    expect(trendWords('Aided awareness in Spain rose from 21% to 34%.')).toContain('increased');
    expect(trendWords('Grew revenue from $1.2M to $3.4M.')).toContain('increased');
    expect(trendWords('Cut the queue from 1,200 to 900 tickets.')).toContain('lower');
    expect(trendWords('Churn fell from 4.1% to 2.6%.')).not.toContain('increased');
  });
  it('says nothing of places, of a range that does not change, or of a text without "from"', () => {
    expect(trendWords('She moved from Lisbon to Porto in 2019.')).toBe('');
    expect(trendWords('Open from 9 to 9 on Saturdays.')).toBe('');
    expect(trendWords('Sales went up by 40 % in 2023.')).toBe('');
  });
});
