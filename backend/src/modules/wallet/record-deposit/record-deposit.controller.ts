import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { Idempotent } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { idempotencyOf } from '../../../infrastructure/http/idempotency/idempotent-request';
import { toCents } from '../shared/money-input';
import { DepositFlows } from './deposit-flows';
import { RecordDepositDto } from './record-deposit.dto';
import { DepositAnswerSchema } from '../shared/wallet.schema';

@ApiTags('wallet')
@Controller('wallet')
export class RecordDepositController {
  constructor(private readonly flows: DepositFlows) {}

  /**
   * Bank transfer: recorded as pending (201, status "pending"). Card, Apple Pay, Google Pay: the
   * reference is the payment intent id; it is credited once the provider confirms it succeeded
   * for this player and this amount (status "completed"). Either answer carries the balances.
   */
  @ApiCreatedResponse({ type: DepositAnswerSchema })
  @Post('deposit')
  @UseGuards(SignedInGuard)
  @Idempotent({ storedByAppend: true })
  deposit(@Body() body: RecordDepositDto, @Req() req: Request) {
    const userId = currentUser(req).id;
    const amountCents = toCents(body.amount);
    return body.paymentMethod === 'bank_transfer'
      ? this.flows.requestBankTransfer(userId, amountCents, body.transactionReference, commandContext(req))
      : this.flows.recordCardPayment(
          userId,
          amountCents,
          body.transactionReference,
          commandContext(req),
          idempotencyOf(req),
        );
  }
}
