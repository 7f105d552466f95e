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
import { DepositAnswerSchema, DepositQueuePageSchema, QueuedDepositSchema } from '../shared/wallet.schema';

/** Finance's deposit queue: approving a verified bank transfer credits it. */
@ApiTags('admin')
@Controller('admin/deposits')
@UseGuards(AdminGuard)
export class ReviewDepositsController extends FinanceQueueController('deposit', {
  page: DepositQueuePageSchema,
  item: QueuedDepositSchema,
  answer: DepositAnswerSchema,
}) {
  constructor(commands: CommandBus, reads: WalletReads, pages: FinanceQueuePages) {
    super(commands, reads, pages);
  }

  @ApiOkResponse({ type: DepositAnswerSchema })
  @Post(':id/approve')
  @HttpCode(200)
  @Idempotent()
  approve(@Param('id') id: string, @Body() body: ApproveDto, @Req() req: Request) {
    return this.decide(id, 'accept', body.reason || 'Transfer verified by finance', req);
  }
}
