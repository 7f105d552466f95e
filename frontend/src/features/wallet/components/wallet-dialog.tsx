import { Dialog } from '@/components/ui/dialog';
import { ArrowDownIcon, ArrowUpIcon, InfoIcon, LockIcon, ShieldIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { formatMoney } from '@/lib/money';
import { BankDetailsPanel } from './bank-details-panel';
import './wallet-dialog.css';

interface WalletDialogProps {
  open: boolean;
  onClose: () => void;
  balance: string | null | undefined;
}

export function WalletDialog({ open, onClose, balance }: WalletDialogProps) {
  // The add-funds and withdrawal dialogs arrive in a later issue.
  const comingSoon = (what: string) =>
    toast({ title: 'Coming soon', description: `${what} will be available shortly.` });

  return (
    <Dialog open={open} onClose={onClose} title="Wallet Management" description="Manage your funds and transactions" size="md">
      <div className="wallet-dialog">
        <div className="balance-card">
          <div className="balance-card__label">Available Balance</div>
          <div className="balance-card__amount" data-testid="wallet-dialog-balance">
            ${formatMoney(balance)}
          </div>
          <div className="balance-card__tags">
            <span className="tag tag--green">
              <ShieldIcon size={14} /> Secured
            </span>
            <span className="tag tag--blue">
              <LockIcon size={14} /> FDIC Insured
            </span>
          </div>
        </div>

        <div className="wallet-actions">
          <div className="wallet-action">
            <span className="wallet-action__icon wallet-action__icon--green">
              <ArrowDownIcon />
            </span>
            <div className="wallet-action__text">
              <div className="wallet-action__title">Deposit Funds</div>
              <div className="wallet-action__subtitle">Add money via bank transfer</div>
              <span className="tag tag--green">Free Transfer</span>
            </div>
            <button type="button" className="btn btn--primary btn--sm" onClick={() => comingSoon('Deposits')}>
              Add Funds
            </button>
          </div>
          <div className="wallet-action">
            <span className="wallet-action__icon wallet-action__icon--amber">
              <ArrowUpIcon />
            </span>
            <div className="wallet-action__text">
              <div className="wallet-action__title">Withdraw Funds</div>
              <div className="wallet-action__subtitle">Transfer to your bank account</div>
              <span className="tag tag--amber">2.5% Fee</span>
            </div>
            <button type="button" className="btn btn--outline btn--sm" onClick={() => comingSoon('Withdrawals')}>
              Withdraw
            </button>
          </div>
        </div>

        <section className="panel" aria-labelledby="processing-info-title">
          <h3 id="processing-info-title" className="panel__title">
            <InfoIcon size={16} /> Processing Information
          </h3>
          <ul className="info-list">
            <li>Bank transfer deposits are free and take 1-2 business days.</li>
            <li>Deposits are processed within 24 hours after verification.</li>
            <li>Withdrawals carry a 2.5% fee (minimum $1) and take 2-3 business days.</li>
            <li>The minimum deposit and the minimum withdrawal are both $10.</li>
          </ul>
        </section>

        <BankDetailsPanel />
      </div>
    </Dialog>
  );
}
