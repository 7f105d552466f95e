/**
 * Commands on one wallet. `now` is an ISO-8601 UTC instant (as Date#toISOString gives) and every
 * id is chosen by the caller, so a retried request carries the same id and is answered idempotently.
 * Whether the actor may act (owner, admin) is checked before a command reaches the decider.
 */
import { FourEyes } from '../approval/approval.decider';
import { Cents } from '../shared/money';
import { CardDepositMethod, EntryFeeRefundReason } from './wallet.events';

export type OpenWallet = { type: 'OpenWallet'; data: { userId: string; now: string } };

/** Sent once the provider reports the payment intent succeeded; it was charged amount + card fee. */
export type RecordCardDeposit = {
  type: 'RecordCardDeposit';
  data: {
    depositId: string;
    amountCents: Cents;
    method: CardDepositMethod;
    providerReference: string;
    now: string;
  };
};

export type RequestBankDeposit = {
  type: 'RequestBankDeposit';
  data: { depositId: string; amountCents: Cents; reference: string; now: string };
};

/**
 * `fourEyes` on the three admin commands that move money: never on the admin's own wallet, and above
 * its threshold only once a second, different admin approved (docs/decisions/money-rails.md).
 */
export type ApproveDeposit = {
  type: 'ApproveDeposit';
  data: { depositId: string; adminId: string; fourEyes: FourEyes; now: string };
};

export type RejectDeposit = {
  type: 'RejectDeposit';
  data: { depositId: string; reason: string; adminId: string; now: string };
};

export type RequestWithdrawal = {
  type: 'RequestWithdrawal';
  data: {
    withdrawalId: string;
    amountCents: Cents;
    accountNumber: string;
    accountHolderName: string;
    bankName: string;
    /**
     * The daily limit of the player's verification level (docs/decisions/eligibility.md); the
     * handler reads it from the player's stream. Left out: DAILY_WITHDRAWAL_LIMIT_CENTS.
     */
    dailyLimitCents?: Cents;
    now: string;
  };
};

/**
 * A withdrawal paid back to the player's own card by a refund of one earlier card payment
 * (closed loop). `accountHolderName` is the player's verified legal name.
 */
export type RequestCardWithdrawal = {
  type: 'RequestCardWithdrawal';
  data: {
    withdrawalId: string;
    amountCents: Cents;
    accountHolderName: string;
    dailyLimitCents?: Cents;
    now: string;
  };
};

/** The provider's word on a card withdrawal's refund (its create answer or a signed webhook). */
export type SettleCardRefund = {
  type: 'SettleCardRefund';
  data: {
    withdrawalId: string;
    refundId: string;
    paymentIntentId: string;
    amountCents: Cents;
    status: 'succeeded' | 'failed' | 'canceled';
    failureReason?: string;
    now: string;
  };
};

export type CompleteWithdrawal = {
  type: 'CompleteWithdrawal';
  data: { withdrawalId: string; adminId: string; fourEyes: FourEyes; now: string };
};

export type RejectWithdrawal = {
  type: 'RejectWithdrawal';
  data: { withdrawalId: string; reason: string; adminId: string; now: string };
};

export type AdjustBalance = {
  type: 'AdjustBalance';
  data: {
    adjustmentId: string;
    amountCents: Cents;
    reason: string;
    adminId: string;
    fourEyes: FourEyes;
    now: string;
  };
};

/**
 * Sent by the tournament process manager after the slot was reserved. `expiresAt` is the
 * reservation's expiry: past it the slot may already be given away, so the wallet refuses.
 */
export type EscrowEntryFee = {
  type: 'EscrowEntryFee';
  data: { tournamentId: string; reservationId: string; amountCents: Cents; expiresAt: string; now: string };
};

export type RefundEntryFee = {
  type: 'RefundEntryFee';
  data: { tournamentId: string; reservationId: string; reason: EntryFeeRefundReason; now: string };
};

export type PayPrize = {
  type: 'PayPrize';
  data: { tournamentId: string; amountCents: Cents; now: string };
};

export type WalletCommand =
  | OpenWallet
  | RecordCardDeposit
  | RequestBankDeposit
  | ApproveDeposit
  | RejectDeposit
  | RequestWithdrawal
  | RequestCardWithdrawal
  | SettleCardRefund
  | CompleteWithdrawal
  | RejectWithdrawal
  | AdjustBalance
  | EscrowEntryFee
  | RefundEntryFee
  | PayPrize;
