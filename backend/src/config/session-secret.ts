import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** Shortest SESSION_SECRET accepted in production (256 bits of base64 or hex is longer still). */
export const MIN_SESSION_SECRET_LENGTH = 32;

export const SESSION_SECRET_FILE = 'session-secret';

/** What a production SESSION_SECRET must carry, as estimated by sessionSecretBits. */
export const MIN_SESSION_SECRET_BITS = 128;

export const MAKE_A_SECRET = 'make one with: openssl rand -base64 48';

/**
 * The secret's estimated entropy in bits: log2 of zxcvbn's guess count, so repeats
 * ("aaaa…", "changeme-changeme-…"), sequences, keyboard walks and dictionary words count for little.
 * zxcvbn values a character it cannot explain at 10 guesses (3.3 bits), which underrates random
 * base64 (6 bits a character): 128 bits needs about 39 random characters; `openssl rand -base64 48`
 * gives 64 (about 212 bits by this estimate).
 */
export function sessionSecretBits(secret: string): number {
  zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return zxcvbn.check(secret).guessesLog10 * Math.log2(10);
}

let zxcvbn: ZxcvbnFactory | null = null;

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
