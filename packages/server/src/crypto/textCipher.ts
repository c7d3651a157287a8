import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

export interface TextCipher {
  /** AES-256-GCM with a fresh random IV; `context` (e.g. the bot id) is bound as associated data. */
  encrypt(plaintext: string, context: string): Buffer;
  /** Throws when the blob was altered, or was written for another context or under another key. */
  decrypt(blob: Buffer, context: string): string;
}

/** Decodes DATA_KEY (base64 of exactly 32 bytes); throws a sentence naming the variable otherwise. */
export function parseDataKey(value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32 || key.toString('base64').replace(/=+$/, '') !== value.trim().replace(/=+$/, '')) {
    throw new Error('DATA_KEY must be 32 random bytes in base64 (for example: openssl rand -base64 32).');
  }
  return key;
}

/** Encrypts bot text at rest. Layout: version byte | IV | tag | ciphertext. */
export function createTextCipher(key: Buffer): TextCipher {
  if (key.length !== 32) throw new Error('The data key must be 32 bytes.');
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
    },
    decrypt(blob, context) {
      if (blob.length < HEADER_BYTES || blob[0] !== VERSION) throw new Error('Unknown encrypted text format.');
      const iv = blob.subarray(1, 1 + IV_BYTES);
      const tag = blob.subarray(1 + IV_BYTES, HEADER_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(blob.subarray(HEADER_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
