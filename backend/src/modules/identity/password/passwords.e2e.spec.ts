import { randomUUID } from 'node:crypto';
import { startTestApp, TestApp, ADULT_IN_CALIFORNIA } from '../../../../test/test-app';

describe('passwords at sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const eventCount = async (): Promise<number> =>
    (await t.running.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events`)).rows[0].n;
  const email = () => `pw-${randomUUID()}@example.test`;

  it.each([
    ['password', 'This password is too common or easy to guess. Try a longer phrase of unrelated words.'],
    ['12345678', 'This password is too common or easy to guess. Try a longer phrase of unrelated words.'],
    ['        ', 'Password cannot be only spaces.'],
  ])('refuses %j with a readable 400 and registers nothing', async (password, message) => {
    const before = await eventCount();
    const res = await t
      .agent()
      .post('/api/auth/register')
      .send({ email: email(), password, firstName: 'A', lastName: 'B', ...ADULT_IN_CALIFORNIA });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: 'USER.WEAK_PASSWORD' });
    expect(await eventCount()).toBe(before);
  });

  it('refuses the e-mail as the password (case-insensitive)', async () => {
    const address = email();
    const res = await t
      .agent()
      .post('/api/auth/register')
      .send({ email: address, password: address.toUpperCase(), firstName: 'A', lastName: 'B', ...ADULT_IN_CALIFORNIA });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password must not be your email address.');
  });

  it('answers the same sentence through the check the sign-up form asks', async () => {
    const weak = await t.agent().post('/api/auth/password-check').send({ password: 'password' });
    expect(weak.body).toEqual({
      acceptable: false,
      message: 'This password is too common or easy to guess. Try a longer phrase of unrelated words.',
    });
    const fine = await t.agent().post('/api/auth/password-check').send({ password: 'a sturdy passphrase 2026' });
    expect(fine.body).toEqual({ acceptable: true, message: null });
  });

  it('does not truncate a password longer than 72 bytes', async () => {
    const long = 'unrelated words make a long passphrase that runs past the bcrypt limit! ';
    const { user } = await t.signUp({ password: `${long}tail one` });
    const wrong = await t
      .agent()
      .post('/api/auth/login')
      .send({ email: user.email, password: `${long}tail two` });
    expect(wrong.status).toBe(401);
    const right = await t
      .agent()
      .post('/api/auth/login')
      .send({ email: user.email, password: `${long}tail one` });
    expect(right.status).toBe(200);
  });
});
