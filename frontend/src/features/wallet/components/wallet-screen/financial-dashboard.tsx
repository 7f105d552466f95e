import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowUpIcon, PlusIcon, RefreshIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { getErrorStatus } from '@/lib/errors';
import { centsFromApiOrZero, formatMoney, usd } from '@/lib/money';
import { isUnauthorizedError } from '@/lib/query-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { User } from '@/types/api';
import { useTransactions } from '../../api/get-transactions';
import { useWalletSummary } from '../../api/get-wallet-summary';
import { AddFundsDialog } from '../add-funds/add-funds-dialog';
import { PayPalCancelledNote } from '../paypal/paypal-cancelled-note';
import { WithdrawalDialog } from '../withdrawal/withdrawal-dialog';
import { TransactionHistory } from './transaction-history';
import { WalletStatCards } from './wallet-stat-cards';
import '../wallet-flows.css';
import './wallet-screen.css';

function signed(cents: number): string {
  if (cents > 0) return `+${usd(cents)}`;
  if (cents < 0) return `-${usd(-cents)}`;
  return usd(0);
}

/** The wallet screen: balances, the figures the server folds from the ledger, and the list. */
export function FinancialDashboard({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const transactions = useTransactions();
  const summary = useWalletSummary();
  const [addFundsOpen, setAddFundsOpen] = useState(false);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const figures = summary.data;
  const netProfitCents = figures ? centsFromApiOrZero(figures.netProfit) : 0;
  const pendingCents = centsFromApiOrZero(user.pendingBalance);

  // A 401 "Unauthorized" is handled app-wide (toast, then /auth after 500 ms). Any other 401 on the
  // list still means the session is gone: sign out locally and go to /auth.
  const transactionsError = transactions.error;
  useEffect(() => {
    if (getErrorStatus(transactionsError) !== 401 || isUnauthorizedError(transactionsError)) return;
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    void navigate('/auth', { replace: true });
  }, [transactionsError, queryClient, navigate]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY }, { throwOnError: true }),
        transactions.refetch({ throwOnError: true }),
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
            {figures ? signed(netProfitCents) : <Skeleton width="6rem" height="2rem" />}
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

      <TransactionHistory
        transactions={transactions.data}
        isLoading={transactions.isPending}
        failed={transactions.isError}
        onRetry={() => void transactions.refetch()}
        onAddFunds={openAddFunds}
      />

      <AddFundsDialog open={addFundsOpen} onClose={() => setAddFundsOpen(false)} />
      <WithdrawalDialog open={withdrawOpen} onClose={() => setWithdrawOpen(false)} />
    </div>
  );
}
