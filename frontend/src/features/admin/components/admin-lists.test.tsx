import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { FinanceTab } from './finance-tab';
import { UserManagementTab } from './user-management-tab';

const DEPOSITS = '/api/admin/deposits?status=pending&page=1&pageSize=50';
const WITHDRAWALS = '/api/admin/withdrawals?status=pending&page=1&pageSize=50';
const deposit = {
  id: 'dep-1',
  userId: 'u1',
  amount: '50.00',
  fee: '0.00',
  paymentMethod: 'bank_transfer',
  transactionReference: 'BT-77',
  requestedAt: '2026-01-01T10:00:00Z',
  user: { email: 'a@example.test', firstName: 'A', lastName: 'B' },
};

describe('admin lists', () => {
  it('says a queue failed to load and shows it after Retry; an empty queue says so', async () => {
    let depositCalls = 0;
    mockFetch({
      [DEPOSITS]: () => {
        depositCalls += 1;
        return depositCalls === 1
          ? json({ message: 'The database is not answering.' }, 503)
          : json({ items: [deposit], total: 1, page: 1, pageSize: 50 });
      },
      [WITHDRAWALS]: json({ items: [], total: 0, page: 1, pageSize: 50 }),
      '/api/admin/users': json([]),
    });
    renderWithProviders(<FinanceTab />);
    const deposits = screen.getByRole('region', { name: 'Pending deposits' });
    expect(await within(deposits).findByRole('alert')).toHaveTextContent(
      'Could not load the pending deposits: The database is not answering.',
    );
    const withdrawals = screen.getByRole('region', { name: 'Pending withdrawals' });
    expect(await within(withdrawals).findByText('No withdrawals waiting.')).toBeInTheDocument();
    expect(within(withdrawals).queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(within(deposits).getByRole('button', { name: 'Retry' }));
    expect(await within(deposits).findByRole('button', { name: 'Approve deposit BT-77' })).toBeInTheDocument();
    expect(within(deposits).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(deposits).getByRole('navigation', { name: 'pending deposits pages' })).toHaveTextContent(
      'Page 1 of 1 · 1 pending deposits',
    );
  });

  it('shows a spinner until the players arrive, then one row each with its ledger link', async () => {
    mockFetch({
      '/api/admin/players?page=1&pageSize=50': json({
        items: [
          {
            id: 'abcdef12-0000-0000-0000-000000000000',
            email: 'ana@example.test',
            firstName: 'Ana',
            lastName: 'Lopez',
            rating: null,
            balance: '20.00',
            pendingBalance: '0.00',
            createdAt: '2026-01-01T10:00:00Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 50,
      }),
    });
    renderWithProviders(<UserManagementTab />);
    expect(screen.getByRole('status', { name: 'Loading players…' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /ana@example\.test/ });
    expect(within(row).getByTitle('abcdef12-0000-0000-0000-000000000000')).toHaveTextContent('abcdef12');
    expect(within(row).getByText('Unranked')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Explore the ledger of ana@example.test' })).toHaveAttribute(
      'href',
      '/admin/ledger?user=abcdef12-0000-0000-0000-000000000000',
    );
  });
});
