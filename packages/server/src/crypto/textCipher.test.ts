import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTextCipher, parseDataKey } from './textCipher.js';

const cipher = createTextCipher(randomBytes(32));

describe('createTextCipher', () => {
  it('round-trips unicode exactly and never stores the plaintext', () => {
    const text = 'Grüße, 世界! 🚀 e\u0301 \u0000 end';
    const blob = cipher.encrypt(text, 'bot-1');
    expect(blob.includes(Buffer.from(text))).toBe(false);
    expect(cipher.decrypt(blob, 'bot-1')).toBe(text);
  });

  it('round-trips 5 MB of mixed text exactly', () => {
    const unit = 'Line of text — with ünïcode ✓ and 🚀\n';
    const text = unit.repeat(Math.ceil(5_000_000 / unit.length)).slice(0, 5_000_000);
    const blob = cipher.encrypt(text, 'big');
    expect(cipher.decrypt(blob, 'big')).toBe(text);
    expect(blob.includes(Buffer.from(unit))).toBe(false);
  });

  it('uses a fresh IV: the same text encrypts differently each time', () => {
    expect(cipher.encrypt('same', 'a').equals(cipher.encrypt('same', 'a'))).toBe(false);
  });

  it('refuses a tampered blob, another context and another key', () => {
    const blob = cipher.encrypt('secret', 'bot-1');
    const tampered = Buffer.from(blob);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(tampered, 'bot-1')).toThrow();
    expect(() => cipher.decrypt(blob, 'bot-2')).toThrow();
    expect(() => createTextCipher(randomBytes(32)).decrypt(blob, 'bot-1')).toThrow();
  });
});

describe('parseDataKey', () => {
  it('accepts 32 bytes of base64 and names DATA_KEY otherwise', () => {
    const key = randomBytes(32);
    expect(parseDataKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => parseDataKey(randomBytes(16).toString('base64'))).toThrow(/DATA_KEY/);
    expect(() => parseDataKey('not base64 at all!!')).toThrow(/DATA_KEY/);
  });
});
