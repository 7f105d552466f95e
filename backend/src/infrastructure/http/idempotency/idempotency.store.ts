import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface StoredKey {
  requestHash: string;
  /** completed: answered (replayed); refused: the request was refused and may run again; in_progress. */
  state: string;
  status: number | null;
  body: unknown;
}

export type BeginOutcome =
  | { kind: 'started' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'different_request' }
  | { kind: 'in_progress' };

/**
 * A request that reserved its key and never finished (its process died) holds it for this long;
 * then the key expires and the next request with it runs again. Safe because the commands behind
 * these endpoints take their ids from the key, so running again cannot act twice.
 */
export const ABANDONED_AFTER_SECONDS = 30;

interface KeyRow {
  request_hash: string;
  state: string;
  response_status: number | null;
  response_body: unknown;
  abandoned: boolean;
}

/**
 * The `idempotency_keys` table. Two ways in: endpoints whose answer is one append store it in the
 * append's own transaction (append_events) and only come here for repeats and refusals; the others
 * reserve the key first (`begin`) so that exactly one of several simultaneous requests runs.
 */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly dataSource: DataSource) {}

  async lookup(userId: string, key: string): Promise<StoredKey | null> {
    const rows = await this.dataSource.query<KeyRow[]>(
      `SELECT request_hash, state, response_status, response_body, false AS abandoned
         FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
      [userId, key],
    );
    return rows[0] ? toStored(rows[0]) : null;
  }

  async begin(userId: string, key: string, requestHash: string): Promise<BeginOutcome> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await this.dataSource.query<unknown[]>(
        `INSERT INTO idempotency_keys (user_id, key, request_hash, state) VALUES ($1, $2, $3, 'in_progress')
         ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
        [userId, key, requestHash],
      );
      if (inserted.length === 1) return { kind: 'started' };

      const rows = await this.dataSource.query<KeyRow[]>(
        `SELECT request_hash, state, response_status, response_body,
                updated_at < now() - make_interval(secs => $3) AS abandoned
           FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
        [userId, key, ABANDONED_AFTER_SECONDS],
      );
      const row = rows[0];
      if (!row) continue; // released between our insert and this read: try the insert again
      if (row.request_hash !== requestHash) return { kind: 'different_request' };
      if (row.state === 'completed') {
        return { kind: 'replay', status: row.response_status ?? 200, body: row.response_body };
      }
      // Refused before (the state may have changed since), or reserved by a request that died.
      if (row.state === 'refused' || row.abandoned) {
        const [, taken] = await this.dataSource.query<[unknown[], number]>(
          `UPDATE idempotency_keys SET state = 'in_progress', updated_at = now()
            WHERE user_id = $1 AND key = $2 AND request_hash = $3
              AND (state = 'refused' OR (state = 'in_progress' AND updated_at < now() - make_interval(secs => $4)))
            RETURNING key`,
          [userId, key, requestHash, ABANDONED_AFTER_SECONDS],
        );
        if (taken > 0) return { kind: 'started' };
        continue;
      }
      return { kind: 'in_progress' };
    }
    return { kind: 'in_progress' };
  }

  /** Stores the answer (also when the key was never reserved: the in-append path's repeats). */
  async complete(userId: string, key: string, requestHash: string, status: number, body: unknown): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO idempotency_keys AS k (user_id, key, request_hash, state, response_status, response_body)
       VALUES ($1, $2, $3, 'completed', $4, $5::jsonb)
       ON CONFLICT (user_id, key) DO UPDATE
         SET state = 'completed', response_status = EXCLUDED.response_status,
             response_body = EXCLUDED.response_body, updated_at = now()
       WHERE k.state <> 'completed' AND k.request_hash = EXCLUDED.request_hash`,
      [userId, key, requestHash, status, JSON.stringify(body ?? null)],
    );
  }

  /**
   * The request was refused (insufficient funds, a bad amount): the key stays bound to this
   * request, but a retry runs again instead of replaying the refusal, since the state may change.
   */
  async refuse(userId: string, key: string, requestHash: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO idempotency_keys AS k (user_id, key, request_hash, state) VALUES ($1, $2, $3, 'refused')
       ON CONFLICT (user_id, key) DO UPDATE SET state = 'refused', updated_at = now()
       WHERE k.state <> 'completed' AND k.request_hash = EXCLUDED.request_hash`,
      [userId, key, requestHash],
    );
  }

  /** The request failed in a way worth retrying: forget the reservation so a retry runs again. */
  async release(userId: string, key: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND state = 'in_progress'`,
      [userId, key],
    );
  }
}

function toStored(row: KeyRow): StoredKey {
  return { requestHash: row.request_hash, state: row.state, status: row.response_status, body: row.response_body };
}
