import { startTestApp, TestApp } from '../../../../test/test-app';
import { playingTournament, twoSetWin } from '../../tournaments/shared/tournament.spec-helper';
import { simulatedCardDeposit } from '../../wallet/shared/wallet.spec-helper';

describe('GET /api/admin/ledger-accounts/{escrow/:id | platform-revenue}?at=', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('folds a tournament escrow with running balances, and reads it at an earlier instant', async () => {
    const { id, creator, rival1 } = await playingTournament(t);
    const admin = await t.admin();
    const beforeResult = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    await rival1.agent.post(`/api/tournaments/${id}/result/confirm`).expect(200);

    const now = await admin.get(`/api/admin/ledger-accounts/escrow/${id}`);
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ account: `tournament:${id}:escrow`, balance: '0.00' });
    const types = now.body.entries.map((e: { type: string }) => e.type);
    expect(types.filter((x: string) => x === 'EntryFeeEscrowed')).toHaveLength(4);
    expect(types).toContain('PlatformFeeCollected');
    expect(types.filter((x: string) => x === 'PrizePaid')).toHaveLength(2);
    expect(now.body.entries[3].balanceAfter).toBe('40.00');

    const earlier = await admin.get(`/api/admin/ledger-accounts/escrow/${id}?at=${encodeURIComponent(beforeResult)}`);
    expect(earlier.body).toMatchObject({ balance: '40.00', at: beforeResult });
    expect(earlier.body.entries).toHaveLength(4);
  });

  it('folds platform revenue from its mirror stream', async () => {
    const admin = await t.admin();
    const before = (await admin.get('/api/admin/ledger-accounts/platform-revenue')).body;
    const { agent } = await t.signUp();
    await simulatedCardDeposit(agent, 50); // fee 1.50
    const after = (await admin.get('/api/admin/ledger-accounts/platform-revenue')).body;
    expect(after.account).toBe('platform:revenue');
    expect(after.entries.length).toBe(before.entries.length + 1);
    expect(after.entries[after.entries.length - 1]).toMatchObject({ change: '1.50', balanceAfter: after.balance });
    expect((await admin.get('/api/admin/dashboard')).body.platformBalance).toBe(after.balance);
  });

  it('is admin-only; an unknown tournament is a 404 and a bad instant a 400', async () => {
    const player = await t.signUp();
    expect((await player.agent.get('/api/admin/ledger-accounts/platform-revenue')).status).toBe(403);
    const admin = await t.admin();
    expect((await admin.get('/api/admin/ledger-accounts/escrow/nope')).status).toBe(404);
    expect((await admin.get('/api/admin/ledger-accounts/platform-revenue?at=soon')).status).toBe(400);
  });
});
