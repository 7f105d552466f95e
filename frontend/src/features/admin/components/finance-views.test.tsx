import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { RevenueSection } from './revenue-section';
import { TransactionDetailView, TransactionsTab } from './transactions-tab';

const row = {
  id: 'dep-1',
  userId: 'u1',
  user: { email: 'ana@x.test', firstName: 'Ana', lastName: 'A' },
  type: 'deposit',
  amount: '50.00',
  fee: '1.50',
  description: 'Card',
  status: 'completed',
  reference: 'pi_1',
  tournamentId: null,
  createdAt: '2026-11-24T07:00:00.000Z',
};

const detail = {
  ...row,
  gross: '51.50',
  net: '50.00',
  completedAt: '2026-11-24T07:00:01.000Z',
  linked: { kind: 'deposit', id: 'dep-1', name: null, method: 'card' },
  history: [
    {
      eventId: 'e1',
      type: 'Deposited',
      status: 'completed',
      at: '2026-11-24T07:00:01.000Z',
      actorUserId: null,
      reason: null,
    },
  ],
  postings: [
    {
      eventId: 'e1',
      label: 'Deposit',
      source: 'platform:card-clearing',
      destination: 'wallet:u1:available',
      amount: '50.00',
      recordedAt: '',
    },
    {
      eventId: 'e1',
      label: 'Card fee',
      source: 'platform:card-clearing',
      destination: 'platform:revenue',
      amount: '1.50',
      recordedAt: '',
    },
  ],
};

const revenue = {
  from: null,
  to: null,
  total: '5.53',
  sources: [
    { source: 'card_fees', label: 'Card fees', amount: '3.00', count: 1 },
    { source: 'withdrawal_fees', label: 'Withdrawal fees', amount: '1.00', count: 1 },
    { source: 'match_fees', label: 'Match fees', amount: '1.50', count: 1 },
    { source: 'court_fee_rounding', label: 'Court-fee rounding', amount: '0.03', count: 1 },
  ],
};

describe('Finance views', () => {
  it('shows a transaction in full: gross, fee, net, the linked deposit, history and named postings', async () => {
    mockFetch({ '/api/admin/transactions/dep-1': json(detail) });
    renderWithProviders(<TransactionDetailView id="dep-1" onClose={() => {}} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByTestId('detail-gross')).toHaveTextContent('$51.50');
    expect(screen.getByTestId('detail-fee')).toHaveTextContent('$1.50');
    expect(screen.getByTestId('detail-net')).toHaveTextContent('$50.00');
    expect(screen.getByText('Deposit by card (pi_1)')).toBeInTheDocument();
    expect(screen.getByText('Card fee')).toBeInTheDocument();
    expect(screen.getAllByText('platform:revenue').length).toBeGreaterThan(0);
  });

  it('says why a transaction cannot be shown', async () => {
    mockFetch({
      '/api/admin/transactions/nope': json({ message: 'No such transaction.', code: 'TRANSACTIONS.NOT_FOUND' }, 404),
    });
    renderWithProviders(<TransactionDetailView id="nope" onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No such transaction.');
  });

  it('applies the filters to the list and to the CSV link, and opens a detail', async () => {
    const filtered =
      '/api/admin/transactions?type=deposit&status=completed&minAmount=10&maxAmount=60&from=2026-11-01T00%3A00%3A00Z&to=2026-11-02T00%3A00%3A00.000Z&page=1&pageSize=50';
    mockFetch({
      '/api/admin/transactions?page=1&pageSize=50': json({ items: [], total: 0, page: 1, pageSize: 50 }),
      [filtered]: json({ items: [row], total: 1, page: 1, pageSize: 50 }),
      '/api/admin/transactions/dep-1': json(detail),
      '/api/admin/revenue': json(revenue),
    });
    renderWithProviders(<TransactionsTab />);
    const form = screen.getByRole('form', { name: 'Filter transactions' });
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'deposit');
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'completed');
    await userEvent.type(within(form).getByLabelText('Min amount'), '10');
    await userEvent.type(within(form).getByLabelText('Max amount'), '60');
    await userEvent.type(within(form).getByLabelText('From (UTC)'), '2026-11-01');
    await userEvent.type(within(form).getByLabelText('To (UTC, inclusive)'), '2026-11-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('pi_1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/transactions/export.csv?type=deposit&status=completed&minAmount=10&maxAmount=60&from=2026-11-01T00%3A00%3A00Z&to=2026-11-02T00%3A00%3A00.000Z',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(await screen.findByTestId('detail-net')).toHaveTextContent('$50.00');
  });

  it('shows revenue by source with its total and CSV, and an empty period', async () => {
    mockFetch({
      '/api/admin/revenue': json(revenue),
      '/api/admin/revenue?from=2030-01-01T00%3A00%3A00Z': json({
        ...revenue,
        total: '0.00',
        sources: revenue.sources.map((s) => ({ ...s, amount: '0.00', count: 0 })),
      }),
    });
    renderWithProviders(<RevenueSection />);
    expect(await screen.findByTestId('revenue-total')).toHaveTextContent('$5.53');
    expect(screen.getByText('Court-fee rounding')).toBeInTheDocument();
    expect(screen.getByText('$0.03')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download revenue CSV' })).toHaveAttribute(
      'href',
      '/api/admin/revenue/export.csv',
    );
    const form = screen.getByRole('form', { name: 'Revenue period' });
    await userEvent.type(within(form).getByLabelText('From (UTC)'), '2030-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Show revenue' }));
    expect(await screen.findByText('No revenue in this period.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download revenue CSV' })).toHaveAttribute(
      'href',
      '/api/admin/revenue/export.csv?from=2030-01-01T00%3A00%3A00Z',
    );
  });

  it('says why revenue cannot be shown', async () => {
    mockFetch({ '/api/admin/revenue': json({ message: 'The database is unavailable.', code: 'X' }, 503) });
    renderWithProviders(<RevenueSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/unavailable|try again/i);
  });
});
