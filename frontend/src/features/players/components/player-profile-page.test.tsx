import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, json, makeUser, mockFetch, renderApp, renderWithProviders } from '@/testing/test-utils';
import type { PlayerProfile } from '@/types/api';
import { PlayerProfilePage } from './player-profile-page';

// Whole-app renders load lazy page chunks: slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

function profile(overrides: Partial<PlayerProfile> = {}): PlayerProfile {
  return {
    id: 'p2',
    firstName: 'Ana',
    lastName: 'Lopez',
    profileImageUrl: '/api/users/p2/photo?v=abc',
    rank: 3,
    totalEarnings: '38.00',
    tournamentsPlayed: 3,
    tournamentsWon: 2,
    winRate: 67,
    padelRating: '4.5',
    pickleballRating: '1.0',
    following: false,
    ...overrides,
  };
}

const notFollowing = { '/api/user/following': { players: [] } };

describe('PlayerProfilePage', () => {
  it('shows a spinner while loading', () => {
    const pending = deferred<Response>();
    mockFetch({ ...notFollowing, '/api/players/p2': () => pending.promise });
    renderWithProviders(<PlayerProfilePage playerId="p2" />);
    expect(screen.getByRole('status', { name: 'Loading player...' })).toBeInTheDocument();
  });

  it('shows the name, photo, ratings and record the leaderboard shows', async () => {
    mockFetch({ ...notFollowing, '/api/players/p2': profile() });
    renderWithProviders(<PlayerProfilePage playerId="p2" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Ana Lopez' })).toHaveAttribute('src', '/api/users/p2/photo?v=abc');
    expect(screen.getByText('Padel 4.5/10.0 · Pickleball 1.0/10.0')).toBeInTheDocument();
    const record = screen.getByRole('region', { name: 'Record' });
    const figures = within(record)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Rank: #3', 'Total Earnings: $38.00', 'Played: 3', 'Won: 2', 'Win Rate: 67%']);
  });

  it('says so when the player has not finished a match (no rank, initials for a missing photo)', async () => {
    mockFetch({
      ...notFollowing,
      '/api/players/p2': profile({ profileImageUrl: null, rank: null, tournamentsPlayed: 0, tournamentsWon: 0 }),
    });
    renderWithProviders(<PlayerProfilePage playerId="p2" />);
    expect(await screen.findByRole('heading', { name: 'No completed matches yet' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('follows the player and shows Unfollow once the server has it', async () => {
    let followed = false;
    const fetchMock = mockFetch({
      '/api/user/following': () =>
        json({
          players: followed
            ? [{ id: 'p2', firstName: 'Ana', lastName: 'Lopez', followedAt: '2026-01-01T00:00:00Z' }]
            : [],
        }),
      '/api/players/p2': () => json(profile({ following: followed })),
      'PUT /api/user/following/p2': () => {
        followed = true;
        return json({ playerId: 'p2', following: true });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerProfilePage playerId="p2" />);
    await user.click(await screen.findByRole('button', { name: 'Follow Ana Lopez' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Ana Lopez' })).toBeInTheDocument();
    expect(await screen.findByText('Following Ana Lopez')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/user/following/p2', expect.objectContaining({ method: 'PUT' }));
    // The profile itself is read again (it says whether I follow them).
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/players/p2').length).toBeGreaterThan(1),
    );
  });

  it('shows "Player not found" for an unknown player', async () => {
    mockFetch({
      ...notFollowing,
      '/api/players/nobody': json({ code: 'USER.PLAYER_NOT_FOUND', message: 'This player does not exist.' }, 404),
    });
    renderWithProviders(<PlayerProfilePage playerId="nobody" />);
    expect(await screen.findByRole('heading', { name: 'Player not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('offers to try again when the profile could not be read', async () => {
    let calls = 0;
    mockFetch({
      ...notFollowing,
      '/api/players/p2': () => (++calls === 1 ? json({ message: 'Database unavailable.' }, 503) : json(profile())),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerProfilePage playerId="p2" />);
    expect(await screen.findByRole('heading', { name: "This player couldn't be loaded" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lopez' })).toBeInTheDocument();
  });
});

describe('/players/:id', () => {
  const me = makeUser({ id: 'me', firstName: 'Max', lastName: 'Moe' });

  it('is its own page with its own title', async () => {
    mockFetch({ ...notFollowing, '/api/user/session': me, '/api/players/p2': profile() });
    renderApp('/players/p2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lopez' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Player profile · CourtCash'));
  });

  it('sends my own id to my own profile page', async () => {
    mockFetch({ ...notFollowing, '/api/user/session': me });
    renderApp('/players/me');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });
});
