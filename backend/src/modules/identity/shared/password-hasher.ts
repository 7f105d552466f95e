import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import * as bcrypt from 'bcryptjs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';

/**
 * bcrypt reads only the first 72 bytes of its input, so a longer password would be silently
 * truncated. Version 2 hashes bcrypt an HMAC-SHA256 of the whole password instead (base64: 44
 * ASCII bytes, no NUL), marked `v2$` in front of the bcrypt string. Hashes without the marker
 * (version 1, plain bcrypt) still verify, so no one is locked out; they keep the 72-byte limit until
 * their owner sets a new password.
 * The HMAC key separates this use of SHA-256, it is not a secret.
 */
const V2 = 'v2$';
const PREHASH_KEY = 'courtcash/password/v2';

@Injectable()
export class PasswordHasher {
  /** A hash of a random password at the configured cost, made once: what an unknown e-mail is checked against. */
  private dummy: Promise<string> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async hash(password: string): Promise<string> {
    return V2 + (await bcrypt.hash(prehash(password), this.config.bcryptRounds));
  }

  async verify(password: string, hash: string | null): Promise<boolean> {
    // Compare against a dummy hash when the user does not exist, so timing does not reveal accounts.
    // It has the real hashes' cost (a cost-10 dummy beside cost-11 hashes answered twice as fast).
    const stored = hash ?? (await this.dummyHash());
    if (stored.startsWith(V2)) return bcrypt.compare(prehash(password), stored.slice(V2.length));
    return bcrypt.compare(password, stored);
  }

  /** Also registration's twin for a taken address: the same bcrypt work as a real sign-up. */
  dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(24).toString('base64'));
    return this.dummy;
  }
}

function prehash(password: string): string {
  return createHmac('sha256', PREHASH_KEY).update(password, 'utf8').digest('base64');
}
