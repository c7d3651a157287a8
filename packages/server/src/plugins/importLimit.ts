/**
 * Imports (PDF upload, website, YouTube) per person: each is expensive work for the server, so one account
 * (or, signed out, one address) may start `IMPORT_RATE_LIMIT` of them per 10 minutes, counted atomically in
 * the shared counter (Redis with REDIS_URL). `0` turns it off.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { API_MESSAGES } from '../messages.js';
import { rateLimitKey } from './rateLimitStore.js';

export const IMPORT_WINDOW_MS = 10 * 60_000;

/** A preHandler (after requireUser) that answers 429 once this person has started too many imports. */
export function importLimit(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const max = app.config.importRateLimit;
    if (max <= 0) return;
    const who = request.user?.id ?? request.ip;
    const slot = await app.attempts.reserve(rateLimitKey('import', who), max, IMPORT_WINDOW_MS);
    if (!slot.allowed)
      throw new HttpError(429, API_MESSAGES.tooManyImports, { 'retry-after': String(slot.retryAfterSeconds) });
  };
}
