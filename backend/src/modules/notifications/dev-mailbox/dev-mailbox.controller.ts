import { Controller, Get, Inject } from '@nestjs/common';
import { DomainError } from '../../../domain/shared/decider';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { messageText } from '../outbox/message-text';
import { OutboundMessage } from '../outbox/message-transport.port';
import { MailboxMessageSchema } from './dev-mailbox.schema';
import type { MailboxMessage } from './mailbox-message';

/**
 * The development mailbox: the latest 100 outbox messages as they would be sent. Only with
 * NODE_ENV=development (the messages hold sign-in secrets such as reset links), and only useful
 * while SMTP_URL is unset, when e-mails stay queued. Everywhere else the path is a plain 404. It is in
 * the OpenAPI document (so the dev page's types are generated), which production never publishes.
 */
@ApiTags('developer tools')
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOkResponse({ type: [MailboxMessageSchema], description: 'The latest 100, newest first.' })
  @Get()
  async list(): Promise<MailboxMessage[]> {
    if (this.config.nodeEnv !== 'development') throw new DomainError('NOT_FOUND', 'Not found.', 'not_found');
    const rows = await this.dataSource.query<
      Array<OutboundMessage & { status: string; attempts: number; created_at: Date }>
    >(
      `SELECT id, channel, recipient, subject, body, link, status, attempts, created_at
         FROM outbox ORDER BY created_at DESC, id LIMIT 100`,
    );
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      text: messageText(r, this.config.messaging.publicUrl),
      status: r.status,
      attempts: r.attempts,
      createdAt: r.created_at.toISOString(),
    }));
  }
}
