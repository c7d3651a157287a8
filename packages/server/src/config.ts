/** Configuration from the environment (README.md "Configuration"). Pure: reads only the env object it is given. */
import { isIP } from 'node:net';
import { CHAT_MODEL, EMBEDDING_MODEL, LIMITS } from '@botfolio/core';

export type LlmProvider = 'offline' | 'gemini' | 'openai';

/** See Config.trustProxy. */
export type TrustProxy = boolean | number | string[];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: the schema to work in (created if missing); tests use a fresh one per run. */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  /** Undefined means: generate once and keep in dataDir (embedded mode only). */
  jwtSecret: string | undefined;
  /** base64 of 32 bytes; undefined means: generate once and keep in dataDir (embedded mode only). */
  dataKey: string | undefined;
  llmProvider: LlmProvider;
  geminiApiKey: string | undefined;
  geminiModel: string;
  geminiBaseUrl: string | undefined;
  openaiBaseUrl: string | undefined;
  openaiApiKey: string | undefined;
  openaiModel: string;
  /**
   * The model that embeds passages for hybrid retrieval (BM25 fused with embeddings): Gemini's by default with a
   * Gemini key; for an OpenAI-compatible server only when OPENAI_EMBEDDING_MODEL names one. `off` turns it off.
   */
  embeddingModel: string | undefined;
  /** Upstream model call timeout: the longest silence. */
  llmTimeoutMs: number;
  /** The longest one model call may take in all, however steadily it streams. */
  llmTotalTimeoutMs: number;
  /** Most tokens the model may write in one answer or summary. */
  llmMaxOutputTokens: number;
  youtubeBaseUrl: string;
  allowPrivateNetworkFetch: boolean;
  maxPdfBytes: number;
  maxPdfPages: number;
  pdfTimeoutMs: number;
  fetchTimeoutMs: number;
  /** Time budget of one step of work on untrusted input (page parsing, splitting, summarising) in the worker pool. */
  workTimeoutMs: number;
  /** The process's resident-set budget while such work runs; above it the work stops (422). */
  memoryBudgetMb: number;
  /** A request whose headers and body have not all arrived by then gets a 408 (a trickled body cannot hold a socket). */
  requestTimeoutMs: number;
  /** A socket with no traffic at all for this long is closed (longer than any answer may take to start). */
  connectionTimeoutMs: number;
  /** Chats (and summaries) per minute per IP and bot. */
  chatRateLimit: number;
  /** Failed logins/signups per 15 minutes per IP and per email. */
  authRateLimit: number;
  /** Accounts made per IP per hour. */
  signupRateLimit: number;
  /** Imports (PDF, website, YouTube) one person may start per 10 minutes. */
  importRateLimit: number;
  /** Contact requests a visitor may send per hour, per address and bot. */
  contactRateLimit: number;
  /** Every contact request of every bot is also POSTed here as signed JSON (with contactWebhookSecret). */
  contactWebhookUrl: string | undefined;
  /** The HMAC-SHA256 key of contactWebhookUrl's signature header. */
  contactWebhookSecret: string | undefined;
  /** The first retry of a failed webhook waits this long, each next one five times longer (3 retries). */
  webhookRetryBaseMs: number;
  /** How often the server deletes kept questions older than their bot's retention. */
  retentionSweepMs: number;
  /** Where the built dashboard lives (index.html + assets); undefined disables static serving. */
  dashboardDir: string | undefined;
  /** Where widget.js lives. */
  widgetDir: string | undefined;
  /** Where examples/ lives. */
  examplesDir: string | undefined;
  logLevel: string;
  /**
   * Which X-Forwarded-For entries to believe (behind a reverse proxy) so rate limits see the client's address:
   * false (default: none), a hop count, or the proxies' addresses/CIDRs. `true` believes the left-most entry,
   * which any client can write: unsafe, kept only for compatibility (a warning is logged at startup).
   */
  trustProxy: TrustProxy;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Expected a non-negative number, got "${value}".`);
  return Math.floor(n);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** The shortest JWT_SECRET accepted: HS256 keys shorter than its 32-byte output can be guessed offline. */
export const MIN_JWT_SECRET_BYTES = 32;

function strongSecret(value: string | undefined): string | undefined {
  if (value !== undefined && Buffer.byteLength(value) < MIN_JWT_SECRET_BYTES) {
    throw new Error(
      `JWT_SECRET is ${Buffer.byteLength(value)} bytes; it must be at least ${MIN_JWT_SECRET_BYTES} (for example the output of \`openssl rand -base64 48\`), or leave it unset to have one generated.`,
    );
  }
  return value;
}

/** proxy-addr's names for whole address ranges. */
const TRUST_PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (TRUST_PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset/false, a hop count (`1` = the one proxy in front), a comma list of addresses/CIDRs, or `true` (unsafe). */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'false' || text === '0') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const bad = entries.find((e) => !isAddressOrCidr(e));
  if (bad !== undefined || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8), not "${bad ?? text}".`,
    );
  }
  return entries;
}

/** Gemini embeds with GEMINI_EMBEDDING_MODEL (default EMBEDDING_MODEL); an OpenAI-compatible server with OPENAI_EMBEDDING_MODEL. */
function embeddingModelOf(provider: LlmProvider, env: NodeJS.ProcessEnv): string | undefined {
  const chosen =
    provider === 'gemini'
      ? (nonEmpty(env.GEMINI_EMBEDDING_MODEL) ?? EMBEDDING_MODEL)
      : provider === 'openai'
        ? nonEmpty(env.OPENAI_EMBEDDING_MODEL)
        : undefined;
  return chosen && chosen.toLowerCase() !== 'off' ? chosen : undefined;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  paths: Partial<Pick<Config, 'dashboardDir' | 'widgetDir' | 'examplesDir'>> = {},
): Config {
  const geminiApiKey = nonEmpty(env.GEMINI_API_KEY);
  const requested = nonEmpty(env.LLM_PROVIDER)?.toLowerCase();
  let llmProvider: LlmProvider = geminiApiKey ? 'gemini' : 'offline';
  if (requested) {
    if (requested !== 'offline' && requested !== 'gemini' && requested !== 'openai') {
      throw new Error(`LLM_PROVIDER must be offline, gemini or openai, not "${requested}".`);
    }
    llmProvider = requested;
  }
  if (llmProvider === 'gemini' && !geminiApiKey) throw new Error('LLM_PROVIDER=gemini needs GEMINI_API_KEY.');
  if (llmProvider === 'openai' && !nonEmpty(env.OPENAI_BASE_URL))
    throw new Error('LLM_PROVIDER=openai needs OPENAI_BASE_URL.');

  const webhookUrl = nonEmpty(env.CONTACT_WEBHOOK_URL);
  if (webhookUrl && !/^https?:\/\//i.test(webhookUrl))
    throw new Error('CONTACT_WEBHOOK_URL must be an http(s) address.');
  if (webhookUrl && !nonEmpty(env.CONTACT_WEBHOOK_SECRET))
    throw new Error(
      'CONTACT_WEBHOOK_URL needs CONTACT_WEBHOOK_SECRET, the key its receiver checks the signature with.',
    );

  return {
    port: int(env.PORT, 3000),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: nonEmpty(env.DATA_DIR) ?? './data',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databaseSchema: nonEmpty(env.DATABASE_SCHEMA),
    redisUrl: nonEmpty(env.REDIS_URL),
    jwtSecret: strongSecret(nonEmpty(env.JWT_SECRET)),
    dataKey: nonEmpty(env.DATA_KEY),
    llmProvider,
    geminiApiKey,
    geminiModel: nonEmpty(env.GEMINI_MODEL) ?? CHAT_MODEL,
    geminiBaseUrl: nonEmpty(env.GEMINI_BASE_URL),
    openaiBaseUrl: nonEmpty(env.OPENAI_BASE_URL),
    openaiApiKey: nonEmpty(env.OPENAI_API_KEY),
    openaiModel: nonEmpty(env.OPENAI_MODEL) ?? 'llama3.1',
    embeddingModel: embeddingModelOf(llmProvider, env),
    llmTimeoutMs: int(env.LLM_TIMEOUT_MS, 30_000),
    llmTotalTimeoutMs: int(env.LLM_TOTAL_TIMEOUT_MS, 120_000),
    llmMaxOutputTokens: int(env.LLM_MAX_OUTPUT_TOKENS, 1024),
    youtubeBaseUrl: nonEmpty(env.YOUTUBE_BASE_URL) ?? 'https://www.youtube.com',
    allowPrivateNetworkFetch: env.ALLOW_PRIVATE_NETWORK_FETCH === 'true',
    maxPdfBytes: int(env.MAX_PDF_BYTES, LIMITS.maxPdfBytes),
    maxPdfPages: int(env.MAX_PDF_PAGES, LIMITS.maxPdfPages),
    pdfTimeoutMs: int(env.PDF_TIMEOUT_MS, 30_000),
    fetchTimeoutMs: int(env.FETCH_TIMEOUT_MS, LIMITS.fetchTimeoutMs),
    workTimeoutMs: int(env.WORK_TIMEOUT_MS, 20_000),
    memoryBudgetMb: int(env.MEMORY_BUDGET_MB, 900),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000),
    connectionTimeoutMs: int(env.CONNECTION_TIMEOUT_MS, 120_000),
    chatRateLimit: int(env.CHAT_RATE_LIMIT, 20),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 10),
    signupRateLimit: int(env.SIGNUP_RATE_LIMIT, 5),
    importRateLimit: int(env.IMPORT_RATE_LIMIT, 30),
    contactRateLimit: int(env.CONTACT_RATE_LIMIT, 5),
    contactWebhookUrl: webhookUrl,
    contactWebhookSecret: nonEmpty(env.CONTACT_WEBHOOK_SECRET),
    webhookRetryBaseMs: int(env.WEBHOOK_RETRY_BASE_MS, 1000),
    retentionSweepMs: int(env.RETENTION_SWEEP_MS, 60 * 60_000),
    dashboardDir: paths.dashboardDir,
    widgetDir: paths.widgetDir,
    examplesDir: paths.examplesDir,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
