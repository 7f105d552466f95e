import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../domain/shared/decider';
import { PageQueryDto, direction, paged, toPage } from '../../../infrastructure/http/paging';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { firstRow } from '../../../infrastructure/database/first-row';
import { SupportMessagePageSchema, SupportMessageSchema } from './support-message.schema';

interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: string | null;
  handled_at: Date | null;
  handled_by: string | null;
  handled_by_email: string | null;
  created_at: Date;
}

const view = (r: MessageRow): SupportMessageSchema => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  userId: r.user_id,
  receivedAt: r.created_at.toISOString(),
  handledAt: r.handled_at?.toISOString() ?? null,
  handledBy: r.handled_by ? { id: r.handled_by, email: r.handled_by_email } : null,
});

const SELECT = `SELECT m.*, h.email AS handled_by_email FROM support_messages m LEFT JOIN users h ON h.id = m.handled_by`;

/** The admins' support inbox: open messages first (oldest first), then handled ones. */
@ApiTags('admin')
@Controller('admin/support/messages')
@UseGuards(AdminGuard)
export class SupportInboxController {
  constructor(private readonly dataSource: DataSource) {}

  @ApiOkResponse({ type: SupportMessagePageSchema })
  @Get()
  async list(@Query() query: PageQueryDto) {
    const page = toPage(query);
    const where = `WHERE ($1::text IS NULL OR m.email ILIKE $1 OR m.name ILIKE $1 OR m.subject ILIKE $1)`;
    const { total } = firstRow(
      await this.dataSource.query<Array<{ total: string }>>(
        `SELECT count(*) AS total FROM support_messages m ${where}`,
        [page.like],
      ),
      'the count of support messages',
    );
    const rows = await this.dataSource.query<MessageRow[]>(
      `${SELECT} ${where} ORDER BY (m.handled_at IS NOT NULL), m.created_at ${direction(page, 'oldest')}, m.id LIMIT $2 OFFSET $3`,
      [page.like, page.pageSize, page.offset],
    );
    return paged(rows.map(view), total, page);
  }

  /** Idempotent: handling a handled message keeps who handled it first. */
  @ApiOkResponse({ type: SupportMessageSchema })
  @Post(':id/handled')
  @HttpCode(200)
  async handled(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => notFound() })) id: string,
    @Req() req: Request,
  ) {
    await this.dataSource.query(
      `UPDATE support_messages SET handled_at = now(), handled_by = $2 WHERE id = $1 AND handled_at IS NULL`,
      [id, currentUser(req).id],
    );
    const [row] = await this.dataSource.query<MessageRow[]>(`${SELECT} WHERE m.id = $1`, [id]);
    if (!row) throw notFound();
    return view(row);
  }
}

function notFound() {
  return new DomainError('SUPPORT.MESSAGE_NOT_FOUND', 'No such support message.', 'not_found');
}
