import { Link } from 'react-router-dom';
import { formatMoney } from '@/lib/money';
import type { HistoryRow } from '../../api/get-history';
import { formatUtcDate, rowFigures, statusLabel, toneOf } from '../../utils/history';

/** Where a row's "link" goes: its match, or the receipt page of the deposit or withdrawal it belongs to. */
function linkOf(row: HistoryRow): { to: string; label: string } | null {
  const { link } = row;
  if (!link) return null;
  if (link.kind === 'match') return { to: `/tournaments/${encodeURIComponent(link.id)}`, label: 'Match' };
  // The receipt page is the deposit's (or withdrawal's) own page; a row with its receipt link needs no second.
  if (row.receiptId === link.id) return null;
  return { to: receiptPath(link.id), label: link.kind === 'deposit' ? 'Deposit' : 'Withdrawal' };
}

const receiptPath = (id: string) => `/wallet/receipts/${encodeURIComponent(id)}`;

export function HistoryRowItem({ row }: { row: HistoryRow }) {
  const tone = toneOf(row.kind);
  const { change, note } = rowFigures(row);
  const link = linkOf(row);
  const labelId = `history-row-${row.id}`;
  return (
    <li className="tx-row" data-kind={row.kind}>
      <span className={`tx-row__dot tx-tone--${tone}`} aria-hidden="true" />
      <div className="tx-row__main">
        <span id={labelId} className={`tx-row__type tx-tone--${tone}`}>
          {row.label}
        </span>
        {row.description && <span className="tx-row__description">{row.description}</span>}
        {row.withdrawal && (
          <span className="tx-row__description" data-testid="withdrawal-breakdown">
            Withdrawn ${formatMoney(row.withdrawal.amount)} · fee ${formatMoney(row.withdrawal.fee)} · arrives $
            {formatMoney(row.withdrawal.arrives)}
          </span>
        )}
        <time className="tx-row__date" dateTime={row.createdAt}>
          {formatUtcDate(row.createdAt)}
        </time>
        {(link || row.receiptId) && (
          <span className="tx-row__links">
            {link && (
              <Link to={link.to} aria-describedby={labelId}>
                {link.label}
              </Link>
            )}
            {row.receiptId && (
              <Link to={receiptPath(row.receiptId)} aria-describedby={labelId}>
                Receipt
              </Link>
            )}
          </span>
        )}
      </div>
      <div className="tx-row__side">
        <span className={`tx-row__amount tx-tone--${tone}`} data-testid="wallet-change">
          {change}
        </span>
        {note && <span className="tx-row__note">{note}</span>}
        <span className={`tx-status tx-status--${row.status}`}>{statusLabel(row.status)}</span>
      </div>
    </li>
  );
}
