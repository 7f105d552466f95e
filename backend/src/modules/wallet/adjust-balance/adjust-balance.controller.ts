import { Body, Controller, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { formatCents } from '../../../domain/shared/money';
import { commandContext } from '../../../infrastructure/http/request-context';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { Idempotent, idempotencyKeyOf } from '../shared/idempotency/idempotency.interceptor';
import { toCents } from '../shared/money-input';
import { WalletReads } from '../shared/wallet-reads';
import { AdjustBalanceDto } from './adjust-balance.dto';
import { AdjustBalanceCommand } from './adjust-balance.handler';

@ApiTags('admin')
@Controller('admin/users')
@UseGuards(AdminGuard)
export class AdjustBalanceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: WalletReads,
  ) {}

  @Post(':userId/balance-adjustments')
  @Idempotent()
  async adjust(@Param('userId') userId: string, @Body() body: AdjustBalanceDto, @Req() req: Request) {
    const amountCents = toCents(body.amount);
    const context = { ...commandContext(req), actorUserId: currentUser(req).id };
    const { adjustmentId } = await this.commands.execute<AdjustBalanceCommand, { adjustmentId: string }>(
      new AdjustBalanceCommand(userId, amountCents, body.reason, context, idempotencyKeyOf(req)),
    );
    return {
      id: adjustmentId,
      userId,
      amount: formatCents(amountCents),
      reason: body.reason,
      adjustedBy: context.actorUserId,
      ...(await this.reads.balances(userId)),
    };
  }
}
