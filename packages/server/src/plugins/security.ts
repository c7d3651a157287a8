import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The dashboard's pages: only our own scripts, styles may be inline (React style props), never framed. */
export const DASHBOARD_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/**
 * The example portfolio page stands in for a third-party site: it loads widget.js (same origin here)
 * and may be framed or linked like any page; its inline styles are allowed.
 */
export const EXAMPLES_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'self'; object-src 'none'";

/** Paths any origin may call (no credentials): the public parts the widget and shared links use. */
export function isOpenCorsPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return (
    path === '/widget.js' ||
    path === '/api/health' ||
    path.startsWith('/api/health/') ||
    path.startsWith('/api/auth/find-user/') ||
    path.startsWith('/api/chat/')
  );
}

/** CORS (`*` without credentials on the open paths, same-origin elsewhere), security headers and `x-request-id`. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    delegator: (request: FastifyRequest, callback) => {
      callback(
        null,
        // not strict: an OPTIONS without Origin (no browser sends one) gets the 204, not a text/plain 400
        isOpenCorsPath(request.url)
          ? { origin: '*', credentials: false, maxAge: 600, strictPreflight: false }
          : { origin: false },
      );
    },
  });

  // one hook for every response header we add (each hook costs a little on every request)
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const examples = request.url.startsWith('/examples');
      reply.header('content-security-policy', examples ? EXAMPLES_CSP : DASHBOARD_CSP);
      if (!examples) reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      // voice input needs the microphone on our own pages; nothing else is ever asked for
      reply.header('permissions-policy', 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()');
    }
    return payload;
  });
}
