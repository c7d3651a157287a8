import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_TTL = '7d';

/** Verified tokens kept in memory: an HMAC check per request costs more than the rest of a find-user. */
const VERIFIED_CACHE_SIZE = 10_000;

export interface TokenService {
  /** A signed HS256 JWT whose subject is the user id, valid for 7 days. */
  sign(userId: string): Promise<string>;
  /** The user id, or null for a missing, malformed, expired or forged token. */
  verify(token: string): Promise<string | null>;
}

/** Issues and checks session tokens with the server's secret. */
export function createTokenService(secret: string): TokenService {
  const raw = new TextEncoder().encode(secret);
  // imported once; jose would otherwise import the raw bytes on every call
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new Map<string, { sub: string; expMs: number }>();

  return {
    async sign(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(TOKEN_TTL)
        .sign(await key);
    },
    async verify(token) {
      const hit = verified.get(token);
      if (hit) {
        if (hit.expMs > Date.now()) return hit.sub;
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
        verified.set(token, { sub: payload.sub, expMs: payload.exp * 1000 });
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}

/** The token from an Authorization header: the raw token (as the spec's client sends it) or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const match = /^bearer\s+(.+)$/i.exec(value);
  const token = (match ? match[1] : value)?.trim();
  return token ? token : null;
}
