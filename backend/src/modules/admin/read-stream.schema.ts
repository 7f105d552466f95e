/**
 * The OpenAPI schema of a stream's events as admins read them. The classes `implement` what
 * ReadStreamController answers, so a field added there without its schema does not compile.
 */
import { ApiProperty } from '@nestjs/swagger';
import type { ReadStreamController } from './read-stream.controller';

type StreamView = Awaited<ReturnType<ReadStreamController['read']>>;
type StreamEvent = StreamView['events'][number];

export class StreamEventSchema implements StreamEvent {
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
