import { describe, expect, it } from 'vitest';
import { contactWords } from './contacts.js';

describe('contactWords', () => {
  it('names the contact details a text gives: an e-mail address, a phone number, a web address', () => {
    const words = (text: string) => new Set(contactWords(text).split(' '));
    expect(words('Lisbon · maya.okafor@example.org')).toContain('email');
    expect(words('Lisbon · maya.okafor@example.org')).not.toContain('phone');
    expect(words('Call +351 912 345 678 after six')).toContain('phone');
    expect(words('Tel. (555) 123-4567')).toContain('phone');
    expect(words('Code on github.com/mayaokafor and more')).toContain('website');
    expect(words('See https://maya.dev for talks')).toContain('website');
    // a line with an address or a number is where a résumé says where its person is based
    expect(words('Lisbon, Portugal · maya.okafor@example.org')).toContain('based');
    expect(words('See https://maya.dev for talks')).not.toContain('based');
  });

  it('names none in a text without them, years, amounts and versions included', () => {
    for (const text of [
      'Backend engineer for nine years, 2017 – 2021.',
      'Cut p99 latency from 1.8 s to 240 ms for 3,000,000 users.',
      'Python 3.11 and Node 22.4.1 on version 2.0 of the API.',
      'She builds mobile apps and web services.',
    ])
      expect(contactWords(text)).toBe('');
  });

  it('reads a text of giant words through (every pattern is bounded: no retrying from each letter)', () => {
    const giant = `${'a'.repeat(200_000)}.${'b'.repeat(200_000)}@${'c'.repeat(200_000)} +${'1'.repeat(100_000)}`;
    expect(contactWords(giant)).toBe('');
  });
});
