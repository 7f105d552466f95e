import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Shortest SESSION_SECRET accepted in production (256 bits of base64 or hex is longer still). */
export const MIN_SESSION_SECRET_LENGTH = 32;

export const SESSION_SECRET_FILE = 'session-secret';

/**
 * A laptop without SESSION_SECRET: the secret is made once (48 random bytes) and kept in DATA_DIR
 * (mode 0600), so sessions survive restarts and nothing secret is a constant in the source.
 * Production never comes here: it must set SESSION_SECRET (all instances need the same one).
 */
export function loadOrCreateSessionSecret(dataDir: string): string {
  const file = join(dataDir, SESSION_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': if another process made it first, keep theirs.
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const created = readSecret(file);
  if (!created) throw new Error(`Could not keep a session secret in ${file}; set SESSION_SECRET instead.`);
  return created;
}

function readSecret(file: string): string | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length >= MIN_SESSION_SECRET_LENGTH ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
