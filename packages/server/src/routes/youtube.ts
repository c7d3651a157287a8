/** POST /api/youtube/get-transcript `{videoId}` (token): the video's transcript as plain text. */
import { extractVideoId, isValidVideoId } from '@botfolio/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../errors.js';
import { fetchTranscript } from '../ingest/youtube.js';
import { INGEST_ERRORS } from '../messages.js';
import { importLimit } from '../plugins/importLimit.js';
import type { ZodTypeProvider } from './zodSchemas.js';

const body = z.object(
  { videoId: z.string({ error: INGEST_ERRORS.badVideoId }).max(2048, INGEST_ERRORS.badVideoId) },
  { error: INGEST_ERRORS.badVideoId },
);

export async function youtubeRoutes(app: FastifyInstance): Promise<void> {
  const { youtubeBaseUrl, fetchTimeoutMs } = app.config;
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/youtube/get-transcript',
      { preValidation: app.requireUser, preHandler: importLimit(app), schema: { body } },
      async (request) => {
        const { videoId: given } = request.body;
        // An id, or a whole link pasted by a client that did not extract it.
        const videoId = isValidVideoId(given.trim()) ? given.trim() : extractVideoId(given);
        if (!videoId) throw new HttpError(400, INGEST_ERRORS.badVideoId);
        const transcript = await fetchTranscript(videoId, { baseUrl: youtubeBaseUrl, timeoutMs: fetchTimeoutMs });
        return { success: true, transcript };
      },
    );
}
