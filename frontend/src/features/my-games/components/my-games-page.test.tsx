import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { makeTournament } from '@/testing/api-fixtures';
import type { Tournament, TournamentHistoryItem } from '@/types/api';
import { MyGamesPage } from './my-games-page';

function tournament(overrides: Partial<Tournament>): Tournament {
  return makeTournament({
    id: '1',
    name: 'Match',
    game: 'padel',
    location: null,
    status: 'waiting',
    currentPlayers: 2,
    maxPlayers: 4,
    prizePool: '38.00',
    courtFee: '0.00',
    totalFeePerPlayer: '10.00',
    entryFee: '10.00',
    startTime: '2030-06-01T18:00:00.000Z',
    ...overrides,
  });
}

function historyItem(id: number, placement: number, prize: string): TournamentHistoryItem {
  return { ...tournament({ id: String(id), name: `Past ${id}`, status: 'completed' }), result: { placement, prize } };
}

const stats = { tournamentsPlayed: 6, tournamentsWon: 2, winRate: 33.3, totalEarnings: '38.00', activeTournaments: 1 };

describe('My Tournament Dashboard', () => {
  it('shows the four stat cards, the best finish, and the last five results with badges and prizes', async () => {
    const history = [
      historyItem(11, 2, '0.00'),
      historyItem(12, 1, '19.00'),
      historyItem(13, 2, '0.00'),
      historyItem(14, 1, '19.00'),
      historyItem(15, 2, '0.00'),
      historyItem(16, 2, '0.00'),
    ];
    mockFetch({
      '/api/user/stats': json(stats),
      '/api/user/tournaments': json([]),
      '/api/tournaments': json([]),
      '/api/user/tournament-history': json(history),
    });
    renderWithProviders(<MyGamesPage />);
    const cards = screen.getByRole('region', { name: 'Your tournament stats' });
    expect(await within(cards).findByText('$38.00')).toBeInTheDocument();
    expect(cards).toHaveTextContent('$38.00Total Earnings');
    expect(cards).toHaveTextContent('33%Win Rate');
    expect(cards).toHaveTextContent('6Tournaments');
    expect(cards).toHaveTextContent('WinnerBest Finish');

    const strip = screen.getByRole('region', { name: 'Recent Performance' });
    const chips = within(strip).getAllByRole('link');
    expect(chips).toHaveLength(5);
    expect(chips[0]).toHaveTextContent('LostPast 11No prize');
    expect(chips[1]).toHaveTextContent('WinnerPast 12+$19.00');
    expect(chips[1]).toHaveAttribute('href', '/tournaments/12');
    expect(within(strip).queryByText('Past 16')).not.toBeInTheDocument();
  });

  it('lists my active matches and the open ones I am not in', async () => {
    mockFetch({
      '/api/user/stats': json(stats),
      '/api/user/tournaments': json([
        tournament({ id: '1', name: 'Mine Waiting' }),
        tournament({ id: '2', name: 'Mine Live', status: 'in_progress' }),
        tournament({ id: '3', name: 'Mine Done', status: 'completed' }),
      ]),
      '/api/tournaments': json([
        tournament({ id: '1', name: 'Mine Waiting' }),
        tournament({
          id: '4',
          name: 'Open One',
          courtFee: '40.00',
          courtFeePerPlayer: '10.00',
          totalFeePerPlayer: '20.00',
        }),
        tournament({ id: '5', name: 'Running', status: 'in_progress' }),
      ]),
      '/api/user/tournament-history': json([]),
    });
    renderWithProviders(<MyGamesPage />);
    const active = screen.getByRole('region', { name: 'My Active Matches' });
    expect(await within(active).findByRole('link', { name: /Mine Waiting/ })).toHaveAttribute('href', '/tournaments/1');
    expect(within(active).getByRole('link', { name: /Mine Live/ })).toHaveTextContent('Live');
    expect(within(active).queryByText('Mine Done')).not.toBeInTheDocument();

    const available = screen.getByRole('region', { name: 'Available Matches' });
    const card = await within(available).findByRole('article', { name: 'Open One' });
    expect(card).toHaveTextContent('Court share$10.00');
    expect(card).toHaveTextContent('Prize$38.00');
    expect(card).toHaveTextContent('Total per player$20.00');
    expect(within(card).getByRole('link', { name: 'Join Match' })).toHaveAttribute('href', '/tournaments/4');
    expect(within(available).queryByRole('article', { name: 'Mine Waiting' })).not.toBeInTheDocument();
    expect(within(available).queryByRole('article', { name: 'Running' })).not.toBeInTheDocument();
  });

  it('shows history cards with placement and prize, or "Your Journey Begins Here"', async () => {
    const user = userEvent.setup();
    mockFetch({
      '/api/user/stats': json(stats),
      '/api/user/tournaments': json([]),
      '/api/tournaments': json([]),
      '/api/user/tournament-history': json([historyItem(21, 1, '19.00'), historyItem(22, 2, '0.00')]),
    });
    renderWithProviders(<MyGamesPage />);
    await user.click(screen.getByRole('tab', { name: 'Tournament History' }));
    const won = await screen.findByRole('article', { name: 'Past 21' });
    expect(won).toHaveTextContent('Winner');
    expect(won).toHaveTextContent('Prize won$19.00');
    expect(screen.getByRole('article', { name: 'Past 22' })).toHaveTextContent('Lost');
  });

  it('has an empty history state', async () => {
    const user = userEvent.setup();
    mockFetch({
      '/api/user/stats': json(stats),
      '/api/user/tournaments': json([]),
      '/api/tournaments': json([]),
      '/api/user/tournament-history': json([]),
    });
    renderWithProviders(<MyGamesPage />);
    await user.click(screen.getByRole('tab', { name: 'Tournament History' }));
    expect(await screen.findByRole('heading', { name: 'Your Journey Begins Here' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your tournament stats' })).toHaveTextContent('—Best Finish');
  });
});
