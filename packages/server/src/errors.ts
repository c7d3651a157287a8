/** An error whose message is safe and useful to show the caller. Anything else becomes a 500 "Something went wrong." */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const GENERIC_SERVER_ERROR = 'Something went wrong.';
