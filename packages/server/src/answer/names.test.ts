import { ENGLISH_ANALYZER } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { analyzerFor } from './language.js';
import { askedNames, missingName } from './names.js';

const en = analyzerFor('en');

describe('askedNames', () => {
  it('finds the runs of capitalised words and acronyms after the first word, as search terms', () => {
    expect(askedNames('How much will the National AI Research Resource cost?', en)).toEqual([
      ['nation', 'ai', 'research', 'resourc'],
    ]);
    // a version number is not part of the name, and "I" is not a name ("version 2" is a name of its own)
    expect(askedNames('Is Apache 2.0 compatible with GPL version 2?', en)).toEqual([
      ['apach'],
      ['gpl'],
      ['version', '2'],
    ]);
    expect(askedNames("Can I use Jordan's Figma plugin?", en)).toEqual([['jordan', 'figma']]);
  });

  it('finds none in a question of lower-case words, and none in a language that capitalises its nouns', () => {
    expect(askedNames('Where did she work before?', en)).toEqual([]);
    // the first word is capitalised for the sentence
    expect(askedNames('Hobbies?', ENGLISH_ANALYZER)).toEqual([]);
    expect(askedNames('Wo hat Jonas Elektrotechnik studiert?', analyzerFor('de'))).toEqual([]);
  });
});

describe('missingName', () => {
  const passages = ['The CHIPS Act invests $52 billion in chips.', 'The National Science Foundation funds research.'];

  it('is the name no passage holds, side by side and in order', () => {
    expect(missingName('How much will the National AI Research Resource cost?', passages, en)).toEqual([
      'nation',
      'ai',
      'research',
      'resourc',
    ]);
    expect(missingName('What does the CHIPS Act invest in?', passages, en)).toBeNull();
    // "National Science Foundation" is held, stop words and inflections aside
    expect(missingName('What do the National Sciences Foundations fund?', passages, en)).toBeNull();
  });

  it('takes a country, a language or a licence typed in lower case for a name, and a version with its number', () => {
    const licence = ['This License may be used in any country.', 'You may use version 2.1 or any later version.'];
    expect(missingName('is the gpl valid in germany', licence, en)).toEqual(['gpl']);
    expect(missingName('is it compatible with apache 2.0 code', licence, en)).toEqual(['apach']);
    expect(missingName('what changed in version 3', licence, en)).toEqual(['version', '3']);
    expect(missingName('what changed in version 2.1', licence, en)).toBeNull();
    // (a word that is a name and a word alike is no name: "polish", "turkey")
    expect(missingName('how do i polish the code', licence, en)).toBeNull();
  });

  it('is null for a question that names nothing', () => {
    expect(missingName('how much is invested in chips', passages, en)).toBeNull();
  });
});
