import { CHAT_STRINGS, LIMITS, VALIDATION_MESSAGES } from '@botfolio/core';

/**
 * Every sentence the server answers with (`{success:false, error}`, SSE `error` frames), beyond core's
 * validation sentences: API_MESSAGES for the API at large, INGEST_ERRORS for the import routes. Tests import these.
 */
export const API_MESSAGES = {
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  passwordChanged: 'Your password was changed since you logged in. Please log in again.',
  wrongCredentials: 'The email or password is incorrect.',
  wrongCurrentPassword: 'The current password is incorrect.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  tooManySignups: 'Too many accounts were made from this network in the last hour. Please try again later.',
  tooManyRequests: 'Too many requests. Please slow down and try again in a minute.',
  tooManyImports: 'You have imported a lot in the last few minutes. Please wait a few minutes and try again.',
  notYourBot: 'You can only change your own bots.',
  userNotFound: 'This user does not exist.',
  searchQueryRequired: 'Please enter a name or an email to search for.',
  apiNotFound: 'There is no such API endpoint.',
  bodyTooLarge: 'The request is too large.',
  invalidJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty; please send JSON.',
  unsupportedMediaType: 'Please send the request as JSON (Content-Type: application/json).',
  invalidRequest: 'The request is not valid.',
  objectExpected: 'Please send a JSON object.',
  searchTooLong: 'The search text must be at most 254 characters.',
  chatRateLimited: CHAT_STRINGS.chatRateLimited,
  chatHistoryInvalid: 'The history must be a list of messages, each with a sender ("user" or "bot") and a text.',
  fileTooLarge: 'The file is too large.',
  tooManyParts: 'The form has too many parts.',
  oneFileAtATime: 'Please send one file at a time.',
  tooManyFields: 'The form has too many fields.',
  multipartExpected: 'Please send the file as multipart/form-data.',
  modelUnavailable: 'The model is unavailable right now.',
  serverError: 'Something went wrong.',
  chatOriginNotAllowed: CHAT_STRINGS.notAvailableHere,
  chatDailyLimit: CHAT_STRINGS.chatDailyLimit,
  sourceType: "A source's type must be text, pdf, youtube or website.",
  sourceTitle: VALIDATION_MESSAGES.sourceTitle,
  sourceUrlRequired: 'A YouTube or website source needs its url.',
  sourceNotFound: 'This source does not exist or was removed.',
  lastSource: 'A bot needs at least one source: add another before removing this one.',
  sourceNotRefreshable:
    'Only YouTube and website sources can be refreshed; the text of a text or PDF source can be edited instead.',
  sourceTextNotEditable:
    'The text of a YouTube or website source comes from its link: refresh it to read it again (its title can be changed).',
  sourceNothingToChange: 'Please send a new title, a new text or both.',
  sourcesTooLong: `A bot's sources together must be at most ${LIMITS.botTextMaxLength.toLocaleString('en-US')} characters.`,
  settingsGreeting: 'settings.greeting must be text of at most 300 characters.',
  settingsStarters: 'settings.starters must be at most 4 questions of 1 to 120 characters each.',
  settingsAccent: 'settings.accent must be a colour written #rrggbb, or null.',
  settingsTheme: 'settings.theme must be light, dark or auto.',
  settingsAvatar: 'settings.avatar must be one or two letters, or null.',
  settingsContactUrl: 'settings.contactUrl must be an https: or mailto: link, or null.',
  settingsShowSources: 'settings.showSources must be true or false.',
  settingsLanguage: 'settings.language must be a language tag such as en-US.',
  settingsListed: 'settings.listed must be true or false.',
  settingsAllowedOrigins:
    'settings.allowedOrigins must be a list of at most 20 origins written https://host or https://host:port.',
  settingsDailyChatLimit: 'settings.dailyChatLimit must be a whole number from 0 (no limit) to 1000000.',
  settingsKeepQuestions: 'settings.keepQuestions must be true or false.',
  settingsRetentionDays: 'settings.retentionDays must be a whole number of days from 1 to 365.',
  settingsAcceptContact: 'settings.acceptContact must be true or false.',
  settingsWebhookUrl: 'settings.webhookUrl must be an https: address, or null.',
  settingsWebhookPrivate:
    'settings.webhookUrl must be a public address: a local or private one (localhost, 127.0.0.1, 10.x.x.x…) cannot be reached.',
  settingsUnknown:
    'settings may only hold greeting, starters, accent, theme, avatar, contactUrl, showSources, language, listed, allowedOrigins, dailyChatLimit, keepQuestions, retentionDays, acceptContact and webhookUrl.',
  contactName: 'Please enter your name (at most 100 characters).',
  contactEmail: 'Please enter a valid email address.',
  contactMessage: 'Please write a message of at most 1,000 characters.',
  contactNotAccepted: 'This bot does not take contact requests.',
  contactRateLimited: 'You have sent several contact requests to this bot in the last hour. Please try again later.',
  contactNotFound: 'This contact request does not exist or was deleted.',
  questionNotFound: 'This question does not exist or was deleted.',
  insightsDays: 'days must be a whole number from 1 to 365.',
} as const;

/** 20 MB, 512 KB, 900 bytes: sizes as a person reads them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/** 30 seconds, 1.5 seconds, 200 ms. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Number((ms / 1000).toFixed(1));
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** Error sentences of the import routes (PDF, YouTube, web, summary). Tests import these. */
export const INGEST_ERRORS = {
  noFile: 'Choose a PDF file to upload.',
  notPdf: 'This file is not a PDF.',
  pdfTooBig: (maxBytes: number) => `This PDF is larger than ${formatBytes(maxBytes)}. Upload a smaller file.`,
  pdfUnreadable: 'This PDF could not be read.',
  pdfPassword: 'This PDF is password-protected. Remove the password and upload it again.',
  pdfNoText:
    'This PDF has no selectable text (it looks like a scan). Upload a PDF with a text layer, or paste the text.',
  pdfTooManyPages: (maxPages: number) => `This PDF has more than ${maxPages} pages. Upload a shorter document.`,
  pdfTooSlow: (ms: number) =>
    `This PDF took longer than ${formatDuration(ms)} to read. Upload a simpler or shorter document.`,
  pdfBusy: 'Too many PDFs are being read right now. Please try again in a minute.',
  pdfYoursBusy: 'Your other PDFs are still being read. Please wait for them to finish, then try again.',
  pdfTooLarge: 'This PDF needs more memory to read than we allow. Upload a simpler or shorter document.',

  badVideoId: 'Enter a valid YouTube video link or 11-character video id.',
  youtubeTimeout: 'YouTube took too long to answer. Please try again.',
  youtubeBlocked: 'YouTube refused to share this video’s captions right now. Please try again later.',
  youtubeUnreachable: 'YouTube could not be reached. Please try again later.',
  youtubeUnexpected: 'YouTube sent an answer we could not understand. Please try again later.',

  badUrl: 'Enter a full web address starting with http:// or https://.',
  addressNotAllowed: 'This address is not allowed: Botfolio does not fetch local or private network addresses.',
  hostNotFound: 'This website could not be found. Check the address.',
  tooManyRedirects: 'This page redirects too many times.',
  pageTimeout: 'This page took too long to answer.',
  pageTooBig: (maxBytes: number) => `This page is larger than ${formatBytes(maxBytes)}.`,
  pageFailed: (status: number) => `This page could not be loaded (the site answered ${status}).`,
  pageUnreachable: 'This page could not be loaded. Check the address and try again.',
  pageUnsupported: 'This page is not a web page, plain text or a PDF.',
  pageNoText: 'This page has no readable text.',

  pageTooComplex: 'This page is too large or too complex to read. Try a simpler page, or paste its text.',

  textTooComplex: 'This text is too large or too complex to process. Try a shorter or plainer text.',
  workBusy: 'The server is busy reading other documents. Please try again in a minute.',

  emptyText: 'Enter some text to summarize.',
  textTooLong: (max: number) => `The text is longer than ${max.toLocaleString('en-US')} characters.`,
} as const;
