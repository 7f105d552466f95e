import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { AdminLogin } from './admin-login';
import { FinanceTab } from './finance-tab';
import { TournamentControlTab } from './tournament-control-tab';

describe('admin login', () => {
  it('signs a non-admin straight out and says Access Denied', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/login': json(makeUser({ isAdmin: false })),
      'POST /api/auth/logout': json({ ok: true }),
    });
    renderWithProviders(<AdminLogin user={null} />, { path: '/admin/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'player@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Access Control Center' }));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have admin privileges")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init?.method === 'POST')).toBe(
      true,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
  });

  it('welcomes an admin and opens the dashboard', async () => {
    mockFetch({ 'POST /api/auth/login': json(makeUser({ isAdmin: true })) });
    renderWithProviders(<AdminLogin user={null} />, { path: '/admin/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'root@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Access Control Center' }));
    expect(await screen.findByText('Welcome Back!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
  });
});

describe('finance tab', () => {
  it('approves a pending deposit with an Idempotency-Key', async () => {
    const fetchMock = mockFetch({
      '/api/admin/deposits?status=pending&page=1&pageSize=50': json({
        total: 1,
        page: 1,
        pageSize: 50,
        items: [
          {
            id: 'dep-1',
            userId: 'u1',
            amount: '50.00',
            fee: '0.00',
            paymentMethod: 'bank_transfer',
            transactionReference: 'BT-77',
            requestedAt: '2026-01-01T10:00:00Z',
            user: { email: 'a@example.test', firstName: 'A', lastName: 'B' },
          },
        ],
      }),
      '/api/admin/withdrawals?status=pending&page=1&pageSize=50': json({ items: [], total: 0, page: 1, pageSize: 50 }),
      '/api/admin/users': json([]),
      'POST /api/admin/deposits/dep-1/approve': json({ id: 'dep-1', status: 'completed' }),
    });
    renderWithProviders(<FinanceTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve deposit BT-77' }));
    // Nothing moves until the admin confirms the amount and the player.
    const dialog = await screen.findByRole('dialog', { name: 'Approve deposit' });
    expect(dialog).toHaveTextContent('Credit $50.00 to a@example.test');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/deposits/dep-1/approve')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Credit the wallet' }));
    expect(await screen.findByText('Deposit approved')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/deposits/dep-1/approve');
    expect(call?.[1]?.method).toBe('POST');
    expect((call?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('balance adjustment', () => {
  it('reuses the Idempotency-Key when the same adjustment is retried after a lost answer', async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      '/api/admin/deposits?status=pending&page=1&pageSize=50': json({ items: [], total: 0, page: 1, pageSize: 50 }),
      '/api/admin/withdrawals?status=pending&page=1&pageSize=50': json({ items: [], total: 0, page: 1, pageSize: 50 }),
      '/api/admin/users': json([
        { id: 'u1', email: 'ana@example.test', firstName: 'Ana', lastName: 'Lopez', balance: '20.00' },
      ]),
      'POST /api/admin/users/u1/balance-adjustments': () => {
        calls += 1;
        return calls === 1 ? json({ message: 'Service Unavailable' }, 503) : json({ id: 'adj', status: 'completed' });
      },
    });
    renderWithProviders(<FinanceTab />);
    await screen.findByRole('option', { name: /ana@example\.test/ });
    await userEvent.selectOptions(screen.getByLabelText('User'), 'u1');
    await userEvent.type(screen.getByLabelText(/^Amount/), '-12.50');
    await userEvent.type(screen.getByLabelText(/Reason/), 'duplicate prize');
    const submit = screen.getByRole('button', { name: /Apply|Adjust/ });
    await userEvent.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Apply balance adjustment' })).toHaveTextContent(
      'Debit $12.50 from ana@example.test',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Debit the wallet' }));
    expect(await screen.findByText('Action failed')).toBeInTheDocument();
    await userEvent.click(submit);
    await userEvent.click(await screen.findByRole('button', { name: 'Debit the wallet' }));
    expect(await screen.findByText('Balance adjusted')).toBeInTheDocument();
    const keys = fetchMock.mock.calls
      .filter(([url]) => url === '/api/admin/users/u1/balance-adjustments')
      .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('balance adjustment: checks before anything is sent', () => {
  it('says what is wrong with each field as it is left, with the server limit', async () => {
    const fetchMock = mockFetch({
      '/api/admin/deposits?status=pending&page=1&pageSize=50': json({ items: [], total: 0, page: 1, pageSize: 50 }),
      '/api/admin/withdrawals?status=pending&page=1&pageSize=50': json({ items: [], total: 0, page: 1, pageSize: 50 }),
      '/api/admin/users': json([]),
    });
    renderWithProviders(<FinanceTab />);
    const amount = screen.getByLabelText(/^Amount/);
    await userEvent.type(amount, '12.345');
    await userEvent.tab();
    expect(await screen.findByText('Invalid amount format')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '-10000.01');
    expect(await screen.findByText('A single adjustment can be at most $10,000.00 either way.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    expect(await screen.findByText('An adjustment must change the balance.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Apply adjustment' }));
    expect(await screen.findByText('Choose a user.')).toBeInTheDocument();
    expect(screen.getByText('A reason is required.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Apply balance adjustment' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});

describe('tournament control', () => {
  it('asks before deleting, with the tournament name', async () => {
    const fetchMock = mockFetch({
      '/api/admin/tournaments?page=1&pageSize=50': json({
        total: 1,
        page: 1,
        pageSize: 50,
        items: [
          {
            id: 't-1',
            name: 'Friday Doubles',
            game: 'padel',
            location: null,
            status: 'waiting',
            currentPlayers: 1,
            maxPlayers: 4,
            entryFee: '10.00',
            prizePool: '36.00',
            platformFee: '4.00',
            totalFeePerPlayer: '10.00',
            escrowed: '10.00',
            creator: { firstName: 'Ana', lastName: 'L' },
          },
        ],
      }),
      'DELETE /api/tournaments/t-1': json({ ok: true }),
    });
    renderWithProviders(<TournamentControlTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Friday Doubles' }));
    expect(screen.getByRole('dialog', { name: 'Delete Tournament' })).toHaveTextContent(
      'Are you sure you want to delete “Friday Doubles”? This action cannot be undone. $10.00 in escrow is refunded',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tournament deleted')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/tournaments/t-1' && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('edits the maximum players and the status, sending the status only when it changed', async () => {
    const fetchMock = mockFetch({
      '/api/admin/tournaments?page=1&pageSize=50': json({
        total: 1,
        page: 1,
        pageSize: 50,
        items: [
          {
            id: 't-1',
            name: 'Friday Doubles',
            game: 'padel',
            location: 'Court 3',
            status: 'waiting',
            currentPlayers: 4,
            maxPlayers: 4,
            entryFee: '10.00',
            prizePool: '36.00',
            platformFee: '4.00',
            totalFeePerPlayer: '10.00',
            escrowed: '40.00',
            creator: { firstName: 'Ana', lastName: 'L' },
          },
        ],
      }),
      'PATCH /api/tournaments/t-1': json({ ok: true }),
    });
    renderWithProviders(<TournamentControlTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Friday Doubles' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tournament' });
    expect(within(dialog).getByLabelText('Maximum players')).toHaveValue('4');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('waiting');
    const patches = () =>
      fetchMock.mock.calls
        .filter(([url, init]) => url === '/api/tournaments/t-1' && init?.method === 'PATCH')
        .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toEqual({ name: 'Friday Doubles', location: 'Court 3', entryFee: '10.00', maxPlayers: 4 });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Friday Doubles' }));
    const again = screen.getByRole('dialog', { name: 'Edit Tournament' });
    await userEvent.selectOptions(within(again).getByLabelText('Status'), 'Live');
    await userEvent.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]).toMatchObject({ maxPlayers: 4, status: 'in_progress' });
  });
});
