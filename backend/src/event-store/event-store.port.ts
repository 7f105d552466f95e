/**
 * The event store port. Two adapters implement it: PostgreSQL (default) and
 * EventStoreDB (when EVENTSTORE_CONNECTION_STRING is set). Both must pass
 * event-store.contract.ts.
 */

/** Metadata every event carries. recordedAt is set by the store when absent. */
export interface EventMetadata {
  correlationId?: string;
  causationId?: string;
  actorUserId?: string | null;
  recordedAt?: string;
  [key: string]: unknown;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** A UUID. Appending an event whose id is already in the stream is a no-op. */
  id: string;
  type: Type;
  data: Data;
  metadata?: EventMetadata;
}

/**
 * A position in the global order. Compared lexicographically (commit, then prepare).
 * PostgreSQL: commit = the writing transaction's id (xid8), prepare = the sequence number.
 * EventStoreDB: its own commit and prepare positions.
 */
export interface GlobalPosition {
  commit: bigint;
  prepare: bigint;
}

export const START_POSITION: GlobalPosition = { commit: -1n, prepare: -1n };

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** A position as text, `commit.prepare` (the SSE event id, the read-your-writes cookie). */
export function positionId(position: GlobalPosition): string {
  return `${position.commit}.${position.prepare}`;
}

/** `commit.prepare` back to a position; null for anything else (a forged or foreign id). */
export function parsePositionId(id: string | undefined): GlobalPosition | null {
  const match = /^(-?\d{1,20})\.(-?\d{1,20})$/.exec(id ?? '');
  if (!match) return null;
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  streamName: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  /** 0-based index of the event within its stream. */
  revision: number;
  /** A unique, human-readable number for the event in the whole store (PG: sequence; ESDB: commit position). */
  globalPosition: string;
  /** Where the event stands in the global order; use it for checkpoints. */
  position: GlobalPosition;
  recordedAt: Date;
}

/** 'no_stream': the stream must not exist. 'any': no check. A number: the revision of the stream's last event. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** Revision of the stream's last event after the append (pass it as the next expectedRevision). */
  nextExpectedRevision: number;
  /** Position of the last event appended (or already present, for an idempotent repeat). */
  position: GlobalPosition;
  /** True when the store wrote `options.record` in the append's own transaction. */
  recordStored?: boolean;
}

/**
 * A caller's record, written in the append's own transaction under the caller's key: how a client's
 * retry key is bound to the events it caused (the HTTP layer keeps an Idempotency-Key's answer this
 * way). The store does not interpret `content`. A key already taken (answered, or by another
 * fingerprint) refuses the append with RecordKeyTakenError. Adapters that cannot write it in the
 * same transaction leave it unwritten (`recordStored` false) and the caller writes it itself.
 */
export interface KeyedRecord {
  /** Whose key it is (keys of different owners never collide). */
  owner: string;
  key: string;
  /** What the key was used for: the same key with another fingerprint is a different request. */
  fingerprint: string;
  content: unknown;
}

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
  record?: KeyedRecord;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Default: from the start. */
  after?: GlobalPosition;
  maxCount?: number;
}

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  appendToStream(streamName: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /** The whole stream in revision order; [] when it does not exist. */
  readStream(streamName: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
  /**
   * Events in global order. Never returns an event while an earlier one (in global order)
   * may still be committed later: a reader that polls with `after` never skips one.
   */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Position of the newest event a reader can see now (START_POSITION when none). */
  headPosition(): Promise<GlobalPosition>;
  /**
   * Optional, for health and lag: how many events readAll({ after }) could return now, counted up to
   * `cap` without reading them. Without it, callers read (capped) and count.
   */
  countAfter?(after: GlobalPosition, cap: number): Promise<number>;
  /**
   * Optional: several appends to one stream in one go (one round trip where the store can), in
   * order, each expecting the revision the one before it leaves and tried only if that one was
   * appended. Each entry is the append's result, or null when it was not appended (a conflict, a
   * repeat, a link after one of those, an error): the caller runs it again on its own.
   */
  appendChain?(streamName: string, appends: ChainedAppend[]): Promise<Array<AppendResult | null>>;
  close(): Promise<void>;
}

export interface ChainedAppend {
  events: NewEvent[];
  options: AppendOptions;
}

export const EVENT_STORE = Symbol('EVENT_STORE');

/** The stream's revision did not match what the caller expected. Retry (re-read, decide again) or answer 409. */
export class WrongExpectedRevisionError extends Error {
  readonly code = 'EVENT_STORE.WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamName} is at revision ${String(actual)}, expected ${String(expected)}.`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** The record's key already has a record, or belongs to another fingerprint: nothing was appended. */
export class RecordKeyTakenError extends Error {
  readonly code = 'EVENT_STORE.RECORD_KEY_TAKEN';
  constructor(readonly key: string) {
    super(`The key ${key} already has a record or belongs to another request.`);
    this.name = 'RecordKeyTakenError';
  }
}

/** The same event id was appended again together with different events. */
export class DuplicateEventIdError extends Error {
  readonly code = 'EVENT_STORE.DUPLICATE_EVENT_ID';
  constructor(
    readonly streamName: string,
    readonly eventId: string,
  ) {
    super(`Event ${eventId} is already in a different position or stream than ${streamName}.`);
    this.name = 'DuplicateEventIdError';
  }
}

export function streamNames() {
  return {
    user: (userId: string) => `user-${userId}`,
    wallet: (userId: string) => `wallet-${userId}`,
    /** Eligibility, identity level and the player's own limits (docs/decisions/eligibility.md). */
    player: (userId: string) => `player-${userId}`,
    tournament: (tournamentId: string) => `tournament-${tournamentId}`,
    /** Every rated match of one sport, in rating order (docs/decisions/ratings-stream.md). */
    ratings: (sport: 'padel' | 'pickleball') => `ratings-${sport}`,
    platform: (account: string) => `platform-${account}`,
  };
}
