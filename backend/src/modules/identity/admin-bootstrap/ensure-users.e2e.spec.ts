import { startTestApp, TestApp } from '../../../../test/test-app';
import { EnsureUsers } from './ensure-users';

describe('start-up admin (ADMIN_EMAIL + ADMIN_PASSWORD)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('promotes an existing player once, and is a no-op when run again', async () => {
    const { agent, user, password } = await t.signUp({ email: 'becomes-admin@example.test' });
    expect((await agent.get('/api/user/session')).body.isAdmin).toBe(false);

    const ensure = t.running.app.get(EnsureUsers);
    const seed = {
      email: 'Becomes-Admin@example.test',
      password: 'ignored-for-existing-users',
      firstName: 'A',
      lastName: 'B',
      admin: true,
    };
    await expect(ensure.ensure(seed, 'ADMIN_EMAIL at start-up')).resolves.toBe('promoted');
    await expect(ensure.ensure(seed, 'ADMIN_EMAIL at start-up')).resolves.toBe('unchanged');

    const events = await t.streamEvents(`user-${user.id}`);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserPromotedToAdmin']);
    expect(events[1].data).toMatchObject({ reason: 'ADMIN_EMAIL at start-up' });
    // The existing password still works; the seed's password did not replace it.
    const login = await t.agent().post('/api/auth/login').send({ email: user.email, password });
    expect(login.status).toBe(200);
    expect(login.body.isAdmin).toBe(true);
  });

  it('creates the admin when the e-mail is new', async () => {
    const ensure = t.running.app.get(EnsureUsers);
    await expect(
      ensure.ensure(
        { email: 'fresh-admin@example.test', password: 'fresh-admin-pw', firstName: 'F', lastName: 'A', admin: true },
        'test',
      ),
    ).resolves.toBe('created');
    const login = await t
      .agent()
      .post('/api/auth/login')
      .send({ email: 'fresh-admin@example.test', password: 'fresh-admin-pw' });
    expect(login.body).toMatchObject({ isAdmin: true, firstName: 'F' });
  });
});
