/** Gemini through Google's @google/genai SDK: streamed answers and one-shot summaries. Server-side only. */
import type { BuiltPrompt } from '@botfolio/core';
import { ApiError, type GenerateContentResponse, GoogleGenAI } from '@google/genai';
import { ModelNotFoundError } from './errors.js';
import { createModelProvider } from './modelProvider.js';
import type { AnswerProvider } from './provider.js';

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

/** Gemini provider: the SDK's calls, under the shared policy (modelProvider.ts) that aborts them. */
export function geminiProvider(options: GeminiProviderOptions): AnswerProvider {
  const client = new GoogleGenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl.replace(/\/+$/, '') } } : {}),
  });
  const request = (prompt: BuiltPrompt, abortSignal: AbortSignal) => ({
    model: options.model,
    contents: [{ role: 'user', parts: [{ text: prompt.user }] }],
    config: {
      systemInstruction: prompt.system,
      abortSignal,
      ...(options.maxOutputTokens ? { maxOutputTokens: options.maxOutputTokens } : {}),
    },
  });

  return createModelProvider(
    'gemini',
    {
      async *stream(prompt, signal) {
        for await (const chunk of await client.models.generateContentStream(request(prompt, signal)))
          yield textOf(chunk);
      },
      complete: async (prompt, signal) => textOf(await client.models.generateContent(request(prompt, signal))),
      missingModel: (error) => modelMissing(error, options.model),
    },
    options,
  );
}
