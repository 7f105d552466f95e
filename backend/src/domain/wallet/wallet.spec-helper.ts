/** Event builders for wallet specs; amounts are spelled out by each spec, never computed here. */
import {
  BalanceAdjusted,
  CardDepositMethod,
  Deposited,
  DepositRejected,
  DepositRequested,
  WalletOpened,
  WithdrawalRequested,
} from './wallet.events';

export const userId = 'u1';
export const adminId = 'admin-1';
/** Four eyes out of the way: specs of the four-eyes rule itself set their own. */
export const fourEyes = { thresholdCents: Number.MAX_SAFE_INTEGER, secondApprover: null };
export const now = '2026-11-21T10:00:00.000Z';
export const later = '2026-11-21T12:00:00.000Z';

export const opened: WalletOpened = { type: 'WalletOpened', data: { userId, openedAt: now } };

export const cardDeposited = (
  depositId: string,
  amountCents: number,
  feeCents: number,
  reference = `pi_${depositId}`,
  method: CardDepositMethod = 'card',
): Deposited => ({
  type: 'Deposited',
  data: { depositId, amountCents, method, reference, feeCents, depositedAt: now, approvedBy: null },
});

export const bankRequested = (depositId: string, amountCents: number, reference: string): DepositRequested => ({
  type: 'DepositRequested',
  data: { depositId, amountCents, method: 'bank_transfer', reference, requestedAt: now },
});

export const bankApproved = (depositId: string, amountCents: number, reference: string): Deposited => ({
  type: 'Deposited',
  data: {
    depositId,
    amountCents,
    method: 'bank_transfer',
    reference,
    feeCents: 0,
    depositedAt: later,
    approvedBy: adminId,
  },
});

export const bankDetails = {
  accountNumber: 'PK36SCBL0000001123456702',
  accountHolderName: 'Ali Khan',
  bankName: 'Meezan',
};

export const withdrawalRequested = (
  withdrawalId: string,
  amountCents: number,
  feeCents: number,
  requestedAt = now,
): WithdrawalRequested => ({
  type: 'WithdrawalRequested',
  data: {
    withdrawalId,
    amountCents,
    feeCents,
    netAmountCents: amountCents - feeCents,
    ...bankDetails,
    requestedAt,
  },
});

export const adjusted = (adjustmentId: string, amountCents: number, reason = 'goodwill'): BalanceAdjusted => ({
  type: 'BalanceAdjusted',
  data: { adjustmentId, amountCents, reason, adminId, adjustedAt: now },
});

export const depositRejected = (
  depositId: string,
  amountCents: number,
  reason = 'Transfer not found',
): DepositRejected => ({
  type: 'DepositRejected',
  data: { depositId, amountCents, reason, rejectedBy: adminId, rejectedAt: later },
});
