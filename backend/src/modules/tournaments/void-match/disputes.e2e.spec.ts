import { startTestApp, TestApp } from '../../../../test/test-app';
import {
  balanceOf,
  escrowBalance,
  ledgerIsBalanced,
  playingTournament,
  twoSetWin,
  types,
} from '../shared/tournament.spec-helper';

/** The disputed queue and the two rulings: declare a winner (with a reason) or void (refund everyone). */
describe('GET /api/admin/tournaments?status=disputed, POST .../declare-winner and .../void', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function disputedMatch(overrides: Record<string, unknown> = {}) {
    const match = await playingTournament(t, overrides);
    await match.creator.agent.post(`/api/tournaments/${match.id}/result`).send(twoSetWin).expect(200);
    await match.rival1.agent
      .post(`/api/tournaments/${match.id}/result/dispute`)
      .send({ reason: 'We won the second set 6-4.' })
      .expect(200);
    return match;
  }

  const bell = async (agent: TestApp['agent'] extends () => infer A ? A : never) =>
    (await agent.get('/api/notifications')).body as Array<{ type: string; message: string }>;

  it('lists every disputed match with both reports, who reported and disputed, and since when the money is frozen', async () => {
    const { id, creator, rival1, players } = await disputedMatch({ name: 'Disputed Sunday final' });
    const admin = await t.admin();
    const res = await admin.get('/api/admin/tournaments?status=disputed&page=1&pageSize=10');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 10, total: expect.any(Number), items: expect.any(Array) });
    const item = res.body.items.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({
      id,
      name: 'Disputed Sunday final',
      status: 'disputed',
      escrowed: '40.00',
      report: {
        reportedBy: { id: creator.id },
        reporterTeam: 1,
        winningTeam: 1,
        setScores: twoSetWin.setScores,
        reportedAt: expect.any(String),
      },
      dispute: { disputedBy: { id: rival1.id }, reason: 'We won the second set 6-4.', disputedAt: expect.any(String) },
      frozenSince: expect.any(String),
    });
    expect(item.players).toHaveLength(4);
    expect(item.players.map((p: { userId: string }) => p.userId).sort()).toEqual(players.map((p) => p.id).sort());
    for (const other of res.body.items) expect(other.status).toBe('disputed');
    // The general list shows it as disputed too, and "in progress" no longer includes it.
    const live = await admin.get('/api/admin/tournaments?status=in_progress&pageSize=200');
    expect(live.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it('declares a winner with a reason: settles, leaves the queue, shows the ruling and notifies the players', async () => {
    const { id, creator, partner, rival1, rival2, players } = await disputedMatch();
    const admin = await t.admin();
    const res = await admin
      .post(`/api/admin/tournaments/${id}/declare-winner`)
      .send({ winnerId: rival2.id, reason: 'The club video shows team 2 won the deciding set.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'completed',
      winningTeam: 2,
      ruling: {
        kind: 'winner_declared',
        by: { id: expect.any(String), name: expect.any(String) },
        reason: 'The club video shows team 2 won the deciding set.',
        winningTeam: 2,
      },
    });
    const declared = (await t.streamEvents(`tournament-${id}`)).find((e) => e.type === 'WinnerDeclared');
    expect(declared?.data).toMatchObject({
      winningTeam: 2,
      declaredBy: expect.any(String),
      reason: 'The club video shows team 2 won the deciding set.',
    });
    for (const winner of [rival1, rival2]) expect(await balanceOf(winner)).toBe('109.00');
    for (const loser of [creator, partner]) expect(await balanceOf(loser)).toBe('90.00');
    const queue = await admin.get('/api/admin/tournaments?status=disputed&pageSize=200');
    expect(queue.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
    // The players read the ruling on the match page and in their notifications.
    const page = await creator.agent.get(`/api/tournaments/${id}`);
    expect(page.body.ruling).toMatchObject({ kind: 'winner_declared', reason: expect.stringContaining('club video') });
    expect((await bell(creator.agent)).find((n) => n.type === 'match_ruling')?.message).toContain('club video');
    expect(
      await escrowBalance(
        t,
        id,
        players.map((p) => p.id),
      ),
    ).toBe(0);
    await ledgerIsBalanced(t);
  });

  it('voids a disputed match: refunds every entry fee and court share, records actor and reason', async () => {
    const { id, creator, rival1, players } = await disputedMatch({ courtFee: '8.00' });
    const admin = await t.admin();
    // $10.00 paid each: $8.00 entry fee + $2.00 share of the court.
    expect(await balanceOf(creator)).toBe('90.00');
    const noReason = await admin.post(`/api/admin/tournaments/${id}/void`).send({ reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ message: 'A reason is required.', code: 'REQUEST.INVALID' });
    for (const reason of [42, ['a'], { text: 'x' }, 'x'.repeat(501)]) {
      const odd = await admin.post(`/api/admin/tournaments/${id}/void`).send({ reason });
      expect(odd.status).toBe(400);
    }
    const unknown = await admin.post('/api/admin/tournaments/no-such-match/void').send({ reason: 'x' });
    expect(unknown.status).toBe(404);
    const byPlayer = await creator.agent.post(`/api/admin/tournaments/${id}/void`).send({ reason: 'mine' });
    expect(byPlayer.status).toBe(403);
    const before = (await t.streamEvents(`tournament-${id}`)).length;
    expect(before).toBeGreaterThan(0);

    const res = await admin.post(`/api/admin/tournaments/${id}/void`).send({ reason: 'Nobody kept score.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'voided',
      ruling: { kind: 'voided', reason: 'Nobody kept score.', winningTeam: null },
    });
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(before)).toEqual(['MatchVoided', 'TournamentCancelled']);
    expect(events[before].data).toMatchObject({
      tournamentId: id,
      voidedBy: expect.any(String),
      reason: 'Nobody kept score.',
    });
    for (const p of players) {
      expect(types(await t.streamEvents(`wallet-${p.id}`)).slice(-1)).toEqual(['EntryFeeRefunded']);
      expect(await balanceOf(p)).toBe('100.00');
    }
    expect(
      await escrowBalance(
        t,
        id,
        players.map((p) => p.id),
      ),
    ).toBe(0);
    expect((await bell(rival1.agent)).find((n) => n.type === 'match_ruling')?.message).toContain('Nobody kept score.');

    // A second void is a retry; a ruling after the void is refused.
    const again = await admin.post(`/api/admin/tournaments/${id}/void`).send({ reason: 'Nobody kept score.' });
    expect(again.status).toBe(200);
    expect((await t.streamEvents(`tournament-${id}`)).length).toBe(events.length);
    const declare = await admin.post(`/api/admin/tournaments/${id}/declare-winner`).send({ winnerId: creator.id });
    expect(declare.status).toBe(409);
    await ledgerIsBalanced(t);
  });

  it('refuses to void a match that has not started, and appends nothing', async () => {
    const admin = await t.admin();
    const { id } = await playingTournament(t).then(async (m) => {
      await m.creator.agent.post(`/api/tournaments/${m.id}/result`).send(twoSetWin).expect(200);
      await m.rival1.agent.post(`/api/tournaments/${m.id}/result/confirm`).expect(200);
      return m;
    });
    const before = (await t.streamEvents(`tournament-${id}`)).length;
    const res = await admin.post(`/api/admin/tournaments/${id}/void`).send({ reason: 'Too late' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TOURNAMENT.RESULT_FINAL');
    expect((await t.streamEvents(`tournament-${id}`)).length).toBe(before);
  });
});
