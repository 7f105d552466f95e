import { types as pgTypes, type CustomTypesConfig, type Pool } from 'pg';
import {
  AppendOptions,
  AppendResult,
  ChainedAppend,
  DuplicateEventIdError,
  KeyedRecord,
  RecordKeyTakenError,
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
import { firstRow } from '../../infrastructure/database/first-row';
import { findRepeat, prepareEvents, PreparedEvent, StoredEventRef } from '../append-checks';
import { AppendCall, AppendRow, GroupCommit, GroupCommitOptions, singleAppend } from './group-commit';

export interface PostgresEventStoreOptions {
  /**
   * Test hook: runs inside the append transaction after the events are inserted and before COMMIT.
   * Lets tests hold a transaction open so that commit order differs from global_position order.
   */
  beforeCommit?: (context: { streamName: string; positions: GlobalPosition[] }) => Promise<void>;
  /** Group commit (see GroupCommit); appends in flight at once, and the most in one statement. */
  groupCommit?: GroupCommitOptions;
}

const DEFAULT_GROUP_COMMIT: GroupCommitOptions = { maxInFlight: 2, maxBatch: 64 };

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
/** Raised by append_events when a twin answered the record's key first. */
const KEY_ANSWERED = 'CC409';

// bigint and xid8 travel as text (exact in BigInt). The aliases differ from the column names on
// purpose: ORDER BY would otherwise resolve a bare name to the text alias and sort '10' before '9'.
const EVENT_COLUMNS = `event_id, stream_name, revision::text AS revision_text, type, data, metadata, recorded_at,
  global_position::text AS position_text, transaction_id::text AS commit_text`;

/**
 * Every event that readAll may return: its writing transaction finished before every transaction
 * still running started, so no event can later appear before it in (transaction_id, global_position).
 */
const VISIBLE = `transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;

const TIMESTAMPTZ = 1184;
const parseTimestamptz = pgTypes.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => unknown;
let lastRecordedAt = { text: '', ms: 0 };

/**
 * readAll's column types: recorded_at is parsed once per distinct instant (events appended
 * together share it; the bench's 200,824 events have 5,297), each event still gets a Date of its
 * own. Every other type parses as pg's defaults.
 */
const READ_ALL_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
    oid === TIMESTAMPTZ && format !== 'binary'
      ? parseRecordedAt
      : (pgTypes.getTypeParser(oid, format) as unknown)) as CustomTypesConfig['getTypeParser'],
};

function parseRecordedAt(text: string): unknown {
  if (text === lastRecordedAt.text) return new Date(lastRecordedAt.ms);
  const parsed = parseTimestamptz(text);
  if (parsed instanceof Date) lastRecordedAt = { text, ms: parsed.getTime() };
  return parsed;
}

/** The pool belongs to the caller (it is shared with the rest of the app), so close() leaves it open. */
export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;

  private readonly groupCommit: GroupCommit;

  constructor(
    private readonly pool: Pool,
    private readonly options: PostgresEventStoreOptions = {},
  ) {
    this.groupCommit = new GroupCommit(pool, options.groupCommit ?? DEFAULT_GROUP_COMMIT);
  }

  async appendToStream(streamName: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const { expectedRevision, record } = options;
    const prepared = prepareEvents(streamName, events, expectedRevision);
    for (let attempt = 1; ; attempt++) {
      let outcome: AppendOutcome;
      try {
        outcome = await this.appendOnce(streamName, prepared, expectedRevision, record);
      } catch (error) {
        // A concurrent transaction inserted one of our ids (unique violation: it committed), the
        // same ids in the opposite order (deadlock: it may still be running, and the retry waits
        // for it), or answered our record's key: the next round sees what it wrote.
        if (
          attempt < MAX_ATTEMPTS &&
          (isPgError(error, UNIQUE_VIOLATION) || isPgError(error, DEADLOCK_DETECTED) || isPgError(error, KEY_ANSWERED))
        ) {
          continue;
        }
        if (isPgError(error, UNIQUE_VIOLATION) || isPgError(error, DEADLOCK_DETECTED)) {
          throw new DuplicateEventIdError(streamName, prepared[0]!.id); // a row of `prepared` collided
        }
        throw error;
      }
      switch (outcome.kind) {
        case 'appended':
          return record ? { ...outcome.result, recordStored: true } : outcome.result;
        case 'stored': {
          // Checked first so that a client retry succeeds even though the stream has moved on since.
          const repeat = findRepeat(streamName, prepared, outcome.stored);
          if (repeat) return repeat;
          continue; // not reachable: findRepeat returns or throws when something is stored
        }
        case 'key_taken':
          throw new RecordKeyTakenError(record!.key);
        case 'wrong_revision':
          throw new WrongExpectedRevisionError(streamName, expectedRevision, outcome.actual);
      }
    }
  }

  async appendChain(streamName: string, appends: ChainedAppend[]): Promise<Array<AppendResult | null>> {
    if (this.options.beforeCommit) {
      // The test hook holds single appends open: one after another, stopping at the first that fails.
      const results: Array<AppendResult | null> = [];
      for (const { events, options } of appends) {
        if (results.length > 0 && results.at(-1) === null) {
          results.push(null);
          continue;
        }
        results.push(await this.appendToStream(streamName, events, options).catch(() => null));
      }
      return results;
    }
    const calls = appends.map(({ events, options }) =>
      appendCall(
        streamName,
        prepareEvents(streamName, events, options.expectedRevision),
        options.expectedRevision,
        options.record,
      ),
    );
    let rows: AppendRow[];
    try {
      rows = await this.groupCommit.appendChain(calls);
    } catch {
      return appends.map(() => null); // each is run again on its own, which reports the error
    }
    return rows.map((row, i) =>
      row.outcome === 'appended'
        ? {
            nextExpectedRevision: Number(row.revision_text),
            position: toPosition(row.commit_text!, row.position_text!), // set when appended
            ...(appends[i]!.options.record ? { recordStored: true } : {}), // one row per append
          }
        : null,
    );
  }

  async readStream(streamName: string, options: { fromRevision?: number } = {}): Promise<RecordedEvent[]> {
    const from = options.fromRevision ?? 0;
    if (!Number.isSafeInteger(from) || from < 0) throw new TypeError(`fromRevision must be a non-negative integer.`);
    const { rows } = await this.pool.query<EventRow>({
      name: 'cc_read_stream',
      text: `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_name = $1 AND revision >= $2 ORDER BY events.revision`,
      values: [streamName, from],
    });
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
    const { rows } = await this.pool.query<EventRow>({
      name: 'cc_read_all',
      text: `SELECT ${EVENT_COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND ${VISIBLE}
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      values: [commit.toString(), after.prepare.toString(), maxCount],
      types: READ_ALL_TYPES,
    });
    return rows.map(toRecordedEvent);
  }

  async headPosition(): Promise<GlobalPosition> {
    return this.head('cc_head_position', `WHERE ${VISIBLE}`);
  }

  /**
   * The newest committed event, whether or not a transaction still open hides it from readAll
   * (headPosition): what the bench's lag sampler measures from, so that such a hold counts as lag.
   */
  committedHead(): Promise<GlobalPosition> {
    return this.head('cc_committed_head', '');
  }

  private async head(name: string, where: string): Promise<GlobalPosition> {
    const { rows } = await this.pool.query<{ commit_text: string; position_text: string }>({
      name,
      text: `SELECT transaction_id::text AS commit_text, global_position::text AS position_text FROM events
        ${where}
        ORDER BY events.transaction_id DESC, events.global_position DESC
        LIMIT 1`,
    });
    const [row] = rows;
    return row ? toPosition(row.commit_text, row.position_text) : START_POSITION;
  }

  async countAfter(after: GlobalPosition, cap: number): Promise<number> {
    const commit = after.commit < 0n ? 0n : after.commit;
    // Same range and bound as readAll, served by events_global_order_idx without touching the rows' data.
    const { rows } = await this.pool.query<{ n: string }>({
      name: 'cc_count_after',
      text: `SELECT count(*)::text AS n FROM (
         SELECT 1 FROM events
          WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND ${VISIBLE}
          LIMIT $3) pending`,
      values: [commit.toString(), after.prepare.toString(), cap],
    });
    return Number(firstRow(rows, 'count of events after a position').n);
  }

  async close(): Promise<void> {
    // Nothing to release: the pool is owned by whoever created it.
  }

  /**
   * One call of append_events (migration 1763700010000): the id check, the record's key, the
   * expected-revision check, the insert and the key's answer in one statement, so one round trip
   * and one transaction. With the beforeCommit test hook it runs inside BEGIN ... COMMIT instead,
   * so that a test can hold the transaction open.
   */
  private async appendOnce(
    streamName: string,
    events: PreparedEvent[],
    expectedRevision: ExpectedRevision,
    record: KeyedRecord | undefined,
  ): Promise<AppendOutcome> {
    const call = appendCall(streamName, events, expectedRevision, record);
    const { params } = call;
    let row: AppendRow;
    if (!this.options.beforeCommit) {
      row = await this.groupCommit.append(call);
    } else {
      const client = await this.pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        try {
          row = firstRow((await client.query<AppendRow>(singleAppend(params))).rows, 'append_events');
          if (row.outcome === 'appended') {
            const { rows } = await client.query<{ position_text: string; commit_text: string }>(
              `SELECT global_position::text AS position_text, transaction_id::text AS commit_text FROM events
                WHERE stream_name = $1 AND revision > $2 ORDER BY revision`,
              [streamName, Number(row.revision_text) - events.length],
            );
            const positions = rows.map((r) => toPosition(r.commit_text, r.position_text));
            await this.options.beforeCommit({ streamName, positions });
          }
          await client.query('COMMIT');
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
    switch (row.outcome) {
      case 'appended':
        return {
          kind: 'appended',
          result: {
            nextExpectedRevision: Number(row.revision_text),
            position: toPosition(row.commit_text!, row.position_text!),
          },
        };
      case 'stored':
        return {
          kind: 'stored',
          stored: (row.detail as StoredJson[]).map((s) => ({
            id: s.id,
            streamName: s.stream,
            revision: Number(s.revision),
            position: toPosition(s.commit, s.position),
          })),
        };
      case 'key_taken':
        return { kind: 'key_taken' };
      default:
        return { kind: 'wrong_revision', actual: row.revision_text === null ? 'no_stream' : Number(row.revision_text) };
    }
  }
}

/** One append in the two shapes append_events and append_events_batch take. */
export function appendCall(
  streamName: string,
  events: PreparedEvent[],
  expectedRevision: ExpectedRevision,
  record: KeyedRecord | undefined,
): AppendCall {
  const expected = expectedRevision === 'no_stream' ? -1 : expectedRevision === 'any' ? -2 : expectedRevision;
  const ids = events.map((e) => e.id);
  const types = events.map((e) => e.type);
  const recordedAt = events.map((e) => e.recordedAt);
  // The record goes into idempotency_keys (append_events); its status column stays empty: the caller
  // keeps whatever it needs in the content.
  const key = [record?.owner ?? null, record?.key ?? null, record?.fingerprint ?? null, null] as const;
  return {
    params: [
      streamName,
      expected,
      ids,
      types,
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
      recordedAt,
      ...key,
      record ? JSON.stringify(record.content ?? null) : null,
    ],
    item: {
      stream: streamName,
      expected,
      ids,
      types,
      data: events.map((e) => e.data),
      metadata: events.map((e) => e.metadata),
      recordedAt,
      keyUser: key[0],
      key: key[1],
      keyHash: key[2],
      keyStatus: key[3],
      ...(record ? { keyBody: record.content ?? null } : {}),
    },
  };
}

type AppendOutcome =
  | { kind: 'appended'; result: AppendResult }
  | { kind: 'stored'; stored: StoredEventRef[] }
  | { kind: 'key_taken' }
  | { kind: 'wrong_revision'; actual: number | 'no_stream' };

interface StoredJson {
  id: string;
  stream: string;
  revision: string;
  commit: string;
  position: string;
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
