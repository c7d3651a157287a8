import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
import { originWords } from './origin.js';

describe('originWords', () => {
  it('gives the origin word for a place someone is from, in each language', () => {
    expect(originWords('Сам я из Вологды, там и окончил техникум.')).toBe('родом');
    expect(originWords("I'm originally from Cork, but I live in Dublin.")).toBe('hometown');
    expect(originWords('Ich komme eigentlich aus Rostock.')).toBe('heimat');
    expect(originWords('Je suis originaire de Quimper.')).toBe('originaire');
    expect(originWords('Soy de Monterrey y vivo en Oaxaca.')).toBe('originario');
  });

  it('gives none for a thing taken out of something, nor for a place not capitalised', () => {
    expect(originWords('Я достала из шкафа старые ноты.')).toBe('');
    expect(originWords('She is from the finance team.')).toBe('');
    expect(originWords('Es de noche.')).toBe('');
  });

  it('lets "Откуда ты родом?" find the sentence that says it with "из"', async () => {
    const bio = [
      'Привет! Меня зовут Андрей Соколов, мне 45 лет, и я работаю коком на атомном ледоколе «Ямал». В море я уже двадцать лет. Сам я из Вологды, там и окончил кулинарный техникум.',
      'Живём мы в Мурманске, на улице Полярные Зори. Жену зовут Ольга. Есть кот Боцман.',
      'Мурманск основали в 1916 году.',
    ].join('\n\n');
    expect((await askOffline(bio, 'Откуда ты родом?')).answer).toContain('из Вологды');
  });
});
