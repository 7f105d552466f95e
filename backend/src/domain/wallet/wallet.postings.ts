/**
 * Wallet events as double-entry postings. External money enters or leaves through a clearing
 * account; fees land in platform revenue; corrections go through the adjustments account.
 * Bank-transfer requests and rejections move no money, so they post nothing.
 */
import { assertNever } from '../shared/decider';
import { Posting, accounts, posting } from '../shared/ledger';
import { DepositMethod, WalletEvent } from './wallet.events';

const clearingFor = (method: DepositMethod) =>
  method === 'bank_transfer' ? accounts.bankClearing() : accounts.cardClearing();

export function walletEventPostings(event: WalletEvent, userId: string): Posting[] {
  const available = accounts.wallet(userId);
  const held = accounts.walletHold(userId);
  switch (event.type) {
    case 'WalletOpened':
    case 'DepositRequested':
    case 'DepositRejected':
      return [];
    case 'Deposited': {
      const { method, amountCents, feeCents } = event.data;
      const clearing = clearingFor(method);
      // The card was charged amount + fee: the amount is the player's, the fee the platform's.
      const fee = feeCents > 0 ? [posting(clearing, accounts.platformRevenue(), feeCents)] : [];
      return [posting(clearing, available, amountCents), ...fee];
    }
    case 'WithdrawalRequested':
      return [posting(available, held, event.data.amountCents)];
    case 'WithdrawalCompleted': {
      const { netAmountCents, feeCents, method } = event.data;
      const fee = feeCents > 0 ? [posting(held, accounts.platformRevenue(), feeCents)] : [];
      // A card withdrawal leaves through the card clearing account its payment came in by.
      const clearing = method === 'card' ? accounts.cardClearing() : accounts.bankClearing();
      return [posting(held, clearing, netAmountCents), ...fee];
    }
    case 'WithdrawalRejected':
      return [posting(held, available, event.data.amountCents)];
    case 'BalanceAdjusted': {
      const { amountCents } = event.data;
      return amountCents > 0
        ? [posting(accounts.adjustments(), available, amountCents)]
        : [posting(available, accounts.adjustments(), -amountCents)];
    }
    case 'EntryFeeEscrowed':
      return [posting(available, accounts.tournamentEscrow(event.data.tournamentId), event.data.amountCents)];
    case 'EntryFeeRefunded':
    case 'PrizePaid':
      return [posting(accounts.tournamentEscrow(event.data.tournamentId), available, event.data.amountCents)];
    default:
      return assertNever(event);
  }
}
