import { ApiProperty } from '@nestjs/swagger';
import { ApiNullable } from '../../../infrastructure/http/api-schema';
import type { MailboxMessage } from './mailbox-message';

/** The OpenAPI schema of a development mailbox message; `implements` keeps it in step with MailboxMessage. */
export class MailboxMessageSchema implements MailboxMessage {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['email', 'sms'] }) channel: 'email' | 'sms';
  @ApiProperty({ description: 'The e-mail address or phone number.' }) recipient: string;
  @ApiNullable({ type: String, description: 'Null for a text message.' }) subject: string | null;
  @ApiProperty({ description: 'The message as it would be sent, links included.' }) text: string;
  @ApiProperty({ example: 'pending' }) status: string;
  @ApiProperty({ type: 'integer' }) attempts: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
