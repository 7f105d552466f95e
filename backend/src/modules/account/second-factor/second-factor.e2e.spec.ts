import request from 'supertest';
import { enrolSecondFactor, nextTotpCode, startTestApp, TestApp } from '../../../../test/test-app';
import { OutboxDispatchService } from '../../notifications/outbox/outbox-dispatch.service';
import { SmtpCapture, startSmtpCapture } from '../../notifications/outbox/smtp-server.spec-helper';
import { totpCode } from './totp';

describe('second factor (TOTP; API, real SMTP server in-process)', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://courtcash.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const dispatch = () => t.running.app.get(OutboxDispatchService, { strict: false }).dispatcher.dispatchDue();
  const types = async (userId: string) => (await t.streamEvents(`account-${userId}`)).map((e) => e.type);
  async function mailTo(email: string, subject: RegExp) {
    await dispatch();
    const deadline = Date.now() + 5_000;
    for (;;) {
      const mail = smtp.received.find((m) => m.to[0] === email && subject.test(m.subject));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${email}`);
      await smtp.waitFor(smtp.received.length + 1, deadline - Date.now()).catch(() => undefined);
      await dispatch();
    }
  }

  it('an admin without a second factor gets 403 AUTH.SECOND_FACTOR_REQUIRED everywhere but the setup', async () => {
    const agent = t.agent();
    const login = await agent
      .post('/api/auth/login')
      .send({ email: 'root-admin@example.test', password: 'root-admin-password' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ isAdmin: true, secondFactorEnabled: false });
    for (const path of ['/api/admin/dashboard', '/api/admin/withdrawals', '/api/admin/streams/user-x']) {
      const res = await agent.get(path);
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'AUTH.SECOND_FACTOR_REQUIRED']);
      expect(res.body.message).toMatch(/second factor/);
    }
    // Setting it up is allowed: after that the same session is an admin.
    const used = new Set<number>();
    const wrong = await agent.post('/api/auth/second-factor/totp/setup').send({ password: 'not the password' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'AUTH.WRONG_PASSWORD']);
    t.knowSecondFactor('root-admin@example.test', await enrolSecondFactor(agent, 'root-admin-password', used), used);
    expect((await agent.get('/api/admin/dashboard')).status).toBe(200);
    expect((await agent.get('/api/user/session')).body.secondFactorEnabled).toBe(true);
    // Admins must keep it.
    const off = await agent.post('/api/auth/second-factor/disable').send({ password: 'root-admin-password' });
    expect([off.status, off.body.code]).toEqual([403, 'AUTH.SECOND_FACTOR_REQUIRED']);
  });

  it('enrols: the secret and codes are stored encrypted/hashed, as an event, with a notice; other sessions end', async () => {
    const { agent, user, password } = await t.signUp({ firstName: 'Tess' });
    const otherBrowser = t.agent();
    expect((await otherBrowser.post('/api/auth/login').send({ email: user.email, password })).status).toBe(200);
    const setup = await agent.post('/api/auth/second-factor/totp/setup').send({ password });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/CourtCash:.*secret=[A-Z2-7]{32}/);
    // Nothing is on until a code proves the app has the secret.
    expect(await types(user.id)).not.toContain('SecondFactorEnabled');
    const bad = await agent.post('/api/auth/second-factor/totp/enable').send({ code: '000000' });
    expect([bad.status, bad.body.code]).toEqual([401, 'AUTH.SECOND_FACTOR_INVALID']);
    const enable = await agent
      .post('/api/auth/second-factor/totp/enable')
      .send({ code: totpCode(setup.body.secret as string) });
    expect(enable.status).toBe(200);
    const codes = enable.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    codes.forEach((code) => expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/));

    const events = await t.streamEvents(`account-${user.id}`);
    const enabled = events.find((e) => e.type === 'SecondFactorEnabled')!;
    expect(enabled.data).toMatchObject({ userId: user.id, method: 'totp', secretCiphertext: '[redacted]' });
    const raw = await t.db.pool.query<{ data: string }>(
      `SELECT data::text FROM events WHERE type = 'SecondFactorEnabled'`,
    );
    const stored = raw.rows.map((r) => r.data).join('');
    expect(stored).not.toContain(setup.body.secret);
    codes.forEach((code) => expect(stored).not.toContain(code.replace(/-/g, '')));

    expect((await otherBrowser.get('/api/user/session')).status).toBe(401);
    expect((await agent.get('/api/user/session')).status).toBe(200);
    const mail = await mailTo(user.email, /Second factor turned on/);
    expect(mail.text).toContain('Hi Tess,');
  });

  it('signs in in two steps: a half-signed-in session can do nothing else; a code works once', async () => {
    const { agent, user, password } = await t.signUp();
    const used = new Set<number>();
    const secret = await enrolSecondFactor(agent, password, used);

    const browser = t.agent();
    const first = await browser.post('/api/auth/login').send({ email: user.email, password });
    expect([first.status, first.body]).toEqual([200, { secondFactorRequired: true }]);
    expect((await browser.get('/api/user/session')).status).toBe(401);
    expect(
      (await browser.put('/api/user/profile').send({ firstName: 'X', lastName: 'Y', email: user.email })).status,
    ).toBe(401);
    const wrong = await browser.post('/api/auth/login/second-factor').send({ code: '123456' });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'AUTH.SECOND_FACTOR_INVALID']);
    const code = await nextTotpCode(secret, used);
    const second = await browser.post('/api/auth/login/second-factor').send({ code });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: user.id, secondFactorEnabled: true });
    expect((await browser.get('/api/user/session')).status).toBe(200);

    // The same code again, in another browser: refused (seen once is used).
    const replay = t.agent();
    await replay.post('/api/auth/login').send({ email: user.email, password });
    const again = await replay.post('/api/auth/login/second-factor').send({ code });
    expect([again.status, again.body.code]).toEqual([401, 'AUTH.SECOND_FACTOR_INVALID']);
    // Without the password step first, a code signs nobody in.
    const cold = await t
      .agent()
      .post('/api/auth/login/second-factor')
      .send({ code: totpCode(secret) });
    expect([cold.status, cold.body.code]).toEqual([401, 'AUTH.SECOND_FACTOR_NOT_STARTED']);
  });

  it('a recovery code works once, as an event with a notice', async () => {
    const { agent, user, password } = await t.signUp();
    const setup = await agent.post('/api/auth/second-factor/totp/setup').send({ password });
    const enable = await agent
      .post('/api/auth/second-factor/totp/enable')
      .send({ code: totpCode(setup.body.secret as string) });
    const [recovery] = enable.body.recoveryCodes as string[];

    const browser = t.agent();
    await browser.post('/api/auth/login').send({ email: user.email, password });
    const ok = await browser.post('/api/auth/login/second-factor').send({ code: recovery.toLowerCase() });
    expect(ok.status).toBe(200);
    const used = (await t.streamEvents(`account-${user.id}`)).find((e) => e.type === 'RecoveryCodeUsed');
    expect(used?.data).toMatchObject({ userId: user.id, remaining: 9 });
    await mailTo(user.email, /recovery code was used/);

    const again = t.agent();
    await again.post('/api/auth/login').send({ email: user.email, password });
    const refused = await again.post('/api/auth/login/second-factor').send({ code: recovery });
    expect([refused.status, refused.body.code]).toEqual([401, 'AUTH.SECOND_FACTOR_INVALID']);
    expect((await types(user.id)).filter((type) => type === 'RecoveryCodeUsed')).toHaveLength(1);
  });

  it('the sign-in throttle covers the second step', async () => {
    const { agent, user, password } = await t.signUp();
    const secret = await enrolSecondFactor(agent, password, new Set());
    const browser = t.agent();
    await browser.post('/api/auth/login').send({ email: user.email, password });
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await browser.post('/api/auth/login/second-factor').send({ code: '000000' })).status);
    }
    // The password's own attempt counts until the second step succeeds: 5 tries in all, then 429.
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
    const blocked = await browser.post('/api/auth/login/second-factor').send({ code: totpCode(secret) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('AUTH.TOO_MANY_ATTEMPTS');
  });

  it('a player may turn it off with the current password: an event and a notice', async () => {
    const { agent, user, password } = await t.signUp();
    await enrolSecondFactor(agent, password, new Set());
    const off = await agent.post('/api/auth/second-factor/disable').send({ password });
    expect(off.status).toBe(200);
    expect(await types(user.id)).toContain('SecondFactorDisabled');
    await mailTo(user.email, /Second factor turned off/);
    const login = await request(t.running.app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: user.email, password });
    expect(login.body).toMatchObject({ id: user.id, secondFactorEnabled: false });
  });
});
