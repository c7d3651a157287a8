import { describe, expect, it } from 'vitest';
import { formatSSE, parseSSE, type SSEFrame } from './sse.js';

const encoder = new TextEncoder();

async function* chunksOf(bytes: Uint8Array, cuts: number[]): AsyncGenerator<Uint8Array> {
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    yield bytes.slice(start, cut);
    start = cut;
  }
}

async function collect(source: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>): Promise<SSEFrame[]> {
  const frames: SSEFrame[] = [];
  for await (const frame of parseSSE(source)) frames.push(frame);
  return frames;
}

function streamOf(parts: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}

describe('parseSSE', () => {
  const body =
    ': a comment first\n' +
    formatSSE('token', { text: 'Héllo 😀 ' }) +
    formatSSE('token', { text: '日本語 world\n' }) +
    'event: note\r\ndata: line one\r\ndata:line two\r\ndata:  two spaces\r\n\r\n' +
    'data: no event name\rdata: cr only\r\r' +
    'id: 7\nretry: 1000\nevent: ignored-without-data\n\n' +
    formatSSE('done', { answer: 'Héllo 😀 日本語 world\n', sources: [{ text: 'src' }] });

  const expected: SSEFrame[] = [
    { event: 'token', data: JSON.stringify({ text: 'Héllo 😀 ' }) },
    { event: 'token', data: JSON.stringify({ text: '日本語 world\n' }) },
    { event: 'note', data: 'line one\nline two\n two spaces' },
    { event: 'message', data: 'no event name\ncr only' },
    { event: 'done', data: JSON.stringify({ answer: 'Héllo 😀 日本語 world\n', sources: [{ text: 'src' }] }) },
  ];

  it('reads every frame of a whole body', async () => {
    expect(await collect(chunksOf(encoder.encode(body), []))).toEqual(expected);
  });

  it('reads the same frames when the body is split at any byte (inside UTF-8 characters and CRLF too)', async () => {
    const bytes = encoder.encode(body);
    for (let cut = 0; cut <= bytes.length; cut += 1) {
      expect(await collect(chunksOf(bytes, [cut]))).toEqual(expected);
    }
  });

  it('reads the same frames when every byte arrives alone', async () => {
    const bytes = encoder.encode(body);
    const cuts = Array.from({ length: bytes.length - 1 }, (_, i) => i + 1);
    expect(await collect(chunksOf(bytes, cuts))).toEqual(expected);
  });

  it('reads a ReadableStream', async () => {
    const bytes = encoder.encode(body);
    expect(await collect(streamOf([bytes.slice(0, 10), bytes.slice(10)]))).toEqual(expected);
  });

  it('discards an unterminated last frame and ignores a leading BOM', async () => {
    const bytes = encoder.encode(`\uFEFFdata: kept\n\ndata: cut off`);
    expect(await collect(chunksOf(bytes, [1]))).toEqual([{ event: 'message', data: 'kept' }]);
  });

  it('yields nothing for an empty body', async () => {
    expect(await collect(chunksOf(new Uint8Array(), []))).toEqual([]);
  });

  it('cancels the stream when the reader stops early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoder.encode('data: tick\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const frame of parseSSE(stream)) {
      expect(frame.data).toBe('tick');
      break;
    }
    expect(cancelled).toBe(true);
  });

  it('handles a 5 MB data line sent in 1 KB chunks in linear time', async () => {
    const big = 'x'.repeat(5_000_000);
    const bytes = encoder.encode(`data: ${big}\n\n`);
    const cuts = Array.from({ length: Math.floor(bytes.length / 1024) }, (_, i) => (i + 1) * 1024);
    const started = performance.now();
    const frames = await collect(chunksOf(bytes, cuts));
    expect(performance.now() - started).toBeLessThan(3000);
    expect(frames).toHaveLength(1);
    expect(frames[0]?.data.length).toBe(big.length);
  });
});

describe('formatSSE', () => {
  it('writes one event line, one data line of JSON and a blank line', () => {
    expect(formatSSE('token', { text: 'a\nb' })).toBe('event: token\ndata: {"text":"a\\nb"}\n\n');
    expect(formatSSE('done', undefined)).toBe('event: done\ndata: null\n\n');
  });

  it('cannot be made to inject fields through the event name', () => {
    expect(formatSSE('token\ndata: evil', 1)).toBe('event: tokendata: evil\ndata: 1\n\n');
  });

  it('round-trips through parseSSE', async () => {
    const payload = { text: 'line1\r\nline2 😀 \u2028 end' };
    const frames = await collect(chunksOf(encoder.encode(formatSSE('token', payload)), []));
    expect(frames).toHaveLength(1);
    expect(JSON.parse(frames[0]!.data)).toEqual(payload);
  });
});
