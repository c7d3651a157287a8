/**
 * Contact requests POSTed as JSON to the owner's webhook (settings.webhookUrl) and to the server's
 * (CONTACT_WEBHOOK_URL), each signed: `x-botfolio-signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`
 * with `x-botfolio-timestamp`, so a receiver can check who sent it and refuse replays. Sent after the visitor
 * has their answer, through the SSRF guard of website import, retried three times with growing waits.
 */
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../errors.js';
import { postPublicJson } from '../ingest/fetchPublicUrl.js';

/** A bot's own webhook key: derived from the server's secret, the same on every instance; shown to its owner. */
export function botWebhookSecret(serverSecret: string, botId: string): string {
  return createHmac('sha256', serverSecret).update(`botfolio-webhook:${botId}`).digest('base64url');
}

/** The signature header's value for one body. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface WebhookTarget {
  url: string;
  secret: string;
}

export interface WebhookOptions {
  allowPrivateNetwork: boolean;
  timeoutMs: number;
  /** The first retry waits this long, the next ones 5× and 25× longer. */
  retryBaseMs: number;
  log: FastifyBaseLogger;
}

const RETRIES = 3;

/** Delivers to every target in the background; `close()` stops the waiting retries (the server is shutting down). */
export function createWebhookSender(options: WebhookOptions) {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  async function attempt(target: WebhookTarget, body: string): Promise<'done' | 'retry' | 'give-up'> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const status = await postPublicJson(
        target.url,
        body,
        { 'x-botfolio-timestamp': timestamp, 'x-botfolio-signature': signWebhook(target.secret, timestamp, body) },
        { allowPrivateNetwork: options.allowPrivateNetwork, timeoutMs: options.timeoutMs },
      );
      if (status >= 200 && status < 300) return 'done';
      // the receiver refused it: only a busy or failing one is worth asking again
      return status === 429 || status >= 500 ? 'retry' : 'give-up';
    } catch (error) {
      options.log.warn({ err: error, url: target.url }, 'contact webhook failed');
      // the SSRF guard's refusal (a private address, an unknown host) says the same every time
      return error instanceof HttpError && error.statusCode < 500 ? 'give-up' : 'retry';
    }
  }

  function deliver(target: WebhookTarget, body: string, tries = 0): void {
    if (closed) return;
    void attempt(target, body).then((outcome) => {
      if (outcome === 'done' || closed) return;
      if (outcome === 'give-up' || tries >= RETRIES) {
        options.log.warn({ url: target.url, tries: tries + 1 }, 'contact webhook gave up');
        return;
      }
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          deliver(target, body, tries + 1);
        },
        options.retryBaseMs * 5 ** tries,
      );
      timer.unref();
      timers.add(timer);
    });
  }

  return {
    send(targets: WebhookTarget[], payload: unknown): void {
      const body = JSON.stringify(payload);
      for (const target of targets) deliver(target, body);
    },
    close(): void {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
