import { isDeclined } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
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

  it('reads no name across a sentence or a clause, nor a title before a name', () => {
    const greeting = 'Madam Vice President. Mr. Leader, how are you? Thank you, Governor Newsom.';
    expect(acronymWords(greeting)).not.toContain('mvp');
    expect(acronymWords(greeting)).not.toMatch(/pml|vpml/);
    expect(acronymWords('The International Space Station, NASA and the European Space Agency.')).toContain('iss');
  });

  it('lets no greeting answer what its initials happen to spell', async () => {
    const talk = [
      'THE PRESIDENT: Madam Vice President. Mr. Leader, how are you? Please sit down.',
      'We are here to congratulate the 2020 World Series Champions, the Los Angeles Dodgers.',
      'This team finished the season with the best record in baseball.',
    ].join('\n\n');
    expect(isDeclined((await askOffline(talk, 'who was the world series mvp')).answer)).toBe(true);
  });

  it('reads a long text of names in linear time, its initials bounded', () => {
    const names = 'Alpha Beta Gamma Delta Epsilon '.repeat(40_000);
    const started = performance.now();
    const words = initials(names);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(words.length).toBeLessThanOrEqual(400);
  });
});
