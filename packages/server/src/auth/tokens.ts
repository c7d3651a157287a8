import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_TTL = '7d';

/** Private claim: the issue time in ms. */
const ISSUED_AT_MS_CLAIM = 'iat_ms';

/** Verified tokens kept in memory: an HMAC check per request costs more than the rest of a find-user. */
const VERIFIED_CACHE_SIZE = 10_000;

export interface VerifiedToken {
  userId: string;
  /** When the token was issued, in ms (compared with the account's passwordChangedAt). */
  issuedAtMs: number;
  /** When it expires, in ms (a logged-out token is refused until then). */
  expiresAtMs: number;
}

export interface TokenService {
  /** A signed HS256 JWT whose subject is the user id, valid for 7 days. */
  sign(userId: string): Promise<string>;
  /** The user id and issue time, or null for a missing, malformed, expired or forged token. */
  verify(token: string): Promise<VerifiedToken | null>;
}

/** Issues and checks session tokens with the server's secret. */
export function createTokenService(secret: string): TokenService {
  const raw = new TextEncoder().encode(secret);
  // imported once; jose would otherwise import the raw bytes on every call
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new Map<string, VerifiedToken>();

  return {
    async sign(userId) {
      // `iat` has whole seconds; a password change and the token issued right after it may share one
      return new SignJWT({ [ISSUED_AT_MS_CLAIM]: Date.now() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(TOKEN_TTL)
        .sign(await key);
    },
    async verify(token) {
      const hit = verified.get(token);
      if (hit) {
        if (hit.expiresAtMs > Date.now()) return hit;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.exp !== 'number') return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) {
          const oldest = verified.keys().next().value;
          if (oldest !== undefined) verified.delete(oldest);
        }
        const exact = payload[ISSUED_AT_MS_CLAIM];
        const issuedAtMs = typeof exact === 'number' ? exact : typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
        const checked = { userId: payload.sub, issuedAtMs, expiresAtMs: payload.exp * 1000 };
        verified.set(token, checked);
        return checked;
      } catch {
        return null;
      }
    },
  };
}

/** What a revoked token is kept as: its sha256, hex (a stored hash cannot be sent back as a token). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token from an Authorization header: the raw token (as the spec's client sends it) or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const match = /^bearer\s+(.+)$/i.exec(value);
  const token = (match ? match[1] : value)?.trim();
  return token ? token : null;
}
