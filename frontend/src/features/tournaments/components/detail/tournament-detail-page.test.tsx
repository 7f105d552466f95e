import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { TournamentDetail } from '@/types/api';
import { fullParticipants, participant, tournamentDetail } from '../../testing/tournament-fixtures';
import { TournamentDetailPage } from './tournament-detail-page';

const URL = '/api/tournaments/12';

/** GET answers `t`, and `after` once any POST went through (the server state after the action). */
function renderDetail(
  userId: string,
  t: TournamentDetail,
  routes: Record<string, unknown> = {},
  after?: TournamentDetail,
) {
  const fetchMock = mockFetch({
    [URL]: () => {
      const posted = fetchMock.mock.calls.some(([, init]) => init?.method === 'POST');
      return json(posted && after ? after : t);
    },
    ...routes,
  });
  const utils = renderWithProviders(<TournamentDetailPage id="12" user={makeUser({ id: userId })} />, {
    path: '/tournaments/12',
  });
  return { ...utils, fetchMock };
}

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, url: string) {
  const call = fetchMock.mock.calls.find(([u, init]) => u === url && init?.method === 'POST');
  if (!call) throw new Error(`no POST ${url}`);
  return call[1]?.body === undefined ? undefined : JSON.parse(call[1].body as string);
}

const reported = (reporterTeam: 1 | 2): Partial<TournamentDetail> => ({
  status: 'in_progress',
  currentPlayers: 4,
  participants: fullParticipants(),
  result: {
    reportedBy: reporterTeam === 1 ? 'p2' : 'p3',
    reporterTeam,
    winningTeam: 1,
    setScores: [
      { team1: 6, team2: 4 },
      { team1: 6, team2: 3 },
    ],
    status: 'reported',
    reportedAt: '2030-06-01T20:00:00.000Z',
    confirmDeadline: '2030-06-02T20:00:00.000Z',
    disputeReason: null,
    disputedBy: null,
    disputedAt: null,
    setsToWin: null,
    score: null,
  },
});

describe('tournament detail: header and money', () => {
  it('shows the name, status, start, location and the money breakdown', async () => {
    renderDetail('visitor', tournamentDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Doubles' })).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByText('Downtown Club')).toBeInTheDocument();
    expect(screen.getByText(/^Starts /)).toBeInTheDocument();
    const money = screen.getByRole('region', { name: 'Money' });
    expect(money).toHaveTextContent('Entry fee$10.00');
    expect(money).toHaveTextContent('Court share$0.00');
    expect(money).toHaveTextContent('Total per player$10.00');
    expect(money).toHaveTextContent('Entry fees (4 players)$40.00');
    expect(money).toHaveTextContent('Platform fee (5%)-$2.00');
    expect(money).toHaveTextContent('Prize (each winner)$19.00');
    expect(money).not.toHaveTextContent('rounding');
  });

  it('shows the court-fee rounding apart from the 5% platform fee', async () => {
    // $60 pool and a $10.02 court fee: shares of $2.51 collect $10.04, 2 cents beyond the venue's fee.
    renderDetail(
      'visitor',
      tournamentDetail({
        entryFee: '15.00',
        courtFee: '10.02',
        courtFeePerPlayer: '2.51',
        totalFeePerPlayer: '17.51',
        pool: '60.00',
        platformFee: '3.00',
        courtRounding: '0.02',
        prizePool: '57.00',
        prizePerWinner: '28.50',
      }),
    );
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(money).toHaveTextContent('Platform fee (5%)-$3.00');
    expect(money).toHaveTextContent('Court-fee rounding (of the 4 shares, kept by the platform)$0.02');
    expect(money).toHaveTextContent('Prize (each winner)$28.50');
  });

  it('says "Tournament not found" on a 404', async () => {
    mockFetch({ [URL]: json({ message: 'Tournament not found' }, 404) });
    renderWithProviders(<TournamentDetailPage id="12" user={makeUser()} />);
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('tournament detail: joining a slot', () => {
  it('offers Join on each empty slot and posts the chosen team and position', async () => {
    const user = userEvent.setup();
    const after = tournamentDetail({
      currentPlayers: 2,
      participants: [
        ...tournamentDetail().participants,
        participant({ userId: 'me', firstName: 'Alex', lastName: 'Rivera', teamNumber: 2, position: 1 }),
      ],
    });
    let joined = false;
    const { fetchMock } = renderDetail('me', tournamentDetail(), {
      [URL]: () => json(joined ? after : tournamentDetail()),
      [`POST ${URL}/join`]: () => {
        joined = true;
        return json(after);
      },
    });

    expect(await screen.findByRole('button', { name: 'Join Team A, Player 2' })).toHaveTextContent('Join ($10.00)');
    expect(screen.getByRole('button', { name: 'Join Team B, Player 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Team A, Player 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join Team B, Player 1' }));
    expect(await screen.findByText("You're in Team B, Player 1.")).toBeInTheDocument();
    expect(bodyOf(fetchMock, `${URL}/join`)).toStrictEqual({ teamNumber: 2, position: 1 });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Join Team/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Leave Tournament' })).toBeInTheDocument();
  });

  it('shows "Still working..." while the join is IN_PROGRESS, retries with the same key, then joins', async () => {
    const user = userEvent.setup();
    const after = tournamentDetail({
      currentPlayers: 2,
      participants: [
        ...tournamentDetail().participants,
        participant({ userId: 'me', firstName: 'Alex', lastName: 'Rivera', teamNumber: 2, position: 1 }),
      ],
    });
    let calls = 0;
    const { fetchMock } = renderDetail('me', tournamentDetail(), {
      [URL]: () => json(calls > 1 ? after : tournamentDetail()),
      [`POST ${URL}/join`]: () => {
        calls += 1;
        return calls === 1
          ? json({ message: 'still being processed', code: 'IDEMPOTENCY.IN_PROGRESS' }, 409)
          : json(after);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Join Team B, Player 1' }));
    expect(await screen.findByText('Still working...')).toBeInTheDocument();
    expect(await screen.findByText("You're in Team B, Player 1.")).toBeInTheDocument();
    expect(screen.queryByText('Not Available')).not.toBeInTheDocument();
    const keys = fetchMock.mock.calls
      .filter(([u, init]) => u === `${URL}/join` && init?.method === 'POST')
      .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a 409 (slot taken) message in a toast', async () => {
    const user = userEvent.setup();
    renderDetail('me', tournamentDetail(), {
      [`POST ${URL}/join`]: json({ message: 'That slot was just taken.', code: 'TOURNAMENT.SLOT_TAKEN' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Join Team A, Player 2' }));
    expect(await screen.findByText('That slot was just taken.')).toBeInTheDocument();
    expect(screen.getByText('Not Available')).toBeInTheDocument();
  });

  it('offers Add Funds when the wallet is short (400)', async () => {
    const user = userEvent.setup();
    renderDetail('me', tournamentDetail(), {
      [`POST ${URL}/join`]: json(
        {
          message: 'Insufficient balance: you need $10.00 available to join this match.',
          code: 'WALLET.INSUFFICIENT_FUNDS',
        },
        400,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Join Team A, Player 2' }));
    expect(await screen.findByText('Insufficient Balance')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/deposit$/));
  });

  it('shows Reserved for a slot being paid', async () => {
    renderDetail(
      'me',
      tournamentDetail({
        participants: [participant({ userId: 'x', firstName: 'Xavi', status: 'reserved', teamNumber: 2, position: 2 })],
      }),
    );
    expect(await screen.findByRole('listitem', { name: 'Player 2: Xavi (reserved)' })).toHaveTextContent('Reserved');
  });

  it('offers the waitlist when every slot is taken', async () => {
    const user = userEvent.setup();
    const full = tournamentDetail({ currentPlayers: 4, participants: fullParticipants() });
    const { fetchMock } = renderDetail('me', full, {
      [`POST ${URL}/waitlist`]: json({
        ...full,
        waitlist: [{ userId: 'me', firstName: 'Alex', lastName: 'Rivera', placeInLine: 1 }],
      }),
    });
    expect(await screen.findByText('This tournament is full.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join Team/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Added to Waitlist')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u, init]) => u === `${URL}/waitlist` && init?.method === 'POST')).toBe(true);
  });
});

describe('tournament detail: participants', () => {
  it('lets a participant (not the creator) leave after a confirm that mentions the refund', async () => {
    const user = userEvent.setup();
    const t = tournamentDetail({
      currentPlayers: 2,
      participants: [...tournamentDetail().participants, participant({ userId: 'p2', teamNumber: 1, position: 2 })],
    });
    const { fetchMock } = renderDetail('p2', t, { [`POST ${URL}/leave`]: json(tournamentDetail()) });
    await user.click(await screen.findByRole('button', { name: 'Leave Tournament' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this tournament?' });
    expect(dialog).toHaveTextContent('your entry fee of $10.00 is refunded to your wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Leave' }));
    expect(await screen.findByText('Left Tournament')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u, init]) => u === `${URL}/leave` && init?.method === 'POST')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Start Tournament' })).not.toBeInTheDocument();
  });

  it('gives the creator Start once all 4 paid, and Cancel, but no Leave', async () => {
    const user = userEvent.setup();
    const full = tournamentDetail({ currentPlayers: 4, participants: fullParticipants() });
    const { fetchMock } = renderDetail('creator', full, {
      [`POST ${URL}/start`]: json({ ...full, status: 'in_progress' }),
    });
    expect(await screen.findByRole('button', { name: 'Cancel Tournament' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Tournament' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Tournament' }));
    expect(await screen.findByText('Tournament Started!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u, init]) => u === `${URL}/start` && init?.method === 'POST')).toBe(true);
  });

  it('hides Start from the creator until everyone has paid, and cancels after a confirm', async () => {
    const user = userEvent.setup();
    const cancelled = tournamentDetail({
      status: 'cancelled',
      cancellationReason: 'cancelled_by_creator',
      cancellationNote: 'Rain',
    });
    const { fetchMock } = renderDetail(
      'creator',
      tournamentDetail(),
      { [`POST ${URL}/cancel`]: json(cancelled) },
      cancelled,
    );
    expect(await screen.findByText('You can start the tournament once all 4 players have joined.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Tournament' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Tournament' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this tournament?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Rain');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByText('Tournament Cancelled')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `${URL}/cancel`)).toStrictEqual({ reason: 'Rain' });
    expect(await screen.findByText(/This tournament was cancelled/)).toHaveTextContent(
      'The organiser cancelled it. In their words: “Rain”',
    );
  });

  it('creates an invitation link and copies it', async () => {
    const user = userEvent.setup();
    let posted = false;
    const { fetchMock } = renderDetail('creator', tournamentDetail(), {
      // The refetch after the invitation stays pending, so the screen shows whatever the cache holds.
      [URL]: () => (posted ? new Promise<Response>(() => undefined) : json(tournamentDetail())),
      // The real answer also has an id and a status ("pending"): it must not be taken for the tournament.
      [`POST ${URL}/invitations`]: () => {
        posted = true;
        return json(
          {
            id: 'inv-1',
            token: 'tok1',
            link: '/invite/tok1',
            tournamentId: '12',
            status: 'pending',
            invitedEmail: 'sam@example.com',
            invitedPhone: null,
            invitedName: 'Sam',
          },
          201,
        );
      },
    });
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    const link = await screen.findByLabelText('Invitation link for Sam');
    expect(link).toHaveValue(`${window.location.origin}/invite/tok1`);
    expect(bodyOf(fetchMock, `${URL}/invitations`)).toStrictEqual({ email: 'sam@example.com', name: 'Sam' });

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/invite/tok1`);
  });

  it('gets a plain shareable link without an e-mail or phone', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDetail('creator', tournamentDetail(), {
      [`POST ${URL}/invitations`]: () =>
        json(
          {
            id: 'inv2',
            token: 'tok2',
            link: '/invite/tok2',
            url: 'http://localhost/invite/tok2',
            tournamentId: '12',
            status: 'pending',
            invitedEmail: null,
            invitedPhone: null,
            invitedName: null,
          },
          201,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Get a shareable link' }));
    const link = await screen.findByLabelText('Invitation link');
    expect(link).toHaveValue(`${window.location.origin}/invite/tok2`);
    expect(bodyOf(fetchMock, `${URL}/invitations`)).toStrictEqual({});
  });

  it('does not show the invite panel to a non-participant', async () => {
    renderDetail('me', tournamentDetail());
    await screen.findByRole('button', { name: 'Join Team A, Player 2' });
    expect(screen.queryByRole('heading', { name: 'Invite Players' })).not.toBeInTheDocument();
  });
});

it('hides the invite panel on a full match', async () => {
  renderDetail('creator', tournamentDetail({ currentPlayers: 4, participants: fullParticipants() }));
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('heading', { name: 'Invite Players' })).not.toBeInTheDocument();
});

describe('tournament detail: results', () => {
  it('lets a participant report the winner and set scores', async () => {
    const user = userEvent.setup();
    const live = tournamentDetail({ status: 'in_progress', currentPlayers: 4, participants: fullParticipants() });
    const { fetchMock } = renderDetail('p3', live, { [`POST ${URL}/result`]: json({ ...live, ...reported(2) }) });

    await user.click(await screen.findByRole('button', { name: 'Report Result' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the winning team.');

    await user.selectOptions(screen.getByLabelText('Winning Team'), 'Team B');
    await user.type(screen.getByLabelText('Set 1 Team A games'), '4');
    await user.type(screen.getByLabelText('Set 1 Team B games'), '6');
    await user.type(screen.getByLabelText('Set 2 Team A games'), '6');
    await user.type(screen.getByLabelText('Set 2 Team B games'), '6');
    await user.click(screen.getByRole('button', { name: 'Report Result' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Set 2 can't be a tie.");

    await user.click(screen.getByRole('button', { name: 'Add Set' }));
    await user.clear(screen.getByLabelText('Set 2 Team B games'));
    await user.type(screen.getByLabelText('Set 2 Team B games'), '7');
    await user.click(screen.getByRole('button', { name: 'Remove set 3' }));
    await user.click(screen.getByRole('button', { name: 'Report Result' }));

    expect(await screen.findByText('Result Reported')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `${URL}/result`)).toStrictEqual({
      winningTeam: 2,
      setScores: [
        { team1: 4, team2: 6 },
        { team1: 6, team2: 7 },
      ],
      setsToWin: 2,
    });
  });

  it('shows Confirm Result and Dispute to a player of the other team', async () => {
    const user = userEvent.setup();
    const t = tournamentDetail(reported(1));
    const { fetchMock } = renderDetail('p3', t, {
      [`POST ${URL}/result/confirm`]: json({ ...t, status: 'completed' }),
    });
    expect(await screen.findByText('Team A won 6-4, 6-3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dispute' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Result' }));
    expect(await screen.findByText('Result Confirmed')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `${URL}/result/confirm`)).toBeUndefined();
  });

  it('needs a reason to dispute', async () => {
    const user = userEvent.setup();
    const t = tournamentDetail(reported(1));
    const disputed = { ...t, result: { ...t.result!, status: 'disputed' as const, disputeReason: 'Wrong score' } };
    const { fetchMock } = renderDetail('p4', t, { [`POST ${URL}/result/dispute`]: json(disputed) }, disputed);
    await user.click(await screen.findByRole('button', { name: 'Dispute' }));
    await user.click(screen.getByRole('button', { name: 'Submit Dispute' }));
    expect(screen.getByText('Please give a reason for the dispute')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => u === `${URL}/result/dispute`)).toBe(false);

    await user.type(screen.getByLabelText('Reason for dispute'), 'Wrong score');
    await user.click(screen.getByRole('button', { name: 'Submit Dispute' }));
    expect(await screen.findByText('Result Disputed')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `${URL}/result/dispute`)).toStrictEqual({ reason: 'Wrong score' });
    expect(await screen.findByText(/Disputed — an admin will decide/)).toBeInTheDocument();
  });

  it('tells the reporting team to wait, with the automatic confirm time', async () => {
    renderDetail('p2', tournamentDetail(reported(1)));
    expect(
      await screen.findByText(/Waiting for the other team to confirm — confirms automatically at /),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Result' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report Result' })).not.toBeInTheDocument();
  });

  it('shows the settlement and each rating receipt once completed', async () => {
    const t = tournamentDetail({
      ...reported(1),
      status: 'completed',
      winningTeam: 1,
      result: { ...reported(1).result!, status: 'confirmed' },
      settlement: {
        pool: '40.00',
        platformFee: '2.00',
        courtRounding: '0.00',
        courtFee: '0.00',
        winnersPool: '38.00',
        payouts: [
          { userId: 'creator', amount: '19.00' },
          { userId: 'p2', amount: '19.00' },
        ],
        settledAt: '2030-06-02T20:00:00.000Z',
      },
      ratingReceipts: [
        { userId: 'creator', sport: 'padel', before: '4.9', after: '5.3', expectedWinPercent: 50 },
        { userId: 'p3', sport: 'padel', before: '4.9', after: '4.5', expectedWinPercent: 50 },
      ],
    });
    renderDetail('p3', t);
    const settlement = await screen.findByRole('region', { name: 'Settlement' });
    expect(settlement).toHaveTextContent('Entry fees (4 players)$40.00');
    expect(settlement).toHaveTextContent('Platform fee (5%)-$2.00');
    expect(settlement).toHaveTextContent('Paid to the winning pair$38.00');
    expect(
      within(settlement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Casey Creator+$19.00', 'Pat Two+$19.00']);
    const receipts = screen.getByRole('region', { name: 'Rating Changes' });
    expect(receipts).toHaveTextContent('Casey Creator');
    expect(receipts).toHaveTextContent('4.9 → 5.3 +0.4');
    expect(receipts).toHaveTextContent('4.9 → 4.5 -0.4');
    expect(receipts).toHaveTextContent('Expected win chance 50%');
    expect(screen.getByText('Winners')).toBeInTheDocument();
  });
});
