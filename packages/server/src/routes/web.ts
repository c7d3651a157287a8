/** POST /api/web/extract `{url}` (token): the readable text of a public web page, PDF or text file. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { extractWebPage } from '../ingest/web.js';
import { INGEST_ERRORS } from '../messages.js';
import { importLimit } from '../plugins/importLimit.js';
import type { ZodTypeProvider } from './zodSchemas.js';

const body = z.object(
  {
    url: z.string({ error: INGEST_ERRORS.badUrl }).trim().min(1, INGEST_ERRORS.badUrl).max(2048, INGEST_ERRORS.badUrl),
  },
  { error: INGEST_ERRORS.badUrl },
);

export async function webRoutes(app: FastifyInstance): Promise<void> {
  const { allowPrivateNetworkFetch, fetchTimeoutMs, maxPdfPages, pdfTimeoutMs } = app.config;
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/web/extract',
      { preValidation: app.requireUser, preHandler: importLimit(app), schema: { body } },
      async (request) => {
        const { url } = request.body;
        const page = await extractWebPage(url, {
          allowPrivateNetwork: allowPrivateNetworkFetch,
          timeoutMs: fetchTimeoutMs,
          maxPdfPages,
          pdfTimeoutMs,
          work: app.work,
          owner: request.user?.id ?? request.ip,
        });
        return { success: true, title: page.title, text: page.text };
      },
    );
}
