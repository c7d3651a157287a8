/**
 * Counters that reserve before they work: `reserve` takes one of `max` slots for a key in one atomic step
 * (a Map update on the event loop, or one Lua script in Redis), so a thousand concurrent requests cannot
 * all read "9 of 10" before any of them writes. A caller that turns out not to need the slot (a correct
 * password) gives it back with `release`. Keys live under `botfolio:rl:` in Redis, like the rate limits.
 */
import type { Redis } from 'ioredis';
import { RATE_LIMIT_KEY_PREFIX } from './rateLimitStore.js';

export interface Reservation {
  allowed: boolean;
  /** Seconds until a slot frees up when not allowed (at least 1). */
  retryAfterSeconds: number;
}

export interface AttemptCounter {
  reserve(key: string, max: number, windowMs: number): Promise<Reservation>;
  release(key: string): Promise<void>;
}

const ALLOWED: Reservation = { allowed: true, retryAfterSeconds: 0 };

/** One process: a Map of counters that expire with their window. */
export function createMemoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const counters = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  const sweep = (t: number) => {
    if (t < nextSweep) return;
    nextSweep = t + 60_000;
    for (const [key, c] of counters) if (c.resetAt <= t) counters.delete(key);
  };
  return {
    async reserve(key, max, windowMs) {
      const t = now();
      sweep(t);
      let c = counters.get(key);
      if (!c || c.resetAt <= t) {
        c = { count: 0, resetAt: t + windowMs };
        counters.set(key, c);
      }
      if (c.count >= max) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((c.resetAt - t) / 1000)) };
      c.count += 1;
      return ALLOWED;
    },
    async release(key) {
      const c = counters.get(key);
      if (c && c.count > 0) c.count -= 1;
    },
  };
}

const RESERVE_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if c > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return redis.call('PTTL', KEYS[1])
end
return -100`;

const RELEASE_SCRIPT = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Shared by every instance. Redis unreachable: allowed (fails open, like the rate limits). */
export function createRedisAttemptCounter(redis: Redis): AttemptCounter {
  return {
    async reserve(key, max, windowMs) {
      try {
        const ttl = Number(await redis.eval(RESERVE_SCRIPT, 1, RATE_LIMIT_KEY_PREFIX + key, max, windowMs));
        if (ttl === -100) return ALLOWED;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch {
        return ALLOWED;
      }
    },
    async release(key) {
      try {
        await redis.eval(RELEASE_SCRIPT, 1, RATE_LIMIT_KEY_PREFIX + key);
      } catch {
        // the counter expires with its window
      }
    },
  };
}
