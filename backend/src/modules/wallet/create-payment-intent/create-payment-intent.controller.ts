import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { formatCents } from '../../../domain/shared/money';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { Idempotent, idempotencyKeyOf } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { toCents } from '../shared/money-input';
import { CreatePaymentIntentDto } from './create-payment-intent.dto';
import { CreateDepositIntentCommand, DepositIntent } from './create-payment-intent.handler';
import { PaymentIntentSchema } from '../shared/wallet.schema';

/** The answer's money as "12.50" strings; `clientSecret` goes to Stripe.js (or the simulated form). */
export function depositIntentView(intent: DepositIntent): PaymentIntentSchema {
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.paymentIntentId,
    amount: formatCents(intent.amountCents),
    fee: formatCents(intent.feeCents),
    total: formatCents(intent.totalCents),
    mode: intent.mode,
  };
}

@ApiTags('wallet')
@Controller()
export class CreatePaymentIntentController {
  constructor(private readonly commands: CommandBus) {}

  @ApiCreatedResponse({ type: PaymentIntentSchema })
  @Post('create-payment-intent')
  @UseGuards(SignedInGuard)
  @Idempotent()
  async create(@Body() body: CreatePaymentIntentDto, @Req() req: Request) {
    const intent = await this.commands.execute<CreateDepositIntentCommand, DepositIntent>(
      new CreateDepositIntentCommand(
        currentUser(req).id,
        toCents(body.amount),
        body.paymentMethod ?? 'card',
        idempotencyKeyOf(req),
      ),
    );
    return depositIntentView(intent);
  }
}
