import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_TTL = '7d';

export interface TokenService {
  /** A signed HS256 JWT whose subject is the user id, valid for 7 days. */
  sign(userId: string): Promise<string>;
  /** The user id, or null for a missing, malformed, expired or forged token. */
  verify(token: string): Promise<string | null>;
}

/** Issues and checks session tokens with the server's secret. */
export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(TOKEN_TTL)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
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
