import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { bank, fund } from '../../wallet/shared/wallet.spec-helper';

interface AuditEntry {
  id: string;
  at: string;
  actor: { id: string; email: string | null };
  action: string;
  target: { kind: string; id: string; label: string | null };
  amount: string | null;
  reason: string | null;
}

describe('GET /api/admin/audit: every admin action, derived from the events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('lists approvals, rejections, payouts and adjustments with actor, target, amount and reason, newest first', async () => {
    const admin = await t.admin();
    const { user, agent } = await t.signUp({ firstName: 'Audrey', lastName: 'Audit' });
    const deposit = (reference: string) =>
      agent
        .post('/api/wallet/deposit')
        .send({ amount: '25', paymentMethod: 'bank_transfer', transactionReference: reference })
        .expect(201);
    const good = await deposit('AUDIT-OK-1');
    const bad = await deposit('AUDIT-BAD-1');
    await admin.post(`/api/admin/deposits/${good.body.id}/approve`).send({ reason: 'Seen on statement' }).expect(200);
    await admin.post(`/api/admin/deposits/${bad.body.id}/reject`).send({ reason: 'No such transfer' }).expect(200);
    await fund(t, user.id, '12.50');
    const withdrawal = await agent
      .post('/api/wallet/withdraw')
      // Withdrawals go to the verified person's own account (issue 20).
      .send({ amount: '10', ...bank, accountHolderName: 'Audrey Audit' })
      .expect(201);
    await admin.post(`/api/admin/withdrawals/${withdrawal.body.id}/complete`).send({}).expect(200);

    const res = await admin.get(`/api/admin/audit?page=1&pageSize=10&search=${encodeURIComponent(user.email)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    const entries = res.body.items as AuditEntry[];
    const adminUser = entries[0].actor;
    expect(adminUser.email).toBe('root-admin@example.test');
    const target = { kind: 'player', id: user.id, label: user.email };
    expect(entries.map(({ action, amount, reason, target: tg }) => ({ action, amount, reason, target: tg }))).toEqual([
      { action: 'withdrawal.completed', amount: '10.00', reason: expect.any(String), target },
      { action: 'balance.adjusted', amount: '12.50', reason: 'test funding', target },
      { action: 'deposit.rejected', amount: '25.00', reason: 'No such transfer', target },
      { action: 'deposit.approved', amount: '25.00', reason: 'Seen on statement', target },
    ]);
    for (const e of entries) {
      expect(e.actor).toEqual(adminUser);
      expect(Date.parse(e.at)).not.toBeNaN();
      expect(e.at.endsWith('Z')).toBe(true);
    }
    // Each entry is an event: its id reads back from the wallet stream.
    const stream = (await t.streamEvents(`wallet-${user.id}`)) as Array<{ id?: string }>;
    expect(entries.every((e) => stream.some((s) => s.id === e.id))).toBe(true);
  });

  it('records tournament edits, deletes and cancellations by an admin', async () => {
    const admin = await t.admin();
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '50');
    const created = await agent
      .post('/api/tournaments')
      .send({
        name: 'Audited open',
        game: 'padel',
        totalFeePerPlayer: '5.00',
        maxPlayers: 4,
        startTime: t.clock.iso(24 * 3600 * 1000),
      })
      .expect(201);
    const id = created.body.id as string;
    await admin.patch(`/api/tournaments/${id}`).send({ name: 'Audited open (renamed)' }).expect(200);
    await admin.post(`/api/tournaments/${id}/cancel`).send({ reason: 'Court flooded' }).expect(200);
    await admin.delete(`/api/tournaments/${id}`).expect(200);
    const res = await admin.get('/api/admin/audit?pageSize=200&search=audited');
    const mine = (res.body.items as AuditEntry[]).filter((e) => e.target.id === id);
    expect(mine.map((e) => [e.action, e.reason])).toEqual([
      ['tournament.deleted', null],
      ['tournament.cancelled', 'Court flooded'],
      ['tournament.edited', null],
    ]);
    expect(mine[0].target).toEqual({ kind: 'tournament', id, label: 'Audited open (renamed)' });
  });

  it('is admin-only and pages like every list', async () => {
    const player = await t.signUp();
    expect((await player.agent.get('/api/admin/audit')).status).toBe(403);
    expect((await t.agent().get('/api/admin/audit')).status).toBe(401);
    expect((await (await t.admin()).get('/api/admin/audit?pageSize=201')).status).toBe(400);
  });
});
