/** Chooses the provider from the configuration (README.md "Configuration": LLM_PROVIDER, GEMINI_*, OPENAI_*). */
import type { Config } from '../config.js';
import type { Answerer } from './answerer.js';
import { type AnswerWork, createAnswerer } from './createAnswerer.js';
import { geminiProvider } from './geminiProvider.js';
import { offlineProvider } from './offlineProvider.js';
import { openaiProvider } from './openaiProvider.js';
import type { AnswerProvider } from './provider.js';

/** The provider config.llmProvider names; loadConfig has already checked that its settings are present. */
export function providerFromConfig(config: Config): AnswerProvider {
  switch (config.llmProvider) {
    case 'gemini':
      return geminiProvider({
        // loadConfig refuses LLM_PROVIDER=gemini without a key
        apiKey: config.geminiApiKey ?? '',
        model: config.geminiModel,
        baseUrl: config.geminiBaseUrl,
        timeoutMs: config.llmTimeoutMs,
        totalTimeoutMs: config.llmTotalTimeoutMs,
        maxOutputTokens: config.llmMaxOutputTokens,
      });
    case 'openai':
      return openaiProvider({
        // loadConfig refuses LLM_PROVIDER=openai without a base URL
        baseUrl: config.openaiBaseUrl ?? '',
        apiKey: config.openaiApiKey,
        model: config.openaiModel,
        timeoutMs: config.llmTimeoutMs,
        totalTimeoutMs: config.llmTotalTimeoutMs,
        maxOutputTokens: config.llmMaxOutputTokens,
      });
    default:
      return offlineProvider();
  }
}

/** Builds the answerer chosen by config.llmProvider (async so a provider may probe its server later). */
export async function createAnswererFromConfig(config: Config, work?: AnswerWork): Promise<Answerer> {
  return createAnswerer(providerFromConfig(config), work ? { work } : {});
}
