import { randomUUID } from 'node:crypto';
import { startTestApp, TestApp, ADULT_IN_CALIFORNIA } from '../../../../test/test-app';
import { emailStreamName } from '../shared/email-reservation';

/** A refused request appends nothing, and an address reserved by a refused request is not lost. */
describe('validate before appending', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const eventCount = async (): Promise<number> => {
    const { rows } = await t.running.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events`);
    return rows[0].n;
  };
  const valid = () => ({
    email: `owner-${randomUUID()}@example.test`,
    password: 'a sturdy passphrase 2026',
    firstName: 'Ana',
    lastName: 'Lopez',
    ...ADULT_IN_CALIFORNIA,
  });

  it.each([
    ['a lone surrogate in the first name', { firstName: '\ud800' }],
    ['a lone surrogate in the last name', { lastName: 'x\udfff' }],
    ['a lone surrogate in the e-mail', { email: 'a\ud800@example.test' }],
    ['a common password', { password: 'password' }],
  ])('register refuses %s with a 400, appends nothing, and leaves the address free', async (_name, change) => {
    const body = { ...valid(), ...change };
    const before = await eventCount();
    const res = await t.agent().post('/api/auth/register').send(body);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(await eventCount()).toBe(before);
    if (!('email' in change)) {
      const owner = await t
        .agent()
        .post('/api/auth/register')
        .send({ ...body, ...valid(), email: body.email });
      expect(owner.status).toBe(202);
    }
  });

  it('a profile update refused for its name appends nothing', async () => {
    const { agent, user } = await t.signUp();
    const before = await eventCount();
    const res = await agent
      .put('/api/user/profile')
      .send({ firstName: '\ud800', lastName: 'Lopez', email: `new-${randomUUID()}@example.test` });
    expect(res.status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect(user.id).toBeTruthy();
  });

  it('a test user refused for its balance (1e-7) appends nothing', async () => {
    const before = await eventCount();
    const res = await t
      .agent()
      .post('/api/test/create-user')
      .send({ ...valid(), balance: 1e-7 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Balance must be a number of dollars with at most 2 decimals.');
    expect(await eventCount()).toBe(before);
  });

  it('frees an address squatted by a reservation whose registration never wrote a user', async () => {
    // What a refused request left behind before this fix: EmailReserved and nothing else.
    const email = `squatted-${randomUUID()}@example.test`;
    await t.running.store.appendToStream(
      emailStreamName(email),
      [
        {
          id: randomUUID(),
          type: 'EmailReserved',
          data: { email, userId: randomUUID() },
          metadata: { correlationId: randomUUID(), actorUserId: null },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const res = await t
      .agent()
      .post('/api/auth/register')
      .send({ ...valid(), email });
    expect(res.status).toBe(202);
    const { rows } = await t.running.pool.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
    expect(rows).toHaveLength(1);
    const again = await t
      .agent()
      .post('/api/auth/register')
      .send({ ...valid(), email });
    expect(again.status).toBe(202);
    expect((await t.running.pool.query(`SELECT id FROM users WHERE email = $1`, [email])).rows).toEqual(rows);
  });
});
