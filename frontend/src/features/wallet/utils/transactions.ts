import type { WalletTransaction } from '@/types/api';

export type TransactionFilter = 'all' | 'winnings' | 'fees' | 'deposits' | 'withdrawals';

export const TRANSACTION_FILTERS: readonly { value: TransactionFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'winnings', label: 'Winnings' },
  { value: 'fees', label: 'Fees' },
  { value: 'deposits', label: 'Deposits' },
  { value: 'withdrawals', label: 'Withdrawals' },
];

export type TransactionTone = 'green' | 'gold' | 'red' | 'purple' | 'muted';

export interface TransactionPresentation {
  label: string;
  sign: '+' | '-' | '';
  tone: TransactionTone;
}

/** A debit that moved money to the player's bank reads as a withdrawal. */
function isWithdrawal(tx: WalletTransaction): boolean {
  return tx.type === 'withdrawal' || (tx.type === 'debit' && /withdraw/i.test(tx.description ?? ''));
}

/**
 * Label, sign and colour by type: deposit, credit, refund and prize add (prize gold, the rest
 * green); entry fees and debits subtract in red; withdrawals are purple.
 */
export function presentTransaction(tx: WalletTransaction): TransactionPresentation {
  if (isWithdrawal(tx)) return { label: 'Withdrawal', sign: '-', tone: 'purple' };
  switch (tx.type) {
    case 'prize':
      return { label: 'Prize', sign: '+', tone: 'gold' };
    case 'deposit':
      return { label: 'Deposit', sign: '+', tone: 'green' };
    case 'credit':
      return { label: 'Credit', sign: '+', tone: 'green' };
    case 'refund':
      return { label: 'Refund', sign: '+', tone: 'green' };
    case 'entry_fee':
      return { label: 'Entry Fee', sign: '-', tone: 'red' };
    case 'debit':
      return { label: 'Debit', sign: '-', tone: 'red' };
    default:
      return { label: humanize(tx.type), sign: '', tone: 'muted' };
  }
}

function humanize(type: string): string {
  return type.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

export function matchesFilter(tx: WalletTransaction, filter: TransactionFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'winnings':
      return tx.type === 'prize' || tx.type === 'refund';
    case 'fees':
      return tx.type === 'entry_fee';
    case 'deposits':
      return tx.type === 'deposit';
    case 'withdrawals':
      return isWithdrawal(tx);
  }
}

export const STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  completed: 'Completed',
  rejected: 'Rejected',
};

export function statusLabel(status: string): string {
  return STATUS_LABEL[status] ?? humanize(status);
}

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
