import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { createTournament, fullTournament, fundedPlayer, types } from '../shared/tournament.spec-helper';

describe('POST /api/tournaments/{id}/start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('lets the creator start early once all four have paid', async () => {
    const { id, creator, partner } = await fullTournament(t);
    const byPartner = await partner.agent.post(`/api/tournaments/${id}/start`);
    expect(byPartner.status).toBe(403);
    expect(byPartner.body.message).toBe('Only the creator or an admin can start the tournament.');
    const res = await creator.agent.post(`/api/tournaments/${id}/start`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('in_progress');
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(-1)).toEqual(['TournamentStarted']);
    expect(events[events.length - 1].data).toMatchObject({ startedBy: creator.id });
    const leave = await partner.agent.post(`/api/tournaments/${id}/leave`);
    expect(leave.status).toBe(409);
    expect(leave.body.message).toBe('You can only leave while the tournament is waiting for players.');
  });

  it('refuses to start before all four have paid', async () => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const res = await creator.agent.post(`/api/tournaments/${id}/start`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('All 4 players must have joined and paid before the start.');
    expect(types(await t.streamEvents(`tournament-${id}`))).toHaveLength(3);
  });
});
