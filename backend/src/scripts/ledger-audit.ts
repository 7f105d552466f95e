/**
 * `npm run ledger:audit -- <export.json> [--digest <digest.json>] [--key <public key hex>]`: an
 * auditor's check of a ledger export (`npm run ledger:verify -- --export <file>`) without the app or
 * its database: every stream's chain, every seal, and optionally a digest document kept outside.
 * It imports only the chain's own files (node:crypto); exits 1 when anything differs.
 */
import { readFileSync } from 'node:fs';
import { streamsOfExport, verifyChains } from '../modules/wallet/ledger/chain-verifier';
import { EXPORT_FORMAT, isDigestDocument, LedgerExport } from '../modules/wallet/ledger/ledger-chain';

async function main(argv: string[]): Promise<number> {
  const file = argv.find((arg, i) => !arg.startsWith('--') && !argv[i - 1]?.startsWith('--'));
  if (!file) {
    console.error('Usage: ledger-audit <export.json> [--digest <digest.json>] [--key <public key hex>]');
    return 2;
  }
  const flag = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? (argv[at + 1] ?? null) : null;
  };
  const exported = JSON.parse(readFileSync(file, 'utf8')) as LedgerExport;
  if (exported.format !== EXPORT_FORMAT) {
    console.error(`${file} is not a ledger export (format ${String(EXPORT_FORMAT)}).`);
    return 2;
  }
  const digestFile = flag('--digest');
  const digest: unknown = digestFile ? JSON.parse(readFileSync(digestFile, 'utf8')) : undefined;
  if (digestFile && !isDigestDocument(digest)) {
    console.error(`${digestFile} is not a ledger digest document.`);
    return 2;
  }
  const key = flag('--key');
  const report = await verifyChains({
    streams: streamsOfExport(exported.events),
    seals: exported.seals,
    trustedKeys: key ? [key.toLowerCase()] : [],
    digest: isDigestDocument(digest) ? digest : undefined,
  });
  console.log(JSON.stringify(report, null, 2));
  if (!key)
    console.warn(
      'No --key given: seals signed by any key were accepted; compare their publicKey with the one finance keeps.',
    );
  if (!report.ok) {
    console.error(
      `Ledger audit FAILED: ${report.problems.length} problem(s)${report.digest && !report.digest.ok ? `; ${report.digest.message}` : ''}.`,
    );
    return 1;
  }
  console.log(
    `Ledger audit passed: ${report.checkedEvents} events in ${report.checkedStreams} streams, ${report.checkedSeals} seals.`,
  );
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}

export { main as auditLedger };
