import { describe, expect, it } from 'vitest';
import { BOT_TEXT_PREVIEW_LENGTH } from './constants.js';
import { botTextPreview, collapseWhitespace, maskEmail } from './text.js';

describe('botTextPreview', () => {
  it('shows the first 40 characters followed by ...', () => {
    const text = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ';
    expect(botTextPreview(text)).toBe(`${text.slice(0, BOT_TEXT_PREVIEW_LENGTH)}...`);
    expect(botTextPreview(text)).toHaveLength(43);
  });

  it('keeps a short text whole, still followed by ... as the spec says', () => {
    expect(botTextPreview('Short bio.')).toBe('Short bio....');
    expect(botTextPreview('')).toBe('...');
  });

  it('never cuts an emoji in half', () => {
    const text = '😀'.repeat(50);
    const preview = botTextPreview(text);
    expect(preview).toBe(`${'😀'.repeat(40)}...`);
    expect(preview).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    const mixed = `${'a'.repeat(39)}😀😀tail`;
    expect(botTextPreview(mixed)).toBe(`${'a'.repeat(39)}😀...`);
  });

  it('counts CJK and accented characters as one each', () => {
    const text = '日本語のテキスト'.repeat(10);
    expect(botTextPreview(text)).toBe(`${text.slice(0, 40)}...`);
    expect(botTextPreview('é'.repeat(45))).toBe(`${'é'.repeat(40)}...`);
  });

  it('is fast on a 5 MB text', () => {
    const started = performance.now();
    botTextPreview('x'.repeat(5_000_000));
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('collapseWhitespace', () => {
  it('turns every whitespace run into one space and trims', () => {
    expect(collapseWhitespace('  a\n\n b\t\tc\u00a0\u2003d  ')).toBe('a b c d');
    expect(collapseWhitespace('\n \t')).toBe('');
    expect(collapseWhitespace('a\nb\tc d  e \r\n f')).toBe('a b c d e f');
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain only', () => {
    expect(maskEmail('grace.hopper@example.com')).toBe('g•••@example.com');
    expect(maskEmail('é@exämple.de')).toBe('é•••@exämple.de');
    expect(maskEmail('😀ab@x.io')).toBe('😀•••@x.io');
  });

  it('gives nothing of a string that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('•••');
    expect(maskEmail('@example.com')).toBe('•••');
  });
});
