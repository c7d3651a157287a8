import { describe, expect, it } from 'vitest';
import { BOT_TEXT_PREVIEW_LENGTH } from './constants.js';
import { botTextPreview, collapseWhitespace, escapeRegExp, maskEmail, plainText, titleFromText } from './text.js';

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

  it('reads a 5 MB text in linear time (a quadratic scan would take minutes; a busy machine is not one)', () => {
    const started = performance.now();
    botTextPreview('x'.repeat(5_000_000));
    expect(performance.now() - started).toBeLessThan(1000);
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

describe('plainText', () => {
  it('takes Markdown markup out of what is read, and leaves HTML as written (shown as text)', () => {
    expect(plainText('* **Line** (2017–2020): worked on the <b>messenger web client</b>.')).toBe(
      '* Line (2017–2020): worked on the <b>messenger web client</b>.',
    );
    expect(plainText('## Skills Use `uv` and *really* fast [docs](https://x.dev/a) ![logo](l.png)')).toBe(
      'Skills Use uv and really fast docs (https://x.dev/a) logo',
    );
    expect(plainText('| Area | Tools | |---|---| | Frontend | React, Vue | | Testing | Playwright |')).toBe(
      'Area · Tools · Frontend · React, Vue · Testing · Playwright',
    );
  });

  it('leaves text without markup as it is: arithmetic, snake_case and dunder names, hashtags, YAML rules', () => {
    for (const text of [
      '5 * 3 = 15 and 2 * 4',
      'set max_file_size in the #1 config',
      "def __init__(self) and __xss='a' then __main__",
      'date: 2022 --- title',
      'C# and F#',
    ])
      expect(plainText(text)).toBe(text);
  });

  it('reads hostile input through (every pattern is bounded: no backtracking blow-up)', () => {
    const hostile = [
      '**a'.repeat(20_000),
      '['.repeat(20_000),
      '<a '.repeat(20_000),
      '|-'.repeat(20_000),
      ' '.repeat(200_000),
      '-'.repeat(200_000),
      '#'.repeat(200_000),
      '· '.repeat(200_000),
    ].join('x');
    expect(plainText(hostile).length).toBeGreaterThan(0);
  });
});

describe('titleFromText', () => {
  it('is the first line when it is short, else the first words', () => {
    expect(titleFromText('\n  Maya Okafor\nSenior Backend Engineer\nLisbon')).toBe('Maya Okafor');
    expect(titleFromText('## **Hobbies**\nSailing and photography.')).toBe('Hobbies');
    expect(
      titleFromText('I sail a wooden sloop on the IJsselmeer every weekend of the summer, and I photograph it.'),
    ).toBe('I sail a wooden sloop on the IJsselmeer…');
    expect(titleFromText('x'.repeat(5000))).toBe(`${'x'.repeat(60)}…`);
    // a whole first sentence ends on its own full stop, not on "….…"; a cut at a comma drops the comma
    const bio = 'Olivia Owner is a software engineer in Lisbon. She builds payment systems in Go and Rust and more.';
    expect(titleFromText(`${bio} ${'More text. '.repeat(10)}`)).toBe('Olivia Owner is a software engineer in Lisbon.');
    expect(titleFromText(`In Lisbon, she builds payment systems, ${'and more '.repeat(10)}`)).toBe(
      'In Lisbon, she builds payment systems, and more…',
    );
    // (a Hindi sentence ends on its danda)
    const hindi = 'प्रिया शर्मा पुणे की एक डेटा विश्लेषक है।';
    expect(titleFromText(`${hindi} ${'वह पुणे में रहती है। '.repeat(10)}`)).toBe(hindi);
  });
});

describe('escapeRegExp', () => {
  it('makes a regular expression that matches the text itself', () => {
    expect(new RegExp(`^${escapeRegExp('10.2')}$`).test('10.2')).toBe(true);
    expect(new RegExp(`^${escapeRegExp('10.2')}$`).test('1002')).toBe(false);
    const special = 'a+b*(c)?[d]{2}|^$\\.';
    expect(new RegExp(`^${escapeRegExp(special)}$`).test(special)).toBe(true);
  });
});
