import { createHash } from 'node:crypto';
import { startTestApp, TestApp, TestClock } from '../../../../test/test-app';
import { AccountClock } from '../shared/account-clock';

describe('e-mail verification (API)', () => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://courtcash.test' });
    t.running.app.get(AccountClock, { strict: false }).useSource(clock.now);
  });
  afterAll(() => t.close());

  /** The latest verification link queued for an address (SMTP is not configured here: it stays in the outbox). */
  async function linkFor(email: string): Promise<string> {
    const rows = (
      await t.db.pool.query(
        `SELECT link, status FROM outbox WHERE recipient = $1 AND link LIKE '/verify-email?token=%' ORDER BY created_at DESC`,
        [email],
      )
    ).rows as Array<{ link: string; status: string }>;
    expect(rows[0]?.status).toBe('pending');
    return rows[0].link.slice('/verify-email?token='.length);
  }

  /** Moves the account to `email` the only way there is: password, then the link mailed to `email`. */
  async function moveTo(agent: ReturnType<TestApp['agent']>, password: string, email: string): Promise<void> {
    expect((await agent.post('/api/user/email').send({ email, password })).status).toBe(202);
    const [row] = (
      await t.db.pool.query(`SELECT link FROM outbox WHERE recipient = $1 AND link LIKE '/confirm-email-change?%'`, [
        email,
      ])
    ).rows as Array<{ link: string }>;
    const token = row.link.slice('/confirm-email-change?token='.length);
    expect((await t.agent().post('/api/user/email/confirm').send({ token })).status).toBe(200);
  }

  it('sign-up sends a link; opening it marks the address verified (an event), and the session says so', async () => {
    const { agent, user } = await t.signUp();
    expect(user.emailVerified).toBe(false);
    expect((await agent.get('/api/user/session')).body.emailVerified).toBe(false);
    const token = await linkFor(user.email);

    const res = await t.agent().post('/api/auth/verify-email').send({ token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.stringMatching(/verified/), emailVerified: true });
    expect((await agent.get('/api/user/session')).body.emailVerified).toBe(true);
    const events = await t.streamEvents(`account-${user.id}`);
    expect(events.map((e) => e.type)).toEqual(['EmailVerificationRequested', 'EmailVerified']);
    expect(events[1].data).toMatchObject({
      userId: user.id,
      email: user.email,
      tokenHash: createHash('sha256').update(token).digest('hex'),
    });
    expect(JSON.stringify(events)).not.toContain(token);

    // A second click is fine and records nothing more; a resend is refused.
    expect((await t.agent().post('/api/auth/verify-email').send({ token })).status).toBe(200);
    expect(await t.streamEvents(`account-${user.id}`)).toHaveLength(2);
    const resend = await agent.post('/api/auth/verify-email/resend');
    expect(resend.status).toBe(409);
    expect(resend.body.code).toBe('ACCOUNT.EMAIL_ALREADY_VERIFIED');
  });

  it('resends a new link; an expired one is refused; a link to an earlier address verifies nothing', async () => {
    const { agent, user, password } = await t.signUp();
    const first = await linkFor(user.email);
    const resend = await agent.post('/api/auth/verify-email/resend');
    expect(resend.status).toBe(202);
    const second = await linkFor(user.email);
    expect(second).not.toBe(first);

    clock.advance(48 * 60 * 60 * 1000);
    const late = await t.agent().post('/api/auth/verify-email').send({ token: second });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('ACCOUNT.VERIFY_LINK_EXPIRED');

    await agent.post('/api/auth/verify-email/resend');
    const third = await linkFor(user.email);
    await moveTo(agent, password, `moved-${Date.now()}@example.test`);
    const outdated = await t.agent().post('/api/auth/verify-email').send({ token: third });
    expect(outdated.status).toBe(400);
    expect(outdated.body.code).toBe('ACCOUNT.VERIFY_LINK_OUTDATED');
  });

  it('a new address is verified by the link that made the change; resend needs sign-in; junk tokens are 400', async () => {
    const { agent, password } = await t.signUp();
    expect((await agent.get('/api/user/session')).body.emailVerified).toBe(false);
    await moveTo(agent, password, `again-${Date.now()}@example.test`);
    expect((await agent.get('/api/user/session')).body.emailVerified).toBe(true);
    expect((await t.agent().post('/api/auth/verify-email/resend')).status).toBe(401);
    const junk = await t.agent().post('/api/auth/verify-email').send({ token: 'nope' });
    expect(junk.status).toBe(400);
    expect(junk.body.code).toBe('ACCOUNT.VERIFY_LINK_INVALID');
  });
});
