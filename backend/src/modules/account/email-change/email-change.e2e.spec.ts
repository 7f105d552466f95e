import { startTestApp, TestApp, TestClock } from '../../../../test/test-app';
import { OutboxDispatchService } from '../../notifications/outbox/outbox-dispatch.service';
import { SmtpCapture, startSmtpCapture } from '../../notifications/outbox/smtp-server.spec-helper';
import { AccountClock } from '../shared/account-clock';

describe('changing the e-mail address and the password (API, real SMTP server in-process)', () => {
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

  const dispatch = () => t.running.app.get(OutboxDispatchService, { strict: false }).dispatcher.dispatchDue();
  const userEvents = async (userId: string) => (await t.streamEvents(`user-${userId}`)).map((e) => e.type);
  async function mailTo(email: string, subject: RegExp) {
    await dispatch();
    const deadline = Date.now() + 5_000;
    for (;;) {
      const mail = smtp.received.filter((m) => m.to[0] === email && subject.test(m.subject)).at(-1);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${email}`);
      await smtp.waitFor(smtp.received.length + 1, deadline - Date.now()).catch(() => undefined);
      await dispatch();
    }
  }
  async function linkIn(email: string, subject: RegExp, path: string): Promise<string> {
    const mail = await mailTo(email, subject);
    const match = new RegExp(`https://courtcash\\.test/${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text);
    if (!match) throw new Error(`no ${path} link in ${mail.text}`);
    return match[1];
  }
  const confirmLink = (email: string) => linkIn(email, /Confirm your new CourtCash email/, 'confirm-email-change');
  const cancelLink = (email: string) => linkIn(email, /about to change/, 'cancel-email-change');
  const signIn = (email: string, password: string) => t.agent().post('/api/auth/login').send({ email, password });

  it('needs the current password; changes nothing until the new address opens its link', async () => {
    const { agent, user, password } = await t.signUp({ firstName: 'Nadia' });
    const none = await agent.post('/api/user/email').send({ email: 'nadia.new@example.test' });
    expect([none.status, none.body.message]).toEqual([400, 'Please enter your current password.']);
    const wrong = await agent.post('/api/user/email').send({ email: 'nadia.new@example.test', password: 'nope nope' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'AUTH.WRONG_PASSWORD']);
    expect(await userEvents(user.id)).toEqual(['UserRegistered']);
    // The profile form cannot change it either.
    const form = await agent
      .put('/api/user/profile')
      .send({ firstName: 'Nadia', lastName: 'X', email: 'nadia.new@example.test' });
    expect([form.status, form.body.code]).toEqual([400, 'USER.EMAIL_CHANGE_NEEDS_CONFIRMATION']);

    const asked = await agent.post('/api/user/email').send({ email: ' Nadia.New@Example.test ', password });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toMatch(/We sent a link to nadia\.new@example\.test/);
    expect(await userEvents(user.id)).toEqual(['UserRegistered', 'EmailChangeRequested']);
    expect((await agent.get('/api/user/session')).body.email).toBe(user.email);
    expect((await signIn('nadia.new@example.test', password)).status).toBe(401);

    const token = await confirmLink('nadia.new@example.test');
    const notice = await mailTo(user.email, /about to change/);
    expect(notice.text).toContain('Hi Nadia,');
    expect(notice.text).toContain('nadia.new@example.test');
    // Only hashes are stored.
    const raw = await t.db.pool.query<{ data: string }>(`SELECT data::text FROM events WHERE stream_name = $1`, [
      `user-${user.id}`,
    ]);
    expect(raw.rows.map((r) => r.data).join('')).not.toContain(token);

    const done = await t.agent().post('/api/user/email/confirm').send({ token });
    expect(done.status).toBe(200);
    expect(await userEvents(user.id)).toEqual(['UserRegistered', 'EmailChangeRequested', 'EmailChanged']);
    expect((await agent.get('/api/user/session')).body).toMatchObject({
      email: 'nadia.new@example.test',
      emailVerified: true,
    });
    expect((await signIn('nadia.new@example.test', password)).status).toBe(200);
    expect((await signIn(user.email, password)).status).toBe(401);
    // Opened twice: fine, nothing more recorded.
    expect((await t.agent().post('/api/user/email/confirm').send({ token })).status).toBe(200);
    expect(await userEvents(user.id)).toHaveLength(3);
  });

  it('the old address cancels within 7 days: the change is undone and every session ends', async () => {
    const { agent, user, password } = await t.signUp();
    const otherBrowser = t.agent();
    expect((await otherBrowser.post('/api/auth/login').send({ email: user.email, password })).status).toBe(200);
    const to = `taken.over.${Date.now()}@example.test`;
    expect((await agent.post('/api/user/email').send({ email: to, password })).status).toBe(202);
    const confirm = await confirmLink(to);
    const cancel = await cancelLink(user.email);
    expect((await t.agent().post('/api/user/email/confirm').send({ token: confirm })).status).toBe(200);

    clock.advance(6 * 24 * 3_600_000);
    const undone = await t.agent().post('/api/user/email/cancel').send({ token: cancel });
    expect(undone.status).toBe(200);
    expect(undone.body.message).toMatch(/signed out everywhere/);
    const events = await t.streamEvents(`user-${user.id}`);
    expect(events.at(-1)).toMatchObject({
      type: 'EmailChangeCancelled',
      data: { userId: user.id, restoredEmail: user.email },
    });
    expect((await agent.get('/api/user/session')).status).toBe(401);
    expect((await otherBrowser.get('/api/user/session')).status).toBe(401);
    expect((await signIn(user.email, password)).status).toBe(200);
    expect((await signIn(to, password)).status).toBe(401);
  });

  it('a cancelled change cannot be confirmed; a cancel link older than 7 days is refused', async () => {
    const { agent, user, password } = await t.signUp();
    const to = `late.${Date.now()}@example.test`;
    await agent.post('/api/user/email').send({ email: to, password });
    const [confirm, cancel] = [await confirmLink(to), await cancelLink(user.email)];
    expect((await t.agent().post('/api/user/email/cancel').send({ token: cancel })).status).toBe(200);
    const refused = await t.agent().post('/api/user/email/confirm').send({ token: confirm });
    expect([refused.status, refused.body.code]).toEqual([409, 'USER.EMAIL_CHANGE_CANCELLED']);

    const { agent: b, user: bu, password: bp } = await t.signUp();
    await b.post('/api/user/email').send({ email: `b.${to}`, password: bp });
    const lateCancel = await cancelLink(bu.email);
    clock.advance(7 * 24 * 3_600_000);
    const late = await t.agent().post('/api/user/email/cancel').send({ token: lateCancel });
    expect([late.status, late.body.code]).toEqual([400, 'USER.EMAIL_CHANGE_LINK_EXPIRED']);
    expect(
      (
        await t
          .agent()
          .post('/api/user/email/cancel')
          .send({ token: 'x'.repeat(43) })
      ).status,
    ).toBe(400);
  });

  it("refuses another account's address (409) and appends nothing", async () => {
    const { user: other } = await t.signUp();
    const { agent, user, password } = await t.signUp();
    const res = await agent.post('/api/user/email').send({ email: other.email.toUpperCase(), password });
    expect([res.status, res.body.code]).toEqual([409, 'USER.EMAIL_TAKEN']);
    expect(await userEvents(user.id)).toEqual(['UserRegistered']);
  });

  it('changes the password with the current one, as an event, with a notice; other sessions end', async () => {
    const { agent, user, password } = await t.signUp({ firstName: 'Omar' });
    const otherBrowser = t.agent();
    await otherBrowser.post('/api/auth/login').send({ email: user.email, password });
    const wrong = await agent.put('/api/user/password').send({ currentPassword: 'wrong one', newPassword: 'x' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'AUTH.WRONG_PASSWORD']);
    const weak = await agent
      .put('/api/user/password')
      .send({ currentPassword: password, newPassword: 'CourtCash2026!' });
    expect([weak.status, weak.body.code]).toEqual([400, 'USER.WEAK_PASSWORD']);
    const types = async () => (await t.streamEvents(`account-${user.id}`)).map((e) => e.type);
    expect(await types()).not.toContain('PasswordChanged');

    const ok = await agent
      .put('/api/user/password')
      .send({ currentPassword: password, newPassword: 'violet harbour lantern' });
    expect(ok.status).toBe(200);
    const changed = (await t.streamEvents(`account-${user.id}`)).find((e) => e.type === 'PasswordChanged');
    expect(changed?.data).toMatchObject({ userId: user.id, via: 'change', passwordHash: '[redacted]' });
    expect((await agent.get('/api/user/session')).status).toBe(200);
    expect((await otherBrowser.get('/api/user/session')).status).toBe(401);
    expect((await signIn(user.email, password)).status).toBe(401);
    expect((await signIn(user.email, 'violet harbour lantern')).status).toBe(200);
    const notice = await mailTo(user.email, /password was changed/);
    expect(notice.text).toContain('Hi Omar,');
  });
});
