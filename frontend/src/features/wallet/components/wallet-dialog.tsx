import { BANK_DEPOSIT_TIME, BANK_WITHDRAWAL_TIME } from '@/lib/processing-times';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ArrowDownIcon, ArrowUpIcon, InfoIcon } from '@/components/ui/icons';
import { DIALOG_HANDOFF_MS } from '@/config/wallet-limits';
import { centsFromApiOrZero, formatMoney, usdShort } from '@/lib/money';
import { percentText, useMoneyRules } from '@/lib/money-rules';
import { useWalletSession } from '../api/get-wallet-session';
import { AddFundsDialog } from './add-funds/add-funds-dialog';
import { BankDetailsPanel } from './bank-details-panel';
import { WithdrawalDialog } from './withdrawal/withdrawal-dialog';
import './wallet-dialog.css';

interface WalletDialogProps {
  open: boolean;
  onClose: () => void;
  balance: string | null | undefined;
}

type FollowUp = 'add_funds' | 'withdraw' | null;

export function WalletDialog({ open, onClose, balance }: WalletDialogProps) {
  const session = useWalletSession();
  const rules = useMoneyRules().data;
  const pendingCents = centsFromApiOrZero(session.data?.pendingBalance);
  const [followUp, setFollowUp] = useState<FollowUp>(null);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  // This dialog closes first; the next one opens 200 ms later, once this one has gone.
  const handOff = (next: Exclude<FollowUp, null>) => {
    onClose();
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setFollowUp(next);
    }, DIALOG_HANDOFF_MS);
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        title="Wallet Management"
        description="Manage your funds and transactions"
        size="md"
      >
        <div className="wallet-dialog">
          <div className="balance-card">
            <div className="balance-card__label">Available Balance</div>
            <div className="balance-card__amount" data-testid="wallet-dialog-balance">
              ${formatMoney(balance)}
            </div>
            {pendingCents > 0 && (
              <div className="balance-card__pending" data-testid="wallet-dialog-pending">
                Pending: ${formatMoney(session.data?.pendingBalance)}
              </div>
            )}
          </div>

          <div className="wallet-actions">
            <div className="wallet-action">
              <span className="wallet-action__icon wallet-action__icon--green">
                <ArrowDownIcon />
              </span>
              <div className="wallet-action__text">
                <div className="wallet-action__title">Deposit Funds</div>
                <div className="wallet-action__subtitle">Add money by card or bank transfer</div>
                <span className="tag tag--green">Bank transfer: no fee</span>
              </div>
              <button type="button" className="btn btn--primary btn--sm" onClick={() => handOff('add_funds')}>
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
                {rules && <span className="tag tag--amber">{percentText(rules.withdrawal.feeBasisPoints)} Fee</span>}
              </div>
              <button type="button" className="btn btn--outline btn--sm" onClick={() => handOff('withdraw')}>
                Withdraw
              </button>
            </div>
          </div>

          <section className="panel" aria-labelledby="processing-info-title">
            <h3 id="processing-info-title" className="panel__title">
              <InfoIcon size={16} /> Processing Information
            </h3>
            <ul className="info-list">
              <li>Bank transfer deposits are free and take {BANK_DEPOSIT_TIME}.</li>
              <li>Deposits are processed within 24 hours after verification.</li>
              {rules && (
                <>
                  <li>
                    Withdrawals carry a {percentText(rules.withdrawal.feeBasisPoints)} fee (minimum{' '}
                    {usdShort(rules.withdrawal.minFeeCents)}) and take {BANK_WITHDRAWAL_TIME}.
                  </li>
                  <li>
                    The minimum deposit is {usdShort(rules.deposit.minCents)} and the minimum withdrawal{' '}
                    {usdShort(rules.withdrawal.minCents)}.
                  </li>
                </>
              )}
            </ul>
          </section>

          <BankDetailsPanel />
        </div>
      </Dialog>
      <AddFundsDialog open={followUp === 'add_funds'} onClose={() => setFollowUp(null)} />
      <WithdrawalDialog open={followUp === 'withdraw'} onClose={() => setFollowUp(null)} />
    </>
  );
}
