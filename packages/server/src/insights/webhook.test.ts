import { describe, expect, it, vi } from 'vitest';
import { createWebhookSender } from './webhook.js';

/** A logger that records its warnings. */
function recordingLog() {
  const warnings: Array<{ fields: Record<string, unknown>; message: string }> = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
  };
  return { log: log as never, warnings };
}

describe('contact webhook delivery', () => {
  it('gives up at once on an address the SSRF guard refuses, instead of asking again three times', async () => {
    const { log, warnings } = recordingLog();
    const sender = createWebhookSender({ allowPrivateNetwork: false, timeoutMs: 1000, retryBaseMs: 5, log });
    sender.send([{ url: 'https://127.0.0.1:9/hook', secret: 's' }], { hello: 'world' });
    await vi.waitFor(() => expect(warnings.some((w) => w.message === 'contact webhook gave up')).toBe(true));
    // give the retries their time: none comes
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warnings.filter((w) => w.message === 'contact webhook failed')).toHaveLength(1);
    expect(warnings.find((w) => w.message === 'contact webhook gave up')?.fields.tries).toBe(1);
    sender.close();
  });
});
