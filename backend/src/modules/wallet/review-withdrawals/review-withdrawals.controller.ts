import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { Idempotent } from '../shared/idempotency/idempotency.interceptor';
import { ApproveDto, RejectDto, StatusQueryDto } from '../shared/review.dto';
import { WalletReads, withdrawalView } from '../shared/wallet-reads';
import { FinanceQueuePages } from '../shared/finance-queue-pages';
import { asksForPage, toPage } from '../../../infrastructure/http/paging';
import { ReviewWithdrawalCommand } from './review-withdrawal.handler';
import { QueuedWithdrawalSchema, ReviewedWithdrawalSchema, WithdrawalQueuePageSchema } from '../shared/wallet.schema';

/** Finance's withdrawal queue, with full bank details (only here) to pay them out. */
@ApiTags('admin')
@ApiExtraModels(WithdrawalQueuePageSchema, QueuedWithdrawalSchema)
@Controller('admin/withdrawals')
@UseGuards(AdminGuard)
export class ReviewWithdrawalsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: WalletReads,
    private readonly pages: FinanceQueuePages,
  ) {}

  @ApiOkResponse({
    description: 'A page when asked with page, pageSize or search; else the whole queue.',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(WithdrawalQueuePageSchema) },
        { type: 'array', items: { $ref: getSchemaPath(QueuedWithdrawalSchema) } },
      ],
    },
  })
  @Get()
  /** Paged (`{ items, total, page, pageSize }`) when asked with page, pageSize or search; else the whole queue as an array. */
  list(@Query() query: StatusQueryDto) {
    if (asksForPage(query)) return this.pages.withdrawals(query.status, toPage(query));
    return this.reads.withdrawalQueue(query.status);
  }

  @ApiOkResponse({ type: ReviewedWithdrawalSchema })
  @Post(':id/complete')
  @HttpCode(200)
  @Idempotent()
  complete(@Param('id') id: string, @Body() body: ApproveDto, @Req() req: Request) {
    return this.decide(id, 'complete', body.reason || 'Paid out by finance', req);
  }

  @ApiOkResponse({ type: ReviewedWithdrawalSchema })
  @Post(':id/reject')
  @HttpCode(200)
  @Idempotent()
  reject(@Param('id') id: string, @Body() body: RejectDto, @Req() req: Request) {
    return this.decide(id, 'reject', body.reason, req);
  }

  private async decide(id: string, decision: 'complete' | 'reject', reason: string, req: Request) {
    const context = { ...commandContext(req), actorUserId: currentUser(req).id };
    await this.commands.execute<ReviewWithdrawalCommand, { userId: string }>(
      new ReviewWithdrawalCommand(id, decision, reason, context),
    );
    const row = await this.reads.withdrawal(id);
    if (!row) throw new Error(`withdrawal ${id} is missing from the read model`);
    return { ...withdrawalView(row, { fullAccountNumber: true }), ...(await this.reads.balances(row.userId)) };
  }
}
