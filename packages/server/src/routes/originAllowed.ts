import type { FastifyRequest } from 'fastify';

/**
 * A chat from a page of another site is allowed when the bot lists no origins, or lists that page's origin;
 * the app's own pages (the share link, the dashboard) always may, and a request without an Origin (no browser)
 * cannot be told apart, so it may too.
 */
export function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (allowed.length === 0 || typeof origin !== 'string' || origin === '') return true;
  const normalized = origin.toLowerCase();
  if (normalized === `${request.protocol}://${request.host}`.toLowerCase()) return true;
  return allowed.includes(normalized);
}
