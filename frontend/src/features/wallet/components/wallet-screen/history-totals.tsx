import { centsFromApi, formatMoney } from '@/lib/money';
import type { HistoryTotals as Totals } from '../../api/get-history';
import { CATEGORY_LABELS, signedUsd } from '../../utils/history';

/** The server's sums over the whole history (whatever the filter and page): the rows add up to the balance. */
export function HistoryTotals({ totals }: { totals: Totals }) {
  const held = centsFromApi(totals.held);
  const pending = centsFromApi(totals.pendingDeposits);
  return (
    <section className="history-totals" aria-labelledby="history-totals-title">
      <h3 id="history-totals-title" className="history-totals__title">
        How your balance adds up
      </h3>
      <ul className="history-totals__list">
        {totals.categories.map((sum) => (
          <li key={sum.category} data-testid="category-total">
            <span>
              {CATEGORY_LABELS[sum.category]}{' '}
              <span className="muted small">
                ({sum.count} {sum.count === 1 ? 'row' : 'rows'})
              </span>
            </span>
            <span className="history-totals__amount" data-testid="category-change">
              {signedUsd(centsFromApi(sum.walletChange))}
            </span>
          </li>
        ))}
        <li className="history-totals__sum">
          <span>Balance (every row added up)</span>
          <span className="history-totals__amount" data-testid="history-balance">
            ${formatMoney(totals.balance)}
          </span>
        </li>
      </ul>
      {(held > 0 || pending > 0) && (
        <p className="muted small">
          {held > 0 && <>${formatMoney(totals.held)} is held for withdrawals waiting for approval. </>}
          {pending > 0 && (
            <>${formatMoney(totals.pendingDeposits)} of bank transfers await approval (not spendable yet).</>
          )}
        </p>
      )}
    </section>
  );
}
