import { tokenize } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { analyzerFor } from './language.js';
import { americanSpelling } from './spelling.js';

const english = analyzerFor('en');
const terms = (text: string) => tokenize(text, english);

describe('British and American spellings', () => {
  it('meet as one search term in an English text and its question', () => {
    expect(terms('licence')).toEqual(terms('license'));
    expect(terms('licences licenced')).toEqual(terms('licenses licensed'));
    expect(terms('colour harbours favourite behaviours')).toEqual(terms('color harbors favorite behaviors'));
    expect(terms('organise organisation optimised analysed')).toEqual(
      terms('organize organization optimized analyzed'),
    );
    expect(terms('centre metres catalogue programme defence')).toEqual(terms('center meters catalog program defense'));
  });

  it('take a word that names something every object has ("constructor", "toString") for the word it is', () => {
    for (const word of ['constructor', 'tostring', 'valueof', 'hasownproperty', '__proto__'])
      expect(americanSpelling(word)).toBe(word);
    expect(terms('constructor toString')).toEqual(['constructor', 'tostr']);
  });

  it('leave words that only end like a British form as they are', () => {
    for (const word of [
      'four',
      'hour',
      'your',
      'detour',
      'rise',
      'wise',
      'exercise',
      'promise',
      'advise',
      'acre',
      'genre',
    ])
      expect(americanSpelling(word)).toBe(word);
    // "analyses" is also the plural of "analysis"
    expect(americanSpelling('analyses')).toBe('analyses');
  });
});
