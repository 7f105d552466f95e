import { startTestApp, TestApp } from '../../../../test/test-app';
import { balances, bank, fund, types } from '../shared/wallet.spec-helper';

describe('four eyes: admins never move their own money, and above FOUR_EYES_THRESHOLD a second admin approves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const adjust = (agent: ReturnType<TestApp['agent']>, userId: string, amount: string, reason = 'Goodwill') =>
    agent.post(`/api/admin/users/${userId}/balance-adjustments`).send({ amount, reason });
  const idOf = async (agent: ReturnType<TestApp['agent']>) => (await agent.get('/api/user/session')).body.id as string;

  it('refuses an admin crediting their own wallet, at any amount, appending nothing', async () => {
    const admin = await t.admin();
    const adminId = await idOf(admin);
    for (const amount of ['10000.00', '1.00']) {
      const res = await adjust(admin, adminId, amount);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'APPROVAL.OWN_ACCOUNT',
        message: expect.stringMatching(/another administrator/),
      });
    }
    expect(types(await t.streamEvents(`wallet-${adminId}`))).toEqual(['WalletOpened']);
    expect((await admin.get('/api/admin/approvals?status=pending')).body.items).toEqual([]);
  });

  it('refuses an admin approving their own bank deposit or completing their own withdrawal', async () => {
    const admin = await t.admin();
    const adminId = await idOf(admin);
    // The start-up admin has no date of birth nor place: given here, and a verified identity, so the
    // deposit and the withdrawal reach the four-eyes rules (issue 20).
    const details = await admin
      .put('/api/user/eligibility')
      .send({ dateOfBirth: '1980-01-01', country: 'US', region: 'US-CA' });
    expect(details.status).toBe(200);
    await t.verifyIdentity(admin);
    const deposit = await admin
      .post('/api/wallet/deposit')
      .send({ amount: '50.00', paymentMethod: 'bank_transfer', transactionReference: 'SELF-APPROVE-1' });
    expect(deposit.status).toBe(201);
    const approved = await admin.post(`/api/admin/deposits/${deposit.body.id}/approve`).send({});
    expect(approved.status).toBe(403);
    expect(approved.body.code).toBe('APPROVAL.OWN_ACCOUNT');
    expect(types(await t.streamEvents(`wallet-${adminId}`))).toEqual(['WalletOpened', 'DepositRequested']);

    // Credited by the second admin (not the owner), then withdrawn: completing it is another admin's job.
    const { agent: second } = await t.secondAdmin();
    expect((await second.post(`/api/admin/deposits/${deposit.body.id}/approve`).send({})).status).toBe(200);
    const withdrawal = await admin
      .post('/api/wallet/withdraw')
      .send({ amount: '20.00', ...bank, accountHolderName: 'Admin User' });
    expect(withdrawal.status).toBe(201);
    const completed = await admin.post(`/api/admin/withdrawals/${withdrawal.body.id}/complete`).send({});
    expect(completed.status).toBe(403);
    expect(completed.body.code).toBe('APPROVAL.OWN_ACCOUNT');
    expect(types(await t.streamEvents(`wallet-${adminId}`))).toEqual([
      'WalletOpened',
      'DepositRequested',
      'Deposited',
      'WithdrawalRequested',
    ]);
  });

  it('at the threshold it is done at once; above it, 202 and no money until a different admin approves', async () => {
    const { agent, user } = await t.signUp();
    const admin = await t.admin();
    const adminId = await idOf(admin);
    expect((await adjust(admin, user.id, '500.00')).status).toBe(201);

    const asked = await adjust(admin, user.id, '500.01', 'Tournament prize paid by hand');
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ status: 'awaiting_second_approval', approvalId: expect.any(String) });
    const approvalId = asked.body.approvalId as string;
    expect((await balances(agent)).balance).toBe('500.00');
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);
    expect(await t.streamEvents(`approval-${approvalId}`)).toEqual([
      expect.objectContaining({
        type: 'ApprovalRequested',
        data: expect.objectContaining({
          approvalId,
          requestedBy: adminId,
          reason: 'Tournament prize paid by hand',
          action: expect.objectContaining({ kind: 'balance_adjustment', userId: user.id, amountCents: 50001 }),
        }),
        metadata: expect.objectContaining({ actorUserId: adminId }),
      }),
    ]);

    const pending = await admin.get('/api/admin/approvals?status=pending&pageSize=1');
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ page: 1, pageSize: 1, total: 1 });
    expect(pending.body.items[0]).toMatchObject({
      id: approvalId,
      kind: 'balance_adjustment',
      amount: '500.01',
      userId: user.id,
      requestedBy: adminId,
      status: 'pending',
    });

    // The requester cannot be the second pair of eyes.
    const self = await admin.post(`/api/admin/approvals/${approvalId}/approve`).send({});
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('APPROVAL.SAME_ADMIN');
    expect(types(await t.streamEvents(`approval-${approvalId}`))).toEqual(['ApprovalRequested']);

    const { agent: second, id: secondId } = await t.secondAdmin();
    const ok = await second.post(`/api/admin/approvals/${approvalId}/approve`).send({ reason: 'Checked ticket 88' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ approvalId, status: 'granted', approvedBy: secondId });
    await t.settled(); // the player reads the second admin's write
    expect((await balances(agent)).balance).toBe('1000.01');
    const wallet = await t.streamEvents(`wallet-${user.id}`);
    expect(wallet[2]).toMatchObject({
      type: 'BalanceAdjusted',
      data: { adjustmentId: approvalId, amountCents: 50001, adminId, secondApprover: secondId },
    });
    expect(types(await t.streamEvents(`approval-${approvalId}`))).toEqual(['ApprovalRequested', 'ApprovalGranted']);

    // Approving again changes nothing (the adjustment's id was fixed at the request).
    expect((await second.post(`/api/admin/approvals/${approvalId}/approve`).send({})).status).toBe(200);
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toHaveLength(3);
    expect((await admin.get('/api/admin/approvals?status=pending')).body.total).toBe(0);
  });

  it('a large bank deposit approval and a large payout wait for a second admin too', async () => {
    const { agent, user } = await t.signUp();
    const admin = await t.admin();
    const { agent: second } = await t.secondAdmin();
    const deposit = await agent
      .post('/api/wallet/deposit')
      .send({ amount: '900.00', paymentMethod: 'bank_transfer', transactionReference: 'BIG-TRANSFER-9' });
    const asked = await admin.post(`/api/admin/deposits/${deposit.body.id}/approve`).send({});
    expect(asked.status).toBe(202);
    expect(asked.body.status).toBe('awaiting_second_approval');
    expect(await balances(agent)).toEqual({ balance: '0.00', pendingBalance: '900.00' });
    expect((await second.post(`/api/admin/approvals/${asked.body.approvalId}/approve`).send({})).status).toBe(200);
    await t.settled();
    expect(await balances(agent)).toEqual({ balance: '900.00', pendingBalance: '0.00' });

    const withdrawal = await agent.post('/api/wallet/withdraw').send({ amount: '600.00', ...bank });
    const payout = await admin.post(`/api/admin/withdrawals/${withdrawal.body.id}/complete`).send({});
    expect(payout.status).toBe(202);
    const before = types(await t.streamEvents(`wallet-${user.id}`));
    expect(before[before.length - 1]).toBe('WithdrawalRequested');
    // A rejected request closes it: approving it afterwards is a 409 and moves nothing.
    const rejected = await second
      .post(`/api/admin/approvals/${payout.body.approvalId}/reject`)
      .send({ reason: 'Bank details look wrong' });
    expect(rejected.status).toBe(200);
    const late = await second.post(`/api/admin/approvals/${payout.body.approvalId}/approve`).send({});
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('APPROVAL.NOT_PENDING');
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(before);
  });

  it('the second approver cannot approve money for their own wallet either', async () => {
    const admin = await t.admin();
    const { agent: second, id: secondId } = await t.secondAdmin();
    const asked = await adjust(admin, secondId, '750.00', 'Bonus');
    expect(asked.status).toBe(202);
    const own = await second.post(`/api/admin/approvals/${asked.body.approvalId}/approve`).send({});
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('APPROVAL.OWN_ACCOUNT');
    expect(types(await t.streamEvents(`wallet-${secondId}`))).toEqual(['WalletOpened']);
  });

  it('a retried request with the same Idempotency-Key answers the same 202 and asks only once', async () => {
    const { user } = await t.signUp();
    const admin = await t.admin();
    const send = () =>
      admin
        .post(`/api/admin/users/${user.id}/balance-adjustments`)
        .set('Idempotency-Key', `four-eyes-retry-${user.id}`)
        .send({ amount: '600.00', reason: 'Retried' });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    const pending = (await admin.get('/api/admin/approvals?status=pending&pageSize=200')).body.items as Array<{
      userId: string;
    }>;
    expect(pending.filter((a) => a.userId === user.id)).toHaveLength(1);
  });

  it('funding through the helper still works above the threshold (the second admin approves)', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '2000.00');
    expect((await balances(agent)).balance).toBe('2000.00');
  });

  it('roles: no one changes their own; with two admins a promotion waits for the other; players get 403', async () => {
    const admin = await t.admin();
    const adminId = await idOf(admin);
    const { agent: second, id: secondId } = await t.secondAdmin();
    const own = await admin.post(`/api/admin/users/${adminId}/role`).send({ role: 'player', reason: 'x' });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('APPROVAL.OWN_ACCOUNT');

    const { agent: candidate, user, password } = await t.signUp();
    const asked = await admin.post(`/api/admin/users/${user.id}/role`).send({ role: 'admin', reason: 'Finance team' });
    expect(asked.status).toBe(202);
    expect((await candidate.get('/api/admin/approvals')).status).toBe(403);
    expect((await second.post(`/api/admin/approvals/${asked.body.approvalId}/approve`).send({})).status).toBe(200);
    // An admin now, who acts only after setting up a second factor (issue 22).
    const promoted = await candidate.get('/api/admin/approvals');
    expect([promoted.status, promoted.body.code]).toEqual([403, 'AUTH.SECOND_FACTOR_REQUIRED']);
    await t.signInWithSecondFactor(candidate, { email: user.email, password });
    expect((await candidate.get('/api/admin/approvals')).status).toBe(200);
    expect(await t.streamEvents(`user-${user.id}`)).toContainEqual(
      expect.objectContaining({
        type: 'UserPromotedToAdmin',
        data: expect.objectContaining({
          userId: user.id,
          reason: 'Finance team',
          promotedBy: adminId,
          approvedBy: secondId,
        }),
      }),
    );

    // Demoting always needs a second admin, never the one being demoted.
    const demote = await admin.post(`/api/admin/users/${user.id}/role`).send({ role: 'player', reason: 'Left' });
    expect(demote.status).toBe(202);
    const byTarget = await candidate.post(`/api/admin/approvals/${demote.body.approvalId}/approve`).send({});
    expect(byTarget.status).toBe(403);
    expect((await second.post(`/api/admin/approvals/${demote.body.approvalId}/approve`).send({})).status).toBe(200);
    expect((await candidate.get('/api/admin/approvals')).status).toBe(403);

    const bad = await admin.post(`/api/admin/users/${user.id}/role`).send({ role: 'owner', reason: '' });
    expect(bad.status).toBe(400);
    const missing = await admin.post('/api/admin/users/nobody/role').send({ role: 'admin', reason: 'x' });
    expect(missing.status).toBe(404);
  });
});
