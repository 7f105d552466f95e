import { randomUUID } from 'node:crypto';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { playingTournament, twoSetWin } from '../../tournaments/shared/tournament.spec-helper';

/** ledger:verify also proves every tournament escrow: never negative, empty once settled and paid. */
describe('ledger verify: tournament escrows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is ok after a settled tournament, and reports an escrow that does not add up', async () => {
    const { id, partner, rival1 } = await playingTournament(t);
    expect((await partner.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin)).status).toBe(200);
    expect((await rival1.agent.post(`/api/tournaments/${id}/result/confirm`)).status).toBe(200);
    const admin = await t.admin();
    const clean = await admin.get('/api/admin/ledger/verify');
    expect(clean.body).toMatchObject({ ok: true, differences: [] });

    // A fee taken out of the escrow a second time (as a buggy writer would) leaves it negative.
    await t.running.store.appendToStream(
      `tournament-${id}`,
      [
        {
          id: randomUUID(),
          type: 'PlatformFeeCollected',
          data: { tournamentId: id, amountCents: 200, collectedAt: new Date().toISOString() },
        },
      ],
      { expectedRevision: 'any' },
    );
    const broken = await admin.get('/api/admin/ledger/verify');
    expect(broken.body.ok).toBe(false);
    expect(broken.body.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ check: 'escrow', subject: `tournament:${id}:escrow`, actual: '-2.00' }),
      ]),
    );
  });
});
