import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { Idempotent } from '../shared/idempotency/idempotency.interceptor';
import { WalletReads } from '../shared/wallet-reads';
import { FinanceQueuePages } from '../shared/finance-queue-pages';
import { asksForPage, toPage } from '../../../infrastructure/http/paging';
import { ReviewDepositCommand } from './review-deposit.handler';
import { ApproveDto, RejectDto, StatusQueryDto } from '../shared/review.dto';
import { DepositAnswerSchema, DepositQueuePageSchema, QueuedDepositSchema } from '../shared/wallet.schema';

/** Finance's deposit queue. Every decision records the acting admin and the reason. */
@ApiTags('admin')
@ApiExtraModels(DepositQueuePageSchema, QueuedDepositSchema)
@Controller('admin/deposits')
@UseGuards(AdminGuard)
export class ReviewDepositsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: WalletReads,
    private readonly pages: FinanceQueuePages,
  ) {}

  @ApiOkResponse({
    description: 'A page when asked with page, pageSize or search; else the whole queue.',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(DepositQueuePageSchema) },
        { type: 'array', items: { $ref: getSchemaPath(QueuedDepositSchema) } },
      ],
    },
  })
  @Get()
  /** Paged (`{ items, total, page, pageSize }`) when asked with page, pageSize or search; else the whole queue as an array. */
  list(@Query() query: StatusQueryDto) {
    if (asksForPage(query)) return this.pages.deposits(query.status, toPage(query));
    return this.reads.depositQueue(query.status);
  }

  @ApiOkResponse({ type: DepositAnswerSchema })
  @Post(':id/approve')
  @HttpCode(200)
  @Idempotent()
  approve(@Param('id') id: string, @Body() body: ApproveDto, @Req() req: Request) {
    return this.decide(id, 'approve', body.reason || 'Transfer verified by finance', req);
  }

  @ApiOkResponse({ type: DepositAnswerSchema })
  @Post(':id/reject')
  @HttpCode(200)
  @Idempotent()
  reject(@Param('id') id: string, @Body() body: RejectDto, @Req() req: Request) {
    return this.decide(id, 'reject', body.reason, req);
  }

  private async decide(id: string, decision: 'approve' | 'reject', reason: string, req: Request) {
    const context = { ...commandContext(req), actorUserId: currentUser(req).id };
    const { userId } = await this.commands.execute<ReviewDepositCommand, { userId: string }>(
      new ReviewDepositCommand(id, decision, reason, context),
    );
    return this.reads.depositAnswer(id, userId);
  }
}
