import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { Idempotent } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { idempotencyOf } from '../../../infrastructure/http/idempotency/idempotent-request';
import { toCents } from '../shared/money-input';
import { WalletReads } from '../shared/wallet-reads';
import { RequestWithdrawalDto } from './request-withdrawal.dto';
import { RequestWithdrawalCommand, RequestedWithdrawal } from './request-withdrawal.handler';
import { RequestCardWithdrawalCommand } from '../card-withdrawal/card-withdrawal.handler';
import { WithdrawalAnswerSchema } from '../shared/wallet.schema';

@ApiTags('wallet')
@Controller('wallet')
export class RequestWithdrawalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: WalletReads,
  ) {}

  /** Bank or card (`method`). Answers status "Processing" (a card refund may answer "Completed" at once), amount, fee, netAmount, the masked account and the new balance. */
  @ApiCreatedResponse({ type: WithdrawalAnswerSchema })
  @Post('withdraw')
  @UseGuards(SignedInGuard)
  @Idempotent({ storedByAppend: true })
  async withdraw(@Body() body: RequestWithdrawalDto, @Req() req: Request) {
    const userId = currentUser(req).id;
    const command =
      body.method === 'card'
        ? new RequestCardWithdrawalCommand(userId, toCents(body.amount), commandContext(req), idempotencyOf(req))
        : this.bankWithdrawal(userId, body, req);
    const { withdrawalId, answer } = await this.commands.execute<typeof command, RequestedWithdrawal>(command);
    return answer ?? this.reads.withdrawalAnswer(withdrawalId, userId);
  }

  private bankWithdrawal(userId: string, body: RequestWithdrawalDto, req: Request) {
    return new RequestWithdrawalCommand(
      userId,
      {
        amountCents: toCents(body.amount),
        // Validated as present for a bank withdrawal (RequestWithdrawalDto); the decider checks again.
        accountNumber: body.accountNumber ?? '',
        accountHolderName: body.accountHolderName ?? '',
        bankName: body.bankName ?? '',
      },
      commandContext(req),
      idempotencyOf(req),
    );
  }
}
