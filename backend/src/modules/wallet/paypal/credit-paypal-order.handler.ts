import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../domain/shared/decider';
import { Cents } from '../../../domain/shared/money';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { streamNames } from '../../../event-store/event-store.port';
import { cardChargeCents } from '../../../domain/wallet/wallet.limits';
import { WalletState } from '../../../domain/wallet/wallet.state';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { PayPalOrderView } from '../../../payments/paypal/paypal-gateway';
import { cardDepositAnswerOf } from '../shared/wallet-reads';

export type PayPalCreditPath = 'paypal-capture' | 'paypal-webhook';

/** What the order's custom_id carries: whose wallet and how much it receives (the fee is on top). */
export interface PayPalOrderTerms {
  userId: string;
  walletAmountCents: Cents;
}

const CUSTOM_ID = /^wallet:([0-9a-f-]{36}):(\d{1,12})$/;

export const paypalCustomId = (terms: PayPalOrderTerms) => `wallet:${terms.userId}:${terms.walletAmountCents}`;

export function readPayPalCustomId(customId: string | null): PayPalOrderTerms | null {
  const match = customId ? CUSTOM_ID.exec(customId) : null;
  return match?.[1] && match[2] ? { userId: match[1], walletAmountCents: Number(match[2]) } : null;
}

export const paypalDepositId = (orderId: string) => deterministicUuid('paypal-deposit', orderId);

export class CreditPayPalOrderCommand {
  constructor(
    /** As PayPal reports it (a capture answer or a GET of the order), never as the browser says. */
    readonly order: PayPalOrderView,
    readonly expectedUserId: string | undefined,
    readonly context: CommandContext,
    readonly via: PayPalCreditPath,
    readonly now: Date = new Date(),
  ) {}
}

export interface CreditedPayPalOrder {
  userId: string;
  depositId: string;
  newlyCredited: boolean;
  answer: ReturnType<typeof cardDepositAnswerOf> | null;
}

const refuse = (code: string, message: string, kind: DomainError['kind'] = 'invalid') =>
  new DomainError(`PAYMENTS.${code}`, message, kind);

/**
 * Credits a captured PayPal order. The deposit id comes from the order id and the decider ignores
 * a provider reference it has credited, so the capture answer and any number of webhook
 * deliveries, however they race, credit one deposit (the wallet stream's expected revision
 * serialises them).
 */
@CommandHandler(CreditPayPalOrderCommand)
export class CreditPayPalOrderHandler implements ICommandHandler<CreditPayPalOrderCommand, CreditedPayPalOrder> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ order, expectedUserId, context, via, now }: CreditPayPalOrderCommand): Promise<CreditedPayPalOrder> {
    const terms = readPayPalCustomId(order.customId);
    if (!terms) throw refuse('NOT_A_DEPOSIT', 'This PayPal payment is not a wallet deposit.');
    if (expectedUserId !== undefined && terms.userId !== expectedUserId) {
      throw refuse('NOT_YOURS', 'This PayPal payment belongs to another account.', 'forbidden');
    }
    const completed = order.captures.filter((c) => c.status === 'COMPLETED');
    if (order.status !== 'COMPLETED' || completed.length === 0) {
      throw refuse('NOT_SUCCEEDED', 'PayPal has not completed this payment, so nothing was credited.');
    }
    // PayPal's figures must be exactly what this deposit asked it to take: one USD capture of amount + fee.
    const chargeCents = cardChargeCents(terms.walletAmountCents);
    const captured = completed.reduce((sum, c) => sum + (c.amountCents ?? Number.NaN), 0);
    if (
      order.currency !== 'USD' ||
      order.amountCents !== chargeCents ||
      completed.some((c) => c.currency !== 'USD') ||
      captured !== chargeCents
    ) {
      throw refuse(
        'AMOUNT_MISMATCH',
        'The amount PayPal took does not match this deposit, so nothing was credited. Please contact support.',
      );
    }
    const depositId = paypalDepositId(order.id);
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
          method: 'paypal',
          providerReference: order.id,
          now: now.toISOString(),
        },
      },
      context,
      { metadata: { paypalOrderId: order.id, paypalCaptureId: completed[0]?.id ?? null, creditedVia: via } },
    );
    return {
      userId: terms.userId,
      depositId,
      newlyCredited: result.events.length > 0,
      answer: answerOf(result.events, result.state) ?? null,
    };
  }
}
