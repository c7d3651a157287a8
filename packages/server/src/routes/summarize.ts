/** POST /api/summarize `{text}` (token): 3–6 sentences about the text, never longer than it. */
import { LIMITS } from '@botfolio/core';
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../errors.js';
import { API_MESSAGES, INGEST_ERRORS } from '../messages.js';
import { rateLimitKey } from '../plugins/rateLimitStore.js';
import { abortOnHangUp } from './abortOnHangUp.js';
import { STORE_BOT_BODY_LIMIT } from './bots.js';
import type { ZodTypeProvider } from './zodSchemas.js';

const body = z.object({ text: z.string({ error: INGEST_ERRORS.emptyText }) }, { error: INGEST_ERRORS.emptyText });

export async function summarizeRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/summarize',
    {
      preValidation: app.requireUser,
      schema: { body },
      // The text of a whole bot may be summarized: the same body limit as storing it.
      bodyLimit: STORE_BOT_BODY_LIMIT,
      config: {
        rateLimit: {
          max: app.config.chatRateLimit,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => rateLimitKey('summarize', request.ip),
          errorResponseBuilder: () => new HttpError(429, API_MESSAGES.tooManyRequests),
        },
      },
    },
    async (request, reply) => {
      const { text } = request.body;
      if (text.trim() === '') throw new HttpError(400, INGEST_ERRORS.emptyText);
      if (text.length > LIMITS.botTextMaxLength)
        throw new HttpError(413, INGEST_ERRORS.textTooLong(LIMITS.botTextMaxLength));
      const signal = abortOnHangUp(reply);
      let summary: string;
      try {
        summary = await app.answerer.summarize(text, { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        // The summary panel is still filled when the model is down: the offline summary of the same text.
        request.log.warn({ err: error }, 'model summary failed; using the extractive summary');
        summary = await app.answerer.extractiveSummary(text);
      }
      return { success: true, summary };
    },
  );
}
