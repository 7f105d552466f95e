import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { balances, bank, fund, types } from '../shared/wallet.spec-helper';

/**
 * No overdraft under concurrency: every request decides on a fold of the stream and appends with
 * the revision it read, so of 50 simultaneous withdrawals exactly as many as the balance covers
 * are accepted, whatever the interleaving.
 */
describe('50 simultaneous withdrawals against one wallet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('never takes the wallet below zero and accepts exactly floor(balance / amount)', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '1000.00');
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => agent.post('/api/wallet/withdraw').send({ amount: '30', ...bank })),
    );
    const accepted = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(accepted).toHaveLength(33); // floor(1000 / 30)
    expect(refused.map((r) => r.status)).toEqual(Array(17).fill(400));
    expect(new Set(refused.map((r) => r.body.message))).toEqual(
      new Set(['Insufficient balance: the withdrawal amount exceeds your available balance.']),
    );
    expect(Date.now() - started).toBeLessThan(30_000);

    expect((await balances(agent)).balance).toBe('10.00');
    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(types(events).filter((type) => type === 'WithdrawalRequested')).toHaveLength(33);
    // The fold never dipped below zero at any revision.
    let available = 0;
    for (const event of events) {
      if (event.type === 'BalanceAdjusted') available += event.data.amountCents as number;
      if (event.type === 'WithdrawalRequested') available -= event.data.amountCents as number;
      expect(available).toBeGreaterThanOrEqual(0);
    }
    const verify = await (await t.admin()).get('/api/admin/ledger/verify');
    expect(verify.body).toMatchObject({ ok: true, differences: [] });
  });
});
