import { sharedTestApp, TestApp, ADULT_IN_CALIFORNIA } from '../../../test/test-app';

/** Input PostgreSQL cannot take is refused with a readable 400 before it reaches the database. */
describe('requests with values the database cannot take', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/tournaments/%00'],
    ['GET', '/api/user/%00/stats'],
    ['POST', '/api/notifications/%00/read'],
  ])('answers 400 for a NUL byte in the path: %s %s', async (method, path) => {
    const { agent } = await t.signUp();
    const res = method === 'GET' ? await agent.get(path) : await agent.post(path);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('REQUEST.INVALID_CHARACTER');
    expect(res.body.message).toBe('The request contains a character that is not allowed.');
  });

  it('answers 400 for a NUL byte in a JSON body and registers nobody', async () => {
    const res = await t
      .agent()
      .post('/api/auth/register')
      .send({
        email: 'nul@example.test',
        password: 'long-enough-pw',
        firstName: 'a\u0000b',
        lastName: 'c',
        ...ADULT_IN_CALIFORNIA,
      });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('REQUEST.INVALID_CHARACTER');
    expect(res.body.message).toBe('The request contains a character that is not allowed.');
    const login = await t
      .agent()
      .post('/api/auth/login')
      .send({ email: 'nul@example.test', password: 'long-enough-pw' });
    expect(login.status).toBe(401);
  });

  it('answers 400 for an admin page number beyond any real page', async () => {
    const admin = await t.admin();
    const res = await admin.get('/api/admin/players?page=99999999999999999999');
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('refuses an admin adjustment above $10,000.00 with a readable message', async () => {
    const { user } = await t.signUp();
    const admin = await t.admin();
    const res = await admin
      .post(`/api/admin/users/${user.id}/balance-adjustments`)
      .send({ amount: '9999999999.99', reason: 'typo' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A single adjustment can be at most $10,000.00 either way.');
    expect((await t.streamEvents(`wallet-${user.id}`)).map((e) => e.type)).toEqual(['WalletOpened']);
  });
});
