/** Errors of the answer engine that the chat and summary routes turn into answers. */
import { HttpError } from '../errors.js';
import { API_MESSAGES } from '../messages.js';

/** The sentence a caller sees when the model failed, timed out or answered something unreadable. */
export const MODEL_UNAVAILABLE = API_MESSAGES.modelUnavailable;

/** The model could not answer (HTTP error, timeout, unreadable reply). Safe to show: carries no internals. */
export class ModelUnavailableError extends HttpError {
  constructor(options?: { cause?: unknown }) {
    super(502, MODEL_UNAVAILABLE);
    this.name = 'ModelUnavailableError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** The caller went away (client disconnect); nothing more should be written or logged as a failure. */
export class AnswerAbortedError extends Error {
  constructor() {
    super('The answer was aborted by the caller.');
    this.name = 'AbortError';
  }
}

/**
 * The configured model does not exist (retired, misspelt, or not open to this key). The sentence tells the
 * site's owner what to change; the log line (see routes/chat.ts) names the setting and the model's own words.
 */
export class ModelNotFoundError extends ModelUnavailableError {
  readonly setting: string;
  readonly model: string;
  readonly upstreamMessage: string;
  constructor(options: { setting: string; model: string; upstreamMessage: string }) {
    super();
    this.name = 'ModelNotFoundError';
    this.message = `The configured model "${options.model}" was not found. The site's owner needs to set ${options.setting} to a model their key can use (run npm run check:model), then restart.`;
    this.setting = options.setting;
    this.model = options.model;
    this.upstreamMessage = options.upstreamMessage;
  }
}
