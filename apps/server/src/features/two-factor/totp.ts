import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Forkly';
/** One 30-second step either way, for clocks that drift (RFC 6238 section 6). */
const DRIFT_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** What an authenticator app scans: the otpauth URL and the same as a PNG data URL. */
export async function totpSetup(secret: string, accountName: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: accountName, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { type: 'image/png', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCode };
}

/**
 * The time step a code belongs to, or null when it is wrong. A step at or before `afterStep` is
 * refused, so a code that was accepted once is never accepted again.
 */
export async function matchTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** A current code, for tests and the demo. */
export function currentTotp(secret: string, epochSeconds?: number): Promise<string> {
  return generate({ secret, ...(epochSeconds !== undefined ? { epoch: epochSeconds } : {}) });
}
