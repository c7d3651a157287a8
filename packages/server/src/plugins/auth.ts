import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { createTokenService, tokenFromHeader } from '../auth/tokens.js';
import type { AuthUser } from '../contracts.js';
import { HttpError } from '../errors.js';
import { API_MESSAGES } from '../messages.js';

/** Why a request is not signed in, as the sentence a 401 answers with. */
type Refusal =
  | typeof API_MESSAGES.loginRequired
  | typeof API_MESSAGES.sessionExpired
  | typeof API_MESSAGES.passwordChanged;

/**
 * Decorates `tokens`, `requireUser`, `optionalUser` and `request.user` (null until a preHandler sets it).
 * Every signed-in request reads its account: a token outliving its account, or issued before the
 * password last changed, is refused (the account is read anyway by most routes, which reuse it).
 */
export function registerAuth(app: FastifyInstance, jwtSecret: string): void {
  const tokens = createTokenService(jwtSecret);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);

  const authenticate = async (request: FastifyRequest): Promise<AuthUser | Refusal> => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return API_MESSAGES.loginRequired;
    const verified = await tokens.verify(token);
    if (!verified) return API_MESSAGES.sessionExpired;
    const account = await app.repo.findUserById(verified.userId);
    if (!account) return API_MESSAGES.sessionExpired;
    if (account.passwordChangedAt !== null && verified.issuedAtMs < Date.parse(account.passwordChangedAt))
      return API_MESSAGES.passwordChanged;
    return { id: account.id, account };
  };

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const outcome = await authenticate(request);
    if (typeof outcome === 'string') throw new HttpError(401, outcome);
    request.user = outcome;
  });

  // callback style so that a request without a token (public pages: find-user's hot path) costs no promise
  const optionalUser: preHandlerHookHandler = (request, _reply, done) => {
    request.user = null;
    if (!request.headers.authorization) {
      done();
      return;
    }
    // a refused token makes the request anonymous
    authenticate(request).then((outcome) => {
      if (typeof outcome !== 'string') request.user = outcome;
      done();
    }, done);
  };
  app.decorate('optionalUser', optionalUser);
}
