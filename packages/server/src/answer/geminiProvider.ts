/** Gemini through @google/generative-ai: streamed answers and one-shot summaries. Server-side only. */
import { type GenerateContentResponse, GoogleGenerativeAI } from '@google/generative-ai';
import { createDeadline } from './deadline.js';
import type { AnswerProvider, PromptParts } from './provider.js';

export interface GeminiProviderOptions {
  apiKey: string;
  model: string;
  /** Where the REST API lives (tests point it at a loopback fake); Google's by default. */
  baseUrl?: string;
  /** Idle timeout of one call. */
  timeoutMs: number;
}

/** The text of the first candidate; a blocked or empty candidate yields '' (the SDK's text() would throw). */
function textOf(response: GenerateContentResponse): string {
  const parts = response.candidates?.[0]?.content?.parts ?? [];
  let text = '';
  for (const part of parts) if (typeof part.text === 'string') text += part.text;
  return text;
}

/** Gemini provider; the SDK's own `timeout` is not used because its timer is never cleared. */
export function geminiProvider(options: GeminiProviderOptions): AnswerProvider {
  const client = new GoogleGenerativeAI(options.apiKey);
  const requestOptions = options.baseUrl ? { baseUrl: options.baseUrl.replace(/\/+$/, '') } : {};
  const modelFor = (prompt: PromptParts) =>
    client.getGenerativeModel({ model: options.model, systemInstruction: prompt.system }, requestOptions);
  const contentsOf = (prompt: PromptParts) => ({ contents: [{ role: 'user', parts: [{ text: prompt.user }] }] });

  return {
    name: 'gemini',
    async *streamAnswer({ prompt, signal }) {
      const deadline = createDeadline(signal, options.timeoutMs);
      try {
        const result = await modelFor(prompt).generateContentStream(contentsOf(prompt), { signal: deadline.signal });
        // The SDK tees the stream into an aggregate promise nobody else reads: keep its failure handled.
        result.response.catch(() => {});
        for await (const chunk of result.stream) {
          deadline.touch();
          const text = textOf(chunk);
          if (text) yield text;
        }
      } catch (error) {
        throw deadline.translate(error);
      } finally {
        deadline.dispose();
      }
    },
    async summarize({ prompt, signal }) {
      const deadline = createDeadline(signal, options.timeoutMs);
      try {
        const result = await modelFor(prompt).generateContent(contentsOf(prompt), { signal: deadline.signal });
        return textOf(result.response);
      } catch (error) {
        throw deadline.translate(error);
      } finally {
        deadline.dispose();
      }
    },
  };
}
