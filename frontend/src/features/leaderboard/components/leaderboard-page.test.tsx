import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, makeUser, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { LeaderboardEntry } from '@/types/api';
import { LeaderboardPage } from './leaderboard-page';

function entry(rank: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    id: `u${rank}`,
    rank,
    firstName: `Player${rank}`,
    lastName: 'Test',
    totalEarnings: `${100 - rank * 10}.00`,
    tournamentsWon: 10 - rank,
    tournamentsPlayed: 12,
    winRate: 50,
    padelRating: `${(8 - rank / 2).toFixed(1)}`,
    pickleballRating: '1.0',
    ...overrides,
  };
}

describe('Leaderboard', () => {
  it('shows a spinner while loading', () => {
    const pending = deferred<Response>();
    mockFetch({ '/api/leaderboard': () => pending.promise });
    renderWithProviders(<LeaderboardPage user={makeUser()} />);
    expect(screen.getByRole('status', { name: 'Loading leaderboard...' })).toBeInTheDocument();
  });

  it('puts the top three on the podium, the rest in Complete Rankings, and highlights me', async () => {
    const me = makeUser({ id: 'u5', firstName: 'Alex', lastName: 'Rivera' });
    mockFetch({
      '/api/leaderboard': json([
        entry(2),
        entry(1, { padelRating: '7.5' }),
        entry(3),
        entry(4),
        entry(5, { firstName: 'Alex', lastName: 'Rivera', winRate: 37.5 }),
      ]),
    });
    renderWithProviders(<LeaderboardPage user={me} />);

    const podium = await screen.findByRole('region', { name: 'Top three players' });
    const champion = within(podium).getByRole('article', { name: 'Rank 1: Player1 Test' });
    expect(champion).toHaveTextContent('CHAMPION');
    expect(champion).toHaveTextContent('Rating: 7.5/10.0');
    expect(within(podium).getByRole('article', { name: 'Rank 2: Player2 Test' })).toHaveTextContent('2nd');
    expect(within(podium).getByRole('article', { name: 'Rank 3: Player3 Test' })).toHaveTextContent('3rd');

    const rankings = screen.getByRole('region', { name: 'Complete Rankings' });
    const rows = within(rankings).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['#4', '#5']);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent('Alex Rivera You');
    expect(rows[1]).toHaveTextContent('$50.00');
    expect(rows[1]).toHaveTextContent('38%');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    // Another player's name opens their profile; mine does not link anywhere.
    expect(within(rows[0]).getByRole('link', { name: 'Player4 Test' })).toHaveAttribute('href', '/players/u4');
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(champion).getByRole('link', { name: 'Player1 Test' })).toHaveAttribute('href', '/players/u1');

    const position = screen.getByRole('region', { name: 'Your Position' });
    expect(position).toHaveTextContent('Rank#5');
    expect(position).toHaveTextContent('Total Earnings$50.00');
    expect(position).toHaveTextContent('Wins5');
  });

  it('skips the podium with fewer than 3 players and lists them all', async () => {
    mockFetch({ '/api/leaderboard': json([entry(1), entry(2)]) });
    renderWithProviders(<LeaderboardPage user={makeUser({ id: 'nobody' })} />);
    const rankings = await screen.findByRole('region', { name: 'Complete Rankings' });
    expect(within(rankings).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText('CHAMPION')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Position' })).toHaveTextContent('Not ranked yet');
  });

  it('shows the empty state', async () => {
    mockFetch({ '/api/leaderboard': json([]) });
    renderWithProviders(<LeaderboardPage user={makeUser()} />);
    expect(await screen.findByRole('heading', { name: 'No Rankings Available' })).toBeInTheDocument();
    expect(screen.getByText('Be the first to win tournaments and appear on the leaderboard!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Complete Rankings' })).not.toBeInTheDocument();
  });

  it('follows and unfollows a player from the rankings, never oneself', async () => {
    const me = makeUser({ id: 'u5', firstName: 'Alex', lastName: 'Rivera' });
    let following: string[] = [];
    const fetchMock = mockFetch({
      '/api/leaderboard': json([entry(4), entry(5, { firstName: 'Alex', lastName: 'Rivera' })]),
      '/api/user/following': () =>
        json({
          players: following.map((id) => ({ id, firstName: null, lastName: null, followedAt: '2026-01-01T00:00:00Z' })),
        }),
      'PUT /api/user/following/u4': () => {
        following = ['u4'];
        return json({ playerId: 'u4', following: true });
      },
      'DELETE /api/user/following/u4': () => {
        following = [];
        return json({ playerId: 'u4', following: false });
      },
    });
    renderWithProviders(<LeaderboardPage user={me} />);
    const rankings = await screen.findByRole('region', { name: 'Complete Rankings' });
    const [, four, mine] = within(rankings).getAllByRole('row');
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(four).getByRole('button', { name: 'Follow Player4 Test' }));
    expect(await screen.findByText('Following Player4 Test')).toBeInTheDocument();
    await userEvent.click(await within(four).findByRole('button', { name: 'Unfollow Player4 Test' }));
    expect(await within(four).findByRole('button', { name: 'Follow Player4 Test' })).toBeInTheDocument();
    const methods = fetchMock.mock.calls
      .filter(([url]) => url === '/api/user/following/u4')
      .map(([, init]) => init?.method);
    expect(methods).toEqual(['PUT', 'DELETE']);
  });
});
