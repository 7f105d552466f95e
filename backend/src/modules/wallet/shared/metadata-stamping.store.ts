import {
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  GlobalPosition,
  NewEvent,
  ReadAllOptions,
  RecordedEvent,
} from '../../../event-store/event-store.port';

/**
 * The store as `executeCommand` sees it, with extra metadata (the admin's reason, the payment
 * intent, the path that credited it) added to every event it appends. `executeCommand` itself
 * writes only correlation, causation and actor.
 */
export class MetadataStampingStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly extra: EventMetadata,
  ) {}

  get kind(): EventStore['kind'] {
    return this.inner.kind;
  }

  appendToStream(
    streamName: string,
    events: NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const stamped = events.map((event) => ({ ...event, metadata: { ...event.metadata, ...this.extra } }));
    return this.inner.appendToStream(streamName, stamped, options);
  }

  readStream(streamName: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamName, options);
  }

  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.inner.readAll(options);
  }

  headPosition(): Promise<GlobalPosition> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
