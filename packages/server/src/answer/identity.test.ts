import { isDeclined } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
import { identityAsked } from './identity.js';

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
