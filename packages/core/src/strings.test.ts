import { describe, expect, it } from 'vitest';
import { CHAT_STRINGS, DASHBOARD_STRINGS, STRINGS } from './strings.js';

describe('STRINGS', () => {
  it("holds every dashboard and chat string as written: no key of one table hides the other's", () => {
    const clashes = Object.keys(DASHBOARD_STRINGS).filter(
      (key) =>
        key in CHAT_STRINGS &&
        DASHBOARD_STRINGS[key as keyof typeof DASHBOARD_STRINGS] !== CHAT_STRINGS[key as keyof typeof CHAT_STRINGS],
    );
    expect(clashes).toEqual([]);
    for (const [key, value] of Object.entries(DASHBOARD_STRINGS))
      expect(STRINGS[key as keyof typeof STRINGS]).toBe(value);
  });
});
