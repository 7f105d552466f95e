import type { HistoryPage, HistoryRow } from '../api/get-history';
import type { Receipt } from '../api/get-receipt';

const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T23:30:00.000Z`;

/** A history row as GET /api/wallet/history sends it. */
export function makeHistoryRow(fields: Partial<HistoryRow> & Pick<HistoryRow, 'id' | 'kind' | 'category'>): HistoryRow {
  return {
    transactionId: fields.id.split(':')[0] ?? fields.id,
    label: fields.kind,
    description: null,
    status: 'completed',
    amount: '0.00',
    walletChange: '0.00',
    link: null,
    receiptId: null,
    withdrawal: null,
    createdAt: at(1),
    ...fields,
  };
}

/**
 * What the server answers for a player who paid $100 by card (3% fee on top), asked to withdraw $20
 * ($1 fee, $19 arrives, pending), joined a match ($10 entry + $2.50 court share), won a $47.50 prize
 * and had a $100 bank transfer rejected. Balance: 100 - 19 - 1 - 10 - 2.50 + 47.50 = 115.00.
 */
export const HISTORY_ROWS: HistoryRow[] = [
  makeHistoryRow({
    id: 'prize-1',
    kind: 'prize',
    category: 'winnings',
    label: 'Prize',
    description: 'Prize: Sunday Padel',
    amount: '47.50',
    walletChange: '47.50',
    link: { kind: 'match', id: 'match-1' },
    receiptId: 'prize-1',
    createdAt: at(5),
  }),
  makeHistoryRow({
    id: 'entry-1',
    kind: 'entry_fee',
    category: 'fees',
    label: 'Entry fee',
    description: 'Entry fee: Sunday Padel',
    amount: '10.00',
    walletChange: '-10.00',
    link: { kind: 'match', id: 'match-1' },
    createdAt: at(4),
  }),
  makeHistoryRow({
    id: 'entry-1:court',
    kind: 'court_share',
    category: 'fees',
    label: 'Court share',
    description: 'Your quarter of the court fee: Sunday Padel',
    amount: '2.50',
    walletChange: '-2.50',
    link: { kind: 'match', id: 'match-1' },
    createdAt: at(4),
  }),
  makeHistoryRow({
    id: 'wd-1',
    kind: 'withdrawal',
    category: 'withdrawals',
    label: 'Withdrawal',
    status: 'pending',
    amount: '19.00',
    walletChange: '-19.00',
    link: { kind: 'withdrawal', id: 'wd-1' },
    receiptId: 'wd-1',
    withdrawal: { amount: '20.00', fee: '1.00', arrives: '19.00' },
    createdAt: at(3),
  }),
  makeHistoryRow({
    id: 'wd-1:fee',
    kind: 'withdrawal_fee',
    category: 'fees',
    label: 'Withdrawal fee',
    description: 'Taken from the $20.00 withdrawn',
    status: 'pending',
    amount: '1.00',
    walletChange: '-1.00',
    link: { kind: 'withdrawal', id: 'wd-1' },
    createdAt: at(3),
  }),
  makeHistoryRow({
    id: 'dep-2',
    kind: 'deposit',
    category: 'deposits',
    label: 'Deposit',
    description: 'Bank transfer (reference FT1)',
    status: 'rejected',
    amount: '100.00',
    walletChange: '0.00',
    link: { kind: 'deposit', id: 'dep-2' },
    receiptId: 'dep-2',
    createdAt: at(2),
  }),
  makeHistoryRow({
    id: 'dep-1',
    kind: 'deposit',
    category: 'deposits',
    label: 'Deposit',
    amount: '100.00',
    walletChange: '100.00',
    link: { kind: 'deposit', id: 'dep-1' },
    receiptId: 'dep-1',
    createdAt: at(1),
  }),
  makeHistoryRow({
    id: 'dep-1:fee',
    kind: 'card_fee',
    category: 'fees',
    label: 'Card fee',
    description: 'Charged to your card on top of the deposit ($103.00 in all), not taken from your wallet',
    amount: '3.00',
    walletChange: '0.00',
    link: { kind: 'deposit', id: 'dep-1' },
    createdAt: at(1),
  }),
];

export const HISTORY_TOTALS: HistoryPage['totals'] = {
  balance: '115.00',
  held: '20.00',
  pendingDeposits: '0.00',
  categories: [
    { category: 'deposits', count: 2, amount: '200.00', walletChange: '100.00' },
    { category: 'withdrawals', count: 1, amount: '19.00', walletChange: '-19.00' },
    { category: 'fees', count: 4, amount: '16.50', walletChange: '-13.50' },
    { category: 'winnings', count: 1, amount: '47.50', walletChange: '47.50' },
  ],
};

/** One page of `rows` as the server pages them (the totals are the whole history's whatever the page). */
export function historyPage(rows: HistoryRow[] = HISTORY_ROWS, page = 1, total = rows.length): HistoryPage {
  return { items: rows, total, page, pageSize: 25, totals: HISTORY_TOTALS };
}

export const EMPTY_HISTORY: HistoryPage = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 25,
  totals: { balance: '0.00', held: '0.00', pendingDeposits: '0.00', categories: [] },
};

export const WITHDRAWAL_RECEIPT: Receipt = {
  id: 'wd-1',
  number: 'CC-WD1',
  kind: 'withdrawal',
  title: 'Withdrawal receipt',
  status: 'pending',
  issuedTo: 'Alex Rivera',
  createdAt: at(3),
  description: 'Withdrawal to Meezan Bank ****6702',
  lines: [
    { label: 'Withdrawn from your wallet', amount: '20.00' },
    { label: 'Withdrawal fee', amount: '-1.00' },
  ],
  total: { label: 'Arrives at your bank', amount: '19.00' },
  link: { kind: 'withdrawal', id: 'wd-1' },
};
