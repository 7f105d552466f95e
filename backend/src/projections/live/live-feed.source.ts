import {
  AppendOptions,
  AppendResult,
  EventStore,
  GlobalPosition,
  NewEvent,
  ReadAllOptions,
  RecordedEvent,
  comparePositions,
} from '../../event-store/event-store.port';

/**
 * The store as the live feed reads it: only events every read model has applied (`applied`
 * returns the read models' lowest checkpoint). Read-only.
 */
export class LiveFeedSource implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly applied: () => Promise<GlobalPosition>,
  ) {}

  get kind(): EventStore['kind'] {
    return this.inner.kind;
  }

  appendToStream(_streamName: string, _events: NewEvent[], _options: AppendOptions): Promise<AppendResult> {
    return Promise.reject(new Error('The live feed only reads the log.'));
  }

  readStream(streamName: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamName, options);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = await this.applied();
    if (options.after && comparePositions(options.after, limit) >= 0) return [];
    const events = await this.inner.readAll(options);
    return events.filter((event) => comparePositions(event.position, limit) <= 0);
  }

  async headPosition(): Promise<GlobalPosition> {
    const [head, limit] = await Promise.all([this.inner.headPosition(), this.applied()]);
    return comparePositions(head, limit) <= 0 ? head : limit;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
