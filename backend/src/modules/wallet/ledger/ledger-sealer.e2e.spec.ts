import { startTestApp, TestApp } from '../../../../test/test-app';
import { fund } from '../shared/wallet.spec-helper';

/**
 * The sealer's own loop, on the instance that leads it. It once took the leader's session lock and
 * the seal's transaction lock on one key from two connections, so the leader's first seal waited on
 * its own lock forever: nothing was ever sealed automatically, "Seal now" hung on every instance, and
 * shutting down hung on the stuck loop.
 */
describe('ledger sealer: the leader seals on its interval', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LEDGER_SEAL_INTERVAL_SECONDS: '1' });
  });

  it('seals by itself, still seals on demand while it leads, and shuts down', async () => {
    const player = await t.signUp();
    await fund(t, player.user.id, '25.00');

    const sealedBy = async () =>
      (await t.db.pool.query<{ sealed_by: string }>('SELECT sealed_by FROM ledger_seals ORDER BY seal_id')).rows.map(
        (r) => r.sealed_by,
      );
    const deadline = Date.now() + 20_000;
    while (!(await sealedBy()).includes('sealer') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sealedBy()).toContain('sealer');

    await fund(t, player.user.id, '5.00');
    const onDemand = await (await t.admin()).post('/api/admin/ledger-seals');
    expect(onDemand.status).toBe(201);
    expect(onDemand.body).toMatchObject({ seal: { sealId: expect.any(String) } });

    // The loop ends at shutdown instead of waiting on a lock (jest's timeout would fail this).
    await t.close();
  });
});
