import { formatCents } from '../../../domain/shared/money';
import { HISTORY_CATEGORIES, HistoryRow, HistorySource } from './history-rows';
import { HistoryTotals } from './history.read';
import { HistoryRowSchema, HistoryTotalsSchema, ReceiptLineSchema, ReceiptSchema } from './history.schema';

export function historyRowView(row: HistoryRow): HistoryRowSchema {
  return {
    id: row.id,
    transactionId: row.transactionId,
    kind: row.kind,
    category: row.category,
    label: row.label,
    description: row.description,
    status: row.status,
    amount: formatCents(row.amountCents),
    walletChange: formatCents(row.walletChangeCents),
    link: row.link,
    receiptId: row.receiptId,
    withdrawal: row.withdrawal && {
      amount: formatCents(row.withdrawal.amountCents),
      fee: formatCents(row.withdrawal.feeCents),
      arrives: formatCents(row.withdrawal.arrivesCents),
    },
    createdAt: row.createdAt.toISOString(),
  };
}

export function historyTotalsView(totals: HistoryTotals): HistoryTotalsSchema {
  return {
    balance: formatCents(totals.balanceCents),
    held: formatCents(totals.heldCents),
    pendingDeposits: formatCents(totals.pendingDepositCents),
    categories: HISTORY_CATEGORIES.filter((c) => totals.categories[c]).map((category) => {
      const sum = totals.categories[category];
      return {
        category,
        count: sum.count,
        amount: formatCents(sum.amountCents),
        walletChange: formatCents(sum.walletChangeCents),
      };
    }),
  };
}

const line = (label: string, cents: number): ReceiptLineSchema => ({ label, amount: formatCents(cents) });

/** A receipt is made of the same rows as the history, so the two cannot disagree. */
export function receiptView(source: HistorySource, rows: HistoryRow[], issuedTo: string): ReceiptSchema | null {
  const main = rows.find((row) => row.receiptId !== null);
  if (!main || (main.kind !== 'deposit' && main.kind !== 'withdrawal' && main.kind !== 'prize')) return null;
  const base = {
    id: source.id,
    number: `CC-${source.id
      .replace(/[^a-zA-Z0-9]/g, '')
      .slice(0, 8)
      .toUpperCase()}`,
    kind: main.kind,
    status: source.status,
    issuedTo,
    createdAt: source.createdAt.toISOString(),
    description: source.description,
    link: main.link,
  };
  switch (main.kind) {
    case 'deposit': {
      const fee = rows.find((row) => row.kind === 'card_fee')?.amountCents ?? 0;
      return {
        ...base,
        title: 'Deposit receipt',
        lines: [line('Deposited to your wallet', source.amountCents), ...(fee > 0 ? [line('Card fee', fee)] : [])],
        total: line(fee > 0 ? 'Charged to your card' : 'Total', source.amountCents + fee),
      };
    }
    case 'withdrawal': {
      const { amountCents, feeCents, arrivesCents } = main.withdrawal!; // every withdrawal row has its breakdown
      return {
        ...base,
        title: 'Withdrawal receipt',
        lines: [line('Withdrawn from your wallet', amountCents), line('Withdrawal fee', -feeCents)],
        total: line('Arrives at your bank', arrivesCents),
      };
    }
    case 'prize':
      return {
        ...base,
        title: 'Prize receipt',
        lines: [line(main.description ?? 'Prize', source.amountCents)],
        total: line('Credited to your wallet', source.amountCents),
      };
  }
}
