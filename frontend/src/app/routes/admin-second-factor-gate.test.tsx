import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminLogin } from '@/features/admin/components/admin-login';
import { json, makeUser, mockFetch, renderApp, renderWithProviders } from '@/testing/test-utils';

/** The admin console is a lazy route: its first import in a run can take seconds on a loaded machine. */
const LAZY_ROUTE = { timeout: 15_000 };
const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 50 };
const REQUIRED = json(
  {
    message:
      'Administrators need a second factor. Set up an authenticator app in the admin console before doing anything else.',
    code: 'AUTH.SECOND_FACTOR_REQUIRED',
  },
  403,
);

async function enrol(user: ReturnType<typeof userEvent.setup>) {
  const setup = await screen.findByRole('form', { name: 'Set up the second factor' });
  await user.type(within(setup).getByLabelText('Current password'), 'admin-password');
  await user.click(within(setup).getByRole('button', { name: 'Continue' }));
  const enable = await screen.findByRole('form', { name: 'Turn on the second factor' });
  await user.type(within(enable).getByLabelText('Code from the app'), '654321');
  await user.click(within(enable).getByRole('button', { name: 'Turn on' }));
  await screen.findByRole('list', { name: 'Recovery codes' });
  await user.click(screen.getByRole('checkbox', { name: 'I saved my recovery codes' }));
  await user.click(screen.getByRole('button', { name: 'Done' }));
}

describe('admin console gate', () => {
  it('leads an admin without a second factor through setup, then opens the console', async () => {
    const user = userEvent.setup();
    let enabled = false;
    const fetchMock = mockFetch({
      '/api/user/session': () => json(makeUser({ isAdmin: true, secondFactorEnabled: enabled })),
      '/api/notifications': json([]),
      'POST /api/auth/second-factor/totp/setup': json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' }),
      'POST /api/auth/second-factor/totp/enable': () => {
        enabled = true;
        return json({ recoveryCodes: ['ABCD2345EFGH6789'] });
      },
      '/api/admin/stats': json({ totalUsers: 3, activeTournaments: 0, totalRevenue: '0.00', pendingWithdrawals: 0 }),
      '/api/admin/queues': json({
        pendingDeposits: 0,
        pendingWithdrawals: 0,
        disputedMatches: 0,
        openSupportMessages: 0,
      }),
      '/api/admin/approvals': json(EMPTY_PAGE),
      '/api/admin/deposits?status=pending&page=1&pageSize=50': json(EMPTY_PAGE),
      '/api/admin/withdrawals?status=pending&page=1&pageSize=50': json(EMPTY_PAGE),
      '/api/admin/users': json([]),
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Set up your second factor' }, LAZY_ROUTE)).toBeInTheDocument();
    // No section is tried (and refused) while the factor is missing.
    expect(fetchMock.mock.calls.some(([url]) => typeof url === 'string' && url.startsWith('/api/admin/'))).toBe(false);
    await enrol(user);
    expect(await screen.findByRole('heading', { name: 'Admin Control Center' }, LAZY_ROUTE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Set up your second factor' })).not.toBeInTheDocument();
  }, 40_000); // the whole app, a lazy route and a four-step form: slow on a loaded machine

  it('shows the setup when an admin call answers AUTH.SECOND_FACTOR_REQUIRED, though the session said on', async () => {
    mockFetch({
      '/api/user/session': json(makeUser({ isAdmin: true, secondFactorEnabled: true })),
      '/api/notifications': json([]),
      '/api/admin/stats': REQUIRED,
      '/api/admin/queues': REQUIRED,
      '/api/admin/approvals': REQUIRED,
      '/api/admin/deposits?status=pending&page=1&pageSize=50': REQUIRED,
      '/api/admin/withdrawals?status=pending&page=1&pageSize=50': REQUIRED,
      '/api/admin/users': REQUIRED,
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Set up your second factor' }, LAZY_ROUTE)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Set up the second factor' })).toBeInTheDocument();
  }, 20_000);
});

describe('admin portal second step', () => {
  it('asks for the code after the password, then checks the role and opens the dashboard', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/auth/login': json({ secondFactorRequired: true }),
      'POST /api/auth/login/second-factor': json(makeUser({ isAdmin: true, secondFactorEnabled: true })),
    });
    renderWithProviders(<AdminLogin user={null} />, { path: '/admin/login' });
    await user.type(screen.getByLabelText('Email'), 'root@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Access Control Center' }));
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Access Control Center' }));
    expect(await screen.findByText('Welcome Back!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    // The player check of the portal is not skipped: no sign-out for an admin.
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(false);
  });

  it('signs a player with a second factor straight out after the code', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/auth/login': json({ secondFactorRequired: true }),
      'POST /api/auth/login/second-factor': json(makeUser({ isAdmin: false, secondFactorEnabled: true })),
      'POST /api/auth/logout': json({ ok: true }),
    });
    renderWithProviders(<AdminLogin user={null} />, { path: '/admin/login' });
    await user.type(screen.getByLabelText('Email'), 'player@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Access Control Center' }));
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Access Control Center' }));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true);
  });
});
