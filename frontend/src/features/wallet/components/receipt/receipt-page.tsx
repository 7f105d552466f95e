import { Link } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage, getErrorStatus } from '@/lib/errors';
import { centsFromApi, usd } from '@/lib/money';
import { receiptPdfUrl, useReceipt, type Receipt } from '../../api/get-receipt';
import { formatUtcDate, statusLabel } from '../../utils/history';
import '../wallet-screen/wallet-screen.css';
import './receipt-page.css';

const money = (amount: string) => usd(centsFromApi(amount));

function ReceiptCard({ receipt }: { receipt: Receipt }) {
  const match = receipt.link?.kind === 'match' ? receipt.link.id : null;
  return (
    <article className="card receipt" aria-labelledby="receipt-title">
      <header className="receipt__header">
        <h1 id="receipt-title" className="receipt__title">
          {receipt.title}
        </h1>
        <span className={`tx-status tx-status--${receipt.status}`}>{statusLabel(receipt.status)}</span>
      </header>
      <ul className="receipt__facts">
        <li>
          <span className="muted">Receipt</span> <strong data-testid="receipt-number">{receipt.number}</strong>
        </li>
        <li>
          <span className="muted">Issued to</span> {receipt.issuedTo}
        </li>
        <li>
          <span className="muted">Date</span>{' '}
          <time dateTime={receipt.createdAt}>{formatUtcDate(receipt.createdAt)}</time>
        </li>
        {receipt.description && (
          <li>
            <span className="muted">Details</span> {receipt.description}
          </li>
        )}
      </ul>
      <div className="receipt__lines-wrap">
        <table className="receipt__lines">
          <caption className="sr-only">Amounts in US dollars</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="receipt__amount">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line) => (
              <tr key={line.label}>
                <td>{line.label}</td>
                <td className="receipt__amount">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{receipt.total.label}</th>
              <td className="receipt__amount" data-testid="receipt-total">
                {money(receipt.total.amount)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="muted small">Transaction {receipt.id}. Amounts in USD.</p>
      <div className="receipt__actions">
        <a className="btn btn--primary" href={receiptPdfUrl(receipt.id)} download={`receipt-${receipt.number}.pdf`}>
          Download PDF
        </a>
        {match && (
          <Link className="btn btn--outline" to={`/tournaments/${encodeURIComponent(match)}`}>
            View the match
          </Link>
        )}
        <Link className="btn btn--outline" to="/wallet">
          Back to your wallet
        </Link>
      </div>
    </article>
  );
}

/** /wallet/receipts/:id: a deposit, withdrawal or prize receipt, with its PDF. */
export function ReceiptPage({ id }: { id: string }) {
  const receipt = useReceipt(id);
  let body;
  if (receipt.isPending) body = <PageSpinner label="Loading the receipt…" />;
  else if (receipt.isError) {
    const missing = getErrorStatus(receipt.error) === 404;
    body = (
      <div className="card receipt" role={missing ? undefined : 'alert'}>
        <h1 className="receipt__title">{missing ? 'Receipt not found' : 'Could not load this receipt'}</h1>
        <p>{getErrorMessage(receipt.error)}</p>
        <div className="receipt__actions">
          {!missing && (
            <button type="button" className="btn btn--primary" onClick={() => void receipt.refetch()}>
              Try Again
            </button>
          )}
          <Link className="btn btn--outline" to="/wallet">
            Back to your wallet
          </Link>
        </div>
      </div>
    );
  } else body = <ReceiptCard receipt={receipt.data} />;
  return <div className="container page receipt-page">{body}</div>;
}
