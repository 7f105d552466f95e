import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type BeginOutcome =
  | { kind: 'started' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'different_request' }
  | { kind: 'in_progress' };

/** A request that started and never finished (its process died) may be taken over after this long. */
const ABANDONED_AFTER_SECONDS = 60;

/**
 * The key row is inserted before the work starts; the primary key (user, key) lets exactly one of
 * several simultaneous requests with one key win. The others see it in progress (409) or, once it
 * is done, get its answer replayed.
 */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly dataSource: DataSource) {}

  async begin(userId: string, key: string, requestHash: string): Promise<BeginOutcome> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await this.dataSource.query<unknown[]>(
        `INSERT INTO idempotency_keys (user_id, key, request_hash, state) VALUES ($1, $2, $3, 'in_progress')
         ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
        [userId, key, requestHash],
      );
      if (inserted.length === 1) return { kind: 'started' };

      const rows = await this.dataSource.query<
        Array<{
          request_hash: string;
          state: string;
          response_status: number;
          response_body: unknown;
          abandoned: boolean;
        }>
      >(
        `SELECT request_hash, state, response_status, response_body,
                updated_at < now() - make_interval(secs => $3) AS abandoned
           FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
        [userId, key, ABANDONED_AFTER_SECONDS],
      );
      const row = rows[0];
      if (!row) continue; // released between our insert and this read: try the insert again
      if (row.request_hash !== requestHash) return { kind: 'different_request' };
      if (row.state === 'completed') return { kind: 'replay', status: row.response_status, body: row.response_body };
      if (row.abandoned) {
        // Safe to run again: the commands behind these endpoints take their ids from the key.
        // TypeORM answers an UPDATE with [rows, affected count].
        const [, taken] = await this.dataSource.query<[unknown[], number]>(
          `UPDATE idempotency_keys SET updated_at = now()
            WHERE user_id = $1 AND key = $2 AND state = 'in_progress'
              AND updated_at < now() - make_interval(secs => $3) RETURNING key`,
          [userId, key, ABANDONED_AFTER_SECONDS],
        );
        if (taken > 0) return { kind: 'started' };
      }
      return { kind: 'in_progress' };
    }
    return { kind: 'in_progress' };
  }

  async complete(userId: string, key: string, status: number, body: unknown): Promise<void> {
    await this.dataSource.query(
      `UPDATE idempotency_keys SET state = 'completed', response_status = $3, response_body = $4::jsonb, updated_at = now()
        WHERE user_id = $1 AND key = $2`,
      [userId, key, status, JSON.stringify(body ?? null)],
    );
  }

  /** The request failed in a way worth retrying: forget the key so a retry runs again. */
  async release(userId: string, key: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND state = 'in_progress'`,
      [userId, key],
    );
  }
}
