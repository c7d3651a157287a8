import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGemini } from '../test/fakes/gemini.js';
import { type FakeModelServer, fakeEmbedding } from '../test/fakes/modelFakeServer.js';
import { startFakeOpenAi } from '../test/fakes/openai.js';
import {
  cosineTopK,
  type Embedder,
  embeddingsUrl,
  geminiEmbedder,
  normalize,
  openaiEmbedder,
  RRF_K,
  reciprocalRankFusion,
} from './embeddings.js';

const GEMINI_KEY = 'test-gemini-embed-key';
const OPENAI_KEY = 'test-openai-embed-key';

const TEXTS = [
  'Jane writes Go and TypeScript.',
  'She sails on Sundays when the wind allows.',
  'Her cat Miso sleeps on the keyboard.',
  'The project is licensed under the MIT license.',
  'Lisbon is where she lives.',
];

const norm = (v: Float32Array) => Math.hypot(...v);
const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
};

let gemini: FakeModelServer;
let openai: FakeModelServer;
beforeAll(async () => {
  gemini = await startFakeGemini({ apiKey: GEMINI_KEY });
  openai = await startFakeOpenAi({ apiKey: OPENAI_KEY });
});
afterAll(async () => {
  await gemini.close();
  await openai.close();
});
beforeEach(() => {
  for (const fake of [gemini, openai]) {
    fake.mode = 'normal';
    fake.requests.length = 0;
    fake.embeddingRequests.length = 0;
  }
});

const geminiOf = (options: Partial<Parameters<typeof geminiEmbedder>[0]> = {}) =>
  geminiEmbedder({ apiKey: GEMINI_KEY, baseUrl: gemini.url, timeoutMs: 2000, ...options });
const openaiOf = (options: Partial<Parameters<typeof openaiEmbedder>[0]> = {}) =>
  openaiEmbedder({
    apiKey: OPENAI_KEY,
    baseUrl: openai.url,
    model: 'text-embedding-3-small',
    timeoutMs: 2000,
    ...options,
  });

describe('fakeEmbedding (the fakes’ deterministic vectors)', () => {
  it('is deterministic, unit length, and nearer for shared words and 5-letter stems', () => {
    const a = fakeEmbedding('The project is licensed under MIT.', 256);
    expect(fakeEmbedding('The project is licensed under MIT.', 256)).toEqual(a);
    expect(Math.hypot(...a)).toBeCloseTo(1, 6);
    // "licensing" and "licensed" share the stem "licen"; "sailing" shares nothing
    expect(dot(fakeEmbedding('licensing', 256), fakeEmbedding('licensed', 256))).toBeGreaterThan(0.3);
    expect(Math.abs(dot(fakeEmbedding('licensing', 256), fakeEmbedding('sailing', 256)))).toBeLessThan(0.3);
    expect(fakeEmbedding('!!! ...', 16).every((v) => v === 0)).toBe(true);
  });
});

function embedderContract(
  name: string,
  fake: () => FakeModelServer,
  make: (options?: { batchSize?: number; timeoutMs?: number; apiKey?: string }) => Embedder,
): void {
  describe(`${name}: the shared contract`, () => {
    it('returns one unit-length vector per text, in order, matching the fake’s deterministic vectors', async () => {
      const vectors = await make().embed(TEXTS);
      expect(vectors).toHaveLength(TEXTS.length);
      for (const vector of vectors) {
        expect(vector).toBeInstanceOf(Float32Array);
        expect(norm(vector)).toBeCloseTo(1, 5);
      }
      vectors.forEach((vector, i) => {
        const expected = fakeEmbedding(TEXTS[i] ?? '', vector.length);
        expect(dot(vector, expected)).toBeCloseTo(1, 5);
      });
      expect(fake().embeddingRequests).toHaveLength(1);
      expect(fake().embeddingRequests[0]?.stream).toBe(false);
      expect(fake().embeddingRequests[0]?.prompt).toBe(TEXTS.join('\n'));
      // kept apart from the generation requests
      expect(fake().requests).toHaveLength(0);
    });

    it('batches: batchSize 2 with 5 texts makes 3 requests, the order kept', async () => {
      const vectors = await make({ batchSize: 2 }).embed(TEXTS);
      expect(fake().embeddingRequests.map((r) => r.prompt)).toEqual([
        TEXTS.slice(0, 2).join('\n'),
        TEXTS.slice(2, 4).join('\n'),
        TEXTS.slice(4).join('\n'),
      ]);
      const whole = await make().embed(TEXTS);
      vectors.forEach((vector, i) => {
        expect(dot(vector, whole[i] ?? new Float32Array())).toBeCloseTo(1, 5);
      });
    });

    it('embeds nothing for no texts', async () => {
      expect(await make().embed([])).toEqual([]);
      expect(fake().embeddingRequests).toHaveLength(0);
    });

    it('rejects a wrong key with a clear message', async () => {
      await expect(make({ apiKey: 'wrong-key' }).embed(['hello'])).rejects.toThrow(/\((400|401)\).*API key/);
    });

    it('rejects when the server fails (500) with its status and message', async () => {
      fake().mode = 'failing';
      await expect(make().embed(['hello'])).rejects.toThrow(/\(500\).*(internal error|server had an error)/i);
    });

    it('rejects an answer that is not JSON', async () => {
      fake().mode = 'garbage';
      await expect(make().embed(['hello'])).rejects.toThrow();
    });

    it('rejects a dropped connection', async () => {
      fake().mode = 'broken';
      await expect(make().embed(['hello'])).rejects.toThrow();
    });

    it('rejects after its timeout when the server never answers', async () => {
      fake().mode = 'timeout';
      const started = Date.now();
      await expect(make({ timeoutMs: 200 }).embed(['hello'])).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1500);
    });

    it('rejects at once when the caller aborts', async () => {
      fake().mode = 'timeout';
      const controller = new AbortController();
      const pending = make({ timeoutMs: 5000 }).embed(['hello'], { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      const started = Date.now();
      await expect(pending).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1500);
    });
  });
}

embedderContract('geminiEmbedder', () => gemini, geminiOf);
embedderContract('openaiEmbedder', () => openai, openaiOf);

describe('geminiEmbedder', () => {
  interface BatchBody {
    requests: Array<{
      model: string;
      content: { parts: Array<{ text: string }> };
      taskType?: string;
      outputDimensionality?: number;
    }>;
  }
  const bodyOf = (i: number) => gemini.embeddingRequests[i]?.body as BatchBody;

  it('posts :batchEmbedContents with the key, one request per text, and the dimensions asked for', async () => {
    const vectors = await geminiOf({ dimensions: 256 }).embed(TEXTS.slice(0, 2));
    expect(vectors.map((v) => v.length)).toEqual([256, 256]);
    const [received] = gemini.embeddingRequests;
    expect(received?.path).toBe('/v1beta/models/gemini-embedding-001:batchEmbedContents');
    expect(received?.headers['x-goog-api-key']).toBe(GEMINI_KEY);
    expect(bodyOf(0).requests).toEqual([
      expect.objectContaining({
        model: 'models/gemini-embedding-001',
        content: expect.objectContaining({ parts: [{ text: TEXTS[0] }] }),
        outputDimensionality: 256,
      }),
      expect.objectContaining({
        model: 'models/gemini-embedding-001',
        content: expect.objectContaining({ parts: [{ text: TEXTS[1] }] }),
        outputDimensionality: 256,
      }),
    ]);
  });

  it('asks for 768 dimensions by default', async () => {
    const [vector] = await geminiOf().embed(['hello']);
    expect(vector).toHaveLength(768);
    expect(bodyOf(0).requests[0]?.outputDimensionality).toBe(768);
  });

  it('embeds passages as RETRIEVAL_DOCUMENT (the default) and questions as RETRIEVAL_QUERY', async () => {
    const embedder = geminiOf();
    await embedder.embed(['a passage']);
    await embedder.embed(['another passage'], { kind: 'document' });
    await embedder.embed(['a question?'], { kind: 'query' });
    expect([0, 1, 2].map((i) => bodyOf(i).requests[0]?.taskType)).toEqual([
      'RETRIEVAL_DOCUMENT',
      'RETRIEVAL_DOCUMENT',
      'RETRIEVAL_QUERY',
    ]);
  });

  it('names its model in its id, and uses the model configured', async () => {
    const embedder = geminiOf({ model: 'gemini-embedding-2-preview' });
    expect(embedder.id).toBe('gemini:gemini-embedding-2-preview');
    // several texts still make several vectors (plain strings would be merged into one content for this model)
    expect(await embedder.embed(TEXTS.slice(0, 3))).toHaveLength(3);
    expect(gemini.embeddingRequests[0]?.path).toBe('/v1beta/models/gemini-embedding-2-preview:batchEmbedContents');
    expect(geminiOf().id).toBe('gemini:gemini-embedding-001');
  });

  it('rejects a model that does not embed with Google’s 404', async () => {
    await expect(geminiOf({ model: 'gemini-flash-latest' }).embed(['hello'])).rejects.toThrow(
      /\(404\).*not supported for batchEmbedContents/,
    );
  });

  it('accepts a base URL with a trailing slash', async () => {
    expect(
      await geminiEmbedder({ apiKey: GEMINI_KEY, baseUrl: `${gemini.url}/`, timeoutMs: 2000 }).embed(['x']),
    ).toHaveLength(1);
  });
});

describe('openaiEmbedder', () => {
  it('posts /v1/embeddings with the bearer key, the model and the texts', async () => {
    await openaiOf().embed(TEXTS.slice(0, 2));
    const [received] = openai.embeddingRequests;
    expect(received?.path).toBe('/v1/embeddings');
    expect(received?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(received?.body).toEqual({ model: 'text-embedding-3-small', input: TEXTS.slice(0, 2) });
    expect(openaiOf().id).toBe('openai:text-embedding-3-small');
  });

  it('sends no Authorization header without a key (a local server)', async () => {
    const keyless = await startFakeOpenAi();
    try {
      const vectors = await openaiEmbedder({ baseUrl: keyless.url, model: 'nomic-embed-text', timeoutMs: 2000 }).embed([
        'hello',
      ]);
      expect(vectors).toHaveLength(1);
      expect(keyless.embeddingRequests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await keyless.close();
    }
  });

  it('reaches the server with a base URL with or without /v1 (and a trailing slash)', async () => {
    for (const baseUrl of [openai.url, `${openai.url}/`, `${openai.url}/v1`, `${openai.url}/v1/`])
      expect(await openaiOf({ baseUrl }).embed(['hello'])).toHaveLength(1);
    expect(openai.embeddingRequests.map((r) => r.path)).toEqual(Array(4).fill('/v1/embeddings'));
  });

  it('rejects a server error that is not JSON with its status', async () => {
    const embedder = openaiEmbedder({ baseUrl: `${openai.url}/nowhere`, model: 'm', timeoutMs: 2000 });
    await expect(embedder.embed(['hello'])).rejects.toThrow(/\(404\)/);
  });
});

describe('embeddingsUrl', () => {
  it('appends /v1/embeddings to a bare base, /embeddings to one ending in /v1', () => {
    expect(embeddingsUrl('http://localhost:11434')).toBe('http://localhost:11434/v1/embeddings');
    expect(embeddingsUrl('http://localhost:11434/')).toBe('http://localhost:11434/v1/embeddings');
    expect(embeddingsUrl('https://api.openai.com/v1')).toBe('https://api.openai.com/v1/embeddings');
    expect(embeddingsUrl('https://api.openai.com/v1//')).toBe('https://api.openai.com/v1/embeddings');
    expect(embeddingsUrl('http://host/proxy')).toBe('http://host/proxy/v1/embeddings');
  });
});

describe('normalize', () => {
  it('scales to unit length and leaves a zero vector zero', () => {
    expect([...normalize([3, 4])]).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
    expect([...normalize([0, 0, 0])]).toEqual([0, 0, 0]);
  });
});

describe('cosineTopK', () => {
  const v = (...values: number[]) => normalize(values);
  const vectors = [v(1, 0, 0), v(0, 1, 0), v(1, 1, 0), v(-1, 0, 0), v(0, 0, 1)];

  it('returns the k most similar, best first, with their dot products', () => {
    const hits = cosineTopK(v(1, 0.2, 0), vectors, 3);
    expect(hits.map((h) => h.index)).toEqual([0, 2, 1]);
    expect(hits[0]?.score).toBeCloseTo(1 / Math.hypot(1, 0.2), 5);
    expect(hits[0]?.score).toBeGreaterThan(hits[1]?.score ?? 1);
  });

  it('returns every vector, ordered, when k is larger than the list', () => {
    const hits = cosineTopK(v(1, 0.2, 0), vectors, 50);
    expect(hits.map((h) => h.index)).toEqual([0, 2, 1, 4, 3]);
  });

  it('keeps the earlier vector first on a tie, also at the cut', () => {
    const tied = [v(0, 1), v(1, 0), v(1, 0), v(1, 0)];
    expect(cosineTopK(v(1, 0), tied, 4).map((h) => h.index)).toEqual([1, 2, 3, 0]);
    expect(cosineTopK(v(1, 0), tied, 2).map((h) => h.index)).toEqual([1, 2]);
  });

  it('returns nothing for k ≤ 0 or no vectors', () => {
    expect(cosineTopK(v(1, 0), vectors, 0)).toEqual([]);
    expect(cosineTopK(v(1, 0), [], 3)).toEqual([]);
  });
});

describe('reciprocalRankFusion', () => {
  it('puts first what both rankings rank high', () => {
    // 7 is second in both: 2/(60+2) beats 1/(60+1) for 3 (first in one only)
    expect(
      reciprocalRankFusion([
        [3, 7, 1],
        [5, 7, 9],
      ])[0],
    ).toBe(7);
  });

  it('scores Σ 1/(k + rank), rank from 1', () => {
    const fused = reciprocalRankFusion(
      [
        [1, 2],
        [2, 3],
      ],
      RRF_K,
    );
    // 2: 1/62 + 1/61; 1: 1/61; 3: 1/62
    expect(fused).toEqual([2, 1, 3]);
  });

  it('breaks ties by first appearance (first ranking, then the next)', () => {
    expect(
      reciprocalRankFusion([
        [4, 8],
        [8, 4],
      ]),
    ).toEqual([4, 8]);
    expect(reciprocalRankFusion([[1], [2], [3]])).toEqual([1, 2, 3]);
  });

  it('keeps a ranking alone as it is, and fuses empty rankings to nothing', () => {
    expect(reciprocalRankFusion([[5, 3, 9]])).toEqual([5, 3, 9]);
    expect(reciprocalRankFusion([[], [2, 1]])).toEqual([2, 1]);
    expect(reciprocalRankFusion([])).toEqual([]);
  });

  it('a small k favours the top ranks more than a large one', () => {
    // 0 is 1st then 10th; 1 is 3rd in both
    const first = [0, 20, 1];
    const second = [11, 12, 1, 14, 15, 16, 17, 18, 21, 0];
    expect(reciprocalRankFusion([first, second], 1)[0]).toBe(0);
    expect(reciprocalRankFusion([first, second], 60)[0]).toBe(1);
  });
});
