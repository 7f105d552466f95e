import { ACCOUNT_NUMBER_RULE } from '../../../domain/wallet/account-number';
import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { balances, bank, fund, types } from '../shared/wallet.spec-helper';

describe('withdrawals: hold, then complete or reject', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('holds the whole amount at once and answers the fee breakdown with a masked account', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '250.00');
    const res = await agent.post('/api/wallet/withdraw').send({ amount: '100', ...bank });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'Processing',
      amount: '100.00',
      fee: '2.50',
      netAmount: '97.50',
      accountNumber: '****6702',
      accountHolderName: 'Ali Khan',
      bankName: 'Meezan Bank',
      balance: '150.00',
    });
    expect(JSON.stringify(res.body)).not.toContain('PK36SCBL0000001123456702');
    expect((await balances(agent)).balance).toBe('150.00');

    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(types(events)).toEqual(['WalletOpened', 'BalanceAdjusted', 'WithdrawalRequested']);
    expect(events[2].data).toMatchObject({
      withdrawalId: res.body.id,
      amountCents: 10000,
      feeCents: 250,
      netAmountCents: 9750,
      accountNumber: bank.accountNumber,
    });
    const history = (await agent.get('/api/user/transactions')).body;
    expect(history[0]).toMatchObject({
      type: 'withdrawal',
      amount: '100.00',
      fee: '2.50',
      status: 'pending',
      description: 'Withdrawal to Meezan Bank ****6702',
    });
    expect(JSON.stringify(history)).not.toContain('PK36SCBL0000001123456702');

    // Finance sees the whole account number, to pay it out.
    const admin = await t.admin();
    const queue = await admin.get('/api/admin/withdrawals?status=pending');
    expect(queue.body).toContainEqual(
      expect.objectContaining({
        id: res.body.id,
        accountNumber: bank.accountNumber,
        netAmount: '97.50',
        user: expect.objectContaining({ email: user.email }),
      }),
    );
  });

  it('completing posts net to the bank and the fee to revenue; the balance stays reduced', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '50.00');
    const w = await agent.post('/api/wallet/withdraw').send({ amount: '10', ...bank });
    expect(w.body).toMatchObject({ fee: '1.00', netAmount: '9.00' });
    const admin = await t.admin();
    const done = await admin.post(`/api/admin/withdrawals/${w.body.id}/complete`).send({ reason: 'Sent, bank ref 88' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'Completed',
      state: 'completed',
      reason: 'Sent, bank ref 88',
      balance: '40.00',
    });
    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(events.at(-1)).toMatchObject({
      type: 'WithdrawalCompleted',
      data: { amountCents: 1000, feeCents: 100, netAmountCents: 900 },
      metadata: { reason: 'Sent, bank ref 88' },
    });
    const source = (e: { data: Record<string, unknown> }) => e.data.sourceStream === `wallet-${user.id}`;
    expect((await t.streamEvents('platform-bank-clearing')).filter(source).map((e) => e.data.netChangeCents)).toEqual([
      900,
    ]);
    expect((await t.streamEvents('platform-revenue')).filter(source).map((e) => e.data.netChangeCents)).toEqual([100]);
    expect((await agent.get('/api/user/transactions')).body[0]).toMatchObject({
      type: 'withdrawal',
      status: 'completed',
    });
    expect((await admin.post(`/api/admin/withdrawals/${w.body.id}/reject`).send({ reason: 'late' })).status).toBe(409);
  });

  it('rejecting releases the hold: the whole amount returns, no fee is taken', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '80.00');
    const w = await agent.post('/api/wallet/withdraw').send({ amount: '80', ...bank });
    expect((await balances(agent)).balance).toBe('0.00');
    const admin = await t.admin();
    const rejected = await admin
      .post(`/api/admin/withdrawals/${w.body.id}/reject`)
      .send({ reason: 'Account name mismatch' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ state: 'rejected', reason: 'Account name mismatch', balance: '80.00' });
    expect((await balances(agent)).balance).toBe('80.00');
    expect(types(await t.streamEvents(`wallet-${user.id}`)).at(-1)).toBe('WithdrawalRejected');
    expect(
      (await t.streamEvents('platform-revenue')).filter((e) => e.data.sourceStream === `wallet-${user.id}`),
    ).toEqual([]);
  });

  it.each([
    [{ amount: '0' }, 'Amount must be greater than 0'],
    [{ amount: '-5' }, 'Amount must be greater than 0'],
    [{ amount: '9.99' }, 'Minimum withdrawal is $10'],
    [{ amount: '10.005' }, 'Amount can have at most 2 decimal places.'],
    [{ amount: '60' }, 'Insufficient balance: the withdrawal amount exceeds your available balance.'],
    [{ amount: '20', accountNumber: ' ' }, 'Account number is required'],
    [{ amount: '20', accountHolderName: undefined }, 'Account holder name is required'],
    [{ amount: '20', bankName: '' }, 'Bank name is required'],
    // Amounts are canonical strings only (issue 22).
    [{ amount: 20 }, 'Send amounts as text in dollars, for example "12.50", not as a JSON number.'],
    [{ amount: ' 10.00' }, 'Amount must not contain spaces: send it as "12.50".'],
    [{ amount: '10.00 ' }, 'Amount must not contain spaces: send it as "12.50".'],
    [{ amount: '+10.00' }, 'Amount must be a number of dollars, for example 12.50.'],
    [{ amount: '010.00' }, 'Amount must be a number of dollars, for example 12.50.'],
    [{ amount: '1e1' }, 'Amount must be a number of dollars, for example 12.50.'],
    // Account numbers: an IBAN with its checksum, or digits (issue 22).
    [{ amount: '20', accountNumber: '<script>' }, ACCOUNT_NUMBER_RULE],
    [{ amount: '20', accountNumber: '-10.00' }, ACCOUNT_NUMBER_RULE],
    [
      { amount: '20', accountNumber: 'PK37SCBL0000001123456702' },
      'This IBAN has a typing mistake (its check digits do not match): compare it with your bank statement.',
    ],
  ])('answers 400 for %j and holds nothing', async (overrides, message) => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '50.00');
    const res = await agent.post('/api/wallet/withdraw').send({ ...bank, ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);
  });

  it('limits withdrawals to $10,000 per UTC day (rejected ones give their share back)', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '10000.00');
    await fund(t, user.id, '5000.00');
    const first = await agent.post('/api/wallet/withdraw').send({ amount: '9000', ...bank });
    expect(first.status).toBe(201);
    const over = await agent.post('/api/wallet/withdraw').send({ amount: '1000.01', ...bank });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      'Withdrawals are limited to $10,000.00 per day. You can withdraw up to $1,000.00 more today.',
    );
    await (await t.admin()).post(`/api/admin/withdrawals/${first.body.id}/reject`).send({ reason: 'test' });
    expect((await agent.post('/api/wallet/withdraw').send({ amount: '10000', ...bank })).status).toBe(201);
  });

  it('needs a signed-in player', async () => {
    expect(
      (
        await t
          .agent()
          .post('/api/wallet/withdraw')
          .send({ amount: '20', ...bank })
      ).status,
    ).toBe(401);
  });

  it('answers 404 for an unknown withdrawal', async () => {
    const res = await (await t.admin()).post('/api/admin/withdrawals/nope/complete').send({});
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such withdrawal.');
  });
});
