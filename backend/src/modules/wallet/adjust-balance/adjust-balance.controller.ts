import { Body, Controller, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { formatCents } from '../../../domain/shared/money';
import { commandContext } from '../../../infrastructure/http/request-context';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { Idempotent, idempotencyKeyOf } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { toCents } from '../shared/money-input';
import { WalletReads } from '../shared/wallet-reads';
import { AdjustBalanceDto } from './adjust-balance.dto';
import { AdjustBalanceCommand, AdjustBalanceResult } from './adjust-balance.handler';

@ApiTags('admin')
@Controller('admin/users')
@UseGuards(AdminGuard)
export class AdjustBalanceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: WalletReads,
  ) {}

  /** 201 with the balances after it; above FOUR_EYES_THRESHOLD 202 `{ status, approvalId }` and nothing moves yet. */
  @Post(':userId/balance-adjustments')
  @Idempotent()
  async adjust(
    @Param('userId') userId: string,
    @Body() body: AdjustBalanceDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const amountCents = toCents(body.amount);
    const context = { ...commandContext(req), actorUserId: currentUser(req).id };
    const result = await this.commands.execute<AdjustBalanceCommand, AdjustBalanceResult>(
      new AdjustBalanceCommand(userId, amountCents, body.reason, context, idempotencyKeyOf(req)),
    );
    if (result.status === 'awaiting_second_approval') {
      res.status(202);
      return result;
    }
    return {
      id: result.adjustmentId,
      userId,
      amount: formatCents(amountCents),
      reason: body.reason,
      adjustedBy: context.actorUserId,
      ...(await this.reads.balances(userId)),
    };
  }
}
