import { randomUUID } from 'node:crypto';
import { startTestApp, TestApp } from '../../../test/test-app';

/** Every refusal is a 4xx with { message, code } and appends nothing. */
describe('who may play for money (API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RESTRICTED_REGIONS: 'US-AZ' });
  });
  afterAll(() => t.close());

  const eventCount = async (): Promise<number> => {
    // The platform's mirror postings (platform-*) follow an earlier funding asynchronously; every
    // stream a refused request could touch is counted.
    const { rows } = await t.running.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE stream_name NOT LIKE 'platform-%'`,
    );
    return rows[0].n;
  };
  const refusedWithNothingAppended = async (
    send: () => Promise<{ status: number; body: { code?: string; message?: string } }>,
    status: number,
    code: string,
  ) => {
    const before = await eventCount();
    const res = await send();
    expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
    expect(typeof res.body.message).toBe('string');
    expect(await eventCount()).toBe(before);
  };
  const bank = { accountNumber: 'PK36SCBL0000001123456702', accountHolderName: 'Ali Khan', bankName: 'Meezan Bank' };

  it('refuses an under-age sign-up with 400 ELIGIBILITY.UNDER_AGE and creates no account', async () => {
    const today = new Date();
    const dob = `${today.getUTCFullYear() - 18}-12-31`;
    const tooYoung =
      new Date(`${dob}T00:00:00Z`) >
      new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate()));
    await refusedWithNothingAppended(
      () =>
        t
          .agent()
          .post('/api/auth/register')
          .send({
            email: `young-${randomUUID()}@example.test`,
            password: 'correct horse battery',
            firstName: 'Ali',
            lastName: 'Khan',
            dateOfBirth: tooYoung ? dob : `${today.getUTCFullYear() - 17}-01-01`,
            country: 'US',
            region: 'US-CA',
          }),
      400,
      'ELIGIBILITY.UNDER_AGE',
    );
  });

  it('answers the eligibility of a new player', async () => {
    const { agent } = await t.signUp({}, { verified: false });
    const res = await agent.get('/api/user/eligibility');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dateOfBirth: '1990-04-01',
      country: 'US',
      region: 'US-CA',
      restricted: false,
      kycLevel: 0,
      kycStatus: 'unverified',
      coolOffUntil: null,
      selfExcludedUntil: null,
    });
    expect(res.body.limits.unverifiedDepositLeft).toBe('2000.00');
    await refusedWithNothingAppended(
      () => agent.put('/api/user/eligibility').send({ dateOfBirth: '1991-01-01', country: 'US', region: 'US-CA' }),
      403,
      'ELIGIBILITY.DATE_OF_BIRTH_LOCKED',
    );
  });

  it('a restricted region may not deposit or create a paid match, but withdraws', async () => {
    const { agent, user } = await t.signUp();
    const admin = await t.admin();
    await admin
      .post(`/api/admin/users/${user.id}/balance-adjustments`)
      .send({ amount: '100.00', reason: 'test funding' });
    const moved = await agent.put('/api/user/eligibility').send({ country: 'US', region: 'US-AZ' });
    expect(moved.body.restricted).toBe(true);
    await refusedWithNothingAppended(
      () => agent.post('/api/create-payment-intent').send({ amount: '50' }),
      403,
      'ELIGIBILITY.REGION_RESTRICTED',
    );
    const withdrawn = await agent.post('/api/wallet/withdraw').send({ amount: '20', ...bank });
    expect(withdrawn.status).toBe(201);
  });

  it('an unverified player may not withdraw; an account holder with another name is refused', async () => {
    const { agent, user } = await t.signUp({}, { verified: false });
    const admin = await t.admin();
    await admin
      .post(`/api/admin/users/${user.id}/balance-adjustments`)
      .send({ amount: '100.00', reason: 'test funding' });
    await refusedWithNothingAppended(
      () => agent.post('/api/wallet/withdraw').send({ amount: '20', ...bank }),
      403,
      'IDENTITY.VERIFICATION_REQUIRED',
    );
    await t.verifyIdentity(agent);
    await refusedWithNothingAppended(
      () => agent.post('/api/wallet/withdraw').send({ amount: '20', ...bank, accountHolderName: 'Someone Else' }),
      400,
      'IDENTITY.NAME_MISMATCH',
    );
  });

  it('a deposit over the daily limit is refused with what is left; a raise waits 24 hours', async () => {
    const { agent } = await t.signUp();
    const set = await agent.put('/api/user/limits').send({ daily: '50.00', weekly: null, monthly: null });
    expect(set.status).toBe(200);
    expect(set.body.limits.daily).toMatchObject({ amount: '50.00', left: '50.00', pending: null });
    expect((await agent.post('/api/create-payment-intent').send({ amount: '50' })).status).toBe(201);
    await refusedWithNothingAppended(
      () =>
        agent
          .post('/api/wallet/deposit')
          .send({ amount: '50.01', paymentMethod: 'bank_transfer', transactionReference: `REF-${randomUUID()}` }),
      403,
      'LIMITS.DEPOSIT_LIMIT',
    );
    const raised = await agent.put('/api/user/limits').send({ daily: '500.00', weekly: null, monthly: null });
    expect(raised.body.limits.daily.amount).toBe('50.00');
    expect(raised.body.limits.daily.pending.amount).toBe('500.00');
    await refusedWithNothingAppended(
      () => agent.put('/api/user/limits').send({ daily: '-5', weekly: null, monthly: null }),
      400,
      'REQUEST.INVALID',
    );
  });

  it('cool-off and self-exclusion refuse deposits; withdrawals stay open', async () => {
    const { agent, user } = await t.signUp();
    const admin = await t.admin();
    await admin
      .post(`/api/admin/users/${user.id}/balance-adjustments`)
      .send({ amount: '100.00', reason: 'test funding' });
    expect((await agent.post('/api/user/cool-off').send({ period: '24h' })).status).toBe(200);
    await refusedWithNothingAppended(
      () => agent.post('/api/create-payment-intent').send({ amount: '20' }),
      403,
      'LIMITS.COOL_OFF',
    );
    const excluded = await agent.post('/api/user/self-exclusion').send({ period: '6m' });
    expect(excluded.status).toBe(200);
    expect(excluded.body.selfExcludedUntil).toEqual(expect.any(String));
    await refusedWithNothingAppended(
      () => agent.post('/api/create-payment-intent').send({ amount: '20' }),
      403,
      'LIMITS.SELF_EXCLUDED',
    );
    expect((await agent.post('/api/wallet/withdraw').send({ amount: '20', ...bank })).status).toBe(201);
  });
});
