import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { bank, fund, types } from '../../../modules/wallet/shared/wallet.spec-helper';
import { comparePositions, parsePositionId } from '../../../event-store/event-store.port';
import { requestHash } from './idempotency.interceptor';

describe('Idempotency-Key on money POSTs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('replays the first answer for the same key and body, with no second effect', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '100.00');
    const first = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-1')
      .send({ amount: '40', ...bank });
    expect(first.status).toBe(201);
    // Same body with keys in another order is the same request.
    const { amount, ...rest } = { amount: '40', ...bank };
    const second = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-1')
      .send({ ...rest, amount });
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(types(await t.streamEvents(`wallet-${user.id}`)).filter((x) => x === 'WithdrawalRequested')).toHaveLength(1);
  });

  it('a replayed answer carries a position at or after the first write (read your writes on any instance)', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '100.00');
    const first = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-position')
      .send({ amount: '10', ...bank });
    const written = parsePositionId(first.headers['x-courtcash-position']);
    expect(written).not.toBeNull();
    // Someone else writes, so the store's head is past what this client's cookie holds.
    const other = await t.signUp();
    await fund(t, other.user.id, '5.00');
    const replayed = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-position')
      .send({ amount: '10', ...bank });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    const carried = parsePositionId(replayed.headers['x-courtcash-position']);
    expect(carried).not.toBeNull();
    expect(comparePositions(carried!, written!)).toBeGreaterThan(0);
  });

  it('answers 409 for the same key with a different body, changing nothing', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '100.00');
    expect(
      (
        await agent
          .post('/api/wallet/withdraw')
          .set('Idempotency-Key', 'w-2')
          .send({ amount: '40', ...bank })
      ).status,
    ).toBe(201);
    const other = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-2')
      .send({ amount: '41', ...bank });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
    expect(types(await t.streamEvents(`wallet-${user.id}`)).filter((x) => x === 'WithdrawalRequested')).toHaveLength(1);
  });

  it('answers simultaneous twins with one key with the first answer: one effect, no 409', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '100.00');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        agent
          .post('/api/wallet/withdraw')
          .set('Idempotency-Key', 'w-3')
          .send({ amount: '10', ...bank }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    for (const r of results) expect(r.body).toEqual(results[0].body);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(types(await t.streamEvents(`wallet-${user.id}`)).filter((x) => x === 'WithdrawalRequested')).toHaveLength(1);
  });

  it('does not replay a refusal caused by state: once funded, the same key goes through', async () => {
    const { agent, user } = await t.signUp();
    const poor = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-4')
      .send({ amount: '20', ...bank });
    expect(poor.status).toBe(400);
    expect(poor.body.code).toBe('WALLET.INSUFFICIENT_FUNDS');
    expect(poor.body.message).toBe('Insufficient balance: the withdrawal amount exceeds your available balance.');
    // Still bound to that request: another body with the key is refused.
    const other = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-4')
      .send({ amount: '25', ...bank });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY.KEY_REUSED');
    await fund(t, user.id, '100.00');
    const retry = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-4')
      .send({ amount: '20', ...bank });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.body).toMatchObject({ amount: '20.00', balance: '80.00' });
    const again = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-4')
      .send({ amount: '20', ...bank });
    expect(again.body).toEqual(retry.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(types(await t.streamEvents(`wallet-${user.id}`)).filter((x) => x === 'WithdrawalRequested')).toHaveLength(1);
  });

  it('treats 50, "50" and "50.00" as the same amount', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '200.00');
    const first = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-50')
      .send({ amount: '50', ...bank });
    expect(first.status).toBe(201);
    for (const amount of ['50.00', '50', 50.0]) {
      const again = await agent
        .post('/api/wallet/withdraw')
        .set('Idempotency-Key', 'w-50')
        .send({ ...bank, amount });
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
    }
    const different = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'w-50')
      .send({ ...bank, amount: '50.01' });
    expect(different.status).toBe(409);
    expect(types(await t.streamEvents(`wallet-${user.id}`)).filter((x) => x === 'WithdrawalRequested')).toHaveLength(1);
  });

  it('expires a key orphaned "in progress" by a crash: the retry runs, once', async () => {
    const { user } = await t.signUp();
    const admin = await t.admin();
    const adminId = (await admin.get('/api/user/session')).body.id as string;
    const path = `/api/admin/users/${user.id}/balance-adjustments`;
    const body = { amount: '7.00', reason: 'goodwill' };
    // The process that reserved this key died before doing anything.
    await t.db.pool.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, state, updated_at)
       VALUES ($1, 'orphan-1', $2, 'in_progress', now() - interval '10 minutes')`,
      [adminId, requestHash({ method: 'POST', originalUrl: path, body })],
    );
    const res = await admin.post(path).set('Idempotency-Key', 'orphan-1').send(body);
    expect(res.status).toBe(201);
    const again = await admin.post(path).set('Idempotency-Key', 'orphan-1').send(body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);
  });

  it('waits for a twin in another process that holds the key, and answers with its answer', async () => {
    const { user } = await t.signUp();
    const admin = await t.admin();
    const adminId = (await admin.get('/api/user/session')).body.id as string;
    const path = `/api/admin/users/${user.id}/balance-adjustments`;
    const body = { amount: '3.00', reason: 'goodwill' };
    await t.db.pool.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, state) VALUES ($1, 'twin-1', $2, 'in_progress')`,
      [adminId, requestHash({ method: 'POST', originalUrl: path, body })],
    );
    const pending = admin.post(path).set('Idempotency-Key', 'twin-1').send(body);
    const answered = { id: 'from-the-other-instance', balance: '3.00' };
    setTimeout(() => {
      void t.db.pool.query(
        `UPDATE idempotency_keys SET state = 'completed', response_status = 201, response_body = $2
          WHERE user_id = $1 AND key = 'twin-1'`,
        [adminId, JSON.stringify(answered)],
      );
    }, 300);
    const res = await pending;
    expect(res.status).toBe(201);
    expect(res.body).toEqual(answered);
    expect(res.headers['idempotent-replayed']).toBe('true');
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
          .send({ amount: '10', ...bank })
      ).status,
    ).toBe(201);
    expect(
      (
        await b.agent
          .post('/api/wallet/withdraw')
          .set('Idempotency-Key', 'shared')
          .send({ amount: '12', ...bank })
      ).status,
    ).toBe(201);
  });

  it('replays a bank deposit instead of calling it a duplicate reference', async () => {
    const { agent, user } = await t.signUp();
    const body = { amount: '30', paymentMethod: 'bank_transfer', transactionReference: 'IDEM-REF' };
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
    const a = await agent.post('/api/create-payment-intent').set('Idempotency-Key', 'pi-1').send({ amount: '20' });
    const b = await agent.post('/api/create-payment-intent').set('Idempotency-Key', 'pi-1').send({ amount: '20' });
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
      .send({ amount: '10', ...bank });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IDEMPOTENCY.INVALID_KEY');
    expect(res.body.message).toBe('The Idempotency-Key header must be 1 to 255 visible characters.');
  });
});
