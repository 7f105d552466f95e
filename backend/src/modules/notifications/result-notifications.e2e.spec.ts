import { startTestApp, TestApp } from '../../../test/test-app';
import { Player, createTournament, join, player } from '../stats/shared/tournament-play.spec-helper';

describe('notifications for a disputed and an auto-confirmed result', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const bell = async (p: Player) =>
    (await p.agent.get('/api/notifications')).body as Array<{ type: string; message: string; actionUrl: string }>;

  async function reportedMatch(name: string): Promise<{ id: string; players: Player[] }> {
    const players = [
      await player(t, '100.00', { firstName: 'Ana', lastName: 'Lopez' }),
      await player(t, '100.00', { firstName: 'Bo', lastName: 'Kim' }),
      await player(t, '100.00', { firstName: 'Cy', lastName: 'Diaz' }),
      await player(t, '100.00', { firstName: 'Di', lastName: 'Ng' }),
    ];
    const [creator, partner, rival1, rival2] = players;
    const id = await createTournament(t, creator, name);
    await join(partner, id, 1, 2);
    await join(rival1, id, 2, 1);
    await join(rival2, id, 2, 2);
    expect((await creator.agent.post(`/api/tournaments/${id}/start`)).status).toBe(200);
    const report = await creator.agent.post(`/api/tournaments/${id}/result`).send({
      winningTeam: 1,
      setScores: [
        { team1: 6, team2: 4 },
        { team1: 6, team2: 3 },
      ],
    });
    expect(report.status).toBe(200);
    return { id, players };
  }

  it('tells everyone else in the match when a result is disputed', async () => {
    const { id, players } = await reportedMatch('Disputed Open');
    const disputer = players[2];
    const res = await disputer.agent
      .post(`/api/tournaments/${id}/result/dispute`)
      .send({ reason: 'We won the 2nd set.' });
    expect(res.status).toBe(200);
    for (const p of [players[0], players[1], players[3]]) {
      const disputed = (await bell(p)).filter((n) => n.type === 'result_disputed');
      expect(disputed).toEqual([
        expect.objectContaining({
          message:
            'Cy Diaz disputed the reported result of Disputed Open. An admin will review it; the entry fees stay safely in escrow until then.',
          actionUrl: `/tournaments/${id}`,
        }),
      ]);
    }
    expect((await bell(disputer)).map((n) => n.type)).not.toContain('result_disputed');
  });

  it('tells every player when the result was confirmed because nobody answered in time', async () => {
    const { id, players } = await reportedMatch('Quiet Open');
    t.clock.advanceHours(25);
    await t.processTournaments();
    for (const p of players) {
      const confirmed = (await bell(p)).filter((n) => n.type === 'result_auto_confirmed');
      expect(confirmed).toEqual([
        expect.objectContaining({
          message:
            "Nobody disputed the result of Quiet Open in time, so Team A's win is confirmed and the prizes are being paid.",
          actionUrl: `/tournaments/${id}`,
        }),
      ]);
    }
  });
});
