import { formatMoney } from '@/lib/money';
import type { WalletTransaction } from '@/types/api';
import { formatUtcDate, presentTransaction, statusLabel } from '../../utils/transactions';

export function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const { label, sign, tone } = presentTransaction(transaction);
  const status = String(transaction.status);
  return (
    <li className="tx-row" data-type={transaction.type}>
      <span className={`tx-row__dot tx-tone--${tone}`} aria-hidden="true" />
      <div className="tx-row__main">
        <span className={`tx-row__type tx-tone--${tone}`}>{label}</span>
        {transaction.description && <span className="tx-row__description">{transaction.description}</span>}
        <time className="tx-row__date" dateTime={transaction.createdAt}>
          {formatUtcDate(transaction.createdAt)}
        </time>
      </div>
      <div className="tx-row__side">
        <span className={`tx-row__amount tx-tone--${tone}`} data-testid="transaction-amount">
          {sign}${formatMoney(transaction.amount)}
        </span>
        <span className={`tx-status tx-status--${status}`}>{statusLabel(status)}</span>
      </div>
    </li>
  );
}
