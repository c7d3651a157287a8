/** POST /api/pdf/upload-pdf — multipart field `file` (token): the PDF's text, read in memory. */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { errorCode, HttpError } from '../errors.js';
import { extractPdfText } from '../ingest/pdf.js';
import { INGEST_ERRORS } from '../messages.js';
import { importLimit } from '../plugins/importLimit.js';

/** Registers multipart in this plugin's scope only, then the upload route. */
export async function pdfRoutes(app: FastifyInstance): Promise<void> {
  const { maxPdfBytes, maxPdfPages, pdfTimeoutMs } = app.config;
  await app.register(multipart, {
    // One file, a few small fields; busboy keeps reading (and discarding) past the limit, so the
    // request is drained and the client sees the 413 instead of a reset connection.
    limits: { fileSize: maxPdfBytes, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 100 },
  });

  app.post('/api/pdf/upload-pdf', { preHandler: [app.requireUser, importLimit(app)] }, async (request) => {
    let bytes: Buffer;
    try {
      const part = await request.file();
      if (!part) throw new HttpError(400, INGEST_ERRORS.noFile);
      // Memory only: the upload is never written to disk.
      bytes = await part.toBuffer();
    } catch (err) {
      if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, INGEST_ERRORS.pdfTooBig(maxPdfBytes));
      // busboy's plain Errors ("Unexpected end of multipart data", "Malformed part header", a boundary
      // that never appears) are the client's broken upload, not a server fault
      if (err instanceof Error && !(err instanceof HttpError) && errorCode(err) === undefined) {
        throw new HttpError(400, INGEST_ERRORS.noFile);
      }
      throw err;
    }
    if (bytes.byteLength === 0) throw new HttpError(400, INGEST_ERRORS.noFile);
    const { text, pages } = await extractPdfText(bytes, {
      maxPages: maxPdfPages,
      timeoutMs: pdfTimeoutMs,
      owner: request.user?.id ?? request.ip,
    });
    return { success: true, text, pages };
  });
}
