import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, json, mockFetch } from '@/testing/test-utils';
import { historyUrl, type HistoryCategory } from '../../api/get-history';
import { EMPTY_HISTORY, HISTORY_ROWS, historyPage, makeHistoryRow } from '../../testing/history-fixtures';
import { renderSignedIn } from '../../testing/wallet-test-utils';
import { TransactionHistory } from './transaction-history';

const url = (category: HistoryCategory | null = null, page = 1) => historyUrl({ category, page });

function renderHistory(routes: Record<string, unknown> = { [url()]: historyPage() }) {
  const fetchMock = mockFetch(routes);
  const onAddFunds = vi.fn();
  const view = renderSignedIn(<TransactionHistory onAddFunds={onAddFunds} />, { path: '/wallet' });
  return { fetchMock, onAddFunds, user: userEvent.setup(), ...view };
}

const list = () => screen.findByRole('list', { name: 'Transactions' });
const rows = () => within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
const requested = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([u]) => u as string);

describe('TransactionHistory (GET /api/wallet/history)', () => {
  it('shows every fee as its own row, with what it did to the balance', async () => {
    renderHistory();
    await list();
    const shown = rows().map((row) => [
      row.getAttribute('data-kind'),
      within(row).getByTestId('wallet-change').textContent,
    ]);
    expect(shown).toEqual([
      ['prize', '+$47.50'],
      ['entry_fee', '-$10.00'],
      ['court_share', '-$2.50'],
      ['withdrawal', '-$19.00'],
      ['withdrawal_fee', '-$1.00'],
      ['deposit', '$0.00'],
      ['deposit', '+$100.00'],
      ['card_fee', '$0.00'],
    ]);
    const [, , , withdrawal, withdrawalFee, rejected, , cardFee] = rows();
    // A withdrawal shows the amount, the fee and what arrives.
    expect(within(withdrawal).getByTestId('withdrawal-breakdown')).toHaveTextContent(
      'Withdrawn $20.00 · fee $1.00 · arrives $19.00',
    );
    expect(withdrawal).toHaveTextContent('Pending');
    expect(withdrawalFee).toHaveTextContent('Withdrawal fee');
    // The card fee is charged on top: a row of its own, not taken from the wallet.
    expect(cardFee).toHaveTextContent('Card fee');
    expect(cardFee).toHaveTextContent('$3.00 charged to your card');
    expect(rejected).toHaveTextContent('$100.00 not moved');
    expect(rejected).toHaveTextContent('Rejected');
    expect(rows()[0]).toHaveTextContent('Mar 5, 2025, 23:30 UTC');
  });

  it('links each row to its match or deposit, and to its receipt', async () => {
    renderHistory();
    await list();
    const links = rows().map((row) =>
      within(row)
        .queryAllByRole('link')
        .map((a) => `${a.textContent} ${a.getAttribute('href')}`),
    );
    expect(links).toEqual([
      ['Match /tournaments/match-1', 'Receipt /wallet/receipts/prize-1'],
      ['Match /tournaments/match-1'],
      ['Match /tournaments/match-1'],
      ['Receipt /wallet/receipts/wd-1'],
      ['Withdrawal /wallet/receipts/wd-1'],
      ['Receipt /wallet/receipts/dep-2'],
      ['Receipt /wallet/receipts/dep-1'],
      ['Deposit /wallet/receipts/dep-1'],
    ]);
    // Each link names its row for a screen reader ("Receipt", described by "Prize").
    expect(within(rows()[0]).getByRole('link', { name: 'Receipt' })).toHaveAccessibleDescription('Prize');
  });

  it("adds up to the balance with the server's totals over the whole history", async () => {
    renderHistory();
    const totals = await screen.findByRole('region', { name: 'How your balance adds up' });
    expect(
      within(totals)
        .getAllByTestId('category-change')
        .map((c) => c.textContent),
    ).toEqual(['+$100.00', '-$19.00', '-$13.50', '+$47.50']);
    expect(within(totals).getByTestId('history-balance')).toHaveTextContent('$115.00');
    expect(totals).toHaveTextContent('$20.00 is held for withdrawals waiting for approval.');
  });

  it("filters with the server's categories, each chip named for what it holds", async () => {
    const fees = HISTORY_ROWS.filter((row) => row.category === 'fees');
    const { user, fetchMock } = renderHistory({
      [url()]: historyPage(),
      [url('fees')]: historyPage(fees),
      [url('winnings')]: historyPage(HISTORY_ROWS.slice(0, 1)),
      [url('refunds')]: historyPage([]),
    });
    await list();
    const chip = (name: string) => screen.getByRole('button', { name });
    expect(
      within(screen.getByRole('group', { name: 'Filter transactions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Deposits', 'Withdrawals', 'Fees', 'Prizes', 'Refunds', 'Adjustments']);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');

    await user.click(chip('Fees'));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(chip('Fees')).toHaveAttribute('aria-pressed', 'true');
    expect(rows().map((r) => r.getAttribute('data-kind'))).toEqual([
      'entry_fee',
      'court_share',
      'withdrawal_fee',
      'card_fee',
    ]);
    expect(requested(fetchMock)).toContain('/api/wallet/history?page=1&pageSize=25&category=fees');

    // "Prizes" is the server's "winnings": prizes only, never refunds.
    await user.click(chip('Prizes'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveAttribute('data-kind', 'prize');

    await user.click(chip('Refunds'));
    expect(await screen.findByText(/There are no refunds to show/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Transactions' }));
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(rows()).toHaveLength(8));
  });

  it('shows the Other chip only when the server has rows it cannot name', async () => {
    const page = historyPage([makeHistoryRow({ id: 'x', kind: 'other', category: 'other', label: 'Other' })]);
    page.totals = {
      ...page.totals,
      categories: [{ category: 'other', count: 1, amount: '0.00', walletChange: '0.00' }],
    };
    renderHistory({ [url()]: page });
    expect(await screen.findByRole('button', { name: 'Other' })).toBeInTheDocument();
  });

  it('pages through the server, keeping the filter', async () => {
    const first = historyPage(HISTORY_ROWS, 1, 30);
    const second = historyPage(
      [makeHistoryRow({ id: 'old', kind: 'credit', category: 'adjustments', label: 'Balance adjustment' })],
      2,
      30,
    );
    const { user } = renderHistory({ [url()]: first, [url(null, 2)]: second });
    await list();
    const pager = screen.getByRole('navigation', { name: 'transactions pages' });
    expect(pager).toHaveTextContent('Page 1 of 2 · 30 transactions');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Balance adjustment');
    expect(pager).toHaveTextContent('Page 2 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(rows()).toHaveLength(8));
  });

  it('shows a loading state, then an error with Retry that loads again', async () => {
    const answer = deferred<Response>();
    let calls = 0;
    const { user } = renderHistory({
      [url()]: () => (++calls === 1 ? answer.promise : json(historyPage())),
    });
    expect(screen.getByRole('status', { name: 'Loading transactions…' })).toBeInTheDocument();
    answer.resolve(json({ message: 'The database is busy. Try again in a moment.', code: 'X' }, 503));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the transactions: The database is busy. Try again in a moment.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await list();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with no rows at all, offers the first deposit', async () => {
    const { user, onAddFunds } = renderHistory({ [url()]: EMPTY_HISTORY });
    expect(await screen.findByText(/No transactions yet/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'transactions pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Funds' }));
    expect(onAddFunds).toHaveBeenCalledOnce();
  });
});
