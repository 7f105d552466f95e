import 'reflect-metadata';
import { Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { createApp } from '../../app.factory';
import { loadConfig } from '../../config/app-config';

/**
 * One app instance in a process of its own (the two-instance spec and bench start two and kill
 * one with SIGKILL). Reads DATABASE_URL (add `?application_name=…` to tell instances apart in
 * pg_stat_activity) and the usual configuration; listens on a free loopback port and prints
 * `{"port": …}` once it serves.
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required.');
  const running = await createApp(
    loadConfig({ NODE_ENV: 'test', BCRYPT_ROUNDS: '4', SEED_DEMO_DATA: 'false', ...process.env }),
    url,
    { logger: false },
  );
  await running.app.listen(0, '127.0.0.1');
  const { port } = (running.app.getHttpServer() as Server).address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ port, pid: process.pid })}\n`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
