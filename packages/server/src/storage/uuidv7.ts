import { randomBytes } from 'node:crypto';

let lastMs = 0;
let seq = 0;

/**
 * A time-ordered UUID (RFC 9562 v7). Ids sort by creation, so "order by id" lists bots in the order
 * they were made. Within one millisecond a 12-bit counter keeps them monotonic in this process.
 */
export function uuidv7(now: number = Date.now()): string {
  if (now <= lastMs) {
    seq += 1;
    if (seq > 0xfff) {
      // counter exhausted: borrow the next millisecond rather than lose ordering
      lastMs += 1;
      seq = 0;
    }
  } else {
    lastMs = now;
    seq = 0;
  }
  const bytes = randomBytes(16);
  const ms = lastMs;
  bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
  bytes[2] = (ms >>> 24) & 0xff;
  bytes[3] = (ms >>> 16) & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  bytes[6] = 0x70 | ((seq >>> 8) & 0x0f);
  bytes[7] = seq & 0xff;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
