import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { WalletTransaction } from '@/types/api';
import { matchesFilter, TRANSACTION_FILTERS, type TransactionFilter } from '../../utils/transactions';
import { TransactionRow } from './transaction-row';

interface TransactionHistoryProps {
  transactions: readonly WalletTransaction[] | undefined;
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
  onAddFunds: () => void;
}

export function TransactionHistory({ transactions, isLoading, failed, onRetry, onAddFunds }: TransactionHistoryProps) {
  const [filter, setFilter] = useState<TransactionFilter>('all');
  const visible = (transactions ?? []).filter((tx) => matchesFilter(tx, filter));
  const filterLabel = TRANSACTION_FILTERS.find((f) => f.value === filter)?.label ?? '';

  let body;
  if (isLoading) {
    body = (
      <div className="tx-skeleton" aria-busy="true" aria-label="Loading transactions">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="3.5rem" />
        ))}
      </div>
    );
  } else if (failed) {
    body = (
      <EmptyState title="Could not load your transactions">
        <button type="button" className="btn btn--outline btn--sm" onClick={onRetry}>
          Try Again
        </button>
      </EmptyState>
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState title="No transactions yet">
        {filter === 'all' ? (
          <>
            <p className="muted">Deposits, entry fees, prizes and withdrawals will show up here.</p>
            <button type="button" className="btn btn--primary" onClick={onAddFunds}>
              Add Your First Funds
            </button>
          </>
        ) : (
          <>
            <p className="muted">There are no {filterLabel.toLowerCase()} to show.</p>
            <button type="button" className="btn btn--outline" onClick={() => setFilter('all')}>
              Show All Transactions
            </button>
          </>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <ul className="tx-list" aria-label="Transactions">
        {visible.map((tx) => (
          <TransactionRow key={tx.id} transaction={tx} />
        ))}
      </ul>
    );
  }

  return (
    <section className="card tx-history" aria-labelledby="tx-history-title">
      <div className="tx-history__header">
        <h2 id="tx-history-title" className="card__title">
          Transaction History
        </h2>
        <span className="muted small">Times in UTC</span>
      </div>
      <div className="filter-chips" role="group" aria-label="Filter transactions">
        {TRANSACTION_FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className="filter-chip"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}
