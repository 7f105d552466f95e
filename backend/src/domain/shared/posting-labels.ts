/**
 * What each posting is, in finance's words, from one table keyed by the source event's type: the
 * explorer, the transaction detail and the revenue report all name postings here. A new event kind
 * (a card withdrawal, a payout file) is one row; until it has one, its type is shown in words.
 */
import { AccountId, Posting, accounts } from './ledger';

/** Where platform revenue comes from (the report's rows, in this order). */
export const REVENUE_SOURCES = ['card_fees', 'withdrawal_fees', 'match_fees', 'court_fee_rounding'] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];

export const REVENUE_SOURCE_LABELS: Record<RevenueSource, string> = {
  card_fees: 'Card fees',
  withdrawal_fees: 'Withdrawal fees',
  match_fees: 'Match fees',
  court_fee_rounding: 'Court-fee rounding',
};

interface PostingNames {
  /** The event's main posting (the player's money moving). */
  label: string;
  /** The posting that lands in platform revenue, when the event has one besides the main one. */
  fee?: string;
  /** The revenue source that posting counts under. */
  revenue?: RevenueSource;
}

export const POSTING_NAMES: Readonly<Record<string, PostingNames>> = {
  Deposited: { label: 'Deposit', fee: 'Card fee', revenue: 'card_fees' },
  WithdrawalRequested: { label: 'Withdrawal hold' },
  WithdrawalCompleted: { label: 'Withdrawal', fee: 'Withdrawal fee', revenue: 'withdrawal_fees' },
  WithdrawalRejected: { label: 'Withdrawal hold released' },
  BalanceAdjusted: { label: 'Balance adjustment' },
  EntryFeeEscrowed: { label: 'Entry fee' },
  EntryFeeRefunded: { label: 'Entry fee refund' },
  PrizePaid: { label: 'Prize' },
  PlatformFeeCollected: { label: 'Match fee', revenue: 'match_fees' },
  CourtFeeCollected: { label: 'Court share' },
};

/** "CardWithdrawalCompleted" -> "Card withdrawal completed": a readable name until the table has one. */
function inWords(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of one posting of an event of `type`. */
export function postingLabel(type: string, posting?: Posting): string {
  const names = POSTING_NAMES[type];
  if (!names) return inWords(type);
  if (names.fee && posting?.destination === accounts.platformRevenue()) return names.fee;
  return names.label;
}

/** The name of what an event of `type` did to `account` (the explorer's entry for that account). */
export function entryLabel(type: string, account: AccountId, postings: readonly Posting[]): string {
  const touching = postings.find((p) => p.source === account || p.destination === account);
  return postingLabel(type, touching);
}

/** The revenue source of an event of `type` landing in platform revenue; null when the table has none. */
export function revenueSourceOf(type: string): RevenueSource | null {
  return POSTING_NAMES[type]?.revenue ?? null;
}
