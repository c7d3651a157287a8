import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
import { ageWords, saysAgeInFigures } from './age.js';

describe('ageWords: an age in figures', () => {
  it('gives "age" for an age said with a subject, and none for other numbers', () => {
    expect(ageWords('Dermot is 52 and grew up in Sligo.')).toBe('age');
    expect(ageWords("I'm 34 years old and live in Porto.")).toBe('age');
    expect(ageWords('Raj Patel, 52, runs a small bookshop.')).toBe('age');
    expect(ageWords('She became a 41-year-old nurse manager.')).toBe('age');
    expect(ageWords('The bridge is 52 metres long; the walls are old.')).toBe('');
    expect(ageWords('Revenue rose by 34% in 2021.')).toBe('');
  });

  it('reads the ways an opening says its age in the other languages', () => {
    expect(saysAgeInFigures('Ich bin Jan Petersen, 34, und baue Boote in Kiel.')).toBe(true);
    expect(saysAgeInFigures('Aminata Diallo-Lefèvre, 36, est sommelière à Lyon.')).toBe(true);
    expect(saysAgeInFigures('Jan Petersen (34) baut Boote.')).toBe(true);
    expect(saysAgeInFigures('Меня зовут Андрей, мне 45 лет.')).toBe(true);
    expect(saysAgeInFigures('Ему 52 года, он кок.')).toBe(true);
    expect(saysAgeInFigures('52-летний кок.')).toBe(true);
    expect(saysAgeInFigures("These days I'm now 68 and live by the sea.")).toBe(true);
    expect(saysAgeInFigures('В море я уже 20 дней.')).toBe(false);
    expect(ageWords('김민준 씨(49)는 부산에서 가게를 한다.')).toBe('나이');
    // (and a Japanese newspaper's age in full-width brackets, not any number in them: "（2018年）")
    expect(ageWords('茶園を営む森田康弘さん（62）。')).toBe('年齢');
    expect(saysAgeInFigures('お店は大名にある（2018年開店）。')).toBe(false);
  });

  it('answers "how old" of an opening that says the age after the name', async () => {
    const bio = [
      'Ich bin Jan Petersen, 34, und baue Holzboote in Kiel.',
      'Meine Werkstatt liegt am Hafen. Im Winter repariere ich Segel.',
      'Kiel ist die Landeshauptstadt von Schleswig-Holstein.',
    ].join('\n\n');
    expect((await askOffline(bio, 'Wie alt ist Jan?')).answer).toContain('34');
  });
});
