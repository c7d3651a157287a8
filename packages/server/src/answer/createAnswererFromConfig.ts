/** Chooses the provider from the configuration (README.md "Configuration": LLM_PROVIDER, GEMINI_*, OPENAI_*). */
import type { Config } from '../config.js';
import type { Answerer } from './answerer.js';
import { type AnswerWork, createAnswerer, type HybridOptions } from './createAnswerer.js';
import { type Embedder, geminiEmbedder, openaiEmbedder } from './embeddings.js';
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

/** The embedder for hybrid retrieval that the config names (config.embeddingModel), or null: BM25 alone. */
export function embedderFromConfig(config: Config): Embedder | null {
  const model = config.embeddingModel;
  if (!model) return null;
  if (config.llmProvider === 'gemini')
    return geminiEmbedder({
      apiKey: config.geminiApiKey ?? '',
      model,
      baseUrl: config.geminiBaseUrl,
      timeoutMs: config.llmTimeoutMs,
    });
  if (config.llmProvider === 'openai')
    return openaiEmbedder({
      baseUrl: config.openaiBaseUrl ?? '',
      apiKey: config.openaiApiKey,
      model,
      timeoutMs: config.llmTimeoutMs,
    });
  return null;
}

/**
 * Builds the answerer chosen by config.llmProvider (async so a provider may probe its server later), with hybrid
 * retrieval when an embedding model is configured, its vectors kept in `store`.
 */
export async function createAnswererFromConfig(
  config: Config,
  work?: AnswerWork,
  extra: Pick<HybridOptions, 'store' | 'onError'> = {},
): Promise<Answerer> {
  const embedder = embedderFromConfig(config);
  return createAnswerer(providerFromConfig(config), {
    ...(work ? { work } : {}),
    ...(embedder ? { hybrid: { embedder, ...extra } } : {}),
  });
}
