import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PagedList } from '@/components/ui/paged-list';
import { getErrorStatus } from '@/lib/errors';
import { isUnauthorizedError } from '@/lib/query-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import { useHistory, type HistoryCategory } from '../../api/get-history';
import { CATEGORY_LABELS, FILTER_CATEGORIES } from '../../utils/history';
import { HistoryRowItem } from './history-row';
import { HistoryTotals } from './history-totals';

/**
 * The player's history from GET /api/wallet/history: every fee its own row, the server's categories
 * as filters, a page at a time, and the totals that add up to the balance.
 */
export function TransactionHistory({ onAddFunds }: { onAddFunds: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [category, setCategory] = useState<HistoryCategory | null>(null);
  const [page, setPage] = useState(1);
  const history = useHistory({ category, page });

  // A 401 "Unauthorized" is handled app-wide (toast, then /auth after 500 ms). Any other 401 on the
  // list still means the session is gone: sign out locally and go to /auth.
  const { error } = history;
  useEffect(() => {
    if (getErrorStatus(error) !== 401 || isUnauthorizedError(error)) return;
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    void navigate('/auth', { replace: true });
  }, [error, queryClient, navigate]);

  const totals = history.data?.totals;
  const hasOther = totals?.categories.some((sum) => sum.category === 'other' && sum.count > 0) ?? false;
  const filters = hasOther ? [...FILTER_CATEGORIES, 'other' as const] : FILTER_CATEGORIES;
  const choose = (next: HistoryCategory | null) => {
    setCategory(next);
    setPage(1);
  };

  const empty = category ? (
    <>
      There are no {CATEGORY_LABELS[category].toLowerCase()} to show.{' '}
      <button type="button" className="btn btn--outline btn--sm" onClick={() => choose(null)}>
        Show All Transactions
      </button>
    </>
  ) : (
    <>
      No transactions yet. Deposits, fees, prizes and withdrawals will show up here.{' '}
      <button type="button" className="btn btn--primary btn--sm" onClick={onAddFunds}>
        Add Your First Funds
      </button>
    </>
  );

  return (
    <section className="card tx-history" aria-labelledby="tx-history-title">
      <div className="tx-history__header">
        <h2 id="tx-history-title" className="card__title">
          Transaction History
        </h2>
        <span className="muted small">Times in UTC</span>
      </div>
      <div className="filter-chips" role="group" aria-label="Filter transactions">
        <button type="button" className="filter-chip" aria-pressed={category === null} onClick={() => choose(null)}>
          All
        </button>
        {filters.map((value) => (
          <button
            key={value}
            type="button"
            className="filter-chip"
            aria-pressed={category === value}
            onClick={() => choose(value)}
          >
            {CATEGORY_LABELS[value]}
          </button>
        ))}
      </div>
      <PagedList query={history} noun="transactions" empty={empty} onPage={setPage}>
        {(rows) => (
          <ul className="tx-list" aria-label="Transactions" aria-busy={history.isPlaceholderData}>
            {rows.map((row) => (
              <HistoryRowItem key={row.id} row={row} />
            ))}
          </ul>
        )}
      </PagedList>
      {totals && <HistoryTotals totals={totals} />}
    </section>
  );
}
