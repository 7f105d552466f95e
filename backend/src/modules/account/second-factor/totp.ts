import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as RFC 6238 and every authenticator app use it: SHA-1, 6 digits, 30-second steps, a
 * 160-bit secret. One step either side is accepted (clock drift); a step once accepted is not
 * accepted again for the same account (second_factor_steps).
 */
const ISSUER = 'CourtCash';
const totpFor = (secretBase32: string, label = ''): TOTP =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/** The time step the code belongs to (now ±1), or null when it matches none. */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : TOTP.counter({ period: 30, timestamp: now }) + delta;
}

/** The code an authenticator shows now (specs and test helpers play the app). */
export function totpCode(secretBase32: string, now = Date.now()): string {
  return totpFor(secretBase32).generate({ timestamp: now });
}

/**
 * Plays the authenticator app (specs, the bench): a code for a time step this account has not used
 * yet (a code is accepted once per 30-second step, so two sign-ins in one step take the next step's
 * code, which the server accepts as clock drift). `used`: the steps taken so far.
 */
export async function nextTotpCode(secret: string, used: Set<number>): Promise<string> {
  for (const offset of [0, 30_000]) {
    const step = Math.floor((Date.now() + offset) / 30_000);
    if (!used.has(step)) {
      used.add(step);
      return totpCode(secret, Date.now() + offset);
    }
  }
  // Both taken: wait for the next step to begin (a real clock, as an authenticator app has).
  await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50));
  return nextTotpCode(secret, used);
}

/**
 * Recovery codes: 16 base32 characters (80 random bits) shown as four groups. With that much
 * entropy a fast hash (sha256) is enough to store them: no dictionary to try, 2^80 guesses.
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => BASE32[b % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Any case, with or without the dashes and spaces; null when it cannot be a recovery code. */
export function canonicalRecoveryCode(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z2-7]{16}$/.test(compact) ? compact : null;
}

export function hashRecoveryCode(canonical: string): string {
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/**
 * The TOTP secret is stored encrypted (AES-256-GCM): in the event log and in a half-done setup's
 * session. The key is derived from SESSION_SECRET (HKDF), so a copy of the database alone does not
 * hand out second factors. Rotating SESSION_SECRET makes enrolled factors unreadable: the decision
 * record says how to rotate.
 */
export class SecretBox {
  private readonly key: Buffer;
  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'courtcash', 'second-factor/totp-secret/v1', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(
      '.',
    );
  }

  open(sealed: string): string {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== 'v1' || !iv || !body || !tag) throw new Error('not a sealed second-factor secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
