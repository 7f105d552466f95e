import { OnModuleDestroy } from '@nestjs/common';
import { Pool } from 'pg';
import { guardPool } from './connection-faults';
import { firstRow } from './first-row';

export interface DatabaseCheck {
  up: boolean;
  /** The settings that decide whether an acknowledged commit survives a crash, as PostgreSQL reports them. */
  durability: { fsync: string; synchronousCommit: string; fullPageWrites: string; durable: boolean } | null;
  /** Why the database is considered down (a sentence from the driver). */
  error: string | null;
}

/**
 * Asks PostgreSQL itself whether it answers, on a connection of its own: a pool saturated by
 * requests must not make a healthy database look down, and a database that is down must be
 * reported as down within the timeout, never as a hung health check.
 */
export class DatabaseProbe implements OnModuleDestroy {
  private readonly pool: Pool;

  constructor(databaseUrl: string, log: (message: string) => void = () => undefined, timeoutMs = 2000) {
    this.pool = guardPool(
      new Pool({
        connectionString: databaseUrl,
        max: 1,
        connectionTimeoutMillis: timeoutMs,
        query_timeout: timeoutMs,
        application_name: 'courtcash-health',
      }),
      'health probe',
      log,
    );
  }

  async check(): Promise<DatabaseCheck> {
    try {
      const { rows } = await this.pool.query<{ fsync: string; synchronous_commit: string; full_page_writes: string }>(
        `SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit,
                current_setting('full_page_writes') AS full_page_writes`,
      );
      const {
        fsync,
        synchronous_commit: synchronousCommit,
        full_page_writes: fullPageWrites,
      } = firstRow(rows, 'the durability settings query');
      return {
        up: true,
        durability: {
          fsync,
          synchronousCommit,
          fullPageWrites,
          durable: fsync === 'on' && synchronousCommit !== 'off' && fullPageWrites === 'on',
        },
        error: null,
      };
    } catch (error) {
      return { up: false, durability: null, error: error instanceof Error ? error.message : String(error) };
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end().catch(() => undefined);
  }
}
