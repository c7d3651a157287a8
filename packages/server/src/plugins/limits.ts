/**
 * Decorates `attempts` (counters that reserve atomically: login, signup and import limits) and registers
 * @fastify/rate-limit. With REDIS_URL both live in Redis, shared by every instance: this plugin owns the
 * client's lifecycle (connect, readiness check, disconnect on close); Redis down fails open.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { type AttemptCounter, createMemoryAttemptCounter, createRedisAttemptCounter } from './attemptCounter.js';
import { namedRedisStore } from './rateLimitStore.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters that reserve atomically (memory, or Redis with REDIS_URL): login, signup and import limits. */
    attempts: AttemptCounter;
  }
}

export const limitsPlugin = fp(
  async (app: FastifyInstance) => {
    const limits = await redisRateLimitStore(app, app.config);
    app.decorate('attempts', limits.attempts);
    await app.register(rateLimit, { global: false, ...limits.options });
  },
  { name: 'botfolio-limits', dependencies: ['botfolio-readiness'], fastify: '5.x' },
);

/** With REDIS_URL, the counters live in Redis (shared by every instance); otherwise in this process. */
async function redisRateLimitStore(
  app: FastifyInstance,
  config: Config,
): Promise<{ options: Record<string, unknown>; attempts: AttemptCounter }> {
  if (!config.redisUrl) return { options: {}, attempts: createMemoryAttemptCounter() };
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) app.log.warn({ err: error }, 'Redis is not reachable: rate limits are not enforced until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis is reachable again: rate limits are enforced');
    down = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  app.readinessChecks.push({
    name: 'Redis',
    check: async () => {
      await redis.ping();
    },
  });
  // start enforcing from the first request when Redis is up; never block startup on it
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
  });
  return { options: { store: namedRedisStore(redis), skipOnError: true }, attempts: createRedisAttemptCounter(redis) };
}
