import { Link } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { CheckIcon } from '@/components/ui/icons';
import { formatMoney, usd, type Cents } from '@/lib/money';

export interface PageDepositResult {
  kind: 'card' | 'bank';
  amountCents: Cents;
  balance: string | undefined;
  pendingBalance: string | undefined;
}

export function DepositSuccessDialog({ result, onClose }: { result: PageDepositResult | null; onClose: () => void }) {
  const card = result?.kind === 'card';
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      title={card ? 'Deposit Successful!' : 'Deposit Submitted Successfully!'}
      size="sm"
    >
      {result && (
        <div className="result">
          <span className="icon-badge icon-badge--green icon-badge--lg">
            <CheckIcon />
          </span>
          <dl className="detail-list">
            <div>
              <dt>{card ? 'Amount added' : 'Amount submitted'}</dt>
              <dd data-testid="deposit-result-amount">{usd(result.amountCents)}</dd>
            </div>
            <div>
              <dt>{card ? 'New balance' : 'Current balance'}</dt>
              <dd data-testid="deposit-result-balance">${formatMoney(result.balance)}</dd>
            </div>
            {!card && (
              <div>
                <dt>Pending verification</dt>
                <dd>${formatMoney(result.pendingBalance)}</dd>
              </div>
            )}
          </dl>
          <p className="muted">
            {card
              ? 'The funds are in your wallet and ready for your next match.'
              : 'Deposits are processed within 24 hours after verification.'}
          </p>
          <div className="dialog-actions">
            <Link to="/wallet" className="btn btn--outline" onClick={onClose}>
              View Wallet
            </Link>
            <Link to="/" className="btn btn--primary" onClick={onClose}>
              Find Tournaments
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
