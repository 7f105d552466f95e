import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { DisputesTab, frozenFor } from './disputes-tab';
import { TransactionsTab } from './transactions-tab';

const longName = `Sunday final ${'with an extremely long name '.repeat(9)}`.trim();
const disputed = {
  id: 't-9',
  name: longName,
  game: 'padel',
  location: null,
  status: 'disputed',
  currentPlayers: 4,
  maxPlayers: 4,
  entryFee: '10.00',
  prizePool: '38.00',
  platformFee: '2.00',
  totalFeePerPlayer: '10.00',
  escrowed: '40.00',
  creator: { firstName: 'Ana', lastName: 'A' },
  players: [
    { userId: 'u1', email: 'ana@x.test', name: 'Ana A', teamNumber: 1, position: 1 },
    { userId: 'u2', email: 'ben@x.test', name: 'Ben B', teamNumber: 1, position: 2 },
    { userId: 'u3', email: 'cy@x.test', name: 'Cy C', teamNumber: 2, position: 1 },
    { userId: 'u4', email: 'di@x.test', name: 'Di D', teamNumber: 2, position: 2 },
  ],
  report: {
    reportedBy: { id: 'u1', email: 'ana@x.test', name: 'Ana A' },
    reporterTeam: 1,
    winningTeam: 1,
    setScores: [
      { team1: 6, team2: 4 },
      { team1: 6, team2: 3 },
    ],
    reportedAt: '2026-11-24T07:00:00.000Z',
  },
  dispute: {
    disputedBy: { id: 'u3', email: 'cy@x.test', name: 'Cy C' },
    reason: 'We won the second set.',
    disputedAt: '2026-11-24T07:10:00.000Z',
  },
  frozenSince: '2026-11-24T07:10:00.000Z',
};

describe('disputes tab', () => {
  it('shows both sides and pays the chosen team only after a reason is given', async () => {
    const fetchMock = mockFetch({
      '/api/admin/tournaments?status=disputed&page=1&pageSize=50': json({
        items: [disputed],
        total: 1,
        page: 1,
        pageSize: 50,
      }),
      'POST /api/admin/tournaments/t-9/declare-winner': json({ id: 't-9', status: 'completed' }),
    });
    renderWithProviders(<DisputesTab />);
    const card = await screen.findByRole('article', { name: `Dispute: ${longName}` });
    expect(within(card).getByText('We won the second set.')).toBeInTheDocument();
    expect(within(card).getByText('$40.00')).toBeInTheDocument();
    // The long name is one truncated line with the whole name in its tooltip.
    expect(within(card).getByTitle(longName)).toHaveClass('admin-truncate');

    await userEvent.click(within(card).getByRole('button', { name: 'Team B won' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare Team B the winner' });
    expect(dialog).toHaveTextContent('$38.00 goes to Cy C & Di D (Team B)');
    const pay = within(dialog).getByRole('button', { name: 'Pay Team B' });
    expect(pay).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason (shown to the players)'), 'Video shows team 2 won.');
    // The ruling states the final score: no payment until it is written.
    expect(pay).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Final score (Team A's games first)"), '4-6, 6-3, 5-7');
    await userEvent.click(pay);
    expect(await screen.findByText('Team B declared the winner; prizes paid.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/tournaments/t-9/declare-winner');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      winnerId: 'u3',
      score: '4-6, 6-3, 5-7',
      reason: 'Video shows team 2 won.',
    });
  });

  it('says how long the money has been frozen', () => {
    const now = Date.parse('2026-11-24T10:15:00.000Z');
    expect(frozenFor('2026-11-24T07:10:00.000Z', now)).toBe('3 h 05 min');
    expect(frozenFor('2026-11-21T07:10:00.000Z', now)).toBe('3 d 3 h');
    expect(frozenFor(null, now)).toBe('unknown');
  });
});

describe('transactions tab', () => {
  it('pages with Previous and Next and shows the total', async () => {
    const row = (id: string) => ({
      id,
      userId: 'u1',
      reference: `ref-${id}`,
      user: { firstName: 'Ana', lastName: 'A', email: 'ana@x.test' },
      type: 'deposit',
      amount: '12.50',
      description: null,
      status: 'completed',
      createdAt: '2026-11-24T07:00:00.000Z',
    });
    mockFetch({
      '/api/admin/transactions?page=1&pageSize=50': json({ items: [row('a')], total: 55, page: 1, pageSize: 50 }),
      '/api/admin/transactions?page=2&pageSize=50': json({ items: [row('b')], total: 55, page: 2, pageSize: 50 }),
    });
    renderWithProviders(<TransactionsTab />);
    expect(await screen.findByText('Page 1 of 2 · 55 transactions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 · 55 transactions')).toBeInTheDocument();
    expect(await screen.findByText('ref-b')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/transactions/export.csv',
    );
  });
});
