import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { Idempotent } from '../shared/idempotency/idempotency.interceptor';
import { ApproveDto, RejectDto, StatusQueryDto } from '../shared/review.dto';
import { WalletReads } from '../shared/wallet-reads';
import { FinanceReviewCommand, ReviewDecision } from '../shared/finance-review.handler';
import { FinanceQueuePages } from '../shared/finance-queue-pages';
import { asksForPage, toPage } from '../../../infrastructure/http/paging';

/** Finance's withdrawal queue, with full bank details (only here) to pay them out. */
@ApiTags('admin')
@Controller('admin/withdrawals')
@UseGuards(AdminGuard)
export class ReviewWithdrawalsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: WalletReads,
    private readonly pages: FinanceQueuePages,
  ) {}

  @Get()
  /** Paged (`{ items, total, page, pageSize }`) when asked with page, pageSize or search; else the whole queue as an array. */
  list(@Query() query: StatusQueryDto) {
    if (asksForPage(query)) return this.pages.withdrawals(query.status, toPage(query));
    return this.reads.withdrawalQueue(query.status);
  }

  @Post(':id/complete')
  @HttpCode(200)
  @Idempotent()
  complete(@Param('id') id: string, @Body() body: ApproveDto, @Req() req: Request) {
    return this.decide(id, 'accept', body.reason || 'Paid out by finance', req);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Idempotent()
  reject(@Param('id') id: string, @Body() body: RejectDto, @Req() req: Request) {
    return this.decide(id, 'reject', body.reason, req);
  }

  private decide(id: string, decision: ReviewDecision, reason: string, req: Request) {
    const context = { ...commandContext(req), actorUserId: currentUser(req).id };
    return this.commands.execute(new FinanceReviewCommand('withdrawal', id, decision, reason, context));
  }
}
