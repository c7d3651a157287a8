/** Any OpenAI-compatible `/v1/chat/completions` server (Ollama, llama.cpp, vLLM): streamed answers, one-shot summaries. */
import { type BuiltPrompt, parseSSE } from '@botfolio/core';
import { ModelUnavailableError } from './errors.js';
import { createModelProvider } from './modelProvider.js';
import type { AnswerProvider } from './provider.js';

export interface OpenAiProviderOptions {
  /** e.g. http://127.0.0.1:11434 or http://127.0.0.1:11434/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Idle timeout of one call. */
  timeoutMs: number;
  /** Total time limit of one call. */
  totalTimeoutMs?: number;
  /** Most tokens one answer or summary may have (`max_tokens`). */
  maxOutputTokens?: number;
  fetch?: typeof globalThis.fetch;
}

interface CompletionChoice {
  finish_reason?: unknown;
  delta?: { content?: unknown };
  message?: { content?: unknown };
}
interface CompletionBody {
  choices?: CompletionChoice[];
  error?: unknown;
}

/** The completions URL; accepts a base with or without the trailing /v1. */
export function completionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return base.endsWith('/v1') ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
}

function parseBody(raw: string): CompletionBody {
  const body: unknown = JSON.parse(raw);
  if (typeof body !== 'object' || body === null) throw new Error('Not a completion object.');
  const completion = body as CompletionBody;
  if (completion.error !== undefined) throw new Error('The server sent an error object.');
  if (!Array.isArray(completion.choices)) throw new Error('No choices in the completion.');
  return completion;
}

function contentOf(choice: CompletionChoice | undefined): string {
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === 'string' ? content : '';
}

/** OpenAI-compatible provider; the key (if any) travels as a bearer token. */
export function openaiProvider(options: OpenAiProviderOptions): AnswerProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const url = completionsUrl(options.baseUrl);
  const request = (prompt: BuiltPrompt, stream: boolean, signal: AbortSignal) =>
    doFetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: stream ? 'text/event-stream' : 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        stream,
        ...(options.maxOutputTokens ? { max_tokens: options.maxOutputTokens } : {}),
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      }),
      signal,
    });

  const checked = async (prompt: BuiltPrompt, stream: boolean, signal: AbortSignal) => {
    const res = await request(prompt, stream, signal);
    if (!res.ok) throw new ModelUnavailableError({ cause: new Error(`HTTP ${res.status} from ${url}`) });
    return res;
  };

  return createModelProvider(
    'openai',
    {
      async *stream(prompt, signal) {
        const res = await checked(prompt, true, signal);
        yield '';
        // Some servers ignore `stream: true` and answer one JSON object.
        if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
          yield contentOf(parseBody(await res.text()).choices?.[0]);
          return;
        }
        if (!res.body) throw new Error('Empty body.');
        let finished = false;
        for await (const frame of parseSSE(res.body)) {
          const data = frame.data.trim();
          if (data === '[DONE]') {
            finished = true;
            break;
          }
          if (!data) {
            yield '';
            continue;
          }
          const choice = parseBody(data).choices?.[0];
          if (typeof choice?.finish_reason === 'string') finished = true;
          yield contentOf(choice);
        }
        // A stream cut before [DONE] (or a finish_reason) is an upstream failure, not a complete answer.
        if (!finished) throw new Error('The stream ended before [DONE].');
      },
      complete: async (prompt, signal) =>
        contentOf(parseBody(await (await checked(prompt, false, signal)).text()).choices?.[0]),
    },
    options,
  );
}
