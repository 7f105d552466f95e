import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request } from 'express';
import { walletErrors } from '../../../domain/wallet/wallet.errors';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { depositIntentView } from '../create-payment-intent/create-payment-intent.controller';
import { CreateDepositIntentCommand, DepositIntent } from '../create-payment-intent/create-payment-intent.handler';
import { DepositFlows } from '../record-deposit/deposit-flows';
import { Idempotent, idempotencyKeyOf } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { toCents } from '../shared/money-input';
import { DepositPageDto } from './deposit-page.dto';
import { DepositAnswerSchema, PaymentRequiredSchema } from '../shared/wallet.schema';

/**
 * The /deposit page's single call, over the same flows as the dialogs. Card without a payment
 * intent: answers one to confirm ("requires_payment"); card with a paid intent: credits it; bank:
 * needs the transfer's reference and stays pending until finance approves it.
 */
@ApiTags('payments')
@ApiExtraModels(PaymentRequiredSchema, DepositAnswerSchema)
@Controller('payments')
export class DepositPageController {
  constructor(
    private readonly commands: CommandBus,
    private readonly flows: DepositFlows,
  ) {}

  @ApiCreatedResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(PaymentRequiredSchema) }, { $ref: getSchemaPath(DepositAnswerSchema) }] },
  })
  @Post('deposit')
  @UseGuards(SignedInGuard)
  @Idempotent()
  async deposit(@Body() body: DepositPageDto, @Req() req: Request) {
    const userId = currentUser(req).id;
    const amountCents = toCents(body.amount);
    if (body.method === 'bank') {
      if (!body.transactionReference) throw walletErrors.referenceRequired();
      return this.flows.requestBankTransfer(userId, amountCents, body.transactionReference, commandContext(req));
    }
    if (body.paymentIntentId)
      return this.flows.recordCardPayment(userId, amountCents, body.paymentIntentId, commandContext(req));
    const intent = await this.commands.execute<CreateDepositIntentCommand, DepositIntent>(
      new CreateDepositIntentCommand(userId, amountCents, 'card', idempotencyKeyOf(req)),
    );
    return { status: 'requires_payment', paymentMethod: 'card', ...depositIntentView(intent) };
  }
}
