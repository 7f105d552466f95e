import 'reflect-metadata';
import { Pool } from 'pg';
import { loadConfig } from '../config/app-config';
import { createEventStore } from '../event-store/create-event-store';
import { guardPool } from '../infrastructure/database/connection-faults';
import { openDatabase } from '../data-source';
import { startEmbeddedPostgres } from '../infrastructure/database/embedded-postgres';
import { LedgerReport, LedgerVerifier } from '../modules/wallet/ledger/ledger-verifier';

/** Runs every ledger check against a database; the caller owns nothing afterwards. */
export async function verifyLedgerAt(databaseUrl: string, eventStoreConnectionString?: string): Promise<LedgerReport> {
  const dataSource = await openDatabase(databaseUrl);
  const pool = guardPool(new Pool({ connectionString: databaseUrl, max: 4 }), 'ledger check', (m) => console.warn(m));
  const store = createEventStore({ pool, eventStoreConnectionString });
  try {
    return await new LedgerVerifier(store, dataSource).verify();
  } finally {
    await store.close();
    await pool.end();
    await dataSource.destroy();
  }
}

/**
 * `npm run ledger:verify`: prints the report as JSON and exits 1 when anything differs (so a
 * scheduler or CI can alert). With no DATABASE_URL it opens the embedded database in DATA_DIR
 * (stop `npm start` first).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: config.dataDir });
  let exitCode = 0;
  try {
    const report = await verifyLedgerAt(config.databaseUrl ?? embedded!.url, config.eventStoreConnectionString);
    console.log(JSON.stringify(report, null, 2));
    if (!report.ok) {
      console.error(`Ledger check FAILED: ${report.differences.length} difference(s).`);
      exitCode = 1;
    } else {
      console.log(`Ledger check passed: ${report.checkedWallets} wallets, ${report.checkedEvents} events.`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    exitCode = 2;
  } finally {
    await embedded?.stop();
  }
  process.exit(exitCode);
}

if (require.main === module) void main();
