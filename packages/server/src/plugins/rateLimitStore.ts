/**
 * Rate-limit counters in Redis under readable names: `botfolio:rl:<limit>:<who>`, e.g.
 * `botfolio:rl:auth-ip:203.0.113.7` or `botfolio:rl:chat:203.0.113.7:<botId>`.
 * @fastify/rate-limit's own RedisStore prefixes each limit with its route's method and URL, which are
 * `undefined` for limits made with createRateLimit (`botfolio-rl-undefinedundefined-auth-ip:…`); this
 * store leaves the route out, so every key generator must start with its limit's name (rateLimitKey).
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** Every Botfolio rate-limit key in Redis starts with this. */
export const RATE_LIMIT_KEY_PREFIX = 'botfolio:rl:';

/** The key of one counter: the limit's name, then who it counts (address, email, bot …), colon-separated. */
export function rateLimitKey(limit: string, ...who: string[]): string {
  return [limit, ...who].join(':');
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The library's RedisStore (its Lua scripts count and expire atomically), typed for what is used here. */
interface LibraryRedisStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
}
type LibraryRedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => LibraryRedisStore;

const require = createRequire(import.meta.url);
const LibraryStore = require('@fastify/rate-limit/store/RedisStore.js') as LibraryRedisStoreCtor;

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** A store class for @fastify/rate-limit's `store` option, counting in `redis` under RATE_LIMIT_KEY_PREFIX. */
export function namedRedisStore(redis: Redis): FastifyRateLimitStoreCtor {
  class NamedRedisStore implements FastifyRateLimitStore {
    private readonly inner: LibraryRedisStore;
    constructor(options: StoreOptions) {
      this.inner = new LibraryStore(
        options.continueExceeding === true,
        options.exponentialBackoff === true,
        redis,
        RATE_LIMIT_KEY_PREFIX,
      );
    }
    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.inner.incr(key, callback, timeWindow, max);
    }
    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.inner.read(key, callback, timeWindow, max);
    }
    /** Same prefix for every limit: the key generator names the limit, not the route. */
    child(options: object): FastifyRateLimitStore {
      // the merged options of the limit (continueExceeding, exponentialBackoff, …) and its route
      return new NamedRedisStore(options as StoreOptions);
    }
  }
  return NamedRedisStore as unknown as FastifyRateLimitStoreCtor;
}
