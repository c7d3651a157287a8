import { describe, expect, it } from 'vitest';
import { isContactUrl, isLanguageTag, normalizeOrigin } from './settingRules.js';

describe('normalizeOrigin', () => {
  it('takes an origin as a browser copies it: a trailing slash and capitals are fine', () => {
    expect(normalizeOrigin('https://example.com/')).toBe('https://example.com');
    expect(normalizeOrigin('  https://Portfolio.Example:8443/ ')).toBe('https://portfolio.example:8443');
    expect(normalizeOrigin('https://example.com')).toBe('https://example.com');
  });

  it('refuses what is not an https origin: a page, a query, plain http, no host', () => {
    for (const text of [
      'https://example.com/about',
      'https://example.com/?a=1',
      'http://example.com',
      'example.com',
      'https://',
      '',
    ])
      expect(normalizeOrigin(text)).toBeNull();
  });
});

describe('the other setting rules', () => {
  it('knows a language tag and a contact link', () => {
    expect(isLanguageTag('zh-CN')).toBe(true);
    expect(isLanguageTag('not a tag!')).toBe(false);
    expect(isContactUrl('mailto:ada@example.com')).toBe(true);
    expect(isContactUrl('http://plain.example')).toBe(false);
  });
});
