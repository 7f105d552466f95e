/**
 * Events of the stream `wallet-{userId}`. Money fields are integer cents; instants are ISO-8601 UTC
 * strings taken from the command. Each event carries every amount its postings need, so
 * `walletEventPostings` reads one event and nothing else.
 */
import { Cents } from '../shared/money';

export type CardDepositMethod = 'card' | 'apple_pay' | 'google_pay' | 'paypal';
export type DepositMethod = CardDepositMethod | 'bank_transfer';

export type WalletOpened = { type: 'WalletOpened'; data: { userId: string; openedAt: string } };

/** A bank transfer the player says they made; nothing is credited until an admin verifies it. */
export type DepositRequested = {
  type: 'DepositRequested';
  data: {
    depositId: string;
    amountCents: Cents;
    method: 'bank_transfer';
    reference: string;
    requestedAt: string;
  };
};

/**
 * Money credited to the available balance. `reference` is the provider's payment intent id for
 * card-like methods and the bank reference for transfers. `feeCents` was charged on top of
 * `amountCents` (0 for bank transfers). `approvedBy` is the admin who verified a transfer.
 */
export type Deposited = {
  type: 'Deposited';
  data: {
    depositId: string;
    amountCents: Cents;
    method: DepositMethod;
    reference: string;
    feeCents: Cents;
    depositedAt: string;
    approvedBy: string | null;
    /** The second admin who approved a transfer above the four-eyes threshold (absent below it). */
    secondApprover?: string;
  };
};

export type DepositRejected = {
  type: 'DepositRejected';
  data: { depositId: string; amountCents: Cents; reason: string; rejectedBy: string; rejectedAt: string };
};

/** The whole amount leaves the available balance at once and waits in the hold (two-phase). */
export type WithdrawalRequested = {
  type: 'WithdrawalRequested';
  data: {
    withdrawalId: string;
    amountCents: Cents;
    feeCents: Cents;
    netAmountCents: Cents;
    accountNumber: string;
    accountHolderName: string;
    bankName: string;
    requestedAt: string;
    /**
     * 'card': paid back to the card by a refund of `paymentIntentId` (docs/decisions/card-withdrawals.md);
     * the bank fields then name the card payment. Absent: a bank withdrawal.
     */
    method?: 'card';
    paymentIntentId?: string;
  };
};

/** Posts the hold: the net amount goes out to the bank, the fee to platform revenue. */
export type WithdrawalCompleted = {
  type: 'WithdrawalCompleted';
  data: {
    withdrawalId: string;
    amountCents: Cents;
    feeCents: Cents;
    netAmountCents: Cents;
    completedBy: string;
    completedAt: string;
    /** The second admin who approved a payout above the four-eyes threshold (absent below it). */
    secondApprover?: string;
    /** 'card': the provider reported the refund succeeded; the net went back to the card. */
    method?: 'card';
    refundId?: string;
  };
};

/**
 * Voids the hold: the whole amount returns to the available balance. For a card withdrawal whose
 * refund failed, `rejectedBy` is the provider and `refundId` the failed refund.
 */
export type WithdrawalRejected = {
  type: 'WithdrawalRejected';
  data: {
    withdrawalId: string;
    amountCents: Cents;
    reason: string;
    rejectedBy: string;
    rejectedAt: string;
    refundId?: string;
  };
};

/** A correction by an admin; `amountCents` is signed and never 0. */
export type BalanceAdjusted = {
  type: 'BalanceAdjusted';
  data: {
    adjustmentId: string;
    amountCents: Cents;
    reason: string;
    adminId: string;
    adjustedAt: string;
    /** The second admin who approved an adjustment above the four-eyes threshold (absent below it). */
    secondApprover?: string;
  };
};

/** Why an escrowed entry fee went back to the wallet (decided by the tournament process manager). */
export type EntryFeeRefundReason =
  | 'reservation_released'
  | 'player_left'
  | 'tournament_cancelled'
  | 'unknown_reservation';

/** A tournament entry fee leaves the available balance for the tournament's escrow account. */
export type EntryFeeEscrowed = {
  type: 'EntryFeeEscrowed';
  data: { tournamentId: string; reservationId: string; amountCents: Cents; escrowedAt: string };
};

/** The escrowed fee comes back whole (court share included): the slot was never used. */
export type EntryFeeRefunded = {
  type: 'EntryFeeRefunded';
  data: {
    tournamentId: string;
    reservationId: string;
    amountCents: Cents;
    reason: EntryFeeRefundReason;
    refundedAt: string;
  };
};

/** A winner's share of the winners' pool, paid out of the tournament's escrow. */
export type PrizePaid = {
  type: 'PrizePaid';
  data: { tournamentId: string; amountCents: Cents; paidAt: string };
};

export type WalletEvent =
  | WalletOpened
  | DepositRequested
  | Deposited
  | DepositRejected
  | WithdrawalRequested
  | WithdrawalCompleted
  | WithdrawalRejected
  | BalanceAdjusted
  | EntryFeeEscrowed
  | EntryFeeRefunded
  | PrizePaid;
