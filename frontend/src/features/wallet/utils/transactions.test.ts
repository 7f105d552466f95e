import { describe, expect, it } from 'vitest';
import { makeTransaction } from '@/testing/api-fixtures';
import type { WalletTransaction } from '@/types/api';
import { formatUtcDate, matchesFilter, presentTransaction } from './transactions';

const tx = (type: string, amount: string, extra: Partial<WalletTransaction> = {}): WalletTransaction =>
  makeTransaction({ id: `${type}-${amount}`, type, amount, createdAt: '2025-03-04T12:00:00.000Z', ...extra });

describe('presentTransaction', () => {
  it.each([
    ['deposit', 'Deposit', '+', 'green'],
    ['credit', 'Credit', '+', 'green'],
    ['refund', 'Refund', '+', 'green'],
    ['prize', 'Prize', '+', 'gold'],
    ['entry_fee', 'Entry Fee', '-', 'red'],
    ['debit', 'Debit', '-', 'red'],
    ['withdrawal', 'Withdrawal', '-', 'purple'],
  ])('%s -> %s %s %s', (type, label, sign, tone) => {
    expect(presentTransaction(tx(type, '1.00'))).toEqual({ label, sign, tone });
  });

  it('labels a debit that mentions a withdrawal as a Withdrawal', () => {
    expect(presentTransaction(tx('debit', '5.00', { description: 'Manual Withdrawal to bank' })).label).toBe(
      'Withdrawal',
    );
    expect(presentTransaction(tx('debit', '5.00', { description: 'Balance adjustment: correction' })).label).toBe(
      'Debit',
    );
  });
});

describe('matchesFilter', () => {
  const all = ['deposit', 'withdrawal', 'entry_fee', 'prize', 'refund', 'credit', 'debit'].map((type) =>
    tx(type, '1.00'),
  );
  const types = (filter: Parameters<typeof matchesFilter>[1]) =>
    all.filter((t) => matchesFilter(t, filter)).map((t) => t.type);

  it('splits the list by chip', () => {
    expect(types('all')).toHaveLength(7);
    expect(types('winnings')).toEqual(['prize', 'refund']);
    expect(types('fees')).toEqual(['entry_fee']);
    expect(types('deposits')).toEqual(['deposit']);
    expect(types('withdrawals')).toEqual(['withdrawal']);
  });

  it('counts a withdrawal-debit under withdrawals', () => {
    expect(matchesFilter(tx('debit', '1.00', { description: 'withdrawal fee' }), 'withdrawals')).toBe(true);
  });
});

describe('formatUtcDate', () => {
  it('shows the date in UTC whatever the local zone', () => {
    expect(formatUtcDate('2025-03-04T23:30:00.000Z')).toBe('Mar 4, 2025, 23:30 UTC');
    expect(formatUtcDate('not a date')).toBe('');
  });
});
