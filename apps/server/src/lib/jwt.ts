import { SignJWT, errors, jwtVerify } from 'jose';
import { roleSchema, type Role } from '@forkly/contracts';

export interface AccessClaims {
  userId: number;
  role: Role;
  sessionId: string;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ISSUER = 'forkly';

export function signAccessToken(claims: AccessClaims, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const role = roleSchema.safeParse(payload.role);
    const userId = Number(payload.sub);
    if (!role.success || !Number.isInteger(userId) || typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { userId, role: role.data, sessionId: payload.sid } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
