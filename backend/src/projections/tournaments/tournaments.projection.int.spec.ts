import { randomUUID } from 'node:crypto';
import { feeTerms } from '../../domain/tournament/tournament.settlement';
import { projectionWorld } from '../projection.spec-helper';
import { UsersProjection } from '../users/users.projection';
import { PlayerRatingsProjection } from './player-ratings.projection';
import { TournamentsProjection } from './tournaments.projection';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('tournaments projections (events in, rows out)', () => {
  const world = projectionWorld(() => [
    new UsersProjection(),
    new TournamentsProjection(),
    new PlayerRatingsProjection(),
  ]);
  const { append, rows } = world;
  const register = async (name: string) => {
    const userId = randomUUID();
    await append(`user-${userId}`, [
      {
        type: 'UserRegistered',
        data: {
          userId,
          email: `${name}-${userId}@example.test`,
          firstName: name,
          lastName: 'T',
          passwordHash: 'h',
          registeredAt: at(0),
        },
      },
    ]);
    return userId;
  };

  it('follows a tournament from creation to settlement and ratings, and lists its work for the process manager', async () => {
    const [a, b, c, d, e] = await Promise.all(['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map(register));
    const tournamentId = randomUUID();
    const slots = [
      [a, 1, 1],
      [b, 1, 2],
      [c, 2, 1],
      [d, 2, 2],
    ] as const;
    const reservations = slots.map(() => randomUUID());
    await append(`tournament-${tournamentId}`, [
      {
        type: 'TournamentCreated',
        data: {
          tournamentId,
          name: 'Cup',
          game: 'padel',
          location: 'Court 1',
          ...feeTerms(1000, 400)!,
          maxPlayers: 4,
          startTime: at(59),
          creatorId: a,
          createdAt: at(1),
        },
      },
      ...slots.flatMap(([userId, teamNumber, position], i) => [
        {
          type: 'SlotReserved',
          data: {
            tournamentId,
            reservationId: reservations[i],
            userId,
            teamNumber,
            position,
            amountCents: 1100,
            expiresAt: at(30),
            reservedAt: at(2),
          },
        },
        {
          type: 'PlayerJoined',
          data: {
            tournamentId,
            reservationId: reservations[i],
            userId,
            teamNumber,
            position,
            amountCents: 1100,
            joinedAt: at(3),
          },
        },
      ]),
      { type: 'PlayerWaitlisted', data: { tournamentId, userId: e, placeInLine: 1, waitlistedAt: at(4) } },
    ]);
    await append(`wallet-${a}`, [
      {
        type: 'EntryFeeEscrowed',
        data: { tournamentId, reservationId: reservations[0], amountCents: 1100, escrowedAt: at(2) },
      },
    ]);
    await world.runner.catchUp();

    const [row] = await rows(`SELECT * FROM tournaments WHERE id = $1`, [tournamentId]);
    expect(row).toMatchObject({
      name: 'Cup',
      status: 'waiting',
      current_players: 4,
      entry_fee: '10.00',
      court_fee: '4.00',
      court_fee_per_player: '1.00',
      total_fee_per_player: '11.00',
      pool: '40.00',
      platform_fee: '2.00',
      prize_pool: '38.00',
      prize_per_winner: '19.00',
      creator_id: a,
    });
    expect(
      await rows(
        `SELECT user_id, team_number, position, status, amount FROM tournament_participants WHERE tournament_id = $1 ORDER BY team_number, position`,
        [tournamentId],
      ),
    ).toEqual(
      slots.map(([userId, teamNumber, position]) => ({
        user_id: userId,
        team_number: teamNumber,
        position,
        status: 'joined',
        amount: '11.00',
      })),
    );
    expect(
      await rows(`SELECT user_id, position, notified FROM tournament_waitlist WHERE tournament_id = $1`, [
        tournamentId,
      ]),
    ).toEqual([{ user_id: e, position: 1, notified: false }]);
    expect(await rows(`SELECT user_id FROM tournament_wallet_users WHERE tournament_id = $1`, [tournamentId])).toEqual([
      { user_id: a },
    ]);
    const [work] = await rows(`SELECT version, checked_version FROM tournament_process WHERE tournament_id = $1`, [
      tournamentId,
    ]);
    expect(work).toEqual({ version: 11, checked_version: 0 });

    // C leaves (before the start, in a replay of history), the waitlist hears of it, E takes the slot.
    await append(`tournament-${tournamentId}`, [
      {
        type: 'PlayerLeft',
        data: { tournamentId, reservationId: reservations[2], userId: c, teamNumber: 2, position: 1, leftAt: at(5) },
      },
      { type: 'WaitlistSlotOffered', data: { tournamentId, userId: e, teamNumber: 2, position: 1, offeredAt: at(5) } },
    ]);
    await world.runner.catchUp();
    expect(
      (await rows(`SELECT current_players FROM tournaments WHERE id = $1`, [tournamentId]))[0].current_players,
    ).toBe(3);
    expect(await rows(`SELECT notified FROM tournament_waitlist WHERE tournament_id = $1`, [tournamentId])).toEqual([
      { notified: true },
    ]);
    const eReservation = randomUUID();
    await append(`tournament-${tournamentId}`, [
      {
        type: 'SlotReserved',
        data: {
          tournamentId,
          reservationId: eReservation,
          userId: e,
          teamNumber: 2,
          position: 1,
          amountCents: 1100,
          expiresAt: at(30),
          reservedAt: at(6),
        },
      },
      {
        type: 'PlayerJoined',
        data: {
          tournamentId,
          reservationId: eReservation,
          userId: e,
          teamNumber: 2,
          position: 1,
          amountCents: 1100,
          joinedAt: at(6),
        },
      },
      { type: 'TournamentStarted', data: { tournamentId, startedBy: a, startedAt: at(10) } },
      {
        type: 'ResultReported',
        data: {
          tournamentId,
          reportedBy: e,
          reporterTeam: 2,
          winningTeam: 2,
          setScores: [
            { team1: 4, team2: 6 },
            { team1: 3, team2: 6 },
          ],
          setsToWin: 2,
          reportedAt: at(20),
        },
      },
      {
        type: 'ResultConfirmed',
        data: { tournamentId, winningTeam: 2, confirmedBy: a, auto: false, confirmedAt: at(21) },
      },
      {
        type: 'TournamentSettled',
        data: {
          tournamentId,
          winningTeam: 2,
          poolCents: 4000,
          platformFeeCents: 200,
          courtFeeCents: 400,
          winnersPoolCents: 3800,
          payouts: [
            { userId: e, teamNumber: 2, position: 1, amountCents: 1900 },
            { userId: d, teamNumber: 2, position: 2, amountCents: 1900 },
          ],
          settledAt: at(22),
        },
      },
      { type: 'PlatformFeeCollected', data: { tournamentId, amountCents: 200, collectedAt: at(22) } },
      { type: 'CourtFeeCollected', data: { tournamentId, amountCents: 400, collectedAt: at(22) } },
      {
        type: 'RatingsUpdated',
        data: {
          tournamentId,
          sport: 'padel',
          winningTeam: 2,
          ratedAt: at(23),
          receipts: [
            { userId: a, teamNumber: 1, beforeTenths: 10, afterTenths: 10, expectedWinPercent: 50 },
            { userId: b, teamNumber: 1, beforeTenths: 10, afterTenths: 10, expectedWinPercent: 50 },
            { userId: e, teamNumber: 2, beforeTenths: 10, afterTenths: 13, expectedWinPercent: 50 },
            { userId: d, teamNumber: 2, beforeTenths: 10, afterTenths: 13, expectedWinPercent: 50 },
          ],
        },
      },
    ]);
    await world.runner.catchUp();

    const [done] = await rows(`SELECT * FROM tournaments WHERE id = $1`, [tournamentId]);
    expect(done).toMatchObject({ status: 'completed', winning_team: 2, winner_id: e, end_time: new Date(at(22)) });
    expect(done.result).toMatchObject({ reportedBy: e, reporterTeam: 2, winningTeam: 2, status: 'confirmed' });
    expect(done.settlement).toEqual({
      pool: '40.00',
      platformFee: '2.00',
      courtFee: '4.00',
      winnersPool: '38.00',
      payouts: [
        { userId: e, amount: '19.00' },
        { userId: d, amount: '19.00' },
      ],
      settledAt: at(22),
    });
    expect(done.rating_receipts).toContainEqual({
      userId: e,
      sport: 'padel',
      before: '1.0',
      after: '1.3',
      expectedWinPercent: 50,
    });
    expect(
      await rows(
        `SELECT user_id, placement, prize FROM tournament_participants WHERE tournament_id = $1 ORDER BY team_number, position`,
        [tournamentId],
      ),
    ).toEqual([
      { user_id: a, placement: 2, prize: '0.00' },
      { user_id: b, placement: 2, prize: '0.00' },
      { user_id: e, placement: 1, prize: '19.00' },
      { user_id: d, placement: 1, prize: '19.00' },
    ]);
    const [match] = await rows(`SELECT * FROM matches WHERE tournament_id = $1`, [tournamentId]);
    expect(match).toMatchObject({
      team1_player1: a,
      team1_player2: b,
      team2_player1: e,
      team2_player2: d,
      winner_id: e,
      status: 'completed',
      score: '4-6, 3-6',
      sets_to_win: 2,
      game_type: 'padel',
    });
    expect(
      await rows(
        `SELECT player1_id, player2_id FROM player_matches WHERE tournament_id = $1 ORDER BY player1_id, player2_id`,
        [tournamentId],
      ),
    ).toHaveLength(4);
    expect(await rows(`SELECT padel_rating, pickleball_rating FROM users WHERE id = $1`, [e])).toEqual([
      { padel_rating: '1.3', pickleball_rating: '1.0' },
    ]);
  });

  it('records who disputed and when, and the ruling: a declared winner with its reason, or a void', async () => {
    const players = await Promise.all(['Ria', 'Sol', 'Tao', 'Uma'].map(register));
    const [admin] = await Promise.all(['Admin'].map(register));
    const started = (tournamentId: string) => [
      {
        type: 'TournamentCreated',
        data: {
          tournamentId,
          name: 'Ruled',
          game: 'padel',
          location: null,
          ...feeTerms(1000, 0)!,
          maxPlayers: 4,
          startTime: at(59),
          creatorId: players[0],
          createdAt: at(1),
        },
      },
      ...players.flatMap((userId, i) => {
        const slot = {
          tournamentId,
          reservationId: `${tournamentId}-r${i}`,
          userId,
          teamNumber: i < 2 ? 1 : 2,
          position: (i % 2) + 1,
          amountCents: 1000,
        };
        return [
          { type: 'SlotReserved', data: { ...slot, expiresAt: at(30), reservedAt: at(2) } },
          { type: 'PlayerJoined', data: { ...slot, joinedAt: at(3) } },
        ];
      }),
      { type: 'TournamentStarted', data: { tournamentId, startedBy: null, startedAt: at(10) } },
      {
        type: 'ResultReported',
        data: {
          tournamentId,
          reportedBy: players[0],
          reporterTeam: 1,
          winningTeam: 1,
          setScores: [
            { team1: 6, team2: 4 },
            { team1: 6, team2: 3 },
          ],
          setsToWin: 2,
          reportedAt: at(20),
        },
      },
      { type: 'ResultDisputed', data: { tournamentId, disputedBy: players[2], reason: 'Not so', disputedAt: at(21) } },
    ];
    const declaredId = randomUUID();
    const voidedId = randomUUID();
    await append(`tournament-${declaredId}`, [
      ...started(declaredId),
      {
        type: 'WinnerDeclared',
        data: {
          tournamentId: declaredId,
          winnerId: players[2],
          winningTeam: 2,
          score: '4-6, 6-4, 5-7',
          declaredBy: admin,
          reason: 'Video',
          declaredAt: at(30),
        },
      },
    ]);
    await append(`tournament-${voidedId}`, [
      ...started(voidedId),
      {
        type: 'MatchVoided',
        data: { tournamentId: voidedId, voidedBy: admin, reason: 'No score sheet', voidedAt: at(31) },
      },
      {
        type: 'TournamentCancelled',
        data: {
          tournamentId: voidedId,
          reason: 'voided',
          cancelledBy: admin,
          note: 'No score sheet',
          cancelledAt: at(31),
        },
      },
    ]);
    await world.runner.catchUp();

    const [declared] = await rows(`SELECT result, ruling, winning_team FROM tournaments WHERE id = $1`, [declaredId]);
    // The sets shown are the ruling's, not the disputed report's (which had Team A winning).
    expect(declared.result).toMatchObject({
      status: 'declared',
      disputedBy: players[2],
      disputedAt: at(21),
      setScores: [
        { team1: 4, team2: 6 },
        { team1: 6, team2: 4 },
        { team1: 5, team2: 7 },
      ],
    });
    expect(declared.ruling).toEqual({
      kind: 'winner_declared',
      by: admin,
      reason: 'Video',
      winningTeam: 2,
      score: '4-6, 6-4, 5-7',
      at: at(30),
    });
    expect(declared.winning_team).toBe(2);
    const [voided] = await rows(`SELECT status, cancellation_reason, result, ruling FROM tournaments WHERE id = $1`, [
      voidedId,
    ]);
    expect(voided).toMatchObject({ status: 'cancelled', cancellation_reason: 'voided' });
    expect(voided.result).toMatchObject({ status: 'disputed', disputeReason: 'Not so', disputedBy: players[2] });
    expect(voided.ruling).toEqual({
      kind: 'voided',
      by: admin,
      reason: 'No score sheet',
      winningTeam: null,
      score: null,
      at: at(31),
    });
  });

  it('takes the starting rating from the questionnaire and, after a rated match, only from matches (live and on a rebuild)', async () => {
    const userId = await register('Flo');
    const tournamentId = randomUUID();
    const receipt = { userId, teamNumber: 1, beforeTenths: 40, afterTenths: 44, expectedWinPercent: 60 };
    const questionnaire = (tenths: number) => ({
      type: 'RatingQuestionnaireCompleted',
      data: {
        userId,
        answers: {
          padelLevel: 3,
          pickleballLevel: 1,
          primarySport: 'padel',
          yearsPlaying: 2,
          preferredPosition: null,
          playingFrequency: 'weekly',
          competitiveExperience: 'none',
          previousRatingSystem: null,
        },
        padelRatingTenths: tenths,
        pickleballRatingTenths: 10,
        completedAt: at(1),
      },
    });
    await append(`user-${userId}`, [questionnaire(40)]);
    await append(`tournament-${tournamentId}`, [
      {
        type: 'RatingsUpdated',
        data: { tournamentId, sport: 'padel', winningTeam: 1, receipts: [receipt], ratedAt: at(2) },
      },
    ]);
    await world.runner.catchUp();
    expect((await rows(`SELECT padel_rating, total_matches FROM users WHERE id = $1`, [userId]))[0]).toEqual({
      padel_rating: '4.4',
      total_matches: 1,
    });
    // A questionnaire answered after a rated match does not reset what the matches established.
    await append(`user-${userId}`, [questionnaire(25)]);
    await world.runner.catchUp();
    expect((await rows(`SELECT padel_rating FROM users WHERE id = $1`, [userId]))[0].padel_rating).toBe('4.4');
    await world.runner.rebuild();
    expect((await rows(`SELECT padel_rating, total_matches FROM users WHERE id = $1`, [userId]))[0]).toEqual({
      padel_rating: '4.4',
      total_matches: 1,
    });
  });
});
