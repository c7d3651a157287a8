import { VALIDATION_MESSAGES } from '@botfolio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../messages.js';
import { buildTestApp, createBot, signUp, type TestApp } from '../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('signup', () => {
  it('creates an account and answers a token that getuser accepts, with the email trimmed and lower-cased', async () => {
    const res = await post('/api/auth/signup', {
      name: '  Ada Lovelace ',
      email: '  Ada.Signup@Example.COM ',
      password: 'analytical engine',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.authtoken).toBe('string');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/getuser',
      headers: { authorization: body.authtoken },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      _id: expect.any(String),
      name: 'Ada Lovelace',
      email: 'ada.signup@example.com',
      bots: [],
    });
  });

  it('answers 409 for an email already taken, whatever its case', async () => {
    await signUp(t.app, { email: 'taken@example.com' });
    const res = await post('/api/auth/signup', {
      name: 'Other',
      email: 'TAKEN@example.com',
      password: 'another password',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'An account with this email already exists.' });
  });

  it.each([
    [{ email: 'a@example.com', password: 'long enough pw' }, VALIDATION_MESSAGES.nameRequired],
    [{ name: '   ', email: 'a@example.com', password: 'long enough pw' }, VALIDATION_MESSAGES.nameRequired],
    [{ name: 'A', email: 'not-an-email', password: 'long enough pw' }, VALIDATION_MESSAGES.emailInvalid],
    [{ name: 'A', password: 'long enough pw' }, VALIDATION_MESSAGES.emailInvalid],
    [{ name: 'A', email: 'a@example.com', password: 'short' }, VALIDATION_MESSAGES.passwordTooShort],
    [{ name: 'A', email: 'a@example.com', password: 12345678 }, VALIDATION_MESSAGES.passwordTooShort],
  ])('answers 400 with the sentence that says which field is wrong (%j)', async (payload, sentence) => {
    const res = await post('/api/auth/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: sentence });
  });

  it('answers 400 JSON for a body that is not JSON or not an object', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, error: API_MESSAGES.invalidJson });
    const array = await post('/api/auth/signup', [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().success).toBe(false);
  });
});

describe('login', () => {
  it('answers a working token for the right password, accepting any case of the email', async () => {
    const { email } = await signUp(t.app, { email: 'grace@example.com', password: 'compiler pioneer' });
    const res = await post('/api/auth/login', { email: ' GRACE@example.com', password: 'compiler pioneer' });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/getuser',
      headers: { authorization: `Bearer ${res.json().authtoken}` },
    });
    expect(me.json().email).toBe(email);
  });

  it('answers the same 401 for an unknown email and for a wrong password', async () => {
    await signUp(t.app, { email: 'known@example.com', password: 'right password' });
    const wrong = await post('/api/auth/login', { email: 'known@example.com', password: 'wrong password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'right password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, error: API_MESSAGES.wrongCredentials });
    expect(unknown.body).toBe(wrong.body);
  });

  it('takes similar time for an unknown email as for a wrong password (both run argon2)', async () => {
    await signUp(t.app, { email: 'timing@example.com', password: 'right password' });
    const time = async (email: string) => {
      const start = performance.now();
      await post('/api/auth/login', { email, password: 'wrong password' });
      return performance.now() - start;
    };
    await time('warmup@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('timing@example.com'));
      unknown.push(await time(`ghost${i}@example.com`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1] ?? 0;
    // an unknown email that skipped the hash would answer in well under a millisecond
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('answers 400 with a sentence for a malformed email or an empty password', async () => {
    const res = await post('/api/auth/login', { email: 'nope', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: VALIDATION_MESSAGES.emailInvalid });
    const empty = await post('/api/auth/login', { email: 'a@example.com', password: '' });
    expect(empty.json()).toEqual({ success: false, error: VALIDATION_MESSAGES.passwordRequired });
  });
});

describe('logout', () => {
  const getuser = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: token } });
  const logout = (token: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: token, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('refuses the token it was sent with from then on, and only that one', async () => {
    const password = 'logout test password';
    const { token, email } = await signUp(t.app, { password });
    const other = (await post('/api/auth/login', { email, password })).json().authtoken as string;
    expect(other).not.toBe(token);
    const res = await logout(token, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const after = await getuser(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, error: API_MESSAGES.sessionExpired });
    // the same account's other session (another browser) stays signed in
    expect((await getuser(other)).statusCode).toBe(200);
    // a later login works
    const again = (await post('/api/auth/login', { email, password })).json().authtoken as string;
    expect((await getuser(again)).statusCode).toBe(200);
  });

  it('needs a token, answers 401 to one already logged out of, and takes a request without a body', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, error: API_MESSAGES.loginRequired });
    const { token } = await signUp(t.app);
    expect((await logout(token)).statusCode).toBe(200);
    const twice = await logout(token);
    expect(twice.statusCode).toBe(401);
    expect(twice.json().success).toBe(false);
  });
});

describe('getuser', () => {
  it('answers 401 without a token and with a forged or malformed one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/getuser' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, error: API_MESSAGES.loginRequired });
    const forged =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJlLW1hZGUtdXAtYnktYW4tYXR0YWNrZXI';
    for (const token of [forged, 'garbage', 'Bearer ']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: token } });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it("lists the owner's bots with their text, oldest first", async () => {
    const { token } = await signUp(t.app);
    await createBot(t.app, token, { botName: 'First', text: 'one' });
    await createBot(t.app, token, { botName: 'Second', text: 'two ✓' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/getuser',
      headers: { authorization: token, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bots).toEqual([
      { _id: expect.any(String), botName: 'First', botText: 'one' },
      { _id: expect.any(String), botName: 'Second', botText: 'two ✓' },
    ]);
  });
});

describe('find-user visibility', () => {
  it('shows anyone, signed in or not, the name and bot names only; the owner also the email and the text', async () => {
    const owner = await signUp(t.app, { name: 'Owner' });
    const botId = await createBot(t.app, owner.token, { botName: 'Resume', text: 'I wrote compilers.' });
    const other = await signUp(t.app);
    const url = `/api/auth/find-user/${owner.userId}`;

    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ _id: owner.userId, name: 'Owner', bots: [{ _id: botId, botName: 'Resume' }] });

    const signedIn = await t.app.inject({ method: 'GET', url, headers: { authorization: other.token } });
    expect(signedIn.json()).toEqual({ _id: owner.userId, name: 'Owner', bots: [{ _id: botId, botName: 'Resume' }] });

    const self = await t.app.inject({ method: 'GET', url, headers: { authorization: owner.token } });
    expect(self.json()).toEqual({
      _id: owner.userId,
      name: 'Owner',
      email: owner.email,
      bots: [{ _id: botId, botName: 'Resume', botText: 'I wrote compilers.' }],
    });
    for (const res of [anonymous, signedIn, self]) expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('treats a bad token as anonymous and answers 404 for an unknown user', async () => {
    const owner = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/find-user/${owner.userId}`,
      headers: { authorization: 'nonsense' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/find-user/does-not-exist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: API_MESSAGES.userNotFound });
  });

  it("follows the owner's changes at once, each made just after a visitor's read", async () => {
    const owner = await signUp(t.app, { name: 'Changing' });
    const auth = { authorization: owner.token };
    const url = `/api/auth/find-user/${owner.userId}`;
    const seen = async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return res.json() as { name: string; bots: { _id: string; botName: string }[] };
    };
    expect(await seen()).toEqual({ _id: owner.userId, name: 'Changing', bots: [] });
    const first = await createBot(t.app, owner.token, { botName: 'First', text: 'One.' });
    expect((await seen()).bots).toEqual([{ _id: first, botName: 'First' }]);
    const second = await createBot(t.app, owner.token, { botName: 'Second', text: 'Two.' });
    expect((await seen()).bots.map((b) => b._id)).toEqual([first, second]);
    const patchBot = (id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/bots/${id}`, headers: auth, payload });
    expect((await patchBot(first, { botName: 'First, renamed' })).statusCode).toBe(200);
    expect((await seen()).bots.map((b) => b.botName)).toEqual(['First, renamed', 'Second']);
    expect((await patchBot(second, { settings: { listed: false } })).statusCode).toBe(200);
    expect((await seen()).bots.map((b) => b._id)).toEqual([first]);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: auth,
      payload: { name: 'Changed', currentPassword: 'correct horse battery' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await seen()).name).toBe('Changed');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/delete-bot/${owner.userId}/${first}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await seen()).toEqual({ _id: owner.userId, name: 'Changed', bots: [] });
  });

  it('is open to any origin without credentials', async () => {
    const owner = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/find-user/${owner.userId}`,
      headers: { origin: 'https://portfolio.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('search', () => {
  it('needs a token', async () => {
    const res = await post('/api/auth/search', { query: 'a' });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('matches a case-insensitive prefix of any word of the name or of the email, never the middle of a word', async () => {
    const { token } = await signUp(t.app, { name: 'Zebulon Prefixson', email: 'zeb.search@example.com' });
    await signUp(t.app, { name: 'Quentin', email: 'zq-mail@example.com' });
    const byName = await post('/api/auth/search', { query: 'zEBul' }, { authorization: token });
    expect(byName.json()).toEqual({
      success: true,
      users: [{ _id: expect.any(String), name: 'Zebulon Prefixson', email: 'zeb.search@example.com' }],
    });
    // someone else sees the address masked
    const quentin = await signUp(t.app, { name: 'Quentin Other' });
    const masked = await post('/api/auth/search', { query: 'zEBul' }, { authorization: quentin.token });
    expect(masked.json().users).toEqual([
      { _id: expect.any(String), name: 'Zebulon Prefixson', email: 'z•••@example.com' },
    ]);
    const byEmail = await post('/api/auth/search', { query: 'ZQ-MAIL' }, { authorization: token });
    expect(byEmail.json().users.map((u: { name: string }) => u.name)).toEqual(['Quentin']);
    // "Smith" finds "Jane Smith": any word of the name
    const lastName = await post('/api/auth/search', { query: 'prefixson' }, { authorization: token });
    expect(lastName.json().users.map((u: { name: string }) => u.name)).toEqual(['Zebulon Prefixson']);
    const middle = await post('/api/auth/search', { query: 'fixson' }, { authorization: token });
    expect(middle.json().users).toEqual([]);
  });

  it('matches % and _ literally', async () => {
    const { token } = await signUp(t.app, { name: '100% Real_Name' });
    await signUp(t.app, { name: '100 Fake' });
    const percent = await post('/api/auth/search', { query: '100%' }, { authorization: token });
    expect(percent.json().users.map((u: { name: string }) => u.name)).toEqual(['100% Real_Name']);
    const underscore = await post('/api/auth/search', { query: '_' }, { authorization: token });
    expect(underscore.json().users).toEqual([]);
  });

  it('answers at most 20 users', async () => {
    const { token } = await signUp(t.app, { name: 'Searcher' });
    for (let i = 0; i < 22; i++)
      await t.app.repo.createUser({ name: `Many ${i}`, email: `many${i}@example.com`, passwordHash: 'x' });
    const res = await post('/api/auth/search', { query: 'many' }, { authorization: token });
    expect(res.json().users).toHaveLength(20);
  });

  it('answers 400 for an empty or missing query', async () => {
    const { token } = await signUp(t.app);
    for (const payload of [{ query: '   ' }, {}, { query: 5 }]) {
      const res = await post('/api/auth/search', payload, { authorization: token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: API_MESSAGES.searchQueryRequired });
    }
  });
});

describe('delete-bot', () => {
  it('lets only the owner delete: no token 401, someone else 403, missing bot 404, owner 200', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const botId = await createBot(t.app, owner.token, { botName: 'Doomed', text: 'bye' });
    const url = `/api/auth/delete-bot/${owner.userId}/${botId}`;

    const none = await t.app.inject({ method: 'DELETE', url, headers: { 'content-type': 'application/json' } });
    expect(none.statusCode).toBe(401);
    const stranger = await t.app.inject({ method: 'DELETE', url, headers: { authorization: other.token } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ success: false, error: API_MESSAGES.notYourBot });
    const viaOwnPath = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/delete-bot/${other.userId}/${botId}`,
      headers: { authorization: other.token },
    });
    expect(viaOwnPath.statusCode).toBe(404);

    // the spec's client sends a JSON content type and no body
    const ok = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { authorization: owner.token, 'content-type': 'application/json' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    const again = await t.app.inject({ method: 'DELETE', url, headers: { authorization: owner.token } });
    expect(again.statusCode).toBe(404);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: owner.token } });
    expect(me.json().bots).toEqual([]);
  });
});

describe('PATCH /api/auth/user', () => {
  it('renames the account and changes the password when the current password is right', async () => {
    const { token, email } = await signUp(t.app, { name: 'Before', password: 'old password' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { authorization: token },
      payload: { name: ' After ', password: 'new password', currentPassword: 'old password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: { _id: expect.any(String), name: 'After', email, bots: [] },
      authtoken: expect.any(String),
    });
    expect((await post('/api/auth/login', { email, password: 'old password' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'new password' })).statusCode).toBe(200);
  });

  it('a password change revokes every token issued before it; the answer carries a fresh one that works', async () => {
    const { token, userId, email } = await signUp(t.app, { name: 'Revoker', password: 'old password' });
    const otherDevice = (await post('/api/auth/login', { email, password: 'old password' })).json().authtoken as string;
    const getuser = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization } });
    const rename = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { authorization: token },
      payload: { name: 'Renamed', currentPassword: 'old password' },
    });
    expect(rename.statusCode).toBe(200);
    // a rename alone revokes nothing
    expect((await getuser(otherDevice)).statusCode).toBe(200);

    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { authorization: rename.json().authtoken },
      payload: { password: 'new password', currentPassword: 'old password' },
    });
    expect(change.statusCode).toBe(200);
    const fresh = change.json().authtoken as string;
    for (const old of [token, otherDevice, rename.json().authtoken as string]) {
      const res = await getuser(old);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: API_MESSAGES.passwordChanged });
      const store = await post(
        '/api/pdf/store-in-db',
        { botName: 'Sneaky', text: 'not allowed' },
        { authorization: old },
      );
      expect(store.statusCode).toBe(401);
      // on a public page a revoked token is simply anonymous: no email
      const profile = await t.app.inject({
        method: 'GET',
        url: `/api/auth/find-user/${userId}`,
        headers: { authorization: old },
      });
      expect(profile.json()).toEqual({ _id: userId, name: 'Renamed', bots: [] });
    }
    const me = await getuser(fresh);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: userId, name: 'Renamed', email });
    const relogin = (await post('/api/auth/login', { email, password: 'new password' })).json().authtoken as string;
    expect((await getuser(relogin)).statusCode).toBe(200);
  });

  it('answers 401 for a wrong current password and 400 when it or any change is missing', async () => {
    const { token } = await signUp(t.app, { password: 'old password' });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/auth/user', headers: { authorization: token }, payload });
    const wrong = await patch({ name: 'X', currentPassword: 'not it at all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, error: API_MESSAGES.wrongCurrentPassword });
    const missing = await patch({ name: 'X' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, error: VALIDATION_MESSAGES.currentPasswordRequired });
    const nothing = await patch({ currentPassword: 'old password' });
    expect(nothing.json()).toEqual({ success: false, error: VALIDATION_MESSAGES.nothingToUpdate });
    const short = await patch({ password: 'short', currentPassword: 'old password' });
    expect(short.json()).toEqual({ success: false, error: VALIDATION_MESSAGES.passwordTooShort });
    const noToken = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      payload: { name: 'X', currentPassword: 'old password' },
    });
    expect(noToken.statusCode).toBe(401);
  });
});
