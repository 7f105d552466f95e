import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { deferred, emptyStats, json, makeUser, mockFetch, renderApp } from '@/testing/test-utils';

const signedOut = { '/api/user/session': json({ message: 'Unauthorized' }, 401) };

function signedIn(user = makeUser()) {
  return {
    '/api/user/session': json(user),
    '/api/user/stats': json(emptyStats),
    '/api/tournaments': json([]),
    '/api/user/tournaments': json([]),
  };
}

describe('routing while the session loads', () => {
  it('shows "Loading..."', async () => {
    const session = deferred<Response>();
    mockFetch({ '/api/user/session': () => session.promise });
    renderApp('/');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    session.resolve(json({ message: 'Unauthorized' }, 401));
    expect(await screen.findByRole('heading', { name: /Turn Your Padel Skills Into/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});

describe('signed out', () => {
  it('shows the landing page at /', async () => {
    mockFetch(signedOut);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Turn Your Padel Skills Into/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: /Start Earning Today/ })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Create Your Account' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
    // Footer sport and my-games links go through the server login for a visitor.
    expect(screen.getByRole('link', { name: 'Padel Tournaments' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'My Tournaments' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByText(/© 2025/)).toBeInTheDocument();
  });

  it.each(['/wallet', '/deposit', '/profile', '/my-games', '/tournaments/7', '/leaderboard', '/courts'])(
    'sends %s to sign in, remembering where the visitor was going',
    async (path) => {
      mockFetch(signedOut);
      renderApp(path);
      expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
      expect(screen.getByTestId('search')).toHaveTextContent(`?next=${encodeURIComponent(path)}`);
    },
  );

  it.each(['/no-such-page', '/tournament-history'])('shows a page-not-found page for %s', async (path) => {
    mockFetch(signedOut);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(document.title).toBe('Page not found · CourtCash');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('gives each page its own title', async () => {
    mockFetch(signedOut);
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: /About/ });
    expect(document.title).toBe('About · CourtCash');
  });

  it('sends /admin to /admin/login', async () => {
    mockFetch(signedOut);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Administrator Portal' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/login$/);
  });

  it('serves the invitation page to a visitor', async () => {
    mockFetch({ ...signedOut, '/api/invitations/abc': json({ message: 'Invalid invitation' }, 404) });
    renderApp('/invite/abc');
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/invite\/abc$/);
  });

  it('serves public pages', async () => {
    mockFetch(signedOut);
    renderApp('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Center' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/support$/);
  });
});

describe('signed in', () => {
  it('redirects /auth to / and shows the home dashboard', async () => {
    mockFetch(signedIn());
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each(['/no-such-page', '/tournament-history'])('shows the 404 page for %s', async (path) => {
    mockFetch(signedIn());
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no page at this address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
  });

  it('serves the admin panel to an admin, inside the layout', async () => {
    mockFetch({
      ...signedIn(makeUser({ isAdmin: true, secondFactorEnabled: true })),
      '/api/admin/stats': json({
        totalPlayers: 3,
        totalTournaments: 2,
        activeTournaments: 1,
        totalDeposits: '150.00',
        platformBalance: '4.50',
      }),
      '/api/admin/deposits?status=pending&page=1&pageSize=50': json({ items: [], total: 0, page: 1, pageSize: 50 }),
      '/api/admin/withdrawals?status=pending&page=1&pageSize=50': json({ items: [], total: 0, page: 1, pageSize: 50 }),
      '/api/admin/queues': json({
        pendingDeposits: 0,
        pendingWithdrawals: 0,
        disputedMatches: 0,
        openSupportMessages: 0,
      }),
      '/api/admin/users': json([]),
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Control Center' })).toBeInTheDocument();
    expect(await screen.findByText('$4.50')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /Wallet balance \$125\.50/ })).toBeInTheDocument();
  });

  it.each(['/admin', '/admin/dashboard', '/admin/ledger'])('sends a player at %s to /', async (path) => {
    mockFetch(signedIn());
    renderApp(path);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('loads the tournament detail screen on demand', async () => {
    mockFetch({
      ...signedIn(),
      '/api/tournaments/12': json({
        id: '12',
        name: 'Friday Doubles',
        game: 'padel',
        status: 'waiting',
        currentPlayers: 1,
        maxPlayers: 4,
      }),
    });
    renderApp('/tournaments/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Doubles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Team A, Player 1' })).toBeInTheDocument();
  });

  it('says "Tournament not found" for an unknown tournament', async () => {
    mockFetch(signedIn()); // the detail call answers 404
    renderApp('/tournaments/999');
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeInTheDocument();
  });

  it.each([
    ['/create-tournament', 'Create Tournament'],
    ['/my-games', 'My Tournament Dashboard'],
    ['/leaderboard', 'Leaderboard'],
    ['/courts', 'Find Courts'],
    ['/profile', 'Player Profile'],
  ])('serves %s', async (path, heading) => {
    mockFetch({ ...signedIn(), '/api/leaderboard': json([]) });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('returns a player who signed up from an invitation to it, and joins after 1 s', async () => {
    window.localStorage.setItem('pendingInvitationToken', 'tok-1');
    onTestFinished(() => window.localStorage.clear());
    const invite = {
      tournament: {
        id: '12',
        name: 'Friday Doubles',
        status: 'waiting',
        game: 'padel',
        entryFee: '10.00',
        currentPlayers: 1,
        maxPlayers: 4,
        location: null,
      },
      inviterName: 'Casey',
      invitedName: null,
      invitedEmail: null,
      invitedPhone: null,
    };
    const fetchMock = mockFetch({
      ...signedIn(),
      '/api/invitations/tok-1': json(invite),
      'POST /api/invitations/tok-1/accept': json({ tournamentId: '12' }),
      '/api/tournaments/12': json({
        id: '12',
        name: 'Friday Doubles',
        game: 'padel',
        status: 'waiting',
        currentPlayers: 2,
        maxPlayers: 4,
      }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: "You're Invited to Join a Tournament!" })).toBeInTheDocument();
    expect(window.localStorage.getItem('pendingInvitationToken')).toBeNull();
    expect(await screen.findByText('Welcome to the Tournament!', {}, { timeout: 3000 })).toBeInTheDocument();
    // The router navigates in a transition, which waits for the lazy detail screen to load.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments\/12$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Doubles' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/invitations/tok-1/accept')).toHaveLength(1);
  });

  it('keeps public pages available', async () => {
    mockFetch(signedIn());
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: /About/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
  });

  it('logs out through the user menu and lands on /auth', async () => {
    const user = userEvent.setup();
    const logoutCall = deferred<Response>();
    const fetchMock = mockFetch({ ...signedIn(), 'POST /api/auth/logout': () => logoutCall.promise });
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(screen.getByText('Alex Rivera')).toBeInTheDocument();
    expect(screen.getByText('alex@example.com')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Profile/ })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: /Wallet/ })).toHaveAttribute('href', '/wallet');

    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(screen.getByRole('menuitem', { name: 'Logging out...' })).toBeDisabled();
    logoutCall.resolve(new Response(null, { status: 204 }));

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
    expect(screen.getByText('Logged out successfully!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
  });

  it('on a 401 from a signed-in call, says the session expired and goes to sign in (and back) after 500 ms', async () => {
    mockFetch({ ...signedIn(), '/api/user/stats': json({ message: 'Unauthorized' }, 401) });
    renderApp('/');
    expect(
      await screen.findByText('You were signed out. Sign in again to continue where you were.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Session expired')).toBeInTheDocument();
    expect(screen.queryByText(/Logging in again/)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/), { timeout: 2000 });
    expect(screen.getByTestId('search')).toHaveTextContent('?next=%2F');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });
});
