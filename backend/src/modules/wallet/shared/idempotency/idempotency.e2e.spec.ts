import { startTestApp, TestApp } from '../../../../../test/test-app';
import { bank, fund, types } from '../wallet.spec-helper';

describe('Idempotency-Key on money POSTs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('replays the first answer for the same key and body, with no second effect', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '100.00');
    const first = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-1')
      .send({ amount: 40, ...bank });
    expect(first.status).toBe(201);
    // Same body with keys in another order is the same request.
    const { amount, ...rest } = { amount: 40, ...bank };
    const second = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-1')
      .send({ ...rest, amount });
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(types(await t.streamEvents(`wallet-${user.id}`)).filter((x) => x === 'WithdrawalRequested')).toHaveLength(1);
  });

  it('answers 409 for the same key with a different body, changing nothing', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '100.00');
    expect(
      (
        await agent
          .post('/api/wallet/withdraw')
          .set('Idempotency-Key', 'w-2')
          .send({ amount: 40, ...bank })
      ).status,
    ).toBe(201);
    const other = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-2')
      .send({ amount: 41, ...bank });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
    expect(types(await t.streamEvents(`wallet-${user.id}`)).filter((x) => x === 'WithdrawalRequested')).toHaveLength(1);
  });

  it('lets only one of several simultaneous requests with one key run', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '100.00');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        agent
          .post('/api/wallet/withdraw')
          .set('Idempotency-Key', 'w-3')
          .send({ amount: 10, ...bank }),
      ),
    );
    for (const r of results) expect([201, 409]).toContain(r.status);
    const ids = new Set(results.filter((r) => r.status === 201).map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(types(await t.streamEvents(`wallet-${user.id}`)).filter((x) => x === 'WithdrawalRequested')).toHaveLength(1);
  });

  it('replays a refusal too: a new attempt needs a new key', async () => {
    const { agent, user } = await t.signUp();
    const poor = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-4')
      .send({ amount: 20, ...bank });
    expect(poor.status).toBe(400);
    await fund(t, user.id, '100.00');
    const replay = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-4')
      .send({ amount: 20, ...bank });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(poor.body.message);
    expect(
      (
        await agent
          .post('/api/wallet/withdraw')
          .set('Idempotency-Key', 'w-5')
          .send({ amount: 20, ...bank })
      ).status,
    ).toBe(201);
  });

  it('keeps keys per user', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await fund(t, a.user.id, '50.00');
    await fund(t, b.user.id, '50.00');
    expect(
      (
        await a.agent
          .post('/api/wallet/withdraw')
          .set('Idempotency-Key', 'shared')
          .send({ amount: 10, ...bank })
      ).status,
    ).toBe(201);
    expect(
      (
        await b.agent
          .post('/api/wallet/withdraw')
          .set('Idempotency-Key', 'shared')
          .send({ amount: 12, ...bank })
      ).status,
    ).toBe(201);
  });

  it('replays a bank deposit instead of calling it a duplicate reference', async () => {
    const { agent, user } = await t.signUp();
    const body = { amount: 30, paymentMethod: 'bank_transfer', transactionReference: 'IDEM-REF' };
    const first = await agent.post('/api/wallet/deposit').set('Idempotency-Key', 'd-1').send(body);
    const again = await agent.post('/api/wallet/deposit').set('Idempotency-Key', 'd-1').send(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await agent.post('/api/wallet/deposit').send(body)).status).toBe(409);
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened', 'DepositRequested']);
  });

  it('creates one payment intent per key, and one adjustment per admin key', async () => {
    const { agent, user } = await t.signUp();
    const a = await agent.post('/api/create-payment-intent').set('Idempotency-Key', 'pi-1').send({ amount: 20 });
    const b = await agent.post('/api/create-payment-intent').set('Idempotency-Key', 'pi-1').send({ amount: 20 });
    expect(b.body.paymentIntentId).toBe(a.body.paymentIntentId);

    const admin = await t.admin();
    const adjust = () =>
      admin
        .post(`/api/admin/users/${user.id}/balance-adjustments`)
        .set('Idempotency-Key', 'adj-1')
        .send({ amount: '5.00', reason: 'goodwill' });
    expect((await adjust()).status).toBe(201);
    expect((await adjust()).status).toBe(201);
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);
  });

  it('refuses a malformed key', async () => {
    const { agent } = await t.signUp();
    const res = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'x'.repeat(256))
      .send({ amount: 10, ...bank });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The Idempotency-Key header must be 1 to 255 visible characters.');
  });
});
