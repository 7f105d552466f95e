import { createHash } from 'node:crypto';
import { startTestApp, TestApp, TestClock } from '../../../../test/test-app';
import { OutboxDispatchService } from '../../notifications/outbox/outbox-dispatch.service';
import { SmtpCapture, startSmtpCapture } from '../../notifications/outbox/smtp-server.spec-helper';
import { AccountClock } from '../shared/account-clock';

describe('password reset (API, real SMTP server in-process)', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const clock = new TestClock();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://courtcash.test' });
    t.running.app.get(AccountClock, { strict: false }).useSource(clock.now);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const dispatch = () => t.running.app.get(OutboxDispatchService, { strict: false }).dispatcher.dispatchDue();
  /** Asks for a link and reads it from the e-mail that arrived over SMTP. */
  async function resetLinkFor(email: string): Promise<string> {
    const before = smtp.received.length;
    const res = await t.agent().post('/api/auth/password-reset').send({ email });
    expect(res.status).toBe(202);
    await dispatch();
    const mails = await smtp.waitFor(before + 1);
    const mail = mails.filter((m) => m.to[0] === email && m.subject === 'Reset your CourtCash password').at(-1);
    const match = /https:\/\/courtcash\.test\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no reset link in ${JSON.stringify(mail)}`);
    return match[1];
  }
  const eventsOf = async (userId: string) => t.streamEvents(`account-${userId}`);

  it('answers 202 with the same sentence for an unknown address, and sends nothing', async () => {
    const before = (await t.db.pool.query(`SELECT count(*)::int AS n FROM outbox`)).rows[0].n as number;
    const unknown = await t.agent().post('/api/auth/password-reset').send({ email: 'nobody@example.test' });
    const { user } = await t.signUp();
    const known = await t.agent().post('/api/auth/password-reset').send({ email: user.email });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const after = (await t.db.pool.query(`SELECT recipient FROM outbox`)).rows.map((r) => r.recipient as string);
    expect(after).not.toContain('nobody@example.test');
    expect(after.length).toBe(before + 2); // the sign-up's verification mail and the reset mail
  });

  it('sets the new password with the e-mailed link, as an event; stores only the hash; signs out other sessions', async () => {
    const { agent: otherBrowser, user, password } = await t.signUp({ firstName: 'Rosa' });
    expect((await otherBrowser.get('/api/user/session')).status).toBe(200);
    const token = await resetLinkFor(user.email);
    expect(smtp.received.at(-1)?.text).toContain('Hi Rosa,');

    // Only the sha256 of the token is stored: in the event and in the seed's token table.
    const events = await eventsOf(user.id);
    expect(events.map((e) => e.type)).toEqual(['EmailVerificationRequested', 'PasswordResetRequested']);
    expect(events[1].data).toMatchObject({ userId: user.id, tokenHash: sha256(token) });
    expect(JSON.stringify(events)).not.toContain(token);
    const stored = (await t.db.pool.query(`SELECT token FROM password_reset_tokens WHERE user_id = $1`, [user.id]))
      .rows;
    expect(stored).toEqual([{ token: sha256(token) }]);

    const confirm = await t
      .agent()
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'a brand new secret' });
    expect(confirm.status).toBe(200);
    expect(confirm.body.message).toMatch(/password has been changed/);
    const after = await eventsOf(user.id);
    expect(after.at(-1)).toMatchObject({
      type: 'PasswordChanged',
      data: { userId: user.id, via: 'reset', tokenHash: sha256(token), passwordHash: '[redacted]' },
    });

    expect((await otherBrowser.get('/api/user/session')).status).toBe(401);
    const old = await t.agent().post('/api/auth/login').send({ email: user.email, password });
    expect(old.status).toBe(401);
    const fresh = await t.agent().post('/api/auth/login').send({ email: user.email, password: 'a brand new secret' });
    expect(fresh.status).toBe(200);
  });

  it('works once: a second use of the link is refused and appends nothing', async () => {
    const { user } = await t.signUp();
    const token = await resetLinkFor(user.email);
    expect(
      (await t.agent().post('/api/auth/password-reset/confirm').send({ token, password: 'first new pass' })).status,
    ).toBe(200);
    const count = (await eventsOf(user.id)).length;
    const again = await t.agent().post('/api/auth/password-reset/confirm').send({ token, password: 'second new pass' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'ACCOUNT.RESET_LINK_USED',
      message: expect.stringMatching(/already been used/),
    });
    expect(await eventsOf(user.id)).toHaveLength(count);
  });

  it('expires after one hour (injected clock)', async () => {
    const { user } = await t.signUp();
    const token = await resetLinkFor(user.email);
    clock.advance(60 * 60 * 1000);
    const late = await t.agent().post('/api/auth/password-reset/confirm').send({ token, password: 'too late pass' });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'ACCOUNT.RESET_LINK_EXPIRED', message: expect.stringMatching(/expired/) });
    expect((await eventsOf(user.id)).map((e) => e.type)).not.toContain('PasswordChanged');
  });

  it('refuses unknown tokens and weak passwords with a sentence, changing nothing', async () => {
    const { user } = await t.signUp();
    const token = await resetLinkFor(user.email);
    const unknown = await t
      .agent()
      .post('/api/auth/password-reset/confirm')
      .send({ token: 'x'.repeat(43), password: 'whatever pass' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('ACCOUNT.RESET_LINK_INVALID');
    const weak = await t.agent().post('/api/auth/password-reset/confirm').send({ token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/at least 8 characters/);
    expect((await eventsOf(user.id)).map((e) => e.type)).not.toContain('PasswordChanged');
  });
});
