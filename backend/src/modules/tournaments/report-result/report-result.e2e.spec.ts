import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { createTournament, fundedPlayer, playingTournament, twoSetWin, types } from '../shared/tournament.spec-helper';

describe('POST /api/tournaments/{id}/result', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('records the reported result with a confirmation deadline 24 hours on', async () => {
    const { id, partner } = await playingTournament(t);
    const res = await partner.agent.post(`/api/tournaments/${id}/result`).send({
      winningTeam: 2,
      setScores: [
        { team1: 6, team2: 7 },
        { team1: 6, team2: 4 },
        { team1: 3, team2: 6 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('in_progress');
    expect(res.body.result).toMatchObject({
      reportedBy: partner.id,
      reporterTeam: 1,
      winningTeam: 2,
      setScores: [
        { team1: 6, team2: 7 },
        { team1: 6, team2: 4 },
        { team1: 3, team2: 6 },
      ],
      status: 'reported',
      disputeReason: null,
    });
    expect(Date.parse(res.body.result.confirmDeadline) - Date.parse(res.body.result.reportedAt)).toBe(
      24 * 60 * 60 * 1000,
    );
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(-2)).toEqual(['TournamentStarted', 'ResultReported']);
    expect(events[events.length - 1].data).toMatchObject({
      reportedBy: partner.id,
      reporterTeam: 1,
      winningTeam: 2,
      setsToWin: 2,
    });
    // The same report again is a retry; a different one is refused.
    const other = await partner.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('TOURNAMENT.RESULT_ALREADY_REPORTED');
    expect(other.body.message).toBe('A result was already reported for this tournament.');
  });

  let playing: Awaited<ReturnType<typeof playingTournament>> | undefined;
  it.each([
    [{ winningTeam: 3, setScores: twoSetWin.setScores }, 'Invalid score: the winning team must be team 1 or team 2.'],
    [{ winningTeam: 1, setScores: [] }, 'Invalid score: enter the score of each set.'],
    [{ winningTeam: 1 }, 'Invalid score: enter the score of each set.'],
    [
      {
        winningTeam: 1,
        setScores: [
          { team1: 8, team2: 4 },
          { team1: 6, team2: 3 },
        ],
      },
      'Invalid score: each set score must be a whole number from 0 to 7.',
    ],
    [
      { winningTeam: 1, setScores: [{ team1: -1, team2: 4 }] },
      'Invalid score: each set score must be a whole number from 0 to 7.',
    ],
    [{ winningTeam: 1, setScores: [null] }, 'Invalid score: each set score must be a whole number from 0 to 7.'],
    [{ winningTeam: 1, setScores: ['6-4'] }, 'Invalid score: each set score must be a whole number from 0 to 7.'],
    [{ ...twoSetWin, setsToWin: 6 }, 'Invalid score: sets to win must be from 2 to 5.'],
    [{ ...twoSetWin, setsToWin: 1 }, 'Invalid score: sets to win must be from 2 to 5.'],
    [
      { winningTeam: 2, setScores: twoSetWin.setScores },
      'Invalid score: team 2 must win 2 sets to win the match; the sets show 2-0.',
    ],
    [
      {
        winningTeam: 1,
        setScores: [
          { team1: 6, team2: 6 },
          { team1: 6, team2: 3 },
        ],
      },
      'Invalid score: set 1 has no winner.',
    ],
  ])('answers 400 for an invalid score and records nothing %#', async (body, message) => {
    // One game serves every case: a refused report records nothing, so the next case starts clean.
    playing ??= await playingTournament(t);
    const { id, creator } = playing;
    const res = await creator.agent.post(`/api/tournaments/${id}/result`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(types(await t.streamEvents(`tournament-${id}`)).slice(-1)).toEqual(['TournamentStarted']);
  });

  it('refuses a report before the start (409) and from someone who did not play (403)', async () => {
    const creator = await fundedPlayer(t);
    const waiting = await createTournament(t, creator);
    const early = await creator.agent.post(`/api/tournaments/${waiting}/result`).send(twoSetWin);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('TOURNAMENT.NOT_IN_PROGRESS');
    expect(early.body.message).toBe('This tournament is not being played.');
    const { id } = await playingTournament(t);
    const stranger = await fundedPlayer(t);
    const res = await stranger.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TOURNAMENT.NOT_PARTICIPANT');
    expect(res.body.message).toBe('Only players of this tournament can do this.');
  });
});
