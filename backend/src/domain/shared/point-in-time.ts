/**
 * A view of the log "as it stood at" an instant is a prefix of the log, never a filter over it.
 * `recordedAt` comes from the clock of the instance that appended the event, so a later event can
 * carry an earlier time than the one before it (two instances a few milliseconds apart). Filtering
 * by time could then show a refund without the escrow it returns, or a prize without its
 * settlement: a state that never existed. Cutting at the first event recorded after the instant
 * shows only states that did (issue 19, docs/decisions/escrow-ordering.md).
 */

/** The longest prefix of `events` (in log order) whose every event was recorded at or before `cutoffMs`. */
export function prefixRecordedBy<T>(events: readonly T[], cutoffMs: number, recordedAtMs: (event: T) => number): T[] {
  const end = events.findIndex((event) => recordedAtMs(event) > cutoffMs);
  return end === -1 ? [...events] : events.slice(0, end);
}
