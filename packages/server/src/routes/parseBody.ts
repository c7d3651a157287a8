import type { z } from 'zod';
import { HttpError } from '../errors.js';
import { API_MESSAGES } from '../messages.js';

/** Parses a JSON body with a zod schema; the first issue's message (always a sentence) becomes a 400. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? API_MESSAGES.invalidRequest);
  return result.data;
}
