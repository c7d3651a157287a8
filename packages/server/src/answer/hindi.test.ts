import { describe, expect, it } from 'vitest';
import { normalizeHindi, stemHindi } from './hindi.js';

describe('stemHindi', () => {
  it('folds a verb, a noun and an adjective in their forms to one stem', () => {
    // (she lives, they live, to live; language, languages; books, book; sings, singing)
    expect(new Set(['रहती', 'रहते', 'रहता', 'रहना'].map(stemHindi))).toEqual(new Set(['रह']));
    expect(stemHindi('भाषाएँ')).toBe(stemHindi('भाषा'));
    expect(stemHindi('किताबों')).toBe(stemHindi('किताब'));
    expect(stemHindi('लड़कियाँ')).toBe(stemHindi('लड़कियों'));
  });

  it('keeps at least two letters: a short word stays as it is', () => {
    expect(stemHindi('ना')).toBe('ना');
    expect(stemHindi('को')).toBe('को');
    expect(stemHindi('पुणे')).toBe('पुण');
  });

  it('reads a word with or without its nukta and with a chandrabindu or an anusvara as one', () => {
    expect(normalizeHindi('ज़िंदगी')).toBe(normalizeHindi('जिंदगी'));
    expect(normalizeHindi('हूँ')).toBe('हूं');
    expect(stemHindi('पढ़ाई')).toBe(stemHindi('पढाई'));
  });
});
