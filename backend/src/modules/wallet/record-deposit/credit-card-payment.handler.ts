import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../domain/shared/decider';
import { Cents, formatUsd } from '../../../domain/shared/money';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { cardChargeCents } from '../../../domain/wallet/wallet.limits';
import { WalletState } from '../../../domain/wallet/wallet.state';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { IdempotentRequest } from '../../../infrastructure/http/idempotency/idempotent-request';
import { PaymentIntentView } from '../../../payments/payment-provider.port';
import { streamNames } from '../../../event-store/event-store.port';
import { readCardIntentMetadata } from '../shared/card-intent-metadata';
import { cardDepositAnswerOf } from '../shared/wallet-reads';

/** Which path reported the payment: both may, any number of times; the first one credits. */
export type CreditPath = 'client-confirm' | 'stripe-webhook';

export class CreditCardPaymentCommand {
  constructor(
    /** As the provider reports it (read back from the provider, or a signed webhook payload). */
    readonly intent: PaymentIntentView,
    /** What the caller claims: checked against the intent when given. */
    readonly expected: { userId?: string; amountCents?: Cents },
    readonly context: CommandContext,
    readonly via: CreditPath,
    readonly now: Date = new Date(),
    /** The player's confirm with an Idempotency-Key: its answer is stored with the deposit. */
    readonly idempotency?: IdempotentRequest,
  ) {}
}

export interface CreditedPayment {
  userId: string;
  depositId: string;
  /** false when an earlier report had credited it already. */
  newlyCredited: boolean;
  /** The owner's answer, from the decided event and the wallet after it; null for a repeat. */
  answer: ReturnType<typeof cardDepositAnswerOf> | null;
}

export const cardDepositId = (paymentIntentId: string) => deterministicUuid('card-deposit', paymentIntentId);

const refuse = (code: string, message: string, kind: DomainError['kind'] = 'invalid') =>
  new DomainError(`PAYMENTS.${code}`, message, kind);

/**
 * Credits a card payment once the provider says it succeeded. The deposit id comes from the
 * payment intent id, and the decider ignores a reference it has credited, so the client's confirm
 * and any number of webhook deliveries credit one payment exactly once.
 */
@CommandHandler(CreditCardPaymentCommand)
export class CreditCardPaymentHandler implements ICommandHandler<CreditCardPaymentCommand, CreditedPayment> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({
    intent,
    expected,
    context,
    via,
    now,
    idempotency,
  }: CreditCardPaymentCommand): Promise<CreditedPayment> {
    const terms = readCardIntentMetadata(intent.metadata);
    if (!terms) throw refuse('NOT_A_DEPOSIT', 'This payment is not a wallet deposit.');
    if (expected.userId !== undefined && terms.userId !== expected.userId) {
      throw refuse('NOT_YOURS', 'This payment belongs to another account.', 'forbidden');
    }
    if (intent.status !== 'succeeded') {
      throw refuse('NOT_SUCCEEDED', 'This payment has not gone through, so nothing was credited.');
    }
    // The provider's figures must be exactly what we asked it to charge for this credit.
    const chargeCents = cardChargeCents(terms.walletAmountCents);
    if (intent.currency !== 'usd' || intent.amountCents !== chargeCents || intent.amountReceivedCents !== chargeCents) {
      throw refuse(
        'AMOUNT_MISMATCH',
        'The amount paid does not match this deposit, so nothing was credited. Please contact support.',
      );
    }
    if (expected.amountCents !== undefined && expected.amountCents !== terms.walletAmountCents) {
      throw refuse(
        'AMOUNT_MISMATCH',
        `The amount does not match this payment, which was for a ${formatUsd(terms.walletAmountCents)} deposit.`,
      );
    }
    const depositId = cardDepositId(intent.id);
    // The owner's answer, from the decided event and the wallet after it (a repeat has none).
    const answerOf = (events: WalletEvent[], state: WalletState) => {
      const deposited = events.find((e) => e.type === 'Deposited');
      return deposited ? cardDepositAnswerOf(terms.userId, deposited.data, state) : undefined;
    };
    const result = await this.executor.handle(
      streamNames().wallet(terms.userId),
      walletDecider,
      {
        type: 'RecordCardDeposit',
        data: {
          depositId,
          amountCents: terms.walletAmountCents,
          method: terms.method,
          providerReference: intent.id,
          now: now.toISOString(),
        },
      },
      context,
      { metadata: { paymentIntentId: intent.id, creditedVia: via }, record: idempotency?.answeredBy(answerOf) },
    );
    return {
      userId: terms.userId,
      depositId,
      newlyCredited: result.events.length > 0,
      answer: answerOf(result.events, result.state) ?? null,
    };
  }
}
