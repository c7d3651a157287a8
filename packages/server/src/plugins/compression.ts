import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Dynamic answers smaller than this go as they are (compression would save less than a packet). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send: among `available`, the one `Accept-Encoding` rates highest (earlier in `available`
 * wins a tie); `q=0` refuses one, `*` stands for any not named. Null: send it as it is.
 */
export function negotiateEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header || available.length === 0) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const name = token.trim();
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const name of available) {
    const value = q.get(name) ?? q.get('*') ?? 0;
    if (value > bestQ) {
      best = name;
      bestQ = value;
    }
  }
  return best;
}

/** Appends `Accept-Encoding` to the reply's `Vary` (once). */
export function varyOnEncoding(reply: {
  getHeader(name: string): unknown;
  header(name: string, value: string): unknown;
}) {
  const current = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** JSON only: static files carry their build-time copies (staticFiles.ts), and SSE must never be buffered. */
export function isCompressibleAnswer(contentType: string): boolean {
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

/** Brotli at quality 4: nearly gzip-9's size at a fraction of Brotli-11's time, per answer. */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/**
 * br / gzip for JSON answers of 1 KB or more when the client accepts it, with `Vary: Accept-Encoding` on every
 * JSON answer. Answers are bounded by the API (lists are paged, texts capped), so compressing in the hook is
 * short work. The chat's SSE stream (`text/event-stream`, written on the raw socket) is never touched, so no token
 * waits in a compressor; neither are streams, 206/304 answers, HEAD or answers already encoded.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!isCompressibleAnswer(type) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      done(null, payload);
      return;
    }
    varyOnEncoding(reply);
    const size = Buffer.byteLength(payload);
    const skip =
      size < COMPRESS_THRESHOLD_BYTES ||
      request.method === 'HEAD' ||
      reply.statusCode === 206 ||
      reply.statusCode === 304 ||
      reply.getHeader('content-encoding') !== undefined;
    const encoding = skip ? null : negotiateEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
    if (!encoding) {
      done(null, payload);
      return;
    }
    const body = encoding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    done(null, body);
  });
}
