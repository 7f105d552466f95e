import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { bank, fund } from '../shared/wallet.spec-helper';

describe('GET /api/user/transactions and /api/user/{id}/transactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('lists the player\'s money movements newest first, money as "12.50" strings', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '60.00');
    await agent
      .post('/api/wallet/deposit')
      .send({ amount: '15', paymentMethod: 'bank_transfer', transactionReference: 'TX-LIST-1' });
    await agent.post('/api/wallet/withdraw').send({ amount: '20.00', ...bank });
    const res = await agent.get('/api/user/transactions');
    expect(res.status).toBe(200);
    expect(res.body.map((x: { type: string; amount: string; status: string }) => [x.type, x.amount, x.status])).toEqual(
      [
        ['withdrawal', '20.00', 'pending'],
        ['deposit', '15.00', 'pending'],
        ['credit', '60.00', 'completed'],
      ],
    );
    expect(res.body[0]).toEqual({
      id: expect.any(String),
      type: 'withdrawal',
      amount: '20.00',
      fee: '1.00',
      description: 'Withdrawal to Meezan Bank ****6702',
      status: 'pending',
      stripePaymentIntentId: null,
      tournamentId: null,
      createdAt: expect.any(String),
      completedAt: null,
    });
    expect((await agent.get(`/api/user/${user.id}/transactions`)).body).toEqual(res.body);
  });

  it("shows a player's list to themself and to admins only", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    await fund(t, owner.user.id, '10.00');
    const forbidden = await other.agent.get(`/api/user/${owner.user.id}/transactions`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('AUTH.FORBIDDEN');
    expect(forbidden.body.message).toBe('You can only see your own transactions.');
    const asAdmin = await (await t.admin()).get(`/api/user/${owner.user.id}/transactions`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toHaveLength(1);
    expect((await t.agent().get('/api/user/transactions')).status).toBe(401);
    expect((await other.agent.get('/api/user/transactions')).body).toEqual([]);
  });
});
