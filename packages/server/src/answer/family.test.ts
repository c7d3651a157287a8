import { describe, expect, it } from 'vitest';
import {
  FAMILY_BEFORE_NAME,
  familyAt,
  familyWorkNotAsked,
  NAMED_AFTER_FAMILY_UNSPACED,
  namesFamily,
  relationsOf,
  relativesOf,
} from './family.js';

describe('family words, read from one table', () => {
  it('finds where a text names family, the English words in English only', () => {
    expect(familyAt('I run a bakery with my husband.', true)).toBe(23);
    expect(namesFamily('Il vit avec son chien.', false)).toBe(false);
    expect(namesFamily('Elle vit avec son épouse.', false)).toBe(true);
    expect(namesFamily('Муж Ольги, Николай, работает мастером.', false)).toBe(true);
    expect(namesFamily('我女儿今年上幼儿园。', false)).toBe(true);
    expect(namesFamily('Our kids love it.', false)).toBe(false);
    expect(namesFamily('Our kids love it.', true)).toBe(true);
  });

  it('gives the relatives a pronoun stands for from the same table, and reads no verb as a brother', () => {
    const stands = (language: string, referent: 'she' | 'he' | 'they', word: string) =>
      new RegExp(`^(?:${relativesOf(language, referent)})$`, 'iu').test(word);
    expect(stands('en', 'she', 'wife')).toBe(true);
    expect(stands('en', 'she', 'aunt')).toBe(true);
    expect(stands('en', 'they', 'sisters')).toBe(true);
    expect(stands('en', 'she', 'sisters')).toBe(false);
    expect(stands('ru', 'he', 'брату')).toBe(true);
    expect(stands('ru', 'they', 'братьями')).toBe(true);
    expect(stands('fr', 'she', 'soeur')).toBe(true);
    expect(relativesOf('ko', 'she')).toBe('');
    // (an aunt is whom "she" may stand for, not the text's family: a question of her aunt's work is still hers)
    expect(namesFamily('Her aunt was a nurse.', true)).toBe(false);
    // ("брать", to take, is no "брат")
    expect(namesFamily('Я люблю брать книги в библиотеке.', false)).toBe(false);
    expect(namesFamily('У меня два брата.', false)).toBe(true);
  });

  it('tells the kind of relative, in any language and any case of a stem', () => {
    expect(relationsOf('How old is her husband?')).toEqual(['spouse']);
    expect(relationsOf('Она живёт с женой Анной и сыном.')).toEqual(['spouse', 'child']);
    expect(relationsOf('Il a deux frères et une sœur.')).toEqual(['sibling']);
    expect(relationsOf('Его отца зовут Иван.')).toEqual(['parent']);
    expect(relationsOf('她和丈夫刘洋住在一起。')).toEqual(['spouse']);
    expect(relationsOf('The grounds crew worked all night.')).toEqual([]);
  });

  it('reads a name after the family word it names, with a capital or by what follows it', () => {
    const named = new RegExp(`${FAMILY_BEFORE_NAME},?\\s+\\p{Lu}\\p{Ll}+`, 'u');
    expect(named.test('I live with my husband Dev.')).toBe(true);
    expect(named.test('Husband: Dev')).toBe(false);
    expect(named.test('avec son mari, Julien')).toBe(true);
    expect(named.test('с женой Анной')).toBe(true);
    expect(named.test('I live with my husband and our dog.')).toBe(false);
    expect(NAMED_AFTER_FAMILY_UNSPACED.ko?.test('여동생 한지은은 서울에 산다.')).toBe(true);
    expect(NAMED_AFTER_FAMILY_UNSPACED.ja?.test('夫の健太は医者です。')).toBe(true);
    expect(NAMED_AFTER_FAMILY_UNSPACED.ja?.test('兄が一人いて')).toBe(false);
  });

  it("tells a sentence that says a relative's work from one that says the person's", () => {
    const wife = 'Mit seiner Frau Birgit, die in der Stadtbücherei arbeitet, wohnt er in Friedrichsort.';
    expect(familyWorkNotAsked('Wo arbeitet er genau?', wife, false)).toBe(true);
    expect(familyWorkNotAsked('Wo arbeitet seine Frau?', wife, false)).toBe(false);
    expect(familyWorkNotAsked('Where does he work?', 'He works at the lock, and his wife teaches.', true)).toBe(false);
    expect(familyWorkNotAsked('Кем работает Ольга?', 'Муж Ольги, Николай, работает мастером.', false)).toBe(true);
  });
});
