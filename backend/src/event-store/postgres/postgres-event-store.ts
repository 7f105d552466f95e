import type { Pool, PoolClient } from 'pg';
import {
  AppendResult,
  DuplicateEventIdError,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  GlobalPosition,
  NewEvent,
  ReadAllOptions,
  RecordedEvent,
  START_POSITION,
  WrongExpectedRevisionError,
} from '../event-store.port';
import { findRepeat, prepareEvents, PreparedEvent, StoredEventRef } from '../append-checks';

export interface PostgresEventStoreOptions {
  /**
   * Test hook: runs inside the append transaction after the events are inserted and before COMMIT.
   * Lets tests hold a transaction open so that commit order differs from global_position order.
   */
  beforeCommit?: (context: { streamName: string; positions: GlobalPosition[] }) => Promise<void>;
}

interface EventRow {
  event_id: string;
  stream_name: string;
  revision_text: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
  position_text: string;
  commit_text: string;
}

const DEFAULT_MAX_COUNT = 1000;
const MAX_ATTEMPTS = 3;
const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';

// bigint and xid8 travel as text (exact in BigInt). The aliases differ from the column names on
// purpose: ORDER BY would otherwise resolve a bare name to the text alias and sort '10' before '9'.
const EVENT_COLUMNS = `event_id, stream_name, revision::text AS revision_text, type, data, metadata, recorded_at,
  global_position::text AS position_text, transaction_id::text AS commit_text`;

/**
 * Every event that readAll may return: its writing transaction finished before every transaction
 * still running started, so no event can later appear before it in (transaction_id, global_position).
 */
const VISIBLE = `transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;

/** The pool belongs to the caller (it is shared with the rest of the app), so close() leaves it open. */
export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;

  constructor(
    private readonly pool: Pool,
    private readonly options: PostgresEventStoreOptions = {},
  ) {}

  async appendToStream(
    streamName: string,
    events: NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const prepared = prepareEvents(streamName, events, expectedRevision);
    for (let attempt = 1; ; attempt++) {
      // Checked first so that a client retry succeeds even though the stream has moved on since.
      const repeat = findRepeat(streamName, prepared, await this.findStored(prepared));
      if (repeat) return repeat;
      try {
        return await this.appendInTransaction(streamName, prepared, expectedRevision);
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError) {
          // An identical append may have won the race: that makes ours a no-op, not a conflict.
          const raced = findRepeat(streamName, prepared, await this.findStored(prepared));
          if (raced) return raced;
          throw error;
        }
        // A concurrent transaction inserted one of our ids (unique violation: it committed) or the
        // same ids in the opposite order (deadlock: it may still be running, and the retry's insert
        // waits for it). Either way the check at the top of the loop then decides.
        if (isPgError(error, UNIQUE_VIOLATION) || isPgError(error, DEADLOCK_DETECTED)) {
          if (attempt < MAX_ATTEMPTS) continue;
          const again = findRepeat(streamName, prepared, await this.findStored(prepared));
          if (again) return again;
          throw new DuplicateEventIdError(streamName, prepared[0]!.id); // a row of `prepared` collided
        }
        throw error;
      }
    }
  }

  async readStream(streamName: string, options: { fromRevision?: number } = {}): Promise<RecordedEvent[]> {
    const from = options.fromRevision ?? 0;
    if (!Number.isSafeInteger(from) || from < 0) throw new TypeError(`fromRevision must be a non-negative integer.`);
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_name = $1 AND revision >= $2 ORDER BY events.revision`,
      [streamName, from],
    );
    return rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? START_POSITION;
    const maxCount = options.maxCount ?? DEFAULT_MAX_COUNT;
    if (!Number.isSafeInteger(maxCount) || maxCount < 1) throw new TypeError(`maxCount must be a positive integer.`);
    // xid8 has no negative values; START_POSITION (-1, -1) maps to (0, -1), before every real event
    // (transaction ids below 3 are never assigned).
    const commit = after.commit < 0n ? 0n : after.commit;
    // The row comparison and ORDER BY match events_global_order_idx, so this is an index range scan.
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND ${VISIBLE}
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      [commit.toString(), after.prepare.toString(), maxCount],
    );
    return rows.map(toRecordedEvent);
  }

  async headPosition(): Promise<GlobalPosition> {
    const { rows } = await this.pool.query<{ commit_text: string; position_text: string }>(
      `SELECT transaction_id::text AS commit_text, global_position::text AS position_text FROM events
        WHERE ${VISIBLE}
        ORDER BY events.transaction_id DESC, events.global_position DESC
        LIMIT 1`,
    );
    const [row] = rows;
    return row ? toPosition(row.commit_text, row.position_text) : START_POSITION;
  }

  async close(): Promise<void> {
    // Nothing to release: the pool is owned by whoever created it.
  }

  private async appendInTransaction(
    streamName: string,
    events: PreparedEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      try {
        const last = await this.advanceStream(client, streamName, events.length, expectedRevision);
        const firstRevision = last - events.length + 1;
        const { rows } = await client.query<{ position_text: string; commit_text: string }>(
          `INSERT INTO events (event_id, stream_name, revision, type, data, metadata, recorded_at)
           SELECT e.id, $1, $2::bigint + e.ord - 1, e.type, e.data, e.metadata, e.recorded_at
             FROM unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[], $7::timestamptz[])
                  WITH ORDINALITY AS e (id, type, data, metadata, recorded_at, ord)
            ORDER BY e.ord
           RETURNING global_position::text AS position_text, transaction_id::text AS commit_text`,
          [
            streamName,
            firstRevision,
            events.map((e) => e.id),
            events.map((e) => e.type),
            events.map((e) => JSON.stringify(e.data)),
            events.map((e) => JSON.stringify(e.metadata)),
            events.map((e) => e.recordedAt),
          ],
        );
        const positions = rows
          .map((row) => toPosition(row.commit_text, row.position_text))
          .sort((a, b) => (a.prepare < b.prepare ? -1 : 1));
        if (this.options.beforeCommit) await this.options.beforeCommit({ streamName, positions });
        await client.query('COMMIT');
        return { nextExpectedRevision: last, position: positions[positions.length - 1]! }; // one row per event
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  }

  /**
   * The optimistic concurrency check: one conditional write on the stream row, which also locks it
   * until COMMIT, so concurrent appends to a stream serialize and the losers see zero rows.
   * Returns the stream's new last revision.
   */
  private async advanceStream(
    client: PoolClient,
    streamName: string,
    count: number,
    expected: ExpectedRevision,
  ): Promise<number> {
    let result: { rows: { revision_text: string }[] };
    if (expected === 'no_stream') {
      result = await client.query(
        `INSERT INTO event_streams (stream_name, revision) VALUES ($1, $2 - 1)
         ON CONFLICT (stream_name) DO NOTHING RETURNING revision::text AS revision_text`,
        [streamName, count],
      );
    } else if (expected === 'any') {
      result = await client.query(
        `INSERT INTO event_streams (stream_name, revision) VALUES ($1, $2 - 1)
         ON CONFLICT (stream_name) DO UPDATE
           SET revision = event_streams.revision + $2, updated_at = now()
         RETURNING revision::text AS revision_text`,
        [streamName, count],
      );
    } else {
      result = await client.query(
        `UPDATE event_streams SET revision = revision + $2, updated_at = now()
          WHERE stream_name = $1 AND revision = $3 RETURNING revision::text AS revision_text`,
        [streamName, count, expected],
      );
    }
    if (result.rows.length === 1) return Number(result.rows[0]!.revision_text);
    // Read committed: this statement sees the revision written by whichever append beat us.
    const current = await client.query<{ revision_text: string }>(
      `SELECT revision::text AS revision_text FROM event_streams WHERE stream_name = $1`,
      [streamName],
    );
    const actual = current.rows.length === 0 ? 'no_stream' : Number(current.rows[0]!.revision_text);
    throw new WrongExpectedRevisionError(streamName, expected, actual);
  }

  private async findStored(events: PreparedEvent[]): Promise<StoredEventRef[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE event_id = ANY($1::uuid[])`,
      [events.map((e) => e.id)],
    );
    return rows.map((row) => ({
      id: row.event_id,
      streamName: row.stream_name,
      revision: Number(row.revision_text),
      position: toPosition(row.commit_text, row.position_text),
    }));
  }
}

function toPosition(commitId: string, globalPosition: string): GlobalPosition {
  return { commit: BigInt(commitId), prepare: BigInt(globalPosition) };
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamName: row.stream_name,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    revision: Number(row.revision_text),
    globalPosition: row.position_text,
    position: toPosition(row.commit_text, row.position_text),
    recordedAt: row.recorded_at,
  };
}

function isPgError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
