/**
 * The OpenAPI schema of a stream's events as admins read them. The classes `implement` the views
 * ReadStreamController answers (read-stream.view.ts), so a field added there without its schema does not compile.
 */
import { ApiProperty } from '@nestjs/swagger';
import type { StreamEventView, StreamView } from './read-stream.view';

export class StreamEventSchema implements StreamEventView {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'FundsDeposited' }) type: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The event's payload (a JSON object) as stored, secrets redacted.",
  })
  data: Record<string, unknown>;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'correlationId, causationId, actorUserId, reason, ... as recorded.',
  })
  metadata: Record<string, unknown>;
  @ApiProperty({ type: 'integer', description: '0-based index of the event within its stream.' }) revision: number;
  @ApiProperty({ description: 'The event store position (a bigint, as text).' }) globalPosition: string;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
}

export class EventStreamSchema implements StreamView {
  @ApiProperty({ example: 'wallet-3f0c…' }) stream: string;
  @ApiProperty({ type: [StreamEventSchema] }) events: StreamEventSchema[];
}
