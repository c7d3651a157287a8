import { describe, expect, it } from 'vitest';
import { replyIn as ask } from '../test/askOffline.js';
import { OFFLINE_DONT_KNOW } from './offlineReply.js';

describe('questions that ask for a number, a duration or a date, in every answer language', () => {
  it('do not look for the words that ask ("in which year", "how many years") in the text: the number answers them', () => {
    const cases: Array<[string, string, string, string]> = [
      [
        'ar',
        'اسمي كريم وأعمل مهندسا في عمان. بدأت دراستي للماجستير سنة 2016 في إربد. درست الهندسة في جامعة اليرموك وأنهيت دراستي في 2011. أحب كرة القدم والسفر.',
        'في أي سنة أنهى دراسته؟',
        '2011',
      ],
      [
        'ko',
        '안녕하세요, 저는 이지훈이에요. 부산에 살고 있고, 시내에 있는 한 병원에서 간호사로 일해요. 서울에서 나고 자랐어요. 2015년부터 이 병원에서 일했어요. 주말에는 등산을 좋아해요.',
        '언제부터 병원에서 일했어요?',
        '2015',
      ],
      [
        'de',
        'Ich heiße Jonas und wohne in Leipzig. Ich bin Tischler. Seit 2012 habe ich eine eigene Werkstatt in der Altstadt. Am Wochenende fahre ich Rad.',
        'Seit wann hat er eine eigene Werkstatt?',
        '2012',
      ],
    ];
    for (const [language, text, question, expected] of cases) {
      const answer = ask(language, text, question);
      expect(answer, `${language}: ${question}`).toContain(expected);
    }
  });

  it('prefer, of two sentences that say what is asked about, the one that says a number', () => {
    const text =
      'Je m’appelle Claire et je vis à Nantes. Je travaille encore dans une boulangerie, rue Crébillon, le dimanche. ' +
      'Avant d’ouvrir mon café, j’ai travaillé huit ans dans une boulangerie. Le soir, je joue du violon.';
    const answer = ask('fr', text, 'Combien de temps a-t-elle travaillé dans une boulangerie ?');
    expect(answer).toContain('huit ans');
    expect(answer).not.toContain('rue Crébillon');
  });

  it('still decline what the text does not say', () => {
    const text = 'Ich heiße Jonas und wohne in Leipzig. Ich bin Tischler. Am Wochenende fahre ich Rad.';
    expect(ask('de', text, 'Wie viele Kinder hat er?')).toBe(OFFLINE_DONT_KNOW);
  });
});
