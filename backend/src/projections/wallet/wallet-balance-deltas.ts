/**
 * How a wallet event moves the two balances the `users` row caches. The available balance moves by
 * the event's own postings on `wallet:{id}:available`, so the cache follows the ledger for every
 * event type, tournament fees and prizes included; `ledger:verify` proves it equals the fold.
 * Pending bank transfers are not money yet (no postings), so they are read off the deposit events.
 */
import { accounts } from '../../domain/shared/ledger';
import { Cents } from '../../domain/shared/money';
import { WalletEvent } from '../../domain/wallet/wallet.events';
import { walletEventPostings } from '../../domain/wallet/wallet.postings';

export interface BalanceDelta {
  /** Change of the spendable balance (`users.balance`). */
  availableCents: Cents;
  /** Change of the bank transfers awaiting verification (`users.pending_balance`). */
  pendingCents: Cents;
}

export function walletBalanceDelta(event: WalletEvent, userId: string): BalanceDelta | null {
  const available = accounts.wallet(userId);
  let availableCents = 0;
  for (const p of walletEventPostings(event, userId)) {
    if (p.destination === available) availableCents += p.amountCents;
    if (p.source === available) availableCents -= p.amountCents;
  }
  const pendingCents = pendingChange(event);
  return availableCents === 0 && pendingCents === 0 ? null : { availableCents, pendingCents };
}

function pendingChange(event: WalletEvent): Cents {
  switch (event.type) {
    case 'DepositRequested':
      return event.data.amountCents;
    case 'Deposited':
      // Only bank transfers are approved out of the pending state; card money was never pending.
      return event.data.method === 'bank_transfer' ? -event.data.amountCents : 0;
    case 'DepositRejected':
      return -event.data.amountCents;
    default:
      return 0;
  }
}
