import type { FastifyError, FastifyInstance } from 'fastify';
import { WorkError } from '../compute/pool.js';
import { GENERIC_SERVER_ERROR, HttpError } from '../errors.js';
import { API_MESSAGES, INGEST_ERRORS } from '../messages.js';

/** Fastify's own client errors, by code, turned into sentences a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: API_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: API_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: API_MESSAGES.emptyBody },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: API_MESSAGES.invalidJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: API_MESSAGES.invalidRequest },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: API_MESSAGES.invalidRequest },
  FST_ERR_CTP_EMPTY_TYPE: { status: 415, message: API_MESSAGES.unsupportedMediaType },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: API_MESSAGES.fileTooLarge },
  FST_PARTS_LIMIT: { status: 413, message: API_MESSAGES.tooManyParts },
  FST_FILES_LIMIT: { status: 413, message: API_MESSAGES.oneFileAtATime },
  FST_FIELDS_LIMIT: { status: 413, message: API_MESSAGES.tooManyFields },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: API_MESSAGES.multipartExpected },
};

function asSentence(message: string): string {
  const trimmed = message.trim();
  if (trimmed === '') return API_MESSAGES.invalidRequest;
  const capitalised = trimmed[0]?.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** The client-facing status and sentence for an error, or null when it is a server fault. */
export function describeClientError(error: FastifyError | Error): { status: number; message: string } | null {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  // Work on the sender's input that ran out of time or memory: the input is at fault, not the server.
  if (error instanceof WorkError)
    return error.reason === 'busy'
      ? { status: 429, message: INGEST_ERRORS.workBusy }
      : { status: 422, message: INGEST_ERRORS.textTooComplex };
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return known;
  if (fastifyError.validation)
    return { status: 400, message: asSentence(`The request is not valid: ${fastifyError.message}`) };
  const status = fastifyError.statusCode;
  if (status === 429) return { status, message: API_MESSAGES.tooManyRequests };
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // a JSON.parse failure from a parser added elsewhere
    if (error instanceof SyntaxError) return { status: 400, message: API_MESSAGES.invalidJson };
    return { status, message: asSentence(fastifyError.message) };
  }
  return null;
}

/**
 * One error handler for the whole app: client errors answer `{success:false, error}` with their 4xx,
 * anything else is logged and answers 500 "Something went wrong." with no internals. Unknown /api
 * paths answer 404 JSON (the static layer handles everything else).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const client = describeClientError(error);
    if (client) {
      if (client.status === 429) request.log.info({ url: request.url }, 'rate limited');
      if (error instanceof HttpError) reply.headers(error.headers);
      return reply.code(client.status).send({ success: false, error: client.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, error: GENERIC_SERVER_ERROR });
  });
}
