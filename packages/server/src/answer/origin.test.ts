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
    expect(originWords('Sou mineira de Juiz de Fora, mas moro em BH.')).toBe('natural');
    expect(originWords('Sono di Bari, ma vivo a Torino da vent’anni.')).toBe('originario');
  });

  it('gives none for a thing taken out of something, nor for a place not capitalised', () => {
    expect(originWords('Я достала из шкафа старые ноты.')).toBe('');
    expect(originWords('She is from the finance team.')).toBe('');
    expect(originWords('Es de noche.')).toBe('');
    expect(originWords('É de manhã que eu corro.')).toBe('');
  });

  it('lets "Откуда ты родом?" find the sentence that says it with "из"', async () => {
    const bio = [
      'Привет! Меня зовут Андрей Соколов, мне 45 лет, и я работаю коком на атомном ледоколе «Ямал». В море я уже двадцать лет. Сам я из Вологды, там и окончил кулинарный техникум.',
      'Живём мы в Мурманске, на улице Полярные Зори. Жену зовут Ольга. Есть кот Боцман.',
      'Мурманск основали в 1916 году.',
    ].join('\n\n');
    expect((await askOffline(bio, 'Откуда ты родом?')).answer).toContain('из Вологды');
  });

  it('lets "Você é de onde?" find the sentence that says it with "de" after a word of where', async () => {
    const bio = [
      'Oi! Eu sou a Carla Mendes, tenho 41 anos e sou enfermeira. Trabalho na UTI de um hospital em Curitiba, onde cuido de pacientes depois de cirurgias do coração. Sou gaúcha de Pelotas, mas moro no Paraná desde 2009.',
      'Moro com meu marido, o Rafael, que é engenheiro, e com nosso filho Pedro. Temos um gato chamado Bigode. Nas horas vagas eu nado e faço trilhas.',
      'O Jardim Botânico de Curitiba foi inaugurado em 1991 e tem uma estufa de metal e vidro.',
    ].join('\n\n');
    expect((await askOffline(bio, 'Você é de onde?')).answer).toContain('de Pelotas');
  });
});
