import { Body, Get, HttpCode, Param, Post, Query, Req, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';
import type { Request } from 'express';
import { asksForPage, toPage } from '../../../infrastructure/http/paging';
import { commandContext } from '../../../infrastructure/http/request-context';
import { currentUser } from '../../identity/identity.public';
import { FinanceQueuePages } from './finance-queue-pages';
import { FinanceReviewCommand, ReviewDecision, ReviewedRequest } from './finance-review.handler';
import { Idempotent, idempotencyKeyOf } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { isAwaitingSecondApproval } from '../four-eyes/four-eyes.service';
import { RejectDto, StatusQueryDto } from './review.dto';
import { WalletReads } from './wallet-reads';

/** The OpenAPI schemas of one queue: a page of it, one queued request, the answer to a decision. */
export interface FinanceQueueSchemas {
  page: Type;
  item: Type;
  answer: Type;
}

/**
 * What finance's two queues (deposits, withdrawals) share: the list and rejecting with a reason.
 * Each subclass names its path and its accepting route (approve, complete), and extends the base
 * made for its kind and schemas. Every decision records the acting admin and the reason.
 */
export function FinanceQueueController(kind: ReviewedRequest, schemas: FinanceQueueSchemas) {
  @ApiExtraModels(schemas.page, schemas.item)
  abstract class FinanceQueue {
    protected constructor(
      private readonly commands: CommandBus,
      private readonly reads: WalletReads,
      private readonly pages: FinanceQueuePages,
    ) {}

    @ApiOkResponse({
      description: 'A page when asked with page, pageSize or search; else the whole queue.',
      schema: {
        oneOf: [{ $ref: getSchemaPath(schemas.page) }, { type: 'array', items: { $ref: getSchemaPath(schemas.item) } }],
      },
    })
    @Get()
    /** Paged (`{ items, total, page, pageSize }`) when asked with page, pageSize or search; else the whole queue as an array. */
    list(@Query() query: StatusQueryDto) {
      const paged = asksForPage(query);
      if (kind === 'deposit') {
        return paged ? this.pages.deposits(query.status, toPage(query)) : this.reads.depositQueue(query.status);
      }
      return paged ? this.pages.withdrawals(query.status, toPage(query)) : this.reads.withdrawalQueue(query.status);
    }

    @ApiOkResponse({ type: schemas.answer })
    @Post(':id/reject')
    @HttpCode(200)
    @Idempotent()
    reject(@Param('id') id: string, @Body() body: RejectDto, @Req() req: Request) {
      return this.decide(id, 'reject', body.reason, req);
    }

    /** Above the four-eyes threshold accepting answers 202 `{ status: 'awaiting_second_approval', approvalId }`. */
    protected async decide(id: string, decision: ReviewDecision, reason: string, req: Request) {
      const context = { ...commandContext(req), actorUserId: currentUser(req).id };
      const answer: unknown = await this.commands.execute(
        new FinanceReviewCommand(kind, id, decision, reason, context, new Date(), idempotencyKeyOf(req)),
      );
      if (isAwaitingSecondApproval(answer)) req.res?.status(202);
      return answer;
    }
  }
  return FinanceQueue;
}
