import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ArrowUpIcon, PlusIcon, RefreshIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { centsFromApiOrZero, formatMoney, usd } from '@/lib/money';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { User } from '@/types/api';
import { HISTORY_QUERY_KEY } from '../../api/get-history';
import { useWalletSummary } from '../../api/get-wallet-summary';
import { signedUsd } from '../../utils/history';
import { AddFundsDialog } from '../add-funds/add-funds-dialog';
import { PayPalCancelledNote } from '../paypal/paypal-cancelled-note';
import { WithdrawalDialog } from '../withdrawal/withdrawal-dialog';
import { TransactionHistory } from './transaction-history';
import { WalletStatCards } from './wallet-stat-cards';
import '../wallet-flows.css';
import './wallet-screen.css';

/** The wallet screen: balances, the figures the server folds from the ledger, and the list. */
export function FinancialDashboard({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const summary = useWalletSummary();
  const [addFundsOpen, setAddFundsOpen] = useState(false);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const figures = summary.data;
  const netProfitCents = figures ? centsFromApiOrZero(figures.netProfit) : 0;
  const pendingCents = centsFromApiOrZero(user.pendingBalance);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY }, { throwOnError: true }),
        queryClient.refetchQueries({ queryKey: HISTORY_QUERY_KEY, type: 'active' }, { throwOnError: true }),
        summary.refetch(),
      ]);
      toast({ title: 'Refreshed', description: 'Wallet data has been updated.' });
    } catch {
      toast({ title: 'Refresh Failed', description: 'Failed to refresh wallet data.', variant: 'destructive' });
    } finally {
      setRefreshing(false);
    }
  };

  const openAddFunds = () => setAddFundsOpen(true);
  const netTone = netProfitCents < 0 ? 'negative' : 'positive';

  return (
    <div className="container page wallet-screen">
      <header className="wallet-screen__header">
        <div>
          <h1 className="wallet-screen__title">Financial Dashboard</h1>
          <p className="muted">Your balance, winnings and every transaction in one place.</p>
        </div>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void refresh()} disabled={refreshing}>
          <RefreshIcon size={16} /> {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
      </header>
      <PayPalCancelledNote />

      <section className="wallet-overview" aria-label="Balance overview">
        <div className="wallet-balance-card">
          <span className="wallet-balance-card__label">Current Balance</span>
          <span className="wallet-balance-card__amount" data-testid="wallet-balance">
            ${formatMoney(user.balance)}
          </span>
          {pendingCents > 0 && (
            <span className="wallet-balance-card__pending" data-testid="wallet-pending">
              Pending: ${formatMoney(user.pendingBalance)} (bank transfers awaiting approval, not spendable yet)
            </span>
          )}
          <div className="wallet-balance-card__actions">
            <button type="button" className="btn btn--primary" onClick={openAddFunds}>
              <PlusIcon size={18} /> Add Funds
            </button>
            <button type="button" className="btn btn--outline" onClick={() => setWithdrawOpen(true)}>
              <ArrowUpIcon size={18} /> Withdraw
            </button>
          </div>
        </div>
        <div className="wallet-metric">
          <span className="wallet-metric__label">Net Profit</span>
          <span className={`wallet-metric__value wallet-metric__value--${netTone}`} data-testid="net-profit">
            {figures ? signedUsd(netProfitCents) : <Skeleton width="6rem" height="2rem" />}
          </span>
          <span className="wallet-metric__detail">Prizes + refunds − entry fees − fees paid</span>
        </div>
        <div className="wallet-metric">
          <span className="wallet-metric__label">Total Prizes</span>
          <span className="wallet-metric__value wallet-metric__value--gold" data-testid="total-winnings">
            {figures ? usd(centsFromApiOrZero(figures.prizes)) : <Skeleton width="6rem" height="2rem" />}
          </span>
          <span className="wallet-metric__detail">Your share of prizes, paid into this wallet</span>
        </div>
      </section>

      <WalletStatCards figures={figures} />

      <TransactionHistory onAddFunds={openAddFunds} />

      <AddFundsDialog open={addFundsOpen} onClose={() => setAddFundsOpen(false)} />
      <WithdrawalDialog open={withdrawOpen} onClose={() => setWithdrawOpen(false)} />
    </div>
  );
}
