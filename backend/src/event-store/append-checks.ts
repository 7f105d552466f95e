/**
 * Input validation and idempotency rules shared by the event store adapters, so that both decide
 * "is this append a retry?" the same way.
 */
import {
  AppendResult,
  DuplicateEventIdError,
  EventMetadata,
  ExpectedRevision,
  GlobalPosition,
  NewEvent,
} from './event-store.port';

export interface PreparedEvent {
  /** Lower-case, as both stores return it. */
  id: string;
  type: string;
  data: unknown;
  /** The caller's metadata with recordedAt always set. */
  metadata: EventMetadata & { recordedAt: string };
  recordedAt: string;
}

/** Where an event id is already stored. */
export interface StoredEventRef {
  id: string;
  streamName: string;
  revision: number;
  position: GlobalPosition;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rejects malformed input before it reaches the database, where it would surface as a driver error. */
export function prepareEvents(
  streamName: string,
  events: NewEvent[],
  expectedRevision: ExpectedRevision,
): PreparedEvent[] {
  if (typeof streamName !== 'string' || streamName.length === 0) throw new TypeError('streamName must not be empty.');
  if (
    expectedRevision !== 'no_stream' &&
    expectedRevision !== 'any' &&
    !(Number.isSafeInteger(expectedRevision) && expectedRevision >= 0)
  ) {
    throw new TypeError(`expectedRevision must be 'no_stream', 'any' or a non-negative integer.`);
  }
  // An empty append has no event id to make it idempotent and no position to return.
  if (!Array.isArray(events) || events.length === 0) throw new TypeError('An append needs at least one event.');
  // One timestamp for the whole batch: the events were recorded together.
  const now = new Date().toISOString();
  const seen = new Set<string>();
  return events.map((event) => {
    if (typeof event.id !== 'string' || !UUID.test(event.id))
      throw new TypeError(`Event id ${String(event.id)} is not a UUID.`);
    if (typeof event.type !== 'string' || event.type.length === 0) throw new TypeError('Event type must not be empty.');
    const id = event.id.toLowerCase();
    if (seen.has(id)) throw new DuplicateEventIdError(streamName, id);
    seen.add(id);
    const given = event.metadata?.recordedAt;
    if (given !== undefined && (typeof given !== 'string' || Number.isNaN(Date.parse(given)))) {
      throw new TypeError(`metadata.recordedAt of event ${id} is not an ISO date.`);
    }
    const recordedAt = given ?? now;
    return {
      id,
      type: event.type,
      // JSON has no undefined; null is the closest value that round-trips.
      data: event.data === undefined ? null : event.data,
      metadata: { ...event.metadata, recordedAt },
      recordedAt,
    };
  });
}

/**
 * Decides whether an append repeats an earlier one. Returns the earlier result when every event is
 * already stored in this stream, in this order, at consecutive revisions (a client retry); null when
 * none is stored; otherwise throws DuplicateEventIdError, since an id was reused for something else.
 */
export function findRepeat(streamName: string, events: PreparedEvent[], stored: StoredEventRef[]): AppendResult | null {
  if (stored.length === 0) return null;
  const byId = new Map(stored.map((ref) => [ref.id.toLowerCase(), ref]));
  const refs: StoredEventRef[] = [];
  for (const event of events) {
    const ref = byId.get(event.id);
    if (!ref || ref.streamName !== streamName) {
      const offending = stored.find((s) => s.streamName !== streamName) ?? stored[0]!; // stored is not empty
      throw new DuplicateEventIdError(streamName, offending.id);
    }
    if (refs.length > 0 && ref.revision !== refs[refs.length - 1]!.revision + 1) {
      throw new DuplicateEventIdError(streamName, ref.id);
    }
    refs.push(ref);
  }
  const last = refs[refs.length - 1]!; // events is not empty, and each one pushed a ref
  return { nextExpectedRevision: last.revision, position: last.position };
}
