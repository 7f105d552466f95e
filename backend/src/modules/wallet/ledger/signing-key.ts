import { generateKeyPairSync, KeyObject } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { privateKeyFrom } from './ledger-chain';

export const LEDGER_SIGNING_KEY_FILE = 'ledger-signing-key.pem';

/**
 * The key that signs the ledger's seals: LEDGER_SIGNING_KEY when set (every instance must share
 * it), otherwise one made once and kept in DATA_DIR (mode 0600), like the session secret. Specs
 * (NODE_ENV=test) get a fresh key per process and write nothing.
 */
export function loadLedgerSigningKey(options: {
  signingKey: string | null;
  dataDir: string;
  nodeEnv: string | null;
}): KeyObject {
  if (options.signingKey) return privateKeyFrom(options.signingKey);
  if (options.nodeEnv === 'test') return generateKeyPairSync('ed25519').privateKey;
  const file = join(options.dataDir, LEDGER_SIGNING_KEY_FILE);
  const existing = readKey(file);
  if (existing) return existing;
  mkdirSync(options.dataDir, { recursive: true });
  const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' });
  try {
    // 'wx': if another process made it first, keep theirs.
    writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const created = readKey(file);
  if (!created) throw new Error(`Could not keep a ledger signing key in ${file}; set LEDGER_SIGNING_KEY instead.`);
  return created;
}

function readKey(file: string): KeyObject | null {
  try {
    return privateKeyFrom(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
