import { ANSWER_FRAMES } from '@botfolio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBot, signUp, type TestApp } from '../test/helpers.js';

let t: TestApp;
let owner: { token: string; userId: string };
beforeAll(async () => {
  t = await buildTestApp({ CHAT_RATE_LIMIT: '1000' });
  owner = await signUp(t.app);
});
afterAll(() => t.close());

const chat = async (botId: string, message: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/chat/${owner.userId}/${botId}`, payload: { message } });
  expect(res.statusCode).toBe(200);
  return res.json() as { answer: string; sources: { text: string }[] };
};

describe('the chat answers in the language of the question', () => {
  it('a Korean bot answers and declines in Korean', async () => {
    const botId = await createBot(t.app, owner.token, {
      botName: '박민준',
      text: '박민준은 부산에 사는 게임 개발자입니다. 박민준은 서울대학교에서 컴퓨터 공학을 공부했습니다.\n\n한강은 서울을 가로질러 흐르는 큰 강입니다.',
    });
    const answer = await chat(botId, '박민준은 어느 대학교에서 공부했나요?');
    expect(answer.answer.startsWith(ANSWER_FRAMES.ko.intro)).toBe(true);
    expect(answer.answer).toContain('서울대학교');
    expect((await chat(botId, '박민준은 고양이를 키우나요?')).answer).toBe(ANSWER_FRAMES.ko.dontKnow);
  });

  it('an Arabic bot answers and declines in Arabic', async () => {
    const botId = await createBot(t.app, owner.token, {
      botName: 'ليلى',
      text: 'ليلى حسن مهندسة برمجيات تعيش في عمّان. درست ليلى علوم الحاسوب في جامعة القاهرة.\n\nنهر النيل هو أطول نهر في أفريقيا.',
    });
    const answer = await chat(botId, 'أين درست ليلى؟');
    expect(answer.answer.startsWith(ANSWER_FRAMES.ar.intro)).toBe(true);
    expect(answer.answer).toContain('جامعة القاهرة');
    expect((await chat(botId, 'هل ليلى متزوجة؟')).answer).toBe(ANSWER_FRAMES.ar.dontKnow);
  });

  it('an English question to a German bot is answered in English, quoting the German text as written', async () => {
    const botId = await createBot(t.app, owner.token, {
      botName: 'Jonas',
      text: 'Jonas Weber ist Elektroingenieur und wohnt in Leipzig. Er hat an der Technischen Universität Dresden studiert.',
    });
    const answer = await chat(botId, 'What about the university in Dresden?');
    expect(answer.answer.startsWith(ANSWER_FRAMES.en.intro)).toBe(true);
    expect(answer.answer).toContain('Technischen Universität Dresden');
  });
});
