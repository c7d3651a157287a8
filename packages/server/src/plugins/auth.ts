import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTokenService, tokenFromHeader } from '../auth/tokens.js';
import { HttpError } from '../errors.js';
import { API_MESSAGES } from '../messages.js';

/** Decorates `tokens`, `requireUser`, `optionalUser` and `request.user` (null until a preHandler sets it). */
export function registerAuth(app: FastifyInstance, jwtSecret: string): void {
  const tokens = createTokenService(jwtSecret);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);

  const userFrom = async (request: FastifyRequest): Promise<{ token: boolean; userId: string | null }> => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return { token: false, userId: null };
    return { token: true, userId: await tokens.verify(token) };
  };

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const { token, userId } = await userFrom(request);
    if (!token) throw new HttpError(401, API_MESSAGES.loginRequired);
    if (!userId) throw new HttpError(401, API_MESSAGES.sessionExpired);
    request.user = { id: userId };
  });

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const { userId } = await userFrom(request);
    request.user = userId ? { id: userId } : null;
  });
}
