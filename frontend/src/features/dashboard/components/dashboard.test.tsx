import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyStats, json, makeUser, mockFetch, renderApp, renderWithProviders } from '@/testing/test-utils';
import { makeTournament } from '@/testing/api-fixtures';
import type { Tournament, User } from '@/types/api';
import { Dashboard } from './dashboard';

function tournament(overrides: Partial<Tournament>): Tournament {
  return makeTournament({
    id: '1',
    name: 'Friday Doubles',
    game: 'padel',
    location: 'Downtown Club',
    status: 'waiting',
    currentPlayers: 2,
    maxPlayers: 4,
    prizePool: '95.00',
    courtFee: '40.00',
    courtFeePerPlayer: '10.00',
    totalFeePerPlayer: '35.00',
    entryFee: '25.00',
    startTime: '2025-06-01T18:00:00.000Z',
    ...overrides,
  });
}

function renderDashboard(user: User, onOpenWallet = vi.fn()) {
  return renderWithProviders(<Dashboard user={user} onOpenWallet={onOpenWallet} />);
}

const baseRoutes = {
  '/api/user/stats': json({
    tournamentsPlayed: 8,
    tournamentsWon: 3,
    winRate: 37.5,
    totalEarnings: '142.50',
    activeTournaments: 0,
  }),
  '/api/tournaments': json([]),
  '/api/user/tournaments': json([]),
};

describe('Dashboard greeting and stats', () => {
  it('greets by first name, or Player, and invites a new match when none is active', async () => {
    mockFetch(baseRoutes);
    renderDashboard(makeUser({ firstName: null }));
    expect(screen.getByRole('heading', { name: 'Welcome back, Player' })).toBeInTheDocument();
    expect(await screen.findByText('Ready to create your next match?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create Match/ })).toHaveAttribute('href', '/create-tournament');
  });

  it('shows the four stat cards from the stats call and the session balance', async () => {
    mockFetch(baseRoutes);
    renderDashboard(makeUser({ balance: '1250.5' }));
    const stats = screen.getByRole('region', { name: 'Your stats' });
    await waitFor(() => expect(stats).toHaveTextContent('8Matches Played'));
    expect(stats).toHaveTextContent('38%Win Rate');
    expect(stats).toHaveTextContent('$142.50Total Earnings');
    expect(stats).toHaveTextContent('$1,250.50Balance');
  });

  it('counts active matches, lists up to 4 with Waiting/Live labels, and badges My Matches', async () => {
    const mine = [
      tournament({ id: '1', name: 'M1', status: 'waiting' }),
      tournament({ id: '2', name: 'M2', status: 'in_progress' }),
      tournament({ id: '3', name: 'M3', status: 'waiting' }),
      tournament({ id: '4', name: 'M4', status: 'waiting' }),
      tournament({ id: '5', name: 'M5', status: 'in_progress' }),
      tournament({ id: '6', name: 'Old', status: 'completed' }),
    ];
    mockFetch({ ...baseRoutes, '/api/user/tournaments': json(mine) });
    renderDashboard(makeUser());
    expect(await screen.findByText('You have 5 active matches')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Your Active Matches' });
    const rows = within(section).getAllByRole('link', { name: /M\d/ });
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveAttribute('href', '/tournaments/1');
    expect(within(rows[1]).getByText('Live')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Waiting')).toBeInTheDocument();
    expect(screen.queryByText('Old')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My Matches/ })).toHaveTextContent('5');
  });

  it('says "1 active match" in the singular', async () => {
    mockFetch({ ...baseRoutes, '/api/user/tournaments': json([tournament({ status: 'in_progress' })]) });
    renderDashboard(makeUser());
    expect(await screen.findByText('You have 1 active match')).toBeInTheDocument();
  });

  it('lists only waiting tournaments as available, with their money figures', async () => {
    mockFetch({
      ...baseRoutes,
      '/api/tournaments': json([
        tournament({ id: '7', name: 'Open Padel', game: 'padel' }),
        tournament({ id: '8', name: 'Live One', status: 'in_progress' }),
        tournament({
          id: '9',
          name: 'Pickle Night',
          game: 'pickleball',
          courtFee: '10.00',
          courtFeePerPlayer: '2.50',
          currentPlayers: 1,
        }),
      ]),
    });
    renderDashboard(makeUser());
    const open = await screen.findByRole('article', { name: 'Open Padel' });
    expect(open).toHaveTextContent('Padel');
    expect(open).toHaveTextContent('2/4');
    expect(open).toHaveTextContent('Court share$10.00');
    expect(open).toHaveTextContent('Prize$95.00');
    expect(open).toHaveTextContent('Total per player$35.00');
    expect(within(open).getByRole('link', { name: 'Join Match' })).toHaveAttribute('href', '/tournaments/7');
    const pickle = screen.getByRole('article', { name: 'Pickle Night' });
    expect(pickle).toHaveTextContent('Pickleball');
    expect(pickle).toHaveTextContent('Court share$2.50');
    expect(screen.queryByRole('article', { name: 'Live One' })).not.toBeInTheDocument();
  });

  it("puts the followed players' open matches first and says who is in", async () => {
    const seat = (userId: string, firstName: string) => ({
      userId,
      firstName,
      lastName: 'Player',
      teamNumber: 1 as const,
      position: 1 as const,
      status: 'joined' as const,
      padelRating: '1.0',
      pickleballRating: '1.0',
    });
    mockFetch({
      ...baseRoutes,
      '/api/tournaments': json([
        tournament({ id: '1', name: 'Strangers Match', participants: [seat('u-x', 'Xena')] }),
        tournament({ id: '2', name: 'Friends Match', participants: [seat('u-bo', 'Bo')] }),
      ]),
      '/api/user/following': json({
        players: [{ id: 'u-bo', firstName: 'Bo', lastName: 'Player', followedAt: '2026-01-01T00:00:00.000Z' }],
      }),
    });
    renderDashboard(makeUser());
    await screen.findByText('Bo Player');
    const section = screen.getByRole('region', { name: 'Available Matches' });
    expect(
      within(section)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Friends Match', 'Strangers Match']);
    expect(screen.getByText('Bo Player').closest('.followed-match')).toHaveTextContent('Following Bo Player');
  });

  it('treats a failing tournaments call as an empty list with a note', async () => {
    mockFetch({ '/api/user/stats': json(emptyStats) }); // the tournament calls answer 404
    renderDashboard(makeUser());
    expect(await screen.findByRole('link', { name: 'Create Your First Match' })).toHaveAttribute(
      'href',
      '/create-tournament',
    );
    expect(screen.getByText("Matches couldn't be loaded right now.")).toBeInTheDocument();
  });

  it('opens the wallet from the quick link', async () => {
    const user = userEvent.setup();
    const onOpenWallet = vi.fn();
    mockFetch(baseRoutes);
    renderDashboard(makeUser(), onOpenWallet);
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    expect(onOpenWallet).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', '/leaderboard');
    expect(screen.getByRole('link', { name: 'Find Courts' })).toHaveAttribute('href', '/courts');
  });
});

describe('Skill-level chooser', () => {
  it('is hidden once the rating is complete', () => {
    mockFetch(baseRoutes);
    renderDashboard(makeUser({ isRatingComplete: true }));
    expect(screen.queryByRole('button', { name: /Beginner/ })).not.toBeInTheDocument();
    expect(screen.queryByText("What's your skill level?")).not.toBeInTheDocument();
  });

  it.each([
    ['Beginner', 1],
    ['Intermediate', 2],
    ['Advanced', 3],
    ['Expert', 4],
  ])('%s sends the exact rating payload with level %i', async (label, level) => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      ...baseRoutes,
      'PUT /api/user/rating': json({ ok: true }),
      '/api/user/session': json(makeUser()),
    });
    renderDashboard(makeUser({ isRatingComplete: false }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/rating');
    expect(call?.[1]).toMatchObject({
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(call?.[1]?.body as string)).toStrictEqual({
      padelLevel: level,
      pickleballLevel: level,
      primarySport: 'padel',
      yearsPlaying: 0,
      preferredPosition: 'both',
      playingFrequency: 'weekly',
      competitiveExperience: 'local',
      previousRatingSystem: 'none',
    });
    expect(await screen.findByText('Rating Set!')).toBeInTheDocument();
    expect(screen.getByText('Your rating has been saved.')).toBeInTheDocument();
  });

  it('refetches the session after saving, and the chooser goes away', async () => {
    const user = userEvent.setup();
    let ratingSaved = false;
    const fetchMock = mockFetch({
      ...baseRoutes,
      '/api/user/session': () => json(makeUser({ isRatingComplete: ratingSaved })),
      'PUT /api/user/rating': () => {
        ratingSaved = true;
        return json({});
      },
    });
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /^Expert/ }));
    expect(await screen.findByText('Rating Set!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Expert/ })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/session')).toHaveLength(2);
  });

  it('shows "Error" / "Failed to update rating" when saving fails', async () => {
    const user = userEvent.setup();
    mockFetch({ ...baseRoutes, 'PUT /api/user/rating': json({ message: 'Bad level' }, 400) });
    renderDashboard(makeUser({ isRatingComplete: false }));
    await user.click(screen.getByRole('button', { name: /^Beginner/ }));
    expect(await screen.findByText('Failed to update rating')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Beginner/ })).toBeEnabled();
  });
});
