import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { openDatabase } from '../data-source';
import { exportLedger } from '../modules/wallet/ledger/chain-source';
import { DigestDocument, isDigestDocument, publicKeyHex } from '../modules/wallet/ledger/ledger-chain';
import { LEDGER_SIGNING_KEY_FILE, loadLedgerSigningKey } from '../modules/wallet/ledger/signing-key';

export interface VerifyArgs {
  exportTo: string | null;
  chain: { trustedKeys: string[]; digest?: DigestDocument };
}

/** `--digest <file>`, `--export <file>`; the trusted key is the app's own when one is configured or kept. */
export function verifyOptionsFromArgs(argv: string[], config: AppConfig): VerifyArgs {
  const value = (flag: string) => {
    const at = argv.indexOf(flag);
    if (at < 0) return null;
    const given = argv[at + 1];
    if (!given) throw new Error(`${flag} needs a file name.`);
    return given;
  };
  const digestFile = value('--digest');
  let digest: DigestDocument | undefined;
  if (digestFile) {
    const parsed: unknown = JSON.parse(readFileSync(digestFile, 'utf8'));
    if (!isDigestDocument(parsed)) throw new Error(`${digestFile} is not a ledger digest document.`);
    digest = parsed;
  }
  const kept = existsSync(join(config.dataDir, LEDGER_SIGNING_KEY_FILE));
  const trustedKeys =
    config.ledgerSeals.signingKey || kept
      ? [
          publicKeyHex(
            loadLedgerSigningKey({ ...config.ledgerSeals, dataDir: config.dataDir, nodeEnv: config.nodeEnv }),
          ),
        ]
      : [];
  return { exportTo: value('--export'), chain: { trustedKeys, digest } };
}

export async function writeExport(databaseUrl: string, file: string): Promise<void> {
  const dataSource = await openDatabase(databaseUrl);
  try {
    writeFileSync(file, JSON.stringify(await exportLedger(dataSource)));
  } finally {
    await dataSource.destroy();
  }
}
