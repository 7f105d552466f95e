import 'reflect-metadata';
import { Pool } from 'pg';
import { loadConfig } from '../config/app-config';
import { createEventStore } from '../event-store/create-event-store';
import { guardPool } from '../infrastructure/database/connection-faults';
import { openDatabase } from '../data-source';
import { startEmbeddedPostgres } from '../infrastructure/database/embedded-postgres';
import { LedgerVerifier } from '../modules/wallet/ledger/ledger-verifier';
import { checkChain, LedgerReportWithChain, withChain } from '../modules/wallet/ledger/chain-check';
import { verifyOptionsFromArgs, writeExport } from './ledger-verify-options';

/**
 * Runs every ledger check against a database, chains and seals included; the caller owns nothing
 * afterwards. `trustedKeys`: the public keys (hex) seals must be signed with (empty: any, reported).
 */
export async function verifyLedgerAt(
  databaseUrl: string,
  eventStoreConnectionString?: string,
  options: Parameters<typeof checkChain>[2] = { trustedKeys: [] },
): Promise<LedgerReportWithChain> {
  const dataSource = await openDatabase(databaseUrl);
  const pool = guardPool(new Pool({ connectionString: databaseUrl, max: 4 }), 'ledger check', (m) => console.warn(m));
  const store = createEventStore({ pool, eventStoreConnectionString });
  try {
    const report = await new LedgerVerifier(store, dataSource).verify();
    return withChain(report, await checkChain(store, dataSource, options));
  } finally {
    await store.close();
    await pool.end();
    await dataSource.destroy();
  }
}

/**
 * `npm run ledger:verify`: prints the report as JSON and exits 1 when anything differs (so a
 * scheduler or CI can alert). With no DATABASE_URL it opens the embedded database in DATA_DIR
 * (stop `npm start` first). `-- --digest <file>`: also prove the ledger unchanged up to a digest
 * document kept outside; `-- --export <file>`: write the JSON export `ledger:audit` checks, and stop.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const args = verifyOptionsFromArgs(process.argv.slice(2), config);
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: config.dataDir });
  let exitCode = 0;
  try {
    const url = config.databaseUrl ?? embedded!.url;
    if (args.exportTo) {
      await writeExport(url, args.exportTo);
      console.log(`Ledger export written to ${args.exportTo}; check it with: npm run ledger:audit -- ${args.exportTo}`);
    } else exitCode = await verifyAndPrint(url, config.eventStoreConnectionString, args.chain);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    exitCode = 2;
  } finally {
    await embedded?.stop();
  }
  process.exit(exitCode);
}

async function verifyAndPrint(
  url: string,
  eventStoreConnectionString: string | undefined,
  options: Parameters<typeof checkChain>[2],
): Promise<number> {
  {
    const report = await verifyLedgerAt(url, eventStoreConnectionString, options);
    console.log(JSON.stringify(report, null, 2));
    if (!report.ok) {
      console.error(`Ledger check FAILED: ${report.differences.length} difference(s).`);
      return 1;
    } else {
      console.log(
        `Ledger check passed: ${report.checkedWallets} wallets, ${report.checkedEvents} events, ` +
          `${report.chain.checkedEvents} chained events in ${report.chain.checkedStreams} streams, ${report.chain.checkedSeals} seals` +
          (report.chain.digest ? `; ${report.chain.digest.message}` : '.'),
      );
      return 0;
    }
  }
}

if (require.main === module) void main();
