import { isDeclined } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
import { chronologyAsked, datedEntries, entryAsked } from './chronology.js';
import { analyzerFor } from './language.js';

const english = analyzerFor('en');

const CV = [
  'Maren Castellanos\nStaff Backend Engineer\nPorto, Portugal',
  'EXPERIENCE',
  'Staff Software Engineer — Trellis Freight, Porto (March 2021 – present)\nTrellis Freight runs road freight for small shippers.\n- Led the move of shipment tracking to event-driven services.',
  'Senior Backend Engineer — Quintal Pay, Lisbon (January 2017 – February 2021)\nQuintal Pay is a card acquirer for independent shops.\n- Built the settlement reconciliation engine in Go.',
  // (a line that runs on from the sentence before it, as pasted text often does)
  'Mentored four engineers. Software Engineer — Nordlys Analytics, Gothenburg, Sweden (August 2014 – December 2016) A small consultancy doing sales analytics for Nordic retail chains.',
  'EDUCATION',
  'MSc in Informatics Engineering — University of Porto (2014)',
].join('\n\n');

const ask = async (text: string, question: string): Promise<string> =>
  (await askOffline(text, question, { botName: 'Maren Castellanos — CV' })).answer;

describe("a résumé's time line", () => {
  it('reads the dated lines and sentences, each from where its sentence starts', () => {
    const entries = datedEntries(CV.split('\n\n'));
    expect(entries.map((e) => e.line)).toEqual([
      'Staff Software Engineer — Trellis Freight, Porto (March 2021 – present)',
      'Senior Backend Engineer — Quintal Pay, Lisbon (January 2017 – February 2021)',
      'Software Engineer — Nordlys Analytics, Gothenburg, Sweden (August 2014 – December 2016) A small consultancy doing sales analytics for Nordic retail chains.',
    ]);
    expect(entries[0]?.end).toBe(Number.POSITIVE_INFINITY);
    expect(entries[1]?.start).toBe(2017);
    // a heading line is quoted with the line under it
    expect(entries[1]?.quote).toContain('Quintal Pay is a card acquirer');
  });

  it('reads a time line written as prose ("from 2019 to 2023", "since 2023")', () => {
    const prose = [
      'Ada Owner is a software engineer based in Lisbon.',
      'From 2019 to 2023 Ada worked at Havenbank as a senior frontend engineer. She led the move to React.',
      'Since 2023 she has been a staff engineer at Tidewater Labs, responsible for the design system.',
    ];
    const entries = datedEntries(prose);
    const answer = (question: string) => {
      const asked = chronologyAsked(question, english);
      return asked && entryAsked(asked, entries, english)?.line;
    };
    expect(answer('Where did she work before Tidewater Labs?')).toContain('Ada worked at Havenbank');
    expect(answer('What was her previous employer?')).toContain('Havenbank');
    expect(answer('what did she do after havenbank')).toContain('staff engineer at Tidewater Labs');
  });

  it('finds the job before or after the one named, the first and the previous one, by their dates', () => {
    const entries = datedEntries(CV.split('\n\n'));
    const answer = (question: string) => {
      const asked = chronologyAsked(question, english);
      return asked && entryAsked(asked, entries, english)?.line;
    };
    expect(answer('Where did she work before Quintal Pay?')).toContain('Nordlys Analytics');
    expect(answer('what did she do after quintal')).toContain('Trellis Freight');
    expect(answer('What was her first job?')).toContain('Nordlys Analytics');
    expect(answer('and her previous employer?')).toContain('Quintal Pay');
    // a question of no time line, or about nothing the entries name
    expect(answer('What does Quintal Pay do?')).toBeNull();
    expect(answer('What did she do before becoming a manager?')).toBeUndefined();
  });

  it('answers with the entry and what it was, in a chat', async () => {
    const answer = await ask(CV, 'Where did she work before Quintal Pay?');
    expect(answer).toContain('Software Engineer — Nordlys Analytics, Gothenburg, Sweden (August 2014 – December 2016)');
    expect(answer).toContain('sales analytics');
    expect(answer).not.toContain('card acquirer');
    // a text without a time line answers as before
    const story = 'The ferry left before dawn. The harbour was quiet after the storm.';
    expect(isDeclined(await ask(story, 'What happened before Quintal Pay?'))).toBe(true);
  });
});
