import { normalizeEmail } from '@botfolio/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { API_MESSAGES } from '../messages.js';
import { rateLimitKey } from './rateLimitStore.js';

export interface AuthAttemptLimiter {
  /** Throws 429 when this IP or this email already has `max` failures in the window. */
  check(request: FastifyRequest, email: string | undefined): Promise<void>;
  /** Counts one failure against the IP and the email. */
  recordFailure(request: FastifyRequest, email: string | undefined): Promise<void>;
}

export const AUTH_WINDOW = '15 minutes';

/**
 * Login/signup brute-force guard on @fastify/rate-limit's store (memory, or Redis when REDIS_URL is set):
 * only failures count, so a family behind one NAT can still sign in all day. `max` 0 disables it.
 */
export function createAuthAttemptLimiter(app: FastifyInstance, max: number): AuthAttemptLimiter {
  // AUTH_RATE_LIMIT=0 turns the guard off (a limit of zero failures would refuse every attempt)
  if (max <= 0) return { check: async () => {}, recordFailure: async () => {} };
  const emailKey = (request: FastifyRequest): string => {
    const email = (request as FastifyRequest & { authEmail?: string }).authEmail ?? '';
    return rateLimitKey('auth-email', email);
  };
  const byIp = app.createRateLimit({
    max,
    timeWindow: AUTH_WINDOW,
    keyGenerator: (request) => rateLimitKey('auth-ip', request.ip),
  });
  const byEmail = app.createRateLimit({ max, timeWindow: AUTH_WINDOW, keyGenerator: emailKey });

  const remember = (request: FastifyRequest, email: string | undefined): boolean => {
    const normalized = email === undefined ? '' : normalizeEmail(email);
    (request as FastifyRequest & { authEmail?: string }).authEmail = normalized;
    return normalized !== '';
  };

  type Status = Awaited<ReturnType<typeof byIp>>;
  const refuseIfExhausted = (status: Status): void => {
    if (status.isAllowed || status.remaining > 0) return;
    throw new HttpError(429, API_MESSAGES.tooManyAttempts, { 'retry-after': String(Math.max(1, status.ttlInSeconds)) });
  };

  return {
    async check(request, email) {
      const hasEmail = remember(request, email);
      refuseIfExhausted(await byIp(request, { increment: false }));
      if (hasEmail) refuseIfExhausted(await byEmail(request, { increment: false }));
    },
    async recordFailure(request, email) {
      const hasEmail = remember(request, email);
      await byIp(request);
      if (hasEmail) await byEmail(request);
    },
  };
}
