/**
 * Request validation, one way: each route puts its zod schemas in its options (`schema.body`, `schema.params`),
 * Fastify validates before the handler with this compiler, and the first issue's message (always a sentence)
 * answers 400. With ZodTypeProvider the handler's `request.body` is typed by the schema.
 */
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../errors.js';
import { API_MESSAGES } from '../messages.js';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Validates with a zod schema; a missing body is validated as `{}`, so the first missing field names itself. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: new HttpError(400, result.error.issues[0]?.message ?? API_MESSAGES.invalidRequest) };
  };
