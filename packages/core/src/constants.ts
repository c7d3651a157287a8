/** Business constants and the limits of docs/API.md. */

export const PRODUCT_NAME = 'Botfolio';

export const TOKEN_STORAGE_KEY = 'token';

export const ALERT_DURATION_MS = 3000;
export const REDIRECT_DELAY_MS = 2000;

export const BOT_TEXT_PREVIEW_LENGTH = 40;
export const BOT_TEXT_PREVIEW_SUFFIX = '...';

export const YOUTUBE_VIDEO_ID_LENGTH = 11;

export const CHAT_MODEL = 'gemini-flash-latest';
/** Gemini's embedding model for hybrid retrieval (server only; GEMINI_EMBEDDING_MODEL overrides it). */
export const EMBEDDING_MODEL = 'gemini-embedding-001';
export const SPEECH_LANG = 'en-US';

export const MESSAGE_LIST_MAX_HEIGHT = '70vh';

/** Limits enforced by the server and mirrored by the UI. */
export const LIMITS = {
  passwordMinLength: 8,
  nameMaxLength: 100,
  botNameMaxLength: 100,
  botTextMaxLength: 5_000_000,
  /** A source's title (the owner's, or one made from its text or origin). */
  sourceTitleMaxLength: 200,
  chatMessageMaxLength: 2000,
  chatHistoryMaxTurns: 10,
  /** A history turn is cut to this many characters (the server cuts too): context, not a question. */
  chatHistoryTextMaxLength: 4000,
  searchMaxResults: 20,
  maxPdfBytes: 20 * 1024 * 1024,
  maxPdfPages: 2000,
  webFetchMaxBytes: 5 * 1024 * 1024,
  webFetchMaxRedirects: 5,
  fetchTimeoutMs: 10_000,
  /** Upper bound so hashing cost stays bounded (argon2 hashes the whole input). */
  passwordMaxLength: 1024,
} as const;

/** Between two sources' texts in a bot's text: a paragraph break, so no sentence runs across. */
export const SOURCE_SEPARATOR = '\n\n';

/** Retrieval defaults shared by the server's answer engine and its benchmarks. */
export const RETRIEVAL = {
  chunkSize: 1200,
  chunkOverlap: 150,
  topK: 5,
  maxPromptPassageChars: 6000,
  wholeTextMaxChars: 8000,
} as const;

export const SUMMARY_SENTENCES = 5;

/** Summary-panel debounce and header-search debounce, in ms. */
export const SUMMARY_DEBOUNCE_MS = 600;
export const SEARCH_DEBOUNCE_MS = 250;
/** Create screen's website field: import the page once typing pauses this long, in ms. */
export const WEB_IMPORT_DEBOUNCE_MS = 600;
