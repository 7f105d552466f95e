import type { EventMetadata } from '../../event-store/event-store.port';

/** One event of a stream as admins read it (GET /api/admin/streams/{streamName}), secrets redacted. */
export interface StreamEventView {
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  revision: number;
  globalPosition: string;
  recordedAt: string;
}

export interface StreamView {
  stream: string;
  events: StreamEventView[];
}
