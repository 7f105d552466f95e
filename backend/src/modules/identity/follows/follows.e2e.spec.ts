import { sharedTestApp, TestApp } from '../../../../test/test-app';

describe('following players: PUT/DELETE/GET /api/user/following', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  const types = (events: Array<{ type: string }>) => events.map((e) => e.type);
  /** The follows of these players (the app may be shared with other specs: sharedTestApp). */
  const follows = async (...playerIds: string[]) =>
    (
      await t.db.pool.query(
        `SELECT follower_id, following_id FROM user_follows
          WHERE follower_id = ANY($1) OR following_id = ANY($1) ORDER BY created_at`,
        [playerIds],
      )
    ).rows;

  it('follows a player as PlayerFollowed on the follower’s stream, lists them, and unfollows', async () => {
    const ana = await t.signUp({ firstName: 'Ana', lastName: 'Lopez' });
    const bo = await t.signUp({ firstName: 'Bo', lastName: 'Diaz' });

    const res = await ana.agent.put(`/api/user/following/${bo.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ playerId: bo.user.id, following: true });
    // Following twice changes nothing and appends nothing.
    expect((await ana.agent.put(`/api/user/following/${bo.user.id}`)).status).toBe(200);
    const events = await t.streamEvents(`user-${ana.user.id}`);
    expect(types(events)).toEqual(['UserRegistered', 'PlayerFollowed']);
    expect(events[1].data).toEqual({ userId: ana.user.id, followedId: bo.user.id, followedAt: expect.any(String) });
    expect(events[1].metadata).toMatchObject({ actorUserId: ana.user.id });
    expect(types(await t.streamEvents(`user-${bo.user.id}`))).toEqual(['UserRegistered']);

    // Read your writes: the list has it at once.
    const list = await ana.agent.get('/api/user/following');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      players: [{ id: bo.user.id, firstName: 'Bo', lastName: 'Diaz', followedAt: events[1].data.followedAt }],
    });
    expect((await bo.agent.get('/api/user/following')).body).toEqual({ players: [] });

    const off = await ana.agent.delete(`/api/user/following/${bo.user.id}`);
    expect(off.body).toEqual({ playerId: bo.user.id, following: false });
    expect((await ana.agent.get('/api/user/following')).body).toEqual({ players: [] });
    expect((await ana.agent.delete(`/api/user/following/${bo.user.id}`)).status).toBe(200);
    expect(types(await t.streamEvents(`user-${ana.user.id}`))).toEqual([
      'UserRegistered',
      'PlayerFollowed',
      'PlayerUnfollowed',
    ]);
    expect(await follows(ana.user.id, bo.user.id)).toEqual([]);
  });

  it.each([
    ['oneself', 'self', 400, 'USER.CANNOT_FOLLOW_SELF', 'You cannot follow yourself.'],
    ['a player who does not exist', 'no-such-player', 404, 'USER.PLAYER_NOT_FOUND', 'This player does not exist.'],
  ])('refuses to follow %s with a sentence, appending nothing', async (_what, target, status, code, message) => {
    const { agent, user } = await t.signUp();
    const res = await agent.put(`/api/user/following/${target === 'self' ? user.id : target}`);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code, message });
    expect(types(await t.streamEvents(`user-${user.id}`))).toEqual(['UserRegistered']);
  });

  it('answers 401 signed out', async () => {
    expect((await t.agent().get('/api/user/following')).status).toBe(401);
    expect((await t.agent().put('/api/user/following/x')).status).toBe(401);
  });
});
