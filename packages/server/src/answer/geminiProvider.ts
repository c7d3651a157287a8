/** Gemini through Google's @google/genai SDK: streamed answers and one-shot summaries. Server-side only. */
import { ApiError, type GenerateContentResponse, GoogleGenAI } from '@google/genai';
import { createDeadline } from './deadline.js';
import { ModelNotFoundError } from './errors.js';
import type { AnswerProvider, PromptParts } from './provider.js';

export interface GeminiProviderOptions {
  apiKey: string;
  model: string;
  /** Where the REST API lives (tests point it at a loopback fake); Google's by default. */
  baseUrl?: string;
  /** Idle timeout of one call. */
  timeoutMs: number;
  /** Total time limit of one call. */
  totalTimeoutMs?: number;
  /** Most tokens one answer or summary may have. */
  maxOutputTokens?: number;
}

/** The text of the first candidate; a blocked or empty candidate yields ''. */
function textOf(response: GenerateContentResponse): string {
  const parts = response.candidates?.[0]?.content?.parts ?? [];
  let text = '';
  for (const part of parts) if (typeof part.text === 'string' && part.thought !== true) text += part.text;
  return text;
}

/** Google's own sentence from an ApiError, whose message is the JSON error body. */
function upstreamMessage(error: ApiError): string {
  try {
    const body = JSON.parse(error.message) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // not JSON: the message is already text
  }
  return error.message;
}

/** A 404, or a 400 that says the model is not supported: the configured GEMINI_MODEL does not exist. */
function modelMissing(error: unknown, model: string): ModelNotFoundError | null {
  if (!(error instanceof ApiError)) return null;
  const message = upstreamMessage(error);
  if (error.status === 404 || (error.status === 400 && /model.*(not found|not supported)/i.test(message))) {
    return new ModelNotFoundError({ setting: 'GEMINI_MODEL', model, upstreamMessage: message });
  }
  return null;
}

/** Gemini provider; our own deadline (idle timeout, client hang-up) aborts the SDK's request. */
export function geminiProvider(options: GeminiProviderOptions): AnswerProvider {
  const client = new GoogleGenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl.replace(/\/+$/, '') } } : {}),
  });
  const request = (prompt: PromptParts, abortSignal: AbortSignal) => ({
    model: options.model,
    contents: [{ role: 'user', parts: [{ text: prompt.user }] }],
    config: {
      systemInstruction: prompt.system,
      abortSignal,
      ...(options.maxOutputTokens ? { maxOutputTokens: options.maxOutputTokens } : {}),
    },
  });

  return {
    name: 'gemini',
    async *streamAnswer({ prompt, signal }) {
      const deadline = createDeadline(signal, options.timeoutMs, options.totalTimeoutMs);
      try {
        const stream = await client.models.generateContentStream(request(prompt, deadline.signal));
        for await (const chunk of stream) {
          deadline.touch();
          const text = textOf(chunk);
          if (text) yield text;
        }
      } catch (error) {
        throw modelMissing(error, options.model) ?? deadline.translate(error);
      } finally {
        deadline.dispose();
      }
    },
    async summarize({ prompt, signal }) {
      const deadline = createDeadline(signal, options.timeoutMs, options.totalTimeoutMs);
      try {
        return textOf(await client.models.generateContent(request(prompt, deadline.signal)));
      } catch (error) {
        throw modelMissing(error, options.model) ?? deadline.translate(error);
      } finally {
        deadline.dispose();
      }
    },
  };
}
