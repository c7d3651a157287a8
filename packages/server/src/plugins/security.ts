import type { FastifyInstance } from 'fastify';

/** The dashboard's pages: only our own scripts, styles may be inline (React style props), never framed. */
export const DASHBOARD_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/**
 * The example portfolio page stands in for a third-party site: it loads widget.js (same origin here) and
 * its inline styles are allowed. Like every HTML answer of this origin it cannot be framed (clickjacking).
 */
export const EXAMPLES_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

/** Every /api/* answer, JSON and SSE alike. */
export const API_CACHE_CONTROL = 'no-store';

/** Paths any origin may call (no credentials): the public parts the widget and shared links use. */
export function isOpenCorsPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return (
    path === '/widget.js' ||
    path.startsWith('/widget/') ||
    path === '/api/health' ||
    path.startsWith('/api/health/') ||
    path.startsWith('/api/auth/find-user/') ||
    path.startsWith('/api/chat/') ||
    (path.startsWith('/api/bots/') && (path.endsWith('/public') || path.endsWith('/contact')))
  );
}

/** Methods the open paths serve to other origins. */
const OPEN_METHODS = 'GET, HEAD, POST';

/**
 * CORS (`*` without credentials on the open paths, same-origin elsewhere), security headers and `x-request-id`.
 * CORS is one synchronous onRequest hook rather than @fastify/cors with a per-path delegator: the policy is
 * two fixed answers, and the delegator rebuilt its options on every request (~30 % of a bare route's throughput).
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    if (!isOpenCorsPath(request.url)) {
      // same-origin: no CORS headers; a preflight here finds no route and answers 404 JSON
      done();
      return;
    }
    reply.header('access-control-allow-origin', '*');
    if (request.method !== 'OPTIONS') {
      done();
      return;
    }
    // preflight, answered before any route or auth hook (no credentials are ever allowed)
    const requested = request.headers['access-control-request-headers'];
    reply
      .code(204)
      .header('access-control-allow-methods', OPEN_METHODS)
      .header(
        'access-control-allow-headers',
        typeof requested === 'string' && requested !== '' ? requested : 'content-type, accept',
      )
      .header('access-control-max-age', '600')
      .header('vary', 'Access-Control-Request-Headers')
      .send();
  });

  // one hook for every response header we add (each hook costs a little on every request)
  // callback style: an async hook costs a promise and a microtask on every response
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // API answers are per-user and per-moment: no browser, proxy or CDN may keep them (SSE sets its own in chat.ts)
    // (a route that revalidates with an ETag sets its own)
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', API_CACHE_CONTROL);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const examples = request.url.startsWith('/examples');
      // every HTML answer (shell, examples, 404 pages) forbids framing: CSP frame-ancestors, and XFO for old browsers
      reply.header('content-security-policy', examples ? EXAMPLES_CSP : DASHBOARD_CSP);
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      // voice input needs the microphone on our own pages; nothing else is ever asked for
      reply.header('permissions-policy', 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()');
    }
    done(null, payload);
  });
}
