/**
 * Withdrawals to the card (closed loop, docs/decisions/card-withdrawals.md): the amount is held as
 * for a bank withdrawal, and paid by a refund of one earlier card payment that still has that much
 * left to refund. The provider's report of the refund settles it: succeeded posts the hold to the
 * card clearing account, failed or canceled voids it (the money returns to the wallet).
 */
import { RequestCardWithdrawal, SettleCardRefund } from './wallet.commands';
import { walletErrors } from './wallet.errors';
import { WithdrawalCompleted, WithdrawalRejected, WithdrawalRequested } from './wallet.events';
import { requireWholeCents } from './wallet.guards';
import { DAILY_WITHDRAWAL_LIMIT_CENTS, MIN_WITHDRAWAL_CENTS, utcDayOf } from './wallet.limits';
import { WalletState } from './wallet.state';
import { Cents } from '../shared/money';

/** Deposits paid through the card processor (PayPal and bank transfers are not card payments). */
const CARD_PROCESSOR_METHODS = new Set(['card', 'apple_pay', 'google_pay']);

export interface RefundableCardPayment {
  paymentIntentId: string;
  /** What the payment brought into the wallet less what card withdrawals took back. */
  refundableCents: Cents;
  at: string;
}

/** Credited card payments with something left to refund, newest first. */
export function refundableCardPayments(state: WalletState): RefundableCardPayment[] {
  const payments: RefundableCardPayment[] = [];
  for (const deposit of state.deposits.values()) {
    if (deposit.status !== 'credited' || !CARD_PROCESSOR_METHODS.has(deposit.method)) continue;
    const refundableCents = deposit.amountCents - (state.cardRefundedCents.get(deposit.reference) ?? 0);
    if (refundableCents > 0) payments.push({ paymentIntentId: deposit.reference, refundableCents, at: deposit.at });
  }
  return payments.sort((a, b) =>
    a.at === b.at ? a.paymentIntentId.localeCompare(b.paymentIntentId) : a.at < b.at ? 1 : -1,
  );
}

/** The most one card withdrawal can take now: one refund of one payment, and never above the balance. */
export function cardWithdrawableCents(state: WalletState): Cents {
  const largest = refundableCardPayments(state).reduce((max, p) => Math.max(max, p.refundableCents), 0);
  return Math.min(largest, state.availableCents);
}

export function decideRequestCardWithdrawal(
  { data }: RequestCardWithdrawal,
  state: WalletState,
): WithdrawalRequested[] {
  requireWholeCents(data.amountCents);
  if (data.amountCents < MIN_WITHDRAWAL_CENTS) throw walletErrors.withdrawalBelowMinimum();

  const existing = state.withdrawals.get(data.withdrawalId);
  if (existing) {
    if (existing.method === 'card' && existing.amountCents === data.amountCents) return [];
    throw walletErrors.withdrawalIdReused();
  }

  if (data.amountCents > state.availableCents) throw walletErrors.insufficientFundsForWithdrawal();
  // The newest payment that can take the whole amount back: newer payments are the furthest from
  // the card networks' refund windows.
  const payments = refundableCardPayments(state);
  const payment = payments.find((p) => p.refundableCents >= data.amountCents);
  if (!payment) throw walletErrors.cardRefundLimit(cardWithdrawableCents(state));

  const day = utcDayOf(data.now);
  const alreadyToday = state.withdrawnByDay.get(day) ?? 0;
  const dailyLimit = data.dailyLimitCents ?? DAILY_WITHDRAWAL_LIMIT_CENTS;
  if (alreadyToday + data.amountCents > dailyLimit) {
    throw walletErrors.dailyWithdrawalLimit(Math.max(0, dailyLimit - alreadyToday), dailyLimit);
  }

  return [
    {
      type: 'WithdrawalRequested',
      data: {
        withdrawalId: data.withdrawalId,
        amountCents: data.amountCents,
        // No withdrawal fee: the card fee paid on the way in already covers the processor.
        feeCents: 0,
        netAmountCents: data.amountCents,
        accountNumber: payment.paymentIntentId,
        accountHolderName: data.accountHolderName,
        bankName: 'Card refund',
        requestedAt: data.now,
        method: 'card',
        paymentIntentId: payment.paymentIntentId,
      },
    },
  ];
}

export function decideSettleCardRefund(
  { data }: SettleCardRefund,
  state: WalletState,
): Array<WithdrawalCompleted | WithdrawalRejected> {
  const withdrawal = state.withdrawals.get(data.withdrawalId);
  if (!withdrawal) throw walletErrors.withdrawalNotFound();
  if (
    withdrawal.method !== 'card' ||
    withdrawal.paymentIntentId !== data.paymentIntentId ||
    withdrawal.netAmountCents !== data.amountCents
  ) {
    throw walletErrors.cardRefundMismatch();
  }
  // Settled once: repeats of the same report, and reports after the outcome, change nothing. (A
  // refund reported failed after it succeeded is left to finance: see the decision record.)
  if (withdrawal.status !== 'pending') return [];
  if (data.status === 'succeeded') {
    return [
      {
        type: 'WithdrawalCompleted',
        data: {
          withdrawalId: data.withdrawalId,
          amountCents: withdrawal.amountCents,
          feeCents: withdrawal.feeCents,
          netAmountCents: withdrawal.netAmountCents,
          completedBy: 'card-processor',
          completedAt: data.now,
          method: 'card',
          refundId: data.refundId,
        },
      },
    ];
  }
  const why = data.failureReason ? ` (${data.failureReason.replace(/_/g, ' ')})` : '';
  return [
    {
      type: 'WithdrawalRejected',
      data: {
        withdrawalId: data.withdrawalId,
        amountCents: withdrawal.amountCents,
        reason: `The card refund ${data.status === 'failed' ? 'failed' : 'was canceled'}${why}; the money is back in the wallet.`,
        rejectedBy: 'card-processor',
        rejectedAt: data.now,
        refundId: data.refundId,
      },
    },
  ];
}
