import { Client } from 'pg';
import { BenchConfig } from './bench-config';
import { CommandCpu, cpuPerCommand, readCpu } from './cpu-meter';
import { LatencySummary, summarize } from './stats';

/** The ceiling's table, and its one statement (the HTTP floors that commit once use the same). */
export const CEILING_TABLE = `CREATE TABLE IF NOT EXISTS ceiling (id bigserial PRIMARY KEY, client int NOT NULL, payload text NOT NULL)`;
export const CEILING_INSERT = 'INSERT INTO ceiling (client, payload) VALUES ($1, $2)';
export const ceilingValues = (client: number) => [client, 'withdrawal of 10.00'];

/** One phase of the ceiling, and the machine's CPU per commit (the pg clients and PostgreSQL). */
export type CeilingPhase = LatencySummary & { cpu: CommandCpu };

/**
 * The raw commit ceiling: N connections of the `pg` driver, each doing single-row INSERTs in
 * autocommit (one commit per row) for the phase's duration, on the same server and settings.
 */
export async function commitCeiling(url: string, config: BenchConfig): Promise<Record<string, CeilingPhase>> {
  const setup = new Client({ connectionString: url });
  await setup.connect();
  await setup.query(CEILING_TABLE);
  await setup.end();
  const result: Record<string, CeilingPhase> = {};
  for (const clients of [1, config.clients])
    result[`clients${clients}`] = await insertFor(url, clients, config.seconds);
  return result;
}

async function insertFor(url: string, clients: number, seconds: number): Promise<CeilingPhase> {
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const latencies: number[] = [];
  const before = readCpu();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    connections.map(async (client, c) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await client.query(CEILING_INSERT, ceilingValues(c));
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const cpu = cpuPerCommand(before, readCpu(), latencies.length);
  await Promise.all(connections.map((c) => c.end()));
  return { ...summarize(latencies, elapsed), cpu };
}
