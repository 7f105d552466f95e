import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { startEmbeddedPostgres } from '../infrastructure/database/embedded-postgres';
import { BenchConfig, benchConfig } from './bench/bench-config';
import { commitCeiling } from './bench/ceiling';
import { appendComparison } from './bench/emmett-comparison';
import { httpBench } from './bench/http-bench';
import { liveBench } from './bench/live-bench';
import { rebuildBench } from './bench/rebuild';
import { report } from './bench/report';
import { twoInstances } from './bench/two-instances';

/**
 * `npm run bench`: one run on a fresh embedded PostgreSQL (or BENCH_DATABASE_URL, a server whose
 * databases it may create): the raw commit ceiling, the HTTP stack's own floors (floor.ts) and
 * money commands through it, projection lag under that load, the ledger check after it, a rebuild of a generated log, and
 * the library's appends next to Emmett's, and
 * GET /api/live streams under load (live-bench.ts). Numbers, not pass/fail. BENCH_SECONDS (per load phase),
 * BENCH_REBUILD_EVENTS and BENCH_SECTIONS (comma list) tune it; see bench-config.ts.
 */
async function main(): Promise<void> {
  const config = benchConfig(process.env);
  const dataDir = mkdtempSync(join(tmpdir(), 'courtcash-bench-'));
  const embedded = config.serverUrl
    ? null
    : await startEmbeddedPostgres({
        dataDir,
        database: 'bench_ceiling',
        settings:
          config.statements > 0
            ? [
                'shared_preload_libraries=pg_stat_statements',
                'pg_stat_statements.track=all',
                'pg_stat_statements.track_planning=on',
              ]
            : [],
      });
  const serverUrl = config.serverUrl ?? embedded!.url;
  const admin = new Pool({ connectionString: withDatabase(serverUrl, 'postgres'), max: 1 });
  admin.on('error', () => undefined);
  const results: Record<string, unknown> = {};
  try {
    results.startedAt = new Date().toISOString();
    results.cores = availableParallelism();
    results.server = await serverSettings(admin);
    results.config = config;
    const database = (name: string) => createDatabase(admin, serverUrl, name);
    if (wants(config, 'ceiling')) results.ceiling = await commitCeiling(await database('bench_ceiling'), config);
    if (wants(config, 'http')) results.http = await httpBench(await database('bench_http'), config);
    if (wants(config, 'instances')) results.instances = await twoInstances(await database('bench_instances'), config);
    if (wants(config, 'rebuild'))
      results.rebuild = await rebuildBench(await database('bench_rebuild'), config.rebuildEvents);
    if (wants(config, 'live')) results.live = await liveBench(await database('bench_live'), config);
    if (wants(config, 'append'))
      results.append = await appendComparison(
        await database('bench_append'),
        await database('bench_append_unchained'),
        config,
      );
    const memory = process.memoryUsage();
    results.memoryMiB = { rss: Math.round(memory.rss / 1048576), heapUsed: Math.round(memory.heapUsed / 1048576) };
    console.log(report(results));
    console.log('\nJSON:');
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await admin.end();
    // Emmett keeps a pool of its own after close(); its idle connections ended by the shutdown
    // would otherwise be an unhandled 'error' after every result is printed.
    process.on('uncaughtException', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error; // admin_shutdown: the server below is stopping
    });
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function wants(config: BenchConfig, section: string): boolean {
  return config.sections.includes(section);
}

/** The durability settings every number below ran with (the ceiling and the app share the server). */
async function serverSettings(pool: Pool) {
  const show = async (name: string) => ((await pool.query(`SHOW ${name}`)).rows[0] as Record<string, string>)[name];
  return {
    version: await show('server_version'),
    fsync: await show('fsync'),
    synchronous_commit: await show('synchronous_commit'),
    wal_sync_method: await show('wal_sync_method'),
    max_connections: await show('max_connections'),
  };
}

/** A fresh database on the bench's server (dropped first if a previous run left it). */
async function createDatabase(admin: Pool, serverUrl: string, name: string): Promise<string> {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  return withDatabase(serverUrl, name);
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
