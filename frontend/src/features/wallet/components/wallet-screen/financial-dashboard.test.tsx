import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyStats, json, makeUser, mockFetch, renderApp } from '@/testing/test-utils';
import { historyUrl } from '../../api/get-history';
import { EMPTY_HISTORY, historyPage } from '../../testing/history-fixtures';
import { renderSignedIn } from '../../testing/wallet-test-utils';
import { FinancialDashboard } from './financial-dashboard';

const HISTORY = historyUrl({ category: null, page: 1 });

/** What the server folds from the ledger (the history itself is tested in transaction-history.test.tsx). */
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
  history: unknown = historyPage(),
  user = makeUser({ balance: '247.50', pendingBalance: '20.00' }),
  summary: unknown = history === EMPTY_HISTORY ? EMPTY_SUMMARY : SUMMARY,
) {
  const fetchMock = mockFetch({
    [HISTORY]: history,
    '/api/wallet/summary': summary,
    '/api/user/stats': json({ ...emptyStats, tournamentsPlayed: 3 }),
  });
  const view = renderSignedIn(<FinancialDashboard user={user} />, { user, path: '/wallet' });
  return { fetchMock, user: userEvent.setup(), ...view };
}

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
    renderDashboard(historyPage(), undefined, { ...SUMMARY, netProfit: '-27.00' });
    expect(await screen.findByText('-$27.00')).toBeInTheDocument();
  });

  it('offers Withdraw next to Add Funds', async () => {
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('dialog', { name: 'Withdraw Funds' })).toBeInTheDocument();
  });

  it('with no transactions, offers Add Your First Funds, which opens Add Funds', async () => {
    const { user } = renderDashboard(EMPTY_HISTORY);
    expect(await screen.findByText(/No transactions yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All Transactions' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('net-profit')).toHaveTextContent('$0.00'));
    expect(screen.getByRole('region', { name: 'Wallet statistics' })).toHaveTextContent('Win Rate0%');
    await user.click(screen.getByRole('button', { name: 'Add Your First Funds' }));
    expect(screen.getByRole('dialog', { name: 'Add Funds' })).toBeInTheDocument();
  });

  it('opens Add Funds from the balance card and hides Pending when there is none', async () => {
    const { user } = renderDashboard(EMPTY_HISTORY, makeUser({ balance: '10.00', pendingBalance: '0.00' }));
    expect(screen.queryByTestId('wallet-pending')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    expect(screen.getByRole('dialog', { name: 'Add Funds' })).toBeInTheDocument();
  });

  it('shows a loading skeleton while the list loads', () => {
    mockFetch({ [HISTORY]: () => new Promise<Response>(() => {}) });
    renderSignedIn(<FinancialDashboard user={makeUser()} />);
    expect(screen.getByRole('status', { name: 'Loading transactions…' })).toBeInTheDocument();
  });

  it('refreshes and says so, or says it failed', async () => {
    let fail = false;
    const { user, fetchMock } = renderDashboard();
    await screen.findByRole('list', { name: 'Transactions' });
    fetchMock.mockImplementation((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === '/api/user/session') return Promise.resolve(json(makeUser()));
      if (url === HISTORY) return Promise.resolve(fail ? json({ message: 'boom' }, 500) : json(historyPage()));
      if (url === '/api/wallet/summary') return Promise.resolve(json(SUMMARY));
      return Promise.resolve(json(emptyStats));
    });

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refreshed')).toBeInTheDocument();
    expect(screen.getByText('Wallet data has been updated.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url as string)).toEqual(
      expect.arrayContaining(['/api/user/session', HISTORY]),
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
    mockFetch({ ...signedIn, [HISTORY]: json(EMPTY_HISTORY) });
    renderApp('/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Financial Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Wallet balance \$125\.50/ })).toBeInTheDocument();
  });

  it('goes to /auth when the history call answers 401', async () => {
    mockFetch({ ...signedIn, [HISTORY]: json({ message: 'Unauthorized' }, 401) });
    renderApp('/wallet');
    await screen.findByRole('heading', { level: 1, name: 'Financial Dashboard' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/), { timeout: 2000 });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('goes to /auth at once for a 401 without the word Unauthorized', async () => {
    mockFetch({ ...signedIn, [HISTORY]: json({ message: 'Session expired' }, 401) });
    renderApp('/wallet');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
  });
});
