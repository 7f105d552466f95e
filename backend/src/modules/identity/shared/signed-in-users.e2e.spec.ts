import { startTestApp, TestApp } from '../../../../test/test-app';
import { EnsureUsers } from '../admin-bootstrap/ensure-users';

/** req.user comes from SignedInUsers: a short cache that forgets a user the moment this process changes them. */
describe('the signed-in user behind each request', () => {
  let t: TestApp;
  // Its own app: it makes a player an admin, and once two admins exist a promotion waits for a
  // second admin's approval, so the shared app's secondAdmin() would be answered 202.
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves a request from memory within the cache time: a write behind its back is not read', async () => {
    const { agent, user } = await t.signUp();
    expect((await agent.get('/api/admin/dashboard')).status).toBe(403);
    // Not through an event: nothing tells the cache, so the next request still sees a player.
    await t.db.pool.query(`UPDATE users SET is_admin = true WHERE id = $1`, [user.id]);
    expect((await agent.get('/api/admin/dashboard')).status).toBe(403);
    await t.db.pool.query(`UPDATE users SET is_admin = false WHERE id = $1`, [user.id]);
  });

  it('sees a change appended through this process on the very next request', async () => {
    const { agent, user } = await t.signUp();
    expect((await agent.get('/api/admin/dashboard')).status).toBe(403);
    const ensure = t.running.app.get(EnsureUsers);
    await expect(
      ensure.ensure(
        { email: user.email, password: 'unused-for-existing', firstName: 'A', lastName: 'B', admin: true },
        'spec promotion',
      ),
    ).resolves.toBe('promoted');
    // An admin now on the very next request: one who must set up a second factor before any admin action.
    const next = await agent.get('/api/admin/dashboard');
    expect([next.status, next.body.code]).toEqual([403, 'AUTH.SECOND_FACTOR_REQUIRED']);
  });

  it('answers GET /api/user/session from the read model, so the balance is the newest', async () => {
    const { agent, user } = await t.signUp();
    expect((await agent.get('/api/user/session')).body.balance).toBe('0.00');
    const admin = await t.admin();
    const adjusted = await admin
      .post(`/api/admin/users/${user.id}/balance-adjustments`)
      .set('Idempotency-Key', `spec-${user.id}`)
      .send({ amount: '25.00', reason: 'Spec credit' });
    expect(adjusted.status).toBe(201);
    expect((await agent.get('/api/user/session')).body.balance).toBe('25.00');
  });
});
