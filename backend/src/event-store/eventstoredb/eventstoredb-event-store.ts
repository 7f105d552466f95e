import {
  ANY,
  AllStreamResolvedEvent,
  AppendExpectedRevision,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  JSONType,
  NO_STREAM,
  Position,
  ReadPosition,
  RecordedEvent as EsdbRecordedEvent,
  ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
} from '@eventstore/db-client';
import { findRepeat, prepareEvents, PreparedEvent, StoredEventRef } from '../append-checks';
import {
  AppendResult,
  comparePositions,
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

const DEFAULT_MAX_COUNT = 1000;
/** $all pages are read a little larger than asked, because system events are dropped client-side. */
const MIN_PAGE_SIZE = 100;

/**
 * EventStoreDB adapter. The server orders $all itself (a single log, so commit order is position
 * order); the adapter adds what the port promises beyond ESDB's own semantics:
 * - idempotency by event id across the whole stream (ESDB only recognises a retry of the same
 *   batch at the same expected revision), at the cost of reading the stream before each append;
 * - system events ($-prefixed streams and types) are skipped, since client 6.x readAll has no filter.
 * Not enforced here: an event id being unique across different streams (ESDB has no index for it).
 */
export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;

  constructor(private readonly client: EventStoreDBClient) {}

  static fromConnectionString(connectionString: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString));
  }

  async appendToStream(
    streamName: string,
    events: NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const prepared = prepareEvents(streamName, events, expectedRevision);
    const repeat = findRepeat(streamName, prepared, await this.findStored(streamName, prepared));
    if (repeat) return repeat;
    try {
      const result = await this.client.appendToStream(streamName, prepared.map(toEventData), {
        expectedRevision: toEsdbExpectedRevision(expectedRevision),
      });
      const nextExpectedRevision = Number(result.nextExpectedRevision);
      // Report the position readStream/readAll give the last event (what a retry returns, and what
      // readers checkpoint with), not the write's log position, which differs for an idempotent write.
      // Servers before 22.6 do not return event positions on stream reads: fall back to the write's.
      const position =
        (await this.positionOf(streamName, nextExpectedRevision)) ??
        (result.position ? fromEsdbPosition(result.position) : START_POSITION);
      return { nextExpectedRevision, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // An identical append may have won the race: that makes ours a no-op, not a conflict.
      const raced = findRepeat(streamName, prepared, await this.findStored(streamName, prepared));
      if (raced) return raced;
      const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
      throw new WrongExpectedRevisionError(streamName, expectedRevision, actual);
    }
  }

  async readStream(streamName: string, options: { fromRevision?: number } = {}): Promise<RecordedEvent[]> {
    const from = options.fromRevision ?? 0;
    if (!Number.isSafeInteger(from) || from < 0) throw new TypeError(`fromRevision must be a non-negative integer.`);
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamName, { fromRevision: BigInt(from), direction: FORWARDS });
      for await (const resolved of read) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? START_POSITION;
    const maxCount = options.maxCount ?? DEFAULT_MAX_COUNT;
    if (!Number.isSafeInteger(maxCount) || maxCount < 1) throw new TypeError(`maxCount must be a positive integer.`);
    const events: RecordedEvent[] = [];
    let from: ReadPosition = after.commit < 0n ? START : after;
    // fromPosition is inclusive; `after` is exclusive, and so is the last position of a previous page.
    let seen = after;
    for (;;) {
      const page = await this.readAllPage(from, FORWARDS, Math.max(maxCount + 1, MIN_PAGE_SIZE));
      for (const { event } of page.entries) {
        if (event && comparePositions(event.position, seen) > 0) events.push(event);
      }
      if (events.length >= maxCount) return events.slice(0, maxCount);
      if (!page.full || !page.last || comparePositions(page.last, seen) <= 0) return events;
      from = seen = page.last;
    }
  }

  async headPosition(): Promise<GlobalPosition> {
    let from: ReadPosition = END;
    let seen: GlobalPosition | undefined;
    for (;;) {
      const page = await this.readAllPage(from, BACKWARDS, MIN_PAGE_SIZE);
      for (const { event } of page.entries) {
        // Reading backwards from a position returns that position's event again: skip it.
        if (event && (!seen || comparePositions(event.position, seen) < 0)) return event.position;
      }
      if (!page.full || !page.last || (seen && comparePositions(page.last, seen) >= 0)) return START_POSITION;
      from = seen = page.last;
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  /**
   * One bounded page of $all, consumed entirely (leaving a gRPC read half-consumed would keep the call
   * open). `last` is the position of the page's last record, system events included, to resume from.
   */
  private async readAllPage(
    from: ReadPosition,
    direction: typeof FORWARDS | typeof BACKWARDS,
    pageSize: number,
  ): Promise<{ entries: { event: RecordedEvent | null }[]; full: boolean; last?: GlobalPosition }> {
    const entries: { event: RecordedEvent | null }[] = [];
    let last: GlobalPosition | undefined;
    for await (const resolved of this.client.readAll({ fromPosition: from, direction, maxCount: pageSize })) {
      const position = resolved.event?.position ?? resolved.link?.position;
      if (position) last = fromEsdbPosition(position);
      entries.push({ event: toAllRecordedEvent(resolved) });
    }
    return { entries, full: entries.length >= pageSize, last };
  }

  /** Where the batch's ids already are in this stream (ESDB cannot look an id up in other streams). */
  private async findStored(streamName: string, events: PreparedEvent[]): Promise<StoredEventRef[]> {
    const wanted = new Set(events.map((e) => e.id));
    const found: StoredEventRef[] = [];
    for (const event of await this.readStream(streamName)) {
      if (wanted.has(event.id.toLowerCase())) {
        found.push({ id: event.id, streamName, revision: event.revision, position: event.position });
      }
    }
    return found;
  }

  private async positionOf(streamName: string, revision: number): Promise<GlobalPosition | undefined> {
    const read = this.client.readStream(streamName, {
      fromRevision: BigInt(revision),
      maxCount: 1,
      direction: FORWARDS,
    });
    // Read to the end, never return from inside the loop: a gRPC read left half-consumed stays open,
    // and the client's dispose() then waits for it forever (found by the stand-in's contract run).
    let position: GlobalPosition | undefined;
    for await (const resolved of read) {
      if (resolved.event?.position) position ??= fromEsdbPosition(resolved.event.position);
    }
    return position;
  }
}

function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

function toEventData(event: PreparedEvent) {
  return jsonEvent({
    id: event.id,
    type: event.type,
    // ESDB stores the JSON text as given; its typings only list objects, arrays and strings.
    data: event.data as JSONType,
    metadata: event.metadata,
  });
}

function fromEsdbPosition(position: Position): GlobalPosition {
  return { commit: position.commit, prepare: position.prepare };
}

function toRecordedEvent(resolved: ResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || !event.isJson) return null;
  const position =
    event.position ??
    (resolved.commitPosition !== undefined
      ? { commit: resolved.commitPosition, prepare: resolved.commitPosition }
      : START_POSITION);
  return fromEsdbEvent(event, fromEsdbPosition(position));
}

/** Null for events the port does not expose: links, system events and non-JSON events. */
function toAllRecordedEvent(resolved: AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || !event.isJson || event.streamId.startsWith('$') || event.type.startsWith('$')) return null;
  return fromEsdbEvent(event, fromEsdbPosition(event.position));
}

function fromEsdbEvent(event: EsdbRecordedEvent, position: GlobalPosition): RecordedEvent {
  const metadata = isMetadata(event.metadata) ? event.metadata : {};
  const recordedAt = typeof metadata.recordedAt === 'string' ? new Date(metadata.recordedAt) : event.created;
  return {
    id: event.id,
    streamName: event.streamId,
    type: event.type,
    data: event.data,
    metadata,
    revision: Number(event.revision),
    globalPosition: position.commit.toString(),
    position,
    recordedAt: Number.isNaN(recordedAt.getTime()) ? event.created : recordedAt,
  };
}

function isMetadata(value: unknown): value is EventMetadata {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}
