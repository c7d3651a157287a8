import { describe, expect, it } from 'vitest';
import { layoutPageText, type PdfTextItem, removeRunningLines } from './pdfLayout.js';

const item = (str: string, x: number, y: number, width: number, size = 10, hasEOL = false): PdfTextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  hasEOL,
});

describe('layoutPageText', () => {
  it('keeps a right-aligned date on the line of its job title (not a second column)', () => {
    const rows = [
      'Lead Designer, Havenbank',
      'Senior Designer, Medivo',
      'Designer, Studio Kade',
      'Intern, Harbour Works',
    ];
    const items = rows.flatMap((title, i) => [
      item(title, 56, 700 - i * 14, 130),
      item(`${2020 - i} – ${2021 - i}`, 450, 700 - i * 14, 60),
    ]);
    expect(layoutPageText(items).split('\n')).toEqual(rows.map((title, i) => `${title} ${2020 - i} – ${2021 - i}`));
  });

  it('reads two columns written in reverse order top to bottom, left first', () => {
    const left = [
      'Left one has enough words to count.',
      'Left two has enough words to count.',
      'Left three has enough words too.',
    ];
    const right = [
      'Right one has enough words to count.',
      'Right two has enough words to count.',
      'Right three has enough words too.',
    ];
    const items = [
      ...right.map((s, i) => item(s, 320, 500 - i * 12, 200)),
      ...left.map((s, i) => item(s, 56, 500 - i * 12, 200)),
      item('A full-width footer line that spans the whole page from margin to margin', 56, 100, 480),
    ];
    expect(layoutPageText(items)).toBe(
      `${[...left, ...right].join('\n')}\n\nA full-width footer line that spans the whole page from margin to margin`,
    );
  });

  it('reads two columns on a page a billion points wide in one sweep (a width scan crashed the process)', () => {
    const wide = 1e9;
    const left = [
      'Left one has enough words to count.',
      'Left two has enough words to count.',
      'Left three has enough words too.',
    ];
    const right = [
      'Right one has enough words to count.',
      'Right two has enough words to count.',
      'Right three has enough words too.',
    ];
    const items = [
      ...left.map((s, i) => item(s, 0, 500 - i * 12, 0.2 * wide)),
      ...right.map((s, i) => item(s, 0.8 * wide, 500 - i * 12, 0.2 * wide)),
    ];
    expect(layoutPageText(items)).toBe([...left, ...right].join('\n'));
  });

  it('falls back to content order with end-of-line marks for rotated text', () => {
    const rotated = (str: string, y: number, hasEOL: boolean): PdfTextItem => ({
      str,
      transform: [0, 10, -10, 0, 300, y],
      width: 80,
      hasEOL,
    });
    expect(layoutPageText([rotated('First line', 100, true), rotated('second line', 200, false)])).toBe(
      'First line\nsecond line',
    );
  });

  it('lays out a page of 200,000 scattered words without overflowing the stack', () => {
    const items = Array.from({ length: 200_000 }, (_, i) => item(`w${i}`, 10 + (i % 50) * 11, 10 + (i % 800), 8, 2));
    const text = layoutPageText(items);
    expect(text.split(/\s+/)).toHaveLength(200_000);
  });

  it('returns nothing for a page with only blanks', () => {
    expect(layoutPageText([item(' ', 56, 700, 3), item('', 56, 690, 0, 10, true)])).toBe('');
  });
});

describe('removeRunningLines', () => {
  it('drops a running header, a numbered footer and bare page numbers, keeping the body', () => {
    const pages = [1, 2, 3, 4].map(
      (n) =>
        `Harbour Report 2026\nBody text number ${n} mentions Harbour Report 2026 too.\nHarbour Report · Page ${n} of 4`,
    );
    expect(removeRunningLines(pages)).toEqual(
      [1, 2, 3, 4].map((n) => `Body text number ${n} mentions Harbour Report 2026 too.`),
    );
    expect(removeRunningLines(['- 1 -\nFirst.', 'Second.\n2'])).toEqual(['First.', 'Second.']);
  });

  it('keeps edge lines that do not recur on most pages, and everything of a one-page document', () => {
    const pages = ['Introduction\nText one.', 'Method\nText two.', 'Results\nText three.'];
    expect(removeRunningLines(pages)).toEqual(pages);
    const chapters = [1, 2, 3, 4].map((n) => `Chapter ${n}\nThe story goes on.\nThe end of chapter ${n}.`);
    expect(removeRunningLines(chapters)).toEqual(chapters);
    expect(removeRunningLines(['2024\nA one-page note.'])).toEqual(['2024\nA one-page note.']);
  });
});
