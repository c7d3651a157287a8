/** Sentences the API answers with (`{success:false, error}`), beyond core's validation sentences. */
export const API_MESSAGES = {
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  passwordChanged: 'Your password was changed since you logged in. Please log in again.',
  wrongCredentials: 'The email or password is incorrect.',
  wrongCurrentPassword: 'The current password is incorrect.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again in a minute.',
  notYourBot: 'You can only change your own bots.',
  userNotFound: 'This user does not exist.',
  searchQueryRequired: 'Please enter a name or an email to search for.',
  apiNotFound: 'There is no such API endpoint.',
  bodyTooLarge: 'The request is too large.',
  invalidJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty; please send JSON.',
  unsupportedMediaType: 'Please send the request as JSON (Content-Type: application/json).',
  invalidRequest: 'The request is not valid.',
} as const;
