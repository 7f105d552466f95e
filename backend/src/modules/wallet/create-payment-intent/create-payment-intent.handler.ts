import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Cents } from '../../../domain/shared/money';
import { CardDepositMethod } from '../../../domain/wallet/wallet.events';
import { cardChargeCents, cardFeeCents } from '../../../domain/wallet/wallet.limits';
import { PAYMENT_PROVIDER, PaymentMode, PaymentProvider } from '../../../payments/payment-provider.port';
import { cardIntentMetadata } from '../shared/card-intent-metadata';
import { PlayerGate } from '../../player/player.public';
import { requireDepositLimits } from '../shared/deposit-limits';

export class CreateDepositIntentCommand {
  constructor(
    readonly userId: string,
    readonly amountCents: Cents,
    readonly method: CardDepositMethod,
    /** The request's Idempotency-Key, so a retry reuses the provider's intent. */
    readonly idempotencyKey?: string,
  ) {}
}

export interface DepositIntent {
  paymentIntentId: string;
  clientSecret: string;
  amountCents: Cents;
  feeCents: Cents;
  totalCents: Cents;
  mode: PaymentMode;
}

/**
 * Starts a card deposit: a PaymentIntent for the amount plus the 3% card fee (on top: the wallet
 * receives exactly the amount chosen; see docs/decisions/wallet-fees.md). The intent's metadata
 * says whose wallet and how much to credit; nothing is credited until the provider reports success.
 */
@CommandHandler(CreateDepositIntentCommand)
export class CreateDepositIntentHandler implements ICommandHandler<CreateDepositIntentCommand, DepositIntent> {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly gate: PlayerGate,
  ) {}

  async execute({ userId, amountCents, method, idempotencyKey }: CreateDepositIntentCommand): Promise<DepositIntent> {
    requireDepositLimits(amountCents);
    // Before the card is charged: once it is, the payment is credited whatever the limits say
    // (money taken is never refused). See docs/decisions/eligibility.md.
    await this.gate.requireDeposit(userId, amountCents);
    const feeCents = cardFeeCents(amountCents);
    const totalCents = cardChargeCents(amountCents);
    const intent = await this.provider.createPaymentIntent({
      amountCents: totalCents,
      currency: 'usd',
      metadata: cardIntentMetadata({ userId, walletAmountCents: amountCents, cardFeeCents: feeCents, method }),
      idempotencyKey: idempotencyKey ? `wallet-deposit:${userId}:${idempotencyKey}` : undefined,
    });
    return {
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      amountCents,
      feeCents,
      totalCents,
      mode: this.provider.mode,
    };
  }
}
