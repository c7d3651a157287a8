import { describe, expect, it } from 'vitest';
import { uuidv7 } from './uuidv7.js';

describe('uuidv7', () => {
  it('is a version-7, variant-1 UUID', () => {
    expect(uuidv7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts in creation order, also many within one millisecond and when the clock steps back', () => {
    const now = Date.now() + 60_000;
    const ids = [
      ...Array.from({ length: 5000 }, () => uuidv7(now)),
      uuidv7(now - 5000),
      uuidv7(now + 1),
      uuidv7(now + 10),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('encodes the creation time in its first 48 bits', () => {
    const id = uuidv7(Date.UTC(2030, 0, 1) + 3_600_000);
    const ms = Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(Date.UTC(2030, 0, 1));
  });
});
