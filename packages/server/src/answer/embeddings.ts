/**
 * Text embeddings for hybrid retrieval (server only): Gemini's embedding model through @google/genai, or an
 * OpenAI-compatible server's `/v1/embeddings`. Vectors come back unit length, so cosine similarity is a dot product.
 * Also the two pieces of ranking that use them: the nearest passages to a query, and reciprocal rank fusion.
 */
import { ApiError, GoogleGenAI } from '@google/genai';

export interface EmbedOptions {
  /** Passages to search in, or a query to search with (Gemini embeds them differently). */
  kind?: 'document' | 'query';
  signal?: AbortSignal;
}

export interface Embedder {
  /** Names the model ('gemini:gemini-embedding-001'): vectors of different models never mix. */
  readonly id: string;
  /** One unit-length vector per text, in order; batched, aborted by `signal`, timed out after the embedder's limit. */
  embed(texts: string[], options?: EmbedOptions): Promise<Float32Array[]>;
}

/** Reciprocal rank fusion's constant (Cormack et al. 2009): a passage's share is 1 / (RRF_K + rank). */
export const RRF_K = 60;

/** `vector` scaled to unit length (a zero vector stays zero). */
export function normalize(vector: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(vector as ArrayLike<number>);
  let norm = 0;
  for (const value of out) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < out.length; i += 1) out[i] = (out[i] ?? 0) / norm;
  return out;
}

/** The `k` vectors most similar to `query` (all unit length: dot products), best first; O(n·d), no full sort. */
export function cosineTopK(
  query: Float32Array,
  vectors: readonly Float32Array[],
  k: number,
): Array<{ index: number; score: number }> {
  const best: Array<{ index: number; score: number }> = [];
  if (k <= 0) return best;
  vectors.forEach((vector, index) => {
    let score = 0;
    const n = Math.min(vector.length, query.length);
    for (let d = 0; d < n; d += 1) score += (vector[d] ?? 0) * (query[d] ?? 0);
    if (best.length === k && score <= (best[k - 1]?.score ?? Number.NEGATIVE_INFINITY)) return;
    // insertion into the small sorted list of the best so far
    let at = best.length;
    while (at > 0 && (best[at - 1]?.score ?? 0) < score) at -= 1;
    best.splice(at, 0, { index, score });
    if (best.length > k) best.pop();
  });
  return best;
}

/**
 * Fuses rankings (lists of passage indexes, best first) by reciprocal rank: Σ 1 / (k + rank), rank from 1. Ties go to
 * the passage that appeared first (in the first ranking, then the next).
 */
export function reciprocalRankFusion(rankings: readonly (readonly number[])[], k = RRF_K): number[] {
  const scores = new Map<number, number>();
  const firstSeen = new Map<number, number>();
  for (const ranking of rankings)
    ranking.forEach((item, rank) => {
      scores.set(item, (scores.get(item) ?? 0) + 1 / (k + rank + 1));
      if (!firstSeen.has(item)) firstSeen.set(item, firstSeen.size);
    });
  return [...scores.keys()].sort(
    (a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || (firstSeen.get(a) ?? 0) - (firstSeen.get(b) ?? 0),
  );
}

/** A signal that aborts with the caller's or after `timeoutMs`, whichever comes first. */
function deadline(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

async function inBatches(
  texts: string[],
  size: number,
  embedBatch: (batch: string[]) => Promise<Float32Array[]>,
): Promise<Float32Array[]> {
  const out: Float32Array[] = [];
  for (let start = 0; start < texts.length; start += size) {
    const batch = texts.slice(start, start + size);
    const vectors = await embedBatch(batch);
    if (vectors.length !== batch.length)
      throw new Error(`The embedding model returned ${vectors.length} vectors for ${batch.length} texts.`);
    out.push(...vectors);
  }
  return out;
}

export interface GeminiEmbedderOptions {
  apiKey: string;
  /** Default gemini-embedding-001. */
  model?: string;
  /** Where the REST API lives (tests point it at a loopback fake). */
  baseUrl?: string | undefined;
  timeoutMs: number;
  /** Dimensions asked for (Matryoshka truncation); default 768. */
  dimensions?: number;
  /** Texts per request (the API takes up to 100). */
  batchSize?: number;
}

/** Gemini's embedding model (`batchEmbedContents`), RETRIEVAL_DOCUMENT for passages and RETRIEVAL_QUERY for questions. */
export function geminiEmbedder(options: GeminiEmbedderOptions): Embedder {
  const model = options.model ?? 'gemini-embedding-001';
  const client = new GoogleGenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl.replace(/\/+$/, '') } } : {}),
  });
  return {
    id: `gemini:${model}`,
    embed: (texts, embedOptions = {}) =>
      inBatches(texts, options.batchSize ?? 100, async (batch) => {
        try {
          const response = await client.models.embedContent({
            model,
            // one Content per text: plain strings are merged into one Content (one vector) for gemini-embedding-2
            contents: batch.map((text) => ({ parts: [{ text }] })),
            config: {
              taskType: embedOptions.kind === 'query' ? 'RETRIEVAL_QUERY' : 'RETRIEVAL_DOCUMENT',
              outputDimensionality: options.dimensions ?? 768,
              abortSignal: deadline(options.timeoutMs, embedOptions.signal),
            },
          });
          return (response.embeddings ?? []).map((embedding) => normalize(embedding.values ?? []));
        } catch (error) {
          if (error instanceof ApiError)
            throw new Error(`Gemini embeddings failed (${error.status}): ${error.message}`, { cause: error });
          throw error;
        }
      }),
  };
}

export interface OpenAiEmbedderOptions {
  /** The server's base URL, with or without the trailing /v1. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
  batchSize?: number;
}

/** The embeddings URL; accepts a base with or without the trailing /v1 (like the completions URL). */
export function embeddingsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return base.endsWith('/v1') ? `${base}/embeddings` : `${base}/v1/embeddings`;
}

/** An OpenAI-compatible server's `/v1/embeddings` (OpenAI, Ollama, llama.cpp, vLLM…). */
export function openaiEmbedder(options: OpenAiEmbedderOptions): Embedder {
  const url = embeddingsUrl(options.baseUrl);
  return {
    id: `openai:${options.model}`,
    embed: (texts, embedOptions = {}) =>
      inBatches(texts, options.batchSize ?? 64, async (batch) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, input: batch }),
          signal: deadline(options.timeoutMs, embedOptions.signal),
        });
        const raw = await response.text();
        let body: { data?: Array<{ index?: number; embedding?: number[] }>; error?: { message?: string } } = {};
        try {
          body = JSON.parse(raw) as typeof body;
        } catch {
          // not JSON: reported below with the status
        }
        if (!response.ok)
          throw new Error(`Embeddings failed (${response.status}): ${body.error?.message ?? raw.slice(0, 200)}`);
        const data = [...(body.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
        return data.map((item) => normalize(item.embedding ?? []));
      }),
  };
}
