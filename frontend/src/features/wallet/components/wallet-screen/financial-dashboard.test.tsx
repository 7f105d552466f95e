import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyStats, json, makeUser, mockFetch, renderApp } from '@/testing/test-utils';
import { makeTransaction } from '@/testing/api-fixtures';
import type { WalletTransaction } from '@/types/api';
import { renderSignedIn } from '../../testing/wallet-test-utils';
import { FinancialDashboard } from './financial-dashboard';

const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T23:30:00.000Z`;

const TRANSACTIONS: WalletTransaction[] = (
  [
    {
      id: 't7',
      type: 'debit',
      amount: '5.00',
      description: 'Manual withdrawal to bank',
      status: 'completed',
      createdAt: at(7),
    },
    {
      id: 't6',
      type: 'withdrawal',
      amount: '30.00',
      description: 'Withdrawal to Meezan Bank ****6702',
      status: 'pending',
      createdAt: at(6),
    },
    {
      id: 't5',
      type: 'refund',
      amount: '10.00',
      description: 'Match cancelled',
      status: 'completed',
      createdAt: at(5),
    },
    {
      id: 't4',
      type: 'prize',
      amount: '47.50',
      description: 'Won Sunday Padel',
      status: 'completed',
      createdAt: at(4),
    },
    {
      id: 't3',
      type: 'entry_fee',
      amount: '25.00',
      description: 'Entry: Sunday Padel',
      status: 'completed',
      createdAt: at(3),
    },
    {
      id: 't2',
      type: 'deposit',
      amount: '100.00',
      description: 'Bank transfer (reference FT1)',
      status: 'rejected',
      createdAt: at(2),
    },
    { id: 't1', type: 'deposit', amount: '150.00', description: 'Card', status: 'completed', createdAt: at(1) },
  ] as const
).map((fields) => makeTransaction(fields));

/** What the server folds from the ledger for the list above (plus a refund and a pending transfer). */
const SUMMARY = {
  prizes: '47.50',
  prizeCount: 1,
  refunds: '10.00',
  refundCount: 1,
  entryFees: '25.00',
  entryFeeCount: 1,
  feesPaid: '4.50',
  netProfit: '28.00',
  depositsCredited: '150.00',
  depositCount: 1,
  depositsPending: '20.00',
  pendingDepositCount: 1,
  withdrawn: '5.00',
  withdrawalCount: 1,
  withdrawalsPending: '30.00',
  pendingWithdrawalCount: 1,
  adjustments: '0.00',
  tournamentsPlayed: 3,
  tournamentsWon: 1,
  winRate: 33,
};
const EMPTY_SUMMARY = {
  ...SUMMARY,
  prizes: '0.00',
  prizeCount: 0,
  refunds: '0.00',
  refundCount: 0,
  entryFees: '0.00',
  entryFeeCount: 0,
  feesPaid: '0.00',
  netProfit: '0.00',
  depositsCredited: '0.00',
  depositCount: 0,
  depositsPending: '0.00',
  pendingDepositCount: 0,
  withdrawn: '0.00',
  withdrawalCount: 0,
  withdrawalsPending: '0.00',
  pendingWithdrawalCount: 0,
  tournamentsPlayed: 0,
  tournamentsWon: 0,
  winRate: 0,
};

function renderDashboard(
  transactions: unknown = TRANSACTIONS,
  user = makeUser({ balance: '247.50', pendingBalance: '20.00' }),
  summary: unknown = Array.isArray(transactions) && transactions.length === 0 ? EMPTY_SUMMARY : SUMMARY,
) {
  const fetchMock = mockFetch({
    '/api/user/transactions': transactions,
    '/api/wallet/summary': summary,
    '/api/user/stats': json({ ...emptyStats, tournamentsPlayed: 3 }),
  });
  const view = renderSignedIn(<FinancialDashboard user={user} />, { user, path: '/wallet' });
  return { fetchMock, user: userEvent.setup(), ...view };
}

const rows = () => within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');

describe('Financial Dashboard', () => {
  it("shows the balance, the pending amount apart, and the server's ledger figures with honest labels", async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Financial Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$247.50');
    expect(screen.getByTestId('wallet-pending')).toHaveTextContent('Pending: $20.00');
    await screen.findByRole('list', { name: 'Transactions' });
    expect(await screen.findByText('+$28.00')).toBeInTheDocument();
    expect(screen.getByTestId('net-profit')).toHaveTextContent('+$28.00');
    expect(screen.getByText('Prizes + refunds − entry fees − fees paid')).toBeInTheDocument();
    expect(screen.getByTestId('total-winnings')).toHaveTextContent('$47.50');

    const stats = screen.getByRole('region', { name: 'Wallet statistics' });
    expect(stats).toHaveTextContent('Prizes$47.501 prize paid to you · refunds $10.00');
    expect(stats).toHaveTextContent('Entry Fees$25.001 entry fee · other fees $4.50');
    expect(stats).toHaveTextContent('Deposits$150.001 credited · $20.00 awaiting approval');
    expect(stats).toHaveTextContent('Withdrawals$5.001 paid out · $30.00 in progress');
    expect(stats).toHaveTextContent('Win Rate33%1 won of 3 completed matches');
  });

  it('shows a loss with a minus sign', async () => {
    renderDashboard(TRANSACTIONS, undefined, { ...SUMMARY, netProfit: '-27.00' });
    expect(await screen.findByText('-$27.00')).toBeInTheDocument();
  });

  it('offers Withdraw next to Add Funds', async () => {
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('dialog', { name: 'Withdraw Funds' })).toBeInTheDocument();
  });

  it('labels, signs and colours each row, with its status and a UTC date', async () => {
    renderDashboard();
    await screen.findByRole('list', { name: 'Transactions' });
    const list = rows();
    expect(list).toHaveLength(7);
    const expectations: [string, string, string, string][] = [
      ['Withdrawal', '-$5.00', 'purple', 'Completed'],
      ['Withdrawal', '-$30.00', 'purple', 'Pending'],
      ['Refund', '+$10.00', 'green', 'Completed'],
      ['Prize', '+$47.50', 'gold', 'Completed'],
      ['Entry Fee', '-$25.00', 'red', 'Completed'],
      ['Deposit', '+$100.00', 'green', 'Rejected'],
      ['Deposit', '+$150.00', 'green', 'Completed'],
    ];
    expectations.forEach(([label, amount, tone, status], index) => {
      const row = list[index];
      expect(within(row).getByText(label)).toHaveClass(`tx-tone--${tone}`);
      expect(within(row).getByTestId('transaction-amount')).toHaveTextContent(amount);
      expect(within(row).getByTestId('transaction-amount')).toHaveClass(`tx-tone--${tone}`);
      expect(row).toHaveTextContent(status);
    });
    expect(list[3]).toHaveTextContent('Won Sunday Padel');
    expect(list[3]).toHaveTextContent('Mar 4, 2025, 23:30 UTC');
  });

  it('filters by chip, and offers to show all when a filter is empty', async () => {
    const { user } = renderDashboard(TRANSACTIONS.filter((t) => t.type !== 'deposit'));
    await screen.findByRole('list', { name: 'Transactions' });
    const chip = (name: string) => screen.getByRole('button', { name });
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');

    await user.click(chip('Winnings'));
    expect(chip('Winnings')).toHaveAttribute('aria-pressed', 'true');
    expect(rows().map((r) => within(r).getByTestId('transaction-amount').textContent)).toEqual(['+$10.00', '+$47.50']);

    await user.click(chip('Fees'));
    expect(rows().map((r) => within(r).getByTestId('transaction-amount').textContent)).toEqual(['-$25.00']);

    await user.click(chip('Withdrawals'));
    expect(rows().map((r) => within(r).getByTestId('transaction-amount').textContent)).toEqual(['-$5.00', '-$30.00']);

    await user.click(chip('Deposits'));
    expect(screen.getByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Your First Funds' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Transactions' }));
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(rows()).toHaveLength(5);
  });

  it('with no transactions, offers Add Your First Funds, which opens Add Funds', async () => {
    const { user } = renderDashboard([]);
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All Transactions' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('net-profit')).toHaveTextContent('$0.00'));
    expect(screen.getByRole('region', { name: 'Wallet statistics' })).toHaveTextContent('Win Rate0%');
    await user.click(screen.getByRole('button', { name: 'Add Your First Funds' }));
    expect(screen.getByRole('dialog', { name: 'Add Funds' })).toBeInTheDocument();
  });

  it('opens Add Funds from the balance card and hides Pending when there is none', async () => {
    const { user } = renderDashboard([], makeUser({ balance: '10.00', pendingBalance: '0.00' }));
    expect(screen.queryByTestId('wallet-pending')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    expect(screen.getByRole('dialog', { name: 'Add Funds' })).toBeInTheDocument();
  });

  it('shows a loading skeleton while the list loads', () => {
    mockFetch({ '/api/user/transactions': () => new Promise<Response>(() => {}) });
    renderSignedIn(<FinancialDashboard user={makeUser()} />);
    expect(screen.getByLabelText('Loading transactions')).toBeInTheDocument();
  });

  it('refreshes and says so, or says it failed', async () => {
    let fail = false;
    const { user, fetchMock } = renderDashboard();
    await screen.findByRole('list', { name: 'Transactions' });
    fetchMock.mockImplementation((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === '/api/user/session') return Promise.resolve(json(makeUser()));
      if (url === '/api/user/transactions') {
        return Promise.resolve(fail ? json({ message: 'boom' }, 500) : json(TRANSACTIONS));
      }
      if (url === '/api/wallet/summary') return Promise.resolve(json(SUMMARY));
      return Promise.resolve(json(emptyStats));
    });

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refreshed')).toBeInTheDocument();
    expect(screen.getByText('Wallet data has been updated.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url as string)).toEqual(
      expect.arrayContaining(['/api/user/session', '/api/user/transactions']),
    );

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refresh Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to refresh wallet data.')).toBeInTheDocument();
  });
});

describe('/wallet route', () => {
  const signedIn = {
    '/api/user/session': json(makeUser()),
    '/api/user/stats': json(emptyStats),
    '/api/wallet/summary': json(EMPTY_SUMMARY),
  };

  it('renders the Financial Dashboard in the layout', async () => {
    mockFetch({ ...signedIn, '/api/user/transactions': json([]) });
    renderApp('/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Financial Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Wallet balance \$125\.50/ })).toBeInTheDocument();
  });

  it('goes to /auth when the transactions call answers 401', async () => {
    mockFetch({ ...signedIn, '/api/user/transactions': json({ message: 'Unauthorized' }, 401) });
    renderApp('/wallet');
    await screen.findByRole('heading', { level: 1, name: 'Financial Dashboard' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/), { timeout: 2000 });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('goes to /auth at once for a 401 without the word Unauthorized', async () => {
    mockFetch({ ...signedIn, '/api/user/transactions': json({ message: 'Session expired' }, 401) });
    renderApp('/wallet');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
  });
});
