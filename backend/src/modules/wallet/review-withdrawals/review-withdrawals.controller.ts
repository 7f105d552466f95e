import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminGuard } from '../../identity/identity.public';
import { FinanceQueueController } from '../shared/finance-queue.controller';
import { FinanceQueuePages } from '../shared/finance-queue-pages';
import { Idempotent } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { ApproveDto } from '../shared/review.dto';
import { WalletReads } from '../shared/wallet-reads';
import { QueuedWithdrawalSchema, ReviewedWithdrawalSchema, WithdrawalQueuePageSchema } from '../shared/wallet.schema';

/** Finance's withdrawal queue, with full bank details (only here) to pay them out. */
@ApiTags('admin')
@Controller('admin/withdrawals')
@UseGuards(AdminGuard)
export class ReviewWithdrawalsController extends FinanceQueueController('withdrawal', {
  page: WithdrawalQueuePageSchema,
  item: QueuedWithdrawalSchema,
  answer: ReviewedWithdrawalSchema,
}) {
  constructor(commands: CommandBus, reads: WalletReads, pages: FinanceQueuePages) {
    super(commands, reads, pages);
  }

  @ApiOkResponse({ type: ReviewedWithdrawalSchema })
  @Post(':id/complete')
  @HttpCode(200)
  @Idempotent()
  complete(@Param('id') id: string, @Body() body: ApproveDto, @Req() req: Request) {
    return this.decide(id, 'accept', body.reason || 'Paid out by finance', req);
  }
}
