import { centsFromApi, usd } from '@/lib/money';
import type { HistoryCategory, HistoryKind, HistoryRow } from '../api/get-history';

/** The filters are the server's categories (GET /api/wallet/history?category=), each named for what it holds. */
export const CATEGORY_LABELS: Record<HistoryCategory, string> = {
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  fees: 'Fees',
  winnings: 'Prizes',
  refunds: 'Refunds',
  adjustments: 'Adjustments',
  other: 'Other',
};

/** "other" holds only what the server cannot name yet: its chip shows when such rows exist. */
export const FILTER_CATEGORIES: readonly HistoryCategory[] = [
  'deposits',
  'withdrawals',
  'fees',
  'winnings',
  'refunds',
  'adjustments',
];

export type HistoryTone = 'green' | 'gold' | 'red' | 'purple' | 'muted';

const TONES: Record<HistoryKind, HistoryTone> = {
  deposit: 'green',
  card_fee: 'red',
  withdrawal: 'purple',
  withdrawal_fee: 'red',
  entry_fee: 'red',
  court_share: 'red',
  refund: 'green',
  prize: 'gold',
  credit: 'green',
  debit: 'red',
  other: 'muted',
};

export const toneOf = (kind: HistoryKind): HistoryTone => TONES[kind];

/** 1250 -> "+$12.50", -100 -> "-$1.00", 0 -> "$0.00": a change of the balance. */
export function signedUsd(cents: number): string {
  if (cents > 0) return `+${usd(cents)}`;
  if (cents < 0) return `-${usd(-cents)}`;
  return usd(0);
}

/** What the row did to the balance, and, when that is not the row's own amount, why. */
export function rowFigures(row: HistoryRow): { change: string; note: string | null } {
  const changeCents = centsFromApi(row.walletChange);
  const amountCents = centsFromApi(row.amount);
  let note: string | null = null;
  if (row.kind === 'card_fee') note = `${usd(amountCents)} charged to your card`;
  else if (changeCents === 0 && amountCents !== 0) {
    note = row.status === 'pending' ? `${usd(amountCents)} awaiting approval` : `${usd(amountCents)} not moved`;
  }
  return { change: signedUsd(changeCents), note };
}

const STATUS_LABELS: Record<string, string> = { pending: 'Pending', completed: 'Completed', rejected: 'Rejected' };

export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status;

const UTC_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2025-03-04T17:05:00Z" -> "Mar 4, 2025, 17:05 UTC": shown in UTC for every viewer. */
export function formatUtcDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${UTC_DATE.format(date)} UTC`;
}
