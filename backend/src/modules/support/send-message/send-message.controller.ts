import { Body, Controller, HttpException, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SendSupportMessageDto } from './send-message.dto';
import { firstRow } from '../../../infrastructure/database/first-row';

/**
 * Over the last hour, counted in PostgreSQL so every instance agrees: 5 per sender e-mail, and 20
 * per client address (looser, because an office or a phone network shares one address).
 */
export const SUPPORT_MESSAGES_PER_EMAIL_PER_HOUR = 5;
export const SUPPORT_MESSAGES_PER_ADDRESS_PER_HOUR = 20;

/** The contact form: anyone may write (signed in or not); the message waits in the admins' support inbox. */
@ApiTags('support')
@Controller('support/messages')
export class SendSupportMessageController {
  constructor(private readonly dataSource: DataSource) {}

  @ApiCreatedResponse({
    schema: {
      type: 'object',
      required: ['id', 'status', 'receivedAt'],
      properties: {
        id: { type: 'string' },
        status: { type: 'string', enum: ['received'] },
        receivedAt: { type: 'string', format: 'date-time' },
      },
    },
  })
  @Post()
  async send(
    @Body() body: SendSupportMessageDto,
    @Req() req: Request,
  ): Promise<{ id: string; status: 'received'; receivedAt: string }> {
    const ip = (req.ip ?? 'unknown').slice(0, 64);
    const email = body.email.toLowerCase();
    const { by_ip, by_email } = firstRow(
      await this.dataSource.query<Array<{ by_ip: number; by_email: number }>>(
        `SELECT count(*) FILTER (WHERE ip = $1)::int AS by_ip, count(*) FILTER (WHERE lower(email) = $2)::int AS by_email
         FROM support_messages WHERE created_at > now() - interval '1 hour' AND (ip = $1 OR lower(email) = $2)`,
        [ip, email],
      ),
      'the support throttle counts',
    );
    if (by_ip >= SUPPORT_MESSAGES_PER_ADDRESS_PER_HOUR || by_email >= SUPPORT_MESSAGES_PER_EMAIL_PER_HOUR) {
      throw new HttpException(
        {
          message: 'You have sent several messages in the last hour. Please wait a while before writing again.',
          code: 'SUPPORT.TOO_MANY_MESSAGES',
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const id = randomUUID();
    const userId = commandContext(req).actorUserId;
    const row = firstRow(
      await this.dataSource.query<Array<{ created_at: Date }>>(
        `INSERT INTO support_messages (id, name, email, subject, message, user_id, ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING created_at`,
        [id, body.name, body.email, body.subject, body.message, userId, ip],
      ),
      'the support message insert',
    );
    return { id, status: 'received', receivedAt: row.created_at.toISOString() };
  }
}
