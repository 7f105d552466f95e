import { Cents } from '../../../domain/shared/money';
import { WalletEvent } from '../../../domain/wallet/wallet.events';

/**
 * What the wallet screen reports, folded from the wallet stream itself (the ledger), in cents.
 * Definitions (docs/decisions/wallet-figures.md):
 * - prizes: every PrizePaid into this wallet (the winner's own share: the one meaning of "prize");
 * - refunds: entry fees given back (left, cancelled, released);
 * - entryFees: every entry fee taken into escrow (entry + court fee, what left the balance);
 * - feesPaid: card deposit fees and withdrawal fees of completed movements;
 * - netProfit = prizes + refunds - entryFees - feesPaid;
 * - deposits credited and pending bank transfers apart; withdrawals paid out and still pending apart.
 */
export interface WalletFigures {
  prizesCents: Cents;
  prizeCount: number;
  refundsCents: Cents;
  refundCount: number;
  entryFeesCents: Cents;
  entryFeeCount: number;
  feesPaidCents: Cents;
  netProfitCents: Cents;
  depositsCreditedCents: Cents;
  depositCount: number;
  depositsPendingCents: Cents;
  pendingDepositCount: number;
  withdrawnCents: Cents;
  withdrawalCount: number;
  withdrawalsPendingCents: Cents;
  pendingWithdrawalCount: number;
  adjustmentsCents: Cents;
}

export function walletFigures(events: readonly WalletEvent[]): WalletFigures {
  const f: WalletFigures = {
    prizesCents: 0,
    prizeCount: 0,
    refundsCents: 0,
    refundCount: 0,
    entryFeesCents: 0,
    entryFeeCount: 0,
    feesPaidCents: 0,
    netProfitCents: 0,
    depositsCreditedCents: 0,
    depositCount: 0,
    depositsPendingCents: 0,
    pendingDepositCount: 0,
    withdrawnCents: 0,
    withdrawalCount: 0,
    withdrawalsPendingCents: 0,
    pendingWithdrawalCount: 0,
    adjustmentsCents: 0,
  };
  const pendingDeposits = new Map<string, Cents>();
  const pendingWithdrawals = new Map<string, Cents>();
  for (const event of events) {
    switch (event.type) {
      case 'PrizePaid':
        f.prizesCents += event.data.amountCents;
        f.prizeCount += 1;
        break;
      case 'EntryFeeRefunded':
        f.refundsCents += event.data.amountCents;
        f.refundCount += 1;
        break;
      case 'EntryFeeEscrowed':
        f.entryFeesCents += event.data.amountCents;
        f.entryFeeCount += 1;
        break;
      case 'DepositRequested':
        pendingDeposits.set(event.data.depositId, event.data.amountCents);
        break;
      case 'Deposited':
        pendingDeposits.delete(event.data.depositId);
        f.depositsCreditedCents += event.data.amountCents;
        f.depositCount += 1;
        f.feesPaidCents += event.data.feeCents;
        break;
      case 'DepositRejected':
        pendingDeposits.delete(event.data.depositId);
        break;
      case 'WithdrawalRequested':
        pendingWithdrawals.set(event.data.withdrawalId, event.data.amountCents);
        break;
      case 'WithdrawalCompleted':
        pendingWithdrawals.delete(event.data.withdrawalId);
        f.withdrawnCents += event.data.amountCents;
        f.withdrawalCount += 1;
        f.feesPaidCents += event.data.feeCents;
        break;
      case 'WithdrawalRejected':
        pendingWithdrawals.delete(event.data.withdrawalId);
        break;
      case 'BalanceAdjusted':
        f.adjustmentsCents += event.data.amountCents;
        break;
      case 'WalletOpened':
        break;
    }
  }
  for (const cents of pendingDeposits.values()) {
    f.depositsPendingCents += cents;
    f.pendingDepositCount += 1;
  }
  for (const cents of pendingWithdrawals.values()) {
    f.withdrawalsPendingCents += cents;
    f.pendingWithdrawalCount += 1;
  }
  f.netProfitCents = f.prizesCents + f.refundsCents - f.entryFeesCents - f.feesPaidCents;
  return f;
}
