import {
  LIMITS,
  maskEmail,
  normalizeEmail,
  STRINGS,
  type User,
  VALIDATION_MESSAGES,
  validateLogin,
  validateSignup,
  validateUpdateUser,
} from '@botfolio/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { HttpError } from '../errors.js';
import { API_MESSAGES } from '../messages.js';
import type { AuthUser } from '../plugins/auth.js';
import { createAuthAttemptLimiter } from '../plugins/authAttempts.js';
import { rateLimitKey } from '../plugins/rateLimitStore.js';
import { EmailTakenError, type UserRow } from '../storage/repository.js';
import { presentProfile, presentUser } from './presentUser.js';
import type { ZodTypeProvider } from './zodSchemas.js';

/** Accounts made per IP are counted over this window (SIGNUP_RATE_LIMIT, default 5). */
const SIGNUP_WINDOW_MS = 60 * 60_000;

const OBJECT_EXPECTED = { error: API_MESSAGES.objectExpected };

const signupBody = z.object(
  {
    name: z.string({ error: VALIDATION_MESSAGES.nameRequired }),
    email: z.string({ error: VALIDATION_MESSAGES.emailInvalid }),
    password: z.string({ error: VALIDATION_MESSAGES.passwordTooShort }),
  },
  OBJECT_EXPECTED,
);

const loginBody = z.object(
  {
    email: z.string({ error: VALIDATION_MESSAGES.emailInvalid }),
    password: z.string({ error: VALIDATION_MESSAGES.passwordRequired }),
  },
  OBJECT_EXPECTED,
);

const searchBody = z.object(
  {
    query: z
      .string({ error: API_MESSAGES.searchQueryRequired })
      .max(254, { error: API_MESSAGES.searchTooLong })
      .refine((q) => q.trim() !== '', { error: API_MESSAGES.searchQueryRequired }),
  },
  OBJECT_EXPECTED,
);

const updateBody = z.object(
  {
    name: z.string({ error: VALIDATION_MESSAGES.nameRequired }).optional(),
    password: z.string({ error: VALIDATION_MESSAGES.passwordTooShort }).optional(),
    currentPassword: z.string({ error: VALIDATION_MESSAGES.currentPasswordRequired }),
  },
  OBJECT_EXPECTED,
);

/** What find-user answers: core's User, `email` and each `botText` only when the viewer may see them. */
const userResponse = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().optional(),
  bots: z.array(z.object({ _id: z.string(), botName: z.string(), botText: z.string().optional() })),
});
// The schema and core's User describe the same answer: the compiler holds them together.
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const USER_MATCHES_CORE: SameShape<z.infer<typeof userResponse>, User> = true;
void USER_MATCHES_CORE;

/** The same as JSON Schema, so fast-json-stringify writes find-user's answer (the public pages' hot path). */
export const USER_RESPONSE_SCHEMA = z.toJSONSchema(userResponse, { target: 'draft-7' });
const botParams = z.object({ userId: z.string(), botId: z.string() });

/** The account requireUser read; its absence is a wiring mistake, answered as an expired session. */
function signedIn(user: AuthUser | null): UserRow {
  if (!user) throw new HttpError(401, API_MESSAGES.sessionExpired);
  return user.account;
}

function reject(message: string | null): void {
  if (message) throw new HttpError(400, message);
}

/** Accounts: signup, login, getuser, find-user, search, delete-bot and the settings call. */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repo, tokens } = app;
  const attempts = createAuthAttemptLimiter(app.attempts, app.config.authRateLimit);

  app.post('/api/auth/signup', { schema: { body: signupBody } }, async (request) => {
    const { body } = request;
    const attempt = await attempts.begin(request, body.email);
    reject(validateSignup(body));
    const email = normalizeEmail(body.email);
    // accounts made per IP: reserved before the work, given back when no account is made
    const signupKey = rateLimitKey('signup-ip', request.ip);
    const limit = app.config.signupRateLimit;
    const slot = limit > 0 ? await app.attempts.reserve(signupKey, limit, SIGNUP_WINDOW_MS) : null;
    if (slot && !slot.allowed) {
      throw new HttpError(429, API_MESSAGES.tooManySignups, { 'retry-after': String(slot.retryAfterSeconds) });
    }
    try {
      const passwordHash = await hashPassword(body.password);
      const user = await repo.createUser({ name: body.name.trim(), email, passwordHash });
      await attempt.succeeded();
      return { success: true, authtoken: await tokens.sign(user.id) };
    } catch (error) {
      if (slot) await app.attempts.release(signupKey);
      if (error instanceof EmailTakenError) throw new HttpError(409, error.message);
      throw error;
    }
  });

  app.post('/api/auth/login', { schema: { body: loginBody } }, async (request) => {
    const { body } = request;
    reject(validateLogin(body));
    const email = normalizeEmail(body.email);
    const attempt = await attempts.begin(request, email);
    const user = await repo.findUserByEmail(email);
    // unknown email and wrong password: same work, same answer
    const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
    if (!user || !ok) throw new HttpError(401, API_MESSAGES.wrongCredentials);
    await attempt.succeeded();
    return { success: true, authtoken: await tokens.sign(user.id) };
  });

  // the token the request was made with is refused from now on, on every instance (the browser forgets it too)
  app.post('/api/auth/logout', { preValidation: app.requireUser }, async (request) => {
    const session = request.user?.session;
    if (session) await repo.revokeToken(session.tokenHash, new Date(session.expiresAtMs).toISOString());
    return { success: true };
  });

  app.get('/api/auth/getuser', { preValidation: app.requireUser }, async (request) => {
    // requireUser has read the account (and refused a token that outlived it)
    return presentUser(repo, signedIn(request.user), 'owner');
  });

  app.get<{ Params: { userId: string } }>(
    '/api/auth/find-user/:userId',
    // the schema lets fast-json-stringify write the answer (find-user is the public pages' hot path)
    { preHandler: app.optionalUser, schema: { response: { 200: USER_RESPONSE_SCHEMA } } },
    async (request) => {
      // a path parameter is always a string (the router answers 400/414 for a malformed one)
      const { userId } = request.params;
      if (request.user?.id === userId) return presentUser(repo, request.user.account, 'owner');
      // everyone else: the public profile (the bots the owner lists), one query or none, nothing to decrypt
      const profile = await repo.findProfile(userId);
      if (!profile) throw new HttpError(404, API_MESSAGES.userNotFound);
      return presentProfile(profile, profile.bots);
    },
  );

  app.post('/api/auth/search', { preValidation: app.requireUser, schema: { body: searchBody } }, async (request) => {
    const { query } = request.body;
    const users = await repo.searchUsers(query.trim(), LIMITS.searchMaxResults);
    // nobody but its owner sees an address whole (docs/SECURITY.md)
    const me = request.user?.id;
    return { success: true, users: users.map((u) => (u._id === me ? u : { ...u, email: maskEmail(u.email) })) };
  });

  app.delete(
    '/api/auth/delete-bot/:userId/:botId',
    { preValidation: app.requireUser, schema: { params: botParams } },
    async (request) => {
      const { userId, botId } = request.params;
      if (request.user?.id !== userId) throw new HttpError(403, API_MESSAGES.notYourBot);
      if (!(await repo.deleteBot(userId, botId))) throw new HttpError(404, STRINGS.botNotFound);
      return { success: true };
    },
  );

  app.patch('/api/auth/user', { preValidation: app.requireUser, schema: { body: updateBody } }, async (request) => {
    const user = signedIn(request.user);
    const attempt = await attempts.begin(request, user.email);
    const { body } = request;
    reject(validateUpdateUser(body));
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      throw new HttpError(401, API_MESSAGES.wrongCurrentPassword);
    }
    await attempt.succeeded();
    const updated = await repo.updateUser(user.id, {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.password !== undefined ? { passwordHash: await hashPassword(body.password) } : {}),
    });
    if (!updated) throw new HttpError(401, API_MESSAGES.sessionExpired);
    // a new password refuses every token issued before it: this fresh one keeps the caller signed in
    return {
      success: true,
      user: await presentUser(repo, updated, 'owner'),
      authtoken: await tokens.sign(updated.id),
    };
  });
}
