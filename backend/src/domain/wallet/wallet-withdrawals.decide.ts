/**
 * Withdrawals, as a two-phase hold (TigerBeetle-style): the request moves the whole amount from
 * available to held; finance then completes it (post: net to the bank, fee to revenue) or
 * rejects it (void: the amount returns to available).
 */
import { checkFourEyes } from '../approval/approval.decider';
import { secondApprover } from './wallet-adjustments.decide';
import { CompleteWithdrawal, RejectWithdrawal, RequestWithdrawal } from './wallet.commands';
import { walletErrors } from './wallet.errors';
import { WithdrawalCompleted, WithdrawalRejected, WithdrawalRequested } from './wallet.events';
import { requireReason, requireWholeCents } from './wallet.guards';
import { DAILY_WITHDRAWAL_LIMIT_CENTS, MIN_WITHDRAWAL_CENTS, utcDayOf, withdrawalFeeCents } from './wallet.limits';
import { WalletState } from './wallet.state';

const BANK_FIELDS = ['accountNumber', 'accountHolderName', 'bankName'] as const;

export function decideRequestWithdrawal({ data }: RequestWithdrawal, state: WalletState): WithdrawalRequested[] {
  requireWholeCents(data.amountCents);
  if (data.amountCents < MIN_WITHDRAWAL_CENTS) throw walletErrors.withdrawalBelowMinimum();
  const [accountNumber, accountHolderName, bankName] = BANK_FIELDS.map((field) => {
    const value = data[field].trim();
    if (value === '') throw walletErrors.bankDetailsRequired(field);
    return value;
  }) as [string, string, string]; // one per BANK_FIELDS entry
  const day = utcDayOf(data.now);

  const existing = state.withdrawals.get(data.withdrawalId);
  if (existing) {
    const sameRequest =
      existing.amountCents === data.amountCents &&
      existing.accountNumber === accountNumber &&
      existing.accountHolderName === accountHolderName &&
      existing.bankName === bankName;
    if (sameRequest) return [];
    throw walletErrors.withdrawalIdReused();
  }

  if (data.amountCents > state.availableCents) throw walletErrors.insufficientFundsForWithdrawal();
  const alreadyToday = state.withdrawnByDay.get(day) ?? 0;
  const dailyLimit = data.dailyLimitCents ?? DAILY_WITHDRAWAL_LIMIT_CENTS;
  if (alreadyToday + data.amountCents > dailyLimit) {
    throw walletErrors.dailyWithdrawalLimit(Math.max(0, dailyLimit - alreadyToday), dailyLimit);
  }

  const feeCents = withdrawalFeeCents(data.amountCents);
  return [
    {
      type: 'WithdrawalRequested',
      data: {
        withdrawalId: data.withdrawalId,
        amountCents: data.amountCents,
        feeCents,
        netAmountCents: data.amountCents - feeCents,
        accountNumber,
        accountHolderName,
        bankName,
        requestedAt: data.now,
      },
    },
  ];
}

export function decideCompleteWithdrawal({ data }: CompleteWithdrawal, state: WalletState): WithdrawalCompleted[] {
  const withdrawal = state.withdrawals.get(data.withdrawalId);
  if (!withdrawal) throw walletErrors.withdrawalNotFound();
  if (withdrawal.method === 'card') throw walletErrors.cardWithdrawalAutomatic();
  switch (withdrawal.status) {
    case 'completed':
      return [];
    case 'rejected':
      throw walletErrors.withdrawalNotPending('rejected');
    case 'pending':
      checkFourEyes(data.adminId, state.userId, withdrawal.amountCents, data.fourEyes);
      return [
        {
          type: 'WithdrawalCompleted',
          data: {
            withdrawalId: data.withdrawalId,
            amountCents: withdrawal.amountCents,
            feeCents: withdrawal.feeCents,
            netAmountCents: withdrawal.netAmountCents,
            completedBy: data.adminId,
            completedAt: data.now,
            ...secondApprover(data.fourEyes.secondApprover),
          },
        },
      ];
  }
}

export function decideRejectWithdrawal({ data }: RejectWithdrawal, state: WalletState): WithdrawalRejected[] {
  const reason = requireReason(data.reason);
  const withdrawal = state.withdrawals.get(data.withdrawalId);
  if (!withdrawal) throw walletErrors.withdrawalNotFound();
  // A refund already sent to the card cannot be voided by an admin: the provider settles it.
  if (withdrawal.method === 'card') throw walletErrors.cardWithdrawalAutomatic();
  switch (withdrawal.status) {
    case 'rejected':
      return [];
    case 'completed':
      throw walletErrors.withdrawalNotPending('completed');
    case 'pending':
      return [
        {
          type: 'WithdrawalRejected',
          data: {
            withdrawalId: data.withdrawalId,
            amountCents: withdrawal.amountCents,
            reason,
            rejectedBy: data.adminId,
            rejectedAt: data.now,
          },
        },
      ];
  }
}
