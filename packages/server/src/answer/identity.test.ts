import { isDeclined } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
import { identityAsked, introducedName } from './identity.js';

const RESUME = `Jane Doe — Senior Software Engineer
Email: jane.doe@example.com | Berlin, Germany

Summary
I am a backend engineer with 9 years of experience building payment systems in Go and Rust.

Experience
2019–2024: Staff Engineer at Paystream GmbH, Berlin. Led the team that rebuilt the card authorization service, cutting latency from 180 ms to 40 ms.
2015–2019: Software Engineer at Shopwise, Munich. Built the inventory sync pipeline with Kafka and PostgreSQL.

Hobbies
I play the cello in a community orchestra and run marathons.`;

const ask = async (question: string, text = RESUME): Promise<string> =>
  (await askOffline(text, question, { botName: 'Jane CV' })).answer;

describe('who the bot is', () => {
  it.each([
    'Who are you?',
    "What's your name?",
    'What is her name?',
    'Tell me about yourself',
    'Can you tell me a bit about her?',
    'introduce yourself',
  ])('answers %j with how the résumé opens: the name, the title and the summary', async (question) => {
    const answer = await ask(question);
    expect(isDeclined(answer)).toBe(false);
    expect(answer).toContain('Jane Doe — Senior Software Engineer');
    expect(answer).toContain('I am a backend engineer with 9 years of experience');
    // not the rest of the résumé
    expect(answer).not.toContain('Paystream');
  });

  it("answers with a bio's first sentence", async () => {
    const bio = 'Maya Okafor is a backend engineer in Lisbon. She builds payment systems in Go and Rust.';
    expect(await ask('who are you', bio)).toContain('“Maya Okafor is a backend engineer in Lisbon.”');
  });

  it('tells a question about who the bot is from one that only has those words in it', () => {
    expect(identityAsked('Who are you?')).toBe(true);
    expect(identityAsked('who are your references?')).toBe(false);
    expect(identityAsked('What is the name of her company?')).toBe(false);
    expect(identityAsked('tell me about her time at Paystream')).toBe(false);
  });

  it('quotes a contact line without the next section, and "how long has she been working" from her experience', async () => {
    const email = await ask('What is her email?');
    expect(email).toContain('jane.doe@example.com');
    expect(email).not.toContain('Summary');
    expect(await ask('How long has she been working?')).toContain('9 years of experience');
  });

  it('quotes a résumé entry whole and alone: its line, and what was done there', async () => {
    // (the line before it ends on "40 ms.", which is no "Ms." title)
    expect(await ask('Where did she work before 2019?')).toContain(
      '“2015–2019: Software Engineer at Shopwise, Munich.',
    );
    expect(await ask('Where did she work before 2019?')).not.toContain('latency');
    expect(await ask('What did she do at Shopwise?')).toContain(
      '2015–2019: Software Engineer at Shopwise, Munich. Built the inventory sync pipeline',
    );
  });
});

describe('introducedName', () => {
  it.each([
    ["Hi, I'm Nora Quigley, and I restore old clocks in Sligo.", 'Nora Quigley'],
    ['My name is Tomás Reyes. I teach chemistry.', 'Tomás Reyes'],
    ['Hallo! Ich heiße Lena Brandt und arbeite als Tischlerin in Kassel.', 'Lena Brandt'],
    ["Bonjour, je m'appelle Élodie Marchand et je suis boulangère.", 'Élodie Marchand'],
    ['Меня зовут Анна Смирнова, я переводчик.', 'Анна Смирнова'],
    ['اسمي سلمى حداد، وأعمل مهندسة في عمّان.', 'سلمى حداد'],
    ['大家好，我叫陈静，是一名护士。', '陈静'],
    ['はじめまして、佐々木ゆいです。', '佐々木ゆい'],
    ['안녕하세요, 저는 한지민이라고 합니다.', '한지민'],
  ])('finds the person a first-person bio introduces: %s', (text, name) => {
    expect(introducedName(text)).toBe(name);
  });

  it("finds the person a résumé's heading names", () => {
    expect(introducedName('Jordan Lee\nProduct designer · Rotterdam, Netherlands')).toBe('Jordan Lee');
    expect(introducedName('Inês M. Halvorsen\nSenior Civil Engineer')).toBe('Inês M. Halvorsen');
    // (a heading that is a title, not a name alone, names no one)
    expect(introducedName('Senior Civil Engineer — Bridges\nPorto')).toBeNull();
  });

  it('finds none in a text that introduces no one by name', () => {
    expect(introducedName('Maya Patel is a data engineer who lives in Leeds.')).toBeNull();
    expect(introducedName('I am a backend engineer in Lisbon.')).toBeNull();
    expect(introducedName('Soy ingeniera y vivo en Madrid.')).toBeNull();
  });

  it('a question that names the person of a first-person bio asks about what else it says', async () => {
    const bio =
      "Hi, I'm Nora Quigley, and I restore antique clocks for a living. I live in Sligo with my husband. " +
      'I studied fine art at the National College of Art and Design.\n\nSligo is a town on the west coast of Ireland.';
    // her name is in the first sentence only: it does not make that sentence the answer to anything asked of her
    expect(isDeclined(await ask('Does Nora have any kids?', bio))).toBe(true);
    expect(isDeclined(await ask('How old is Nora?', bio))).toBe(true);
    expect(await ask('What does Nora do for a living?', bio)).toContain('restore antique clocks');
    expect(await ask('Where did Nora study?', bio)).toContain('National College of Art and Design');
  });
});

describe('who wrote the text', () => {
  it('is asked by "who wrote this / the paper?", "who are the authors?", and answered by its byline', async () => {
    expect(identityAsked('who wrote this')).toBe(true);
    expect(identityAsked('Who wrote the paper?')).toBe(true);
    expect(identityAsked('who are the authors')).toBe(true);
    expect(identityAsked('who wrote the GPL exception for fonts?')).toBe(false);
    const paper =
      'Tidal Energy Storage in Small Harbours: A Field Study\nM. Okafor and L. Brandt, Coastal Systems Lab\nAbstract. We measured the output of three small tidal turbines.\n\n1. Introduction. Small harbours often rely on diesel generators.';
    expect((await askOffline(paper, 'who wrote this')).answer).toContain('M. Okafor and L. Brandt');
  });
});
