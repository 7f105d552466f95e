import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EVENT_STORE, EventStore } from '../../event-store/event-store.port';
import { AdminGuard } from '../identity/identity.public';
import { EventStreamSchema } from './read-stream.schema';
import type { StreamView } from './read-stream.view';

const REDACTED_FIELDS = new Set(['passwordHash', 'secretCiphertext', 'recoveryCodeHashes']);

/** How admins, finance staff and tests read a stream: every event in order, secrets redacted. */
@ApiTags('admin')
@Controller('admin/streams')
export class ReadStreamController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @ApiOkResponse({ type: EventStreamSchema })
  @Get(':streamName')
  @UseGuards(AdminGuard)
  async read(@Param('streamName') streamName: string): Promise<StreamView> {
    const events = await this.store.readStream(streamName);
    return {
      stream: streamName,
      events: events.map((event) => ({
        id: event.id,
        type: event.type,
        data: redact(event.data),
        metadata: event.metadata,
        revision: event.revision,
        globalPosition: event.globalPosition,
        recordedAt: event.recordedAt.toISOString(),
      })),
    };
  }
}

function redact(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([key, value]) => [
      key,
      REDACTED_FIELDS.has(key) ? '[redacted]' : value,
    ]),
  );
}
