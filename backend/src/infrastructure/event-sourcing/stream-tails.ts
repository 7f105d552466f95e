import { EventStore, RecordedEvent } from '../../event-store/event-store.port';

/**
 * Events kept in memory over all streams (tens of MB at most); the least recently read streams go
 * first. The bench's hot wallet, the longest stream it makes, holds about 20,000.
 */
const DEFAULT_MAX_EVENTS = 50_000;

/**
 * Whole streams for readers that fold them again and again (the tournament process manager reads
 * a tournament's stream and every player's wallet on each pass): the first read fetches the
 * stream, later reads fetch only the events after the last one held. Streams only grow and
 * events never change, so what is held is never wrong; every read still asks the store for the
 * tail, so it is never stale either, whichever instance appended.
 */
export class StreamTails {
  private readonly streams = new Map<string, RecordedEvent[]>();
  private held = 0;

  constructor(
    private readonly store: EventStore,
    private readonly maxEvents = DEFAULT_MAX_EVENTS,
  ) {}

  async read(streamName: string): Promise<RecordedEvent[]> {
    const known = this.streams.get(streamName) ?? [];
    const last = known.at(-1);
    const tail = await this.store.readStream(streamName, { fromRevision: last ? last.revision + 1 : 0 });
    // Two reads of one stream may overlap: add only what is newer than what is held by now.
    let current = this.streams.get(streamName);
    if (!current) {
      current = known; // new, or dropped by evict() meanwhile: held again from now
      this.held += known.length;
    }
    const newest = current.at(-1)?.revision ?? -1;
    for (const event of tail) {
      if (event.revision > newest) {
        current.push(event);
        this.held++;
      }
    }
    this.streams.delete(streamName); // re-inserted last: the Map's order is the reading order
    this.streams.set(streamName, current);
    this.evict();
    return current.slice();
  }

  private evict(): void {
    for (const [name, events] of this.streams) {
      if (this.held <= this.maxEvents || this.streams.size === 1) return;
      this.streams.delete(name);
      this.held -= events.length;
    }
  }
}
