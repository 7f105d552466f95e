import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { Idempotent } from '../shared/idempotency/idempotency.interceptor';
import { WalletReads } from '../shared/wallet-reads';
import { FinanceQueuePages } from '../shared/finance-queue-pages';
import { asksForPage, toPage } from '../../../infrastructure/http/paging';
import { ApproveDto, RejectDto, StatusQueryDto } from '../shared/review.dto';
import { FinanceReviewCommand, ReviewDecision } from '../shared/finance-review.handler';

/** Finance's deposit queue. Every decision records the acting admin and the reason. */
@ApiTags('admin')
@Controller('admin/deposits')
@UseGuards(AdminGuard)
export class ReviewDepositsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: WalletReads,
    private readonly pages: FinanceQueuePages,
  ) {}

  @Get()
  /** Paged (`{ items, total, page, pageSize }`) when asked with page, pageSize or search; else the whole queue as an array. */
  list(@Query() query: StatusQueryDto) {
    if (asksForPage(query)) return this.pages.deposits(query.status, toPage(query));
    return this.reads.depositQueue(query.status);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Idempotent()
  approve(@Param('id') id: string, @Body() body: ApproveDto, @Req() req: Request) {
    return this.decide(id, 'accept', body.reason || 'Transfer verified by finance', req);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Idempotent()
  reject(@Param('id') id: string, @Body() body: RejectDto, @Req() req: Request) {
    return this.decide(id, 'reject', body.reason, req);
  }

  private decide(id: string, decision: ReviewDecision, reason: string, req: Request) {
    const context = { ...commandContext(req), actorUserId: currentUser(req).id };
    return this.commands.execute(new FinanceReviewCommand('deposit', id, decision, reason, context));
  }
}
