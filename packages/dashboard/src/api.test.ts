import { formatSSE } from '@botfolio/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the lazy api', () => {
  it('loads core’s client on first use and forwards calls and streams by name', async () => {
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        seen.push(url);
        if (url.includes('/api/chat/'))
          return new Response(formatSSE('token', { text: 'Hi' }) + formatSSE('done', { answer: 'Hi', sources: [] }), {
            headers: { 'content-type': 'text/event-stream' },
          });
        return Response.json({ ok: true });
      }),
    );
    expect(await api.health()).toEqual({ ok: true });
    const events = [];
    for await (const event of api.chatStream('u1', 'b1', { message: 'Hello?' })) events.push(event);
    expect(events).toEqual([
      { event: 'token', data: { text: 'Hi' } },
      { event: 'done', data: { answer: 'Hi', sources: [] } },
    ]);
    expect(seen).toEqual(['/api/health', '/api/chat/u1/b1']);
  });
});
