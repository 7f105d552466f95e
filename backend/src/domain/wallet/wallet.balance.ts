/** Balances read by folding events: what projections cache and what ledger checks compare to. */
import { fold } from '../shared/decider';
import { Cents } from '../shared/money';
import { prefixRecordedBy } from '../shared/point-in-time';
import { WalletEvent } from './wallet.events';
import { evolveWallet, initialWalletState } from './wallet.state';

export interface WalletBalance {
  availableCents: Cents;
  heldCents: Cents;
  pendingDepositCents: Cents;
}

export interface RecordedWalletEvent {
  event: WalletEvent;
  /** When the event store appended it (ISO-8601). */
  recordedAt: string;
}

const folder = { evolve: evolveWallet, initialState: initialWalletState };

export function walletBalanceFromEvents(events: readonly WalletEvent[]): WalletBalance {
  const { availableCents, heldCents, pendingDepositCents } = fold(folder, events);
  return { availableCents, heldCents, pendingDepositCents };
}

/**
 * The balance as it stood at `instant`: the fold of the events up to the first one recorded after
 * it (a prefix of the stream, so only a state that existed; see prefixRecordedBy).
 */
export function balanceAt(events: readonly RecordedWalletEvent[], instant: string): WalletBalance {
  const cutoff = Date.parse(instant);
  if (Number.isNaN(cutoff)) throw new RangeError(`expected an ISO-8601 instant, got ${JSON.stringify(instant)}`);
  return walletBalanceFromEvents(
    prefixRecordedBy(events, cutoff, ({ recordedAt }) => Date.parse(recordedAt)).map(({ event }) => event),
  );
}
