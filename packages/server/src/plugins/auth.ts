import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenService } from '../auth/tokens.js';
import { createTokenService, tokenFromHeader, tokenHash } from '../auth/tokens.js';
import { HttpError } from '../errors.js';
import { API_MESSAGES } from '../messages.js';
import type { UserRow } from '../storage/repository.js';

export interface AuthUser {
  id: string;
  /** The account as read while checking the token (routes reuse it instead of reading it again). */
  account: UserRow;
  /** The session the request was made in: its token's hash and expiry (logout revokes it). */
  session: { tokenHash: string; expiresAtMs: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies session tokens (JWT HS256, 7 days). */
    tokens: TokenService;
    /** preHandler: 401 JSON unless a valid token is sent; sets request.user. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: sets request.user when a valid token is sent, else null; never rejects. */
    optionalUser: preHandlerHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Why a request is not signed in, as the sentence a 401 answers with. */
type Refusal =
  | typeof API_MESSAGES.loginRequired
  | typeof API_MESSAGES.sessionExpired
  | typeof API_MESSAGES.passwordChanged;

/**
 * Decorates `tokens`, `requireUser`, `optionalUser` and `request.user` (null until a preHandler sets it).
 * Every signed-in request reads its account: a token outliving its account, issued before the
 * password last changed, or logged out of, is refused (the account is read anyway by most routes, which reuse it).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    registerAuth(app, app.secrets.jwtSecret);
  },
  { name: 'botfolio-auth', dependencies: ['botfolio-storage'], fastify: '5.x' },
);

function registerAuth(app: FastifyInstance, jwtSecret: string): void {
  const tokens = createTokenService(jwtSecret);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);

  const authenticate = async (request: FastifyRequest): Promise<AuthUser | Refusal> => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return API_MESSAGES.loginRequired;
    const verified = await tokens.verify(token);
    if (!verified) return API_MESSAGES.sessionExpired;
    // a token logged out of is refused on every instance (the list is in the shared database)
    const hash = tokenHash(token);
    const [account, revoked] = await Promise.all([
      app.repo.findUserById(verified.userId),
      app.repo.isTokenRevoked(hash),
    ]);
    if (!account || revoked) return API_MESSAGES.sessionExpired;
    if (account.passwordChangedAt !== null && verified.issuedAtMs < Date.parse(account.passwordChangedAt))
      return API_MESSAGES.passwordChanged;
    return { id: account.id, account, session: { tokenHash: hash, expiresAtMs: verified.expiresAtMs } };
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
