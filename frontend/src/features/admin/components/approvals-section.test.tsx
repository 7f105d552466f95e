import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { FinanceTab } from './finance-tab';
import { UserManagementTab } from './user-management-tab';

const emptyPage = json({ items: [], total: 0, page: 1, pageSize: 50 });
const approval = {
  id: 'ap-1',
  kind: 'balance_adjustment',
  status: 'pending',
  userId: 'u1',
  userEmail: 'ana@example.test',
  subjectId: 'ap-1',
  amount: '750.00',
  role: null,
  reason: 'Prize paid by hand',
  requestedBy: 'admin-a',
  requestedByEmail: 'dana@example.test',
  requestedAt: '2026-11-28T10:00:00Z',
  decidedBy: null,
  decisionReason: null,
  decidedAt: null,
  failure: null,
};

describe('four eyes in the finance tab', () => {
  it('lists what waits for a second admin and approves it only after confirming', async () => {
    const fetchMock = mockFetch({
      '/api/admin/approvals?status=pending&page=1&pageSize=50': json({
        items: [approval],
        total: 1,
        page: 1,
        pageSize: 50,
      }),
      '/api/admin/deposits?status=pending&page=1&pageSize=50': emptyPage,
      '/api/admin/withdrawals?status=pending&page=1&pageSize=50': emptyPage,
      '/api/admin/users': json([]),
      'POST /api/admin/approvals/ap-1/approve': json({ approvalId: 'ap-1', status: 'granted', approvedBy: 'admin-b' }),
    });
    renderWithProviders(<FinanceTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve: Credit $750.00 to ana@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve as second administrator' });
    expect(dialog).toHaveTextContent(
      'asked by dana@example.test: “Prize paid by hand”. Approving moves the money now.',
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/approvals/ap-1/approve')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Approve and carry out' }));
    expect(await screen.findByText('Approved and carried out')).toBeInTheDocument();
  });

  it('says a large deposit approval waits for a second admin instead of claiming it was credited', async () => {
    mockFetch({
      '/api/admin/approvals?status=pending&page=1&pageSize=50': emptyPage,
      '/api/admin/deposits?status=pending&page=1&pageSize=50': json({
        total: 1,
        page: 1,
        pageSize: 50,
        items: [
          {
            id: 'dep-9',
            userId: 'u1',
            amount: '900.00',
            fee: '0.00',
            paymentMethod: 'bank_transfer',
            transactionReference: 'BIG-9',
            requestedAt: '2026-01-01T10:00:00Z',
            user: { email: 'a@example.test', firstName: 'A', lastName: 'B' },
          },
        ],
      }),
      '/api/admin/withdrawals?status=pending&page=1&pageSize=50': emptyPage,
      '/api/admin/users': json([]),
      'POST /api/admin/deposits/dep-9/approve': json({ status: 'awaiting_second_approval', approvalId: 'ap-9' }, 202),
    });
    renderWithProviders(<FinanceTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve deposit BIG-9' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Credit the wallet' }));
    expect(await screen.findByText('Waiting for a second administrator')).toBeInTheDocument();
    expect(screen.queryByText('Deposit approved')).not.toBeInTheDocument();
  });
});

describe('admin roles', () => {
  it('makes a player an administrator with a reason, and says when a second admin must approve', async () => {
    const fetchMock = mockFetch({
      '/api/admin/players?page=1&pageSize=50': json({
        items: [
          {
            id: 'u-7',
            email: 'ben@example.test',
            firstName: 'Ben',
            lastName: 'Okafor',
            rating: null,
            balance: '0.00',
            pendingBalance: '0.00',
            createdAt: '2026-01-01T10:00:00Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 50,
      }),
      'POST /api/admin/users/u-7/role': json({ status: 'awaiting_second_approval', approvalId: 'ap-7' }, 202),
    });
    renderWithProviders(<UserManagementTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make admin ben@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make ben@example.test an administrator' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Joins finance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make administrator' }));
    expect(await screen.findByText('Waiting for a second administrator')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/users/u-7/role');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ role: 'admin', reason: 'Joins finance' });
  });
});
