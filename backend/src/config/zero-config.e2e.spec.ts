import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../../test/test-app';
import { SESSION_SECRET_FILE } from './session-secret';

/** Issue 9, finding 1: `npm start` with nothing configured is safe (NODE_ENV unset, no secrets, no admin). */
describe('starting with no configuration at all', () => {
  let t: TestApp;
  let dataDir: string;
  const eventCount = async () => Number((await t.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'courtcash-zero-config-'));
    t = await startTestApp({
      NODE_ENV: undefined,
      SEED_DEMO_DATA: undefined,
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
      BANK_NAME: undefined,
      BANK_ACCOUNT_TITLE: undefined,
      BANK_ACCOUNT_NUMBER: undefined,
      DATA_DIR: dataDir,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no test tools: an anonymous create-user with a $10,000 balance is a 404 and appends nothing', async () => {
    const before = await eventCount();
    const res = await t.agent().post('/api/test/create-user').send({
      email: 'minted@example.test',
      password: 'minted-password-1',
      firstName: 'Mint',
      lastName: 'Money',
      balance: 10000,
    });
    expect(res.status).toBe(404);
    expect(await eventCount()).toBe(before);
    for (const [method, path] of [
      ['post', '/api/test/login'],
      ['get', '/api/test/user'],
      ['post', '/api/test/logout'],
    ] as const) {
      expect((await t.agent()[method](path).send({})).status).toBe(404);
    }
    expect((await t.agent().get('/api/config')).body).toEqual({ testTools: false });
  });

  it('seeds no demo accounts: the old published demo admin password signs nobody in', async () => {
    expect(t.running.seeded).toEqual([]);
    const res = await t
      .agent()
      .post('/api/auth/login')
      .send({ email: 'admin@demo.courtcash.test', password: 'demo-admin-2026' });
    expect(res.status).toBe(401);
    expect(await eventCount()).toBe(0);
  });

  it('keeps a generated session secret in DATA_DIR (0600), and sessions work', async () => {
    const file = join(dataDir, SESSION_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const { agent } = await t.signUp();
    expect((await agent.get('/api/user/session')).status).toBe(200);
  });

  it('runs no simulated card processor and says so: /api/payments/config tells the truth', async () => {
    const config = await t.agent().get('/api/payments/config');
    expect(config.body).toMatchObject({
      mode: 'disabled',
      cardPaymentsAvailable: false,
      testMode: false,
      publishableKey: null,
    });
    const { agent } = await t.signUp();
    const before = await eventCount();
    const intent = await agent.post('/api/create-payment-intent').send({ amount: '50' });
    // No card processor and no bank account to transfer to: nothing comes in. Identity verification
    // itself needs no configuration (manual review by staff, docs/decisions/eligibility.md).
    expect([intent.status, intent.body.code]).toEqual([503, 'PAYMENTS.NOT_CONFIGURED']);
    const bank = await agent
      .post('/api/wallet/deposit')
      .send({ amount: '50.00', paymentMethod: 'bank_transfer', transactionReference: 'ZERO-CONFIG-1' });
    expect([bank.status, bank.body.code]).toEqual([409, 'PAYMENTS.BANK_TRANSFER_UNAVAILABLE']);
    const confirm = await agent
      .post('/api/payments/simulated/confirm')
      .send({ paymentIntentId: 'pi_sim_x', cardNumber: '4242424242424242' });
    expect([404, 503]).toContain(confirm.status);
    expect(await eventCount()).toBe(before);
  });

  it('verifies identities by manual review: the player starts one and uploads documents for staff', async () => {
    const { agent } = await t.signUp();
    const started = await agent.post('/api/user/identity-verifications').send({ level: 1 });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ provider: 'manual', status: 'pending', testMode: false, url: null });
    expect((await agent.get('/api/user/eligibility')).body).toMatchObject({ kycLevel: 0, kycStatus: 'pending' });
  });
});
