import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { balances, bank, types } from '../shared/wallet.spec-helper';

describe('POST /api/admin/users/{userId}/balance-adjustments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('credits and debits with the admin and the reason recorded on the event', async () => {
    const { agent, user } = await t.signUp();
    const admin = await t.admin();
    const adminId = (await admin.get('/api/user/session')).body.id;
    const credit = await admin
      .post(`/api/admin/users/${user.id}/balance-adjustments`)
      .send({ amount: '25.00', reason: 'Goodwill for outage' });
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({
      userId: user.id,
      amount: '25.00',
      reason: 'Goodwill for outage',
      adjustedBy: adminId,
      balance: '25.00',
    });
    const debit = await admin
      .post(`/api/admin/users/${user.id}/balance-adjustments`)
      .send({ amount: '-12.50', reason: 'Duplicate credit reversed' });
    expect(debit.status).toBe(201);
    expect(debit.body).toMatchObject({ amount: '-12.50', balance: '12.50' });
    expect((await balances(agent)).balance).toBe('12.50');

    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(types(events)).toEqual(['WalletOpened', 'BalanceAdjusted', 'BalanceAdjusted']);
    expect(events[2]).toMatchObject({
      data: { amountCents: -1250, reason: 'Duplicate credit reversed', adminId },
      metadata: { actorUserId: adminId, reason: 'Duplicate credit reversed' },
    });
    const mirrors = (await t.streamEvents('platform-adjustments')).filter(
      (e) => e.data.sourceStream === `wallet-${user.id}`,
    );
    expect(mirrors.map((e) => e.data.netChangeCents)).toEqual([-2500, 1250]);
    expect(
      (await agent.get('/api/user/transactions')).body.map((x: { type: string; amount: string }) => [x.type, x.amount]),
    ).toEqual([
      ['debit', '12.50'],
      ['credit', '25.00'],
    ]);
  });

  it('cannot take held money or go below zero', async () => {
    const { agent, user } = await t.signUp();
    const admin = await t.admin();
    await admin.post(`/api/admin/users/${user.id}/balance-adjustments`).send({ amount: '50.00', reason: 'funding' });
    await agent.post('/api/wallet/withdraw').send({ amount: '40', ...bank });
    const res = await admin
      .post(`/api/admin/users/${user.id}/balance-adjustments`)
      .send({ amount: '-10.01', reason: 'too much' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('WALLET.INSUFFICIENT_FUNDS');
    expect(res.body.message).toBe('Insufficient balance: the adjustment would take the available balance below zero.');
    expect((await balances(agent)).balance).toBe('10.00');
  });

  it.each([
    [{ amount: '12.5.0', reason: 'x' }, 'Invalid amount format'],
    [{ amount: '-1.234', reason: 'x' }, 'Amount can have at most 2 decimal places.'],
    [{ amount: '0.00', reason: 'x' }, 'An adjustment must change the balance.'],
    [{ amount: '5.00', reason: '   ' }, 'A reason is required.'],
    [{ amount: '5.00' }, 'A reason is required.'],
  ])('answers 400 for %j', async (body, message) => {
    const { user } = await t.signUp();
    const res = await (await t.admin()).post(`/api/admin/users/${user.id}/balance-adjustments`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened']);
  });

  it('answers 404 for a user without a wallet', async () => {
    const res = await (
      await t.admin()
    )
      .post('/api/admin/users/nobody/balance-adjustments')
      .send({ amount: '5.00', reason: 'x' });
    expect(res.status).toBe(404);
  });
});
