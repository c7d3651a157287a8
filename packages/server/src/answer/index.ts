/** The answer engine: retrieval over the bot's text + one of the providers (offline, gemini, openai). */

export type { AnswererOptions } from './createAnswerer.js';
export { createAnswerer, SUMMARY_QUESTION } from './createAnswerer.js';
export { createAnswererFromConfig, providerFromConfig } from './createAnswererFromConfig.js';
export { AnswerAbortedError, MODEL_UNAVAILABLE, ModelUnavailableError } from './errors.js';
export { geminiProvider } from './geminiProvider.js';
export { offlineProvider } from './offlineProvider.js';
export { OFFLINE_DONT_KNOW, OFFLINE_INTRO } from './offlineReply.js';
export { openaiProvider } from './openaiProvider.js';
export type {
  AnswerProvider,
  ProviderAnswerRequest,
  ProviderSummaryRequest,
  RankedPassage,
} from './provider.js';
