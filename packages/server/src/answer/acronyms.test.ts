import { describe, expect, it } from 'vitest';
import { acronymWords } from './acronyms.js';

const initials = (text: string) => acronymWords(text).split(' ');

describe('acronymWords', () => {
  it('gives the initials of a run of capitalised words, and of the runs that open and close it', () => {
    expect(initials('the GNU Affero General Public License, version 3')).toEqual(
      expect.arrayContaining(['gagpl', 'agpl', 'gpl', 'gag']),
    );
    expect(initials('aboard the International Space Station')).toContain('iss');
    // an "and" inside a name is skipped
    expect(initials('National Aeronautics and Space Administration')).toContain('nasa');
  });

  it('gives none for words capitalised for the sentence, two-letter initials, or a heading joined by "of"', () => {
    expect(acronymWords('The cat sat on the mat. It was warm.')).toBe('');
    expect(acronymWords('She moved to New York in 2019.')).toBe('');
    expect(initials('Grant of Patent License.')).not.toContain('gpl');
  });

  it('reads a long text of names in linear time, its initials bounded', () => {
    const names = 'Alpha Beta Gamma Delta Epsilon '.repeat(40_000);
    const started = performance.now();
    const words = initials(names);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(words.length).toBeLessThanOrEqual(400);
  });
});
