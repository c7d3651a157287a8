import { normalizeEmail } from '@botfolio/core';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { API_MESSAGES } from '../messages.js';
import type { AttemptCounter } from './attemptCounter.js';
import { rateLimitKey } from './rateLimitStore.js';

/** One password check in progress: it holds a failure slot until it is known to have succeeded. */
export interface AuthAttempt {
  /** The password was right: the slots go back, so successes never count. */
  succeeded(): Promise<void>;
}

export interface AuthAttemptLimiter {
  /**
   * Reserves a failure slot for this IP and, with an email, for this email from this IP, before any
   * password is checked; 429 when either has none left. Not calling `succeeded` counts a failure.
   */
  begin(request: FastifyRequest, email: string | undefined): Promise<AuthAttempt>;
}

export const AUTH_WINDOW_MS = 15 * 60_000;

const NOTHING: AuthAttempt = { succeeded: async () => {} };

/**
 * Login/signup brute-force guard. Counted per IP, and per email *from that IP*: a stranger's wrong guesses
 * at someone's address slow only the stranger, never the owner signing in from their own network. Each
 * guess reserves its slot atomically before argon2 runs, so concurrent guesses cannot overrun the limit.
 * `max` 0 disables it.
 */
export function createAuthAttemptLimiter(counter: AttemptCounter, max: number): AuthAttemptLimiter {
  if (max <= 0) return { begin: async () => NOTHING };
  return {
    async begin(request, email) {
      const normalized = email === undefined ? '' : normalizeEmail(email);
      const keys = [rateLimitKey('auth-ip', request.ip)];
      if (normalized !== '') keys.push(rateLimitKey('auth-email-ip', normalized, request.ip));
      const taken: string[] = [];
      for (const key of keys) {
        const r = await counter.reserve(key, max, AUTH_WINDOW_MS);
        if (!r.allowed) {
          await Promise.all(taken.map((k) => counter.release(k)));
          throw new HttpError(429, API_MESSAGES.tooManyAttempts, { 'retry-after': String(r.retryAfterSeconds) });
        }
        taken.push(key);
      }
      return { succeeded: () => Promise.all(taken.map((k) => counter.release(k))).then(() => {}) };
    },
  };
}
