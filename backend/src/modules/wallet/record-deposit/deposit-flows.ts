import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '../../../domain/shared/decider';
import { Cents } from '../../../domain/shared/money';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { IdempotentRequest } from '../../../infrastructure/http/idempotency/idempotent-request';
import { PAYMENT_INTENT_ID, PAYMENT_PROVIDER, PaymentProvider } from '../../../payments/payment-provider.port';
import { WalletReads } from '../shared/wallet-reads';
import { CreditCardPaymentCommand, CreditedPayment } from './credit-card-payment.handler';
import { RequestBankDepositCommand } from './request-bank-deposit.handler';

/**
 * The two ways a player records a deposit, shared by POST /api/wallet/deposit (the dialogs) and
 * POST /api/payments/deposit (the deposit page). Neither credits without a verified payment or
 * finance's approval.
 */
@Injectable()
export class DepositFlows {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly reads: WalletReads,
  ) {}

  /** A card payment the client says succeeded: read it back from the provider and credit it. */
  async recordCardPayment(
    userId: string,
    amountCents: Cents,
    paymentIntentId: string,
    context: CommandContext,
    idempotency?: IdempotentRequest,
  ) {
    if (!PAYMENT_INTENT_ID.test(paymentIntentId)) {
      throw new DomainError('PAYMENTS.INVALID_REFERENCE', 'This payment reference is not valid.', 'invalid');
    }
    const intent = await this.provider.retrievePaymentIntent(paymentIntentId);
    if (!intent) throw new DomainError('PAYMENTS.NOT_FOUND', 'No such payment.', 'not_found');
    const credited = await this.commands.execute<CreditCardPaymentCommand, CreditedPayment>(
      new CreditCardPaymentCommand(intent, { userId, amountCents }, context, 'client-confirm', new Date(), idempotency),
    );
    return credited.answer ?? this.reads.depositAnswer(credited.depositId, userId);
  }

  /** A bank transfer: pending until finance approves it. */
  async requestBankTransfer(userId: string, amountCents: Cents, reference: string, context: CommandContext) {
    const { depositId } = await this.commands.execute<RequestBankDepositCommand, { depositId: string }>(
      new RequestBankDepositCommand(userId, amountCents, reference, context),
    );
    return this.reads.depositAnswer(depositId, userId);
  }
}
