import { startTestApp, TestApp } from '../../../../test/test-app';
import { balances, types } from '../shared/wallet.spec-helper';
import { bankReferenceStreamName } from './request-bank-deposit.handler';

describe('bank transfer deposits and finance review', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const deposit = (agent: ReturnType<TestApp['agent']>, amount: unknown, transactionReference: unknown) =>
    agent.post('/api/wallet/deposit').send({
      amount: typeof amount === 'number' ? String(amount) : amount, // the API takes amounts as text only
      paymentMethod: 'bank_transfer',
      transactionReference,
    });

  it('records a pending deposit (balance unchanged, pending shown), then approval credits it', async () => {
    const { agent, user } = await t.signUp();
    const res = await deposit(agent, 120.5, '  TRX-001  ');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      amount: '120.50',
      fee: '0.00',
      paymentMethod: 'bank_transfer',
      transactionReference: 'TRX-001',
      balance: '0.00',
      pendingBalance: '120.50',
    });
    expect(await balances(agent)).toEqual({ balance: '0.00', pendingBalance: '120.50' });
    expect((await agent.get('/api/user/transactions')).body).toEqual([
      expect.objectContaining({ id: res.body.id, type: 'deposit', amount: '120.50', status: 'pending' }),
    ]);
    const wallet = await t.streamEvents(`wallet-${user.id}`);
    expect(types(wallet)).toEqual(['WalletOpened', 'DepositRequested']);
    expect(wallet[1].data).toMatchObject({
      depositId: res.body.id,
      amountCents: 12050,
      method: 'bank_transfer',
      reference: 'TRX-001',
    });
    expect(await t.streamEvents(bankReferenceStreamName('trx-001'))).toEqual([
      expect.objectContaining({
        type: 'BankReferenceReserved',
        data: { reference: 'TRX-001', userId: user.id, depositId: res.body.id },
      }),
    ]);

    const admin = await t.admin();
    const queue = await admin.get('/api/admin/deposits?status=pending');
    expect(queue.status).toBe(200);
    expect(queue.body).toContainEqual(
      expect.objectContaining({
        id: res.body.id,
        userId: user.id,
        amount: '120.50',
        status: 'pending',
        user: expect.objectContaining({ email: user.email }),
      }),
    );

    const approved = await admin
      .post(`/api/admin/deposits/${res.body.id}/approve`)
      .send({ reason: 'Statement line 14' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'completed',
      balance: '120.50',
      pendingBalance: '0.00',
      reason: 'Statement line 14',
    });
    expect(await balances(agent)).toEqual({ balance: '120.50', pendingBalance: '0.00' });

    const events = await t.streamEvents(`wallet-${user.id}`);
    const adminId = (await admin.get('/api/user/session')).body.id;
    expect(types(events)).toEqual(['WalletOpened', 'DepositRequested', 'Deposited']);
    expect(events[2].data).toMatchObject({
      depositId: res.body.id,
      amountCents: 12050,
      feeCents: 0,
      approvedBy: adminId,
    });
    expect(events[2].metadata).toMatchObject({ actorUserId: adminId, reason: 'Statement line 14' });
    const mirror = (await t.streamEvents('platform-bank-clearing')).filter(
      (e) => e.data.sourceStream === `wallet-${user.id}`,
    );
    expect(mirror).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ netChangeCents: -12050, sourceType: 'Deposited' }) }),
    ]);
    expect((await agent.get('/api/user/transactions')).body[0]).toMatchObject({ status: 'completed' });

    // Approving again is a no-op; rejecting an approved deposit is a 409.
    expect((await admin.post(`/api/admin/deposits/${res.body.id}/approve`).send({})).status).toBe(200);
    const late = await admin.post(`/api/admin/deposits/${res.body.id}/reject`).send({ reason: 'oops' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This deposit is no longer pending: it was credited.');
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toHaveLength(3);
  });

  it('rejection credits nothing, releases the pending amount and records who and why', async () => {
    const { agent, user } = await t.signUp();
    const res = await deposit(agent, '40', 'TRX-REJ');
    const admin = await t.admin();
    const blank = await admin.post(`/api/admin/deposits/${res.body.id}/reject`).send({ reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('A reason is required.');
    const rejected = await admin
      .post(`/api/admin/deposits/${res.body.id}/reject`)
      .send({ reason: 'No transfer received' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      reason: 'No transfer received',
      balance: '0.00',
      pendingBalance: '0.00',
    });
    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(types(events)).toEqual(['WalletOpened', 'DepositRequested', 'DepositRejected']);
    expect(events[2].metadata).toMatchObject({ reason: 'No transfer received', actorUserId: expect.any(String) });
    expect((await admin.post(`/api/admin/deposits/${res.body.id}/approve`).send({})).status).toBe(409);
    expect(await balances(agent)).toEqual({ balance: '0.00', pendingBalance: '0.00' });
    expect((await agent.get('/api/user/transactions')).body[0]).toMatchObject({ status: 'rejected' });
  });

  it('refuses a reference already used, by anyone, in any case or spacing (409)', async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    expect((await deposit(first.agent, 10, 'DUP-REF-7')).status).toBe(201);
    const again = await deposit(first.agent, 10, 'DUP-REF-7');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('WALLET.DUPLICATE_REFERENCE');
    expect(again.body.message).toBe('This transaction reference has already been used.');
    expect((await deposit(first.agent, 99, 'dup-ref-7')).status).toBe(409);
    const other = await deposit(second.agent, 10, ' dup-ref-7 ');
    expect(other.status).toBe(409);
    expect(types(await t.streamEvents(`wallet-${first.user.id}`))).toEqual(['WalletOpened', 'DepositRequested']);
    expect(types(await t.streamEvents(`wallet-${second.user.id}`))).toEqual(['WalletOpened']);
  });

  it('lets one of several simultaneous claims of one reference win', async () => {
    const players = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
    const results = await Promise.all(players.map((p) => deposit(p.agent, 25, 'RACE-REF')));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it.each([
    [9.99, 'REF-A', 'Minimum deposit is $10'],
    [10000.01, 'REF-B', 'Maximum deposit is $10,000'],
    ['10.001', 'REF-C', 'Amount can have at most 2 decimal places.'],
    [50, '   ', 'Transaction reference is required'],
    [50, undefined, 'Transaction reference is required'],
  ])('answers 400 for amount %p reference %p, changing nothing', async (amount, reference, message) => {
    const { agent, user } = await t.signUp();
    const res = await deposit(agent, amount, reference);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened']);
    // A refused amount does not burn the reference.
    if (typeof reference === 'string' && reference.trim())
      expect(await t.streamEvents(bankReferenceStreamName(reference))).toEqual([]);
  });

  it('accepts exactly 10.00 and 10,000.00', async () => {
    const { agent } = await t.signUp();
    expect((await deposit(agent, '10.00', 'EDGE-1')).status).toBe(201);
    expect((await deposit(agent, 10000, 'EDGE-2')).status).toBe(201);
    expect((await balances(agent)).pendingBalance).toBe('10010.00');
  });

  it('answers 404 for an unknown deposit', async () => {
    const res = await (await t.admin()).post('/api/admin/deposits/nope/approve').send({});
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such deposit.');
  });

  it('guards the finance endpoints: 401 signed out, 403 for players', async () => {
    const { agent } = await t.signUp();
    const calls = [
      (a: ReturnType<TestApp['agent']>) => a.get('/api/admin/deposits?status=pending'),
      (a: ReturnType<TestApp['agent']>) => a.post('/api/admin/deposits/x/approve').send({}),
      (a: ReturnType<TestApp['agent']>) => a.post('/api/admin/deposits/x/reject').send({ reason: 'r' }),
      (a: ReturnType<TestApp['agent']>) => a.get('/api/admin/withdrawals'),
      (a: ReturnType<TestApp['agent']>) => a.post('/api/admin/withdrawals/x/complete').send({}),
      (a: ReturnType<TestApp['agent']>) => a.post('/api/admin/withdrawals/x/reject').send({ reason: 'r' }),
      (a: ReturnType<TestApp['agent']>) =>
        a.post('/api/admin/users/x/balance-adjustments').send({ amount: '1.00', reason: 'r' }),
      (a: ReturnType<TestApp['agent']>) => a.get('/api/admin/ledger/verify'),
      (a: ReturnType<TestApp['agent']>) => a.get('/api/admin/ledger/x'),
    ];
    for (const call of calls) {
      expect((await call(t.agent())).status).toBe(401);
      const forbidden = await call(agent);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('AUTH.FORBIDDEN');
      expect(forbidden.body.message).toBe('Only administrators can do this.');
    }
  });

  it('answers 400 for an unknown status filter', async () => {
    const res = await (await t.admin()).get('/api/admin/deposits?status=weird');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Status must be pending, completed or rejected.');
  });
});
