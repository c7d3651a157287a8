import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
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

describe('a time a text says went down', () => {
  it('says "faster" of it, and not of a figure of anything else that went down', () => {
    expect(trendWords('cutting average report turnaround from 10 to 6 working days')).toContain('faster');
    expect(trendWords('Cut onboarding from 9 weeks to 5.')).toContain('quicker');
    expect(trendWords('Brought food cost down from 34 % to 27 % of revenue.')).not.toContain('faster');
  });

  it('answers "how did he make reports faster?"', async () => {
    const cv = [
      'Gideon Harlow · Arboricultural consultant · Bristol',
      'Writes tree surveys, risk assessments and method statements for developers and councils.',
      '- Moved the team from paper field sheets to tablet surveys with GPS tagging, cutting average report turnaround from 10 to 6 working days.',
      '- Manage two junior surveyors and one apprentice.',
    ].join('\n');
    expect((await askOffline(cv, 'how did he make reports faster')).answer).toContain(
      'cutting average report turnaround from 10 to 6 working days',
    );
  });
});
