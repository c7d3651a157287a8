import { describe, expect, test } from 'vitest';
import { linkify } from './linkify.js';

const joined = (text: string) =>
  linkify(text)
    .map((s) => s.value)
    .join('');
const links = (text: string) => linkify(text).flatMap((s) => (s.type === 'link' ? [s.href] : []));

describe('linkify', () => {
  test('plain text is one text segment', () => {
    expect(linkify('just words')).toEqual([{ type: 'text', value: 'just words' }]);
    expect(linkify('')).toEqual([]);
  });

  test('http and https links become links; the text around them stays text', () => {
    expect(linkify('See https://ada.dev/cv and http://example.com/a?b=1#c now')).toEqual([
      { type: 'text', value: 'See ' },
      { type: 'link', value: 'https://ada.dev/cv', href: 'https://ada.dev/cv' },
      { type: 'text', value: ' and ' },
      { type: 'link', value: 'http://example.com/a?b=1#c', href: 'http://example.com/a?b=1#c' },
      { type: 'text', value: ' now' },
    ]);
  });

  test('sentence punctuation after a link is not part of it, a balanced parenthesis is', () => {
    expect(links('Go to https://ada.dev.')).toEqual(['https://ada.dev/']);
    expect(links('(see https://ada.dev/x)')).toEqual(['https://ada.dev/x']);
    expect(links('https://en.wikipedia.org/wiki/Ada_(language), yes')).toEqual([
      'https://en.wikipedia.org/wiki/Ada_(language)',
    ]);
    expect(links('"https://ada.dev/q?x=1"!')).toEqual(['https://ada.dev/q?x=1']);
  });

  test('other schemes never become links', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'JaVaScRiPt://x',
      'vbscript:msgbox',
      'file:///etc/passwd',
    ]) {
      expect(links(text)).toEqual([]);
      expect(joined(text)).toBe(text);
    }
  });

  test('a link cannot smuggle markup or quotes into its href', () => {
    const hrefs = links('https://x.dev/"onmouseover="alert(1) <script>https://y.dev/<img>');
    expect(hrefs).toEqual(['https://x.dev/', 'https://y.dev/']);
  });

  test('a bare scheme is text; unicode around links survives', () => {
    expect(links('http:// and https://')).toEqual([]);
    const text = 'Résumé → https://例え.jp/パス 😀 fin';
    expect(joined(text)).toBe(text);
    expect(links(text)).toHaveLength(1);
    expect(links(text)[0]).toMatch(/^https:\/\/xn--/);
  });

  test('joining the segments gives back the input', () => {
    const text = 'a https://a.b/c, b (http://d.e/f) c https://g.h/(i)) d.';
    expect(joined(text)).toBe(text);
  });
});
