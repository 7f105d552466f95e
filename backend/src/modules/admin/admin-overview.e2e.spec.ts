import { startTestApp, TestApp } from '../../../test/test-app';
import { bank, simulatedCardDeposit } from '../wallet/shared/wallet.spec-helper';

describe('admin read API: dashboard, stats, players, users, tournaments, transactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const paths = [
    '/api/admin/dashboard',
    '/api/admin/stats',
    '/api/admin/players',
    '/api/admin/users',
    '/api/admin/tournaments',
    '/api/admin/transactions',
  ];

  it('answers 401 signed out and 403 for a player', async () => {
    const player = await t.signUp();
    for (const path of paths) {
      expect((await t.agent().get(path)).status).toBe(401);
      const forbidden = await player.agent.get(path);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
    }
  });

  it('counts completed deposits and platform revenue after card deposits and a paid-out withdrawal', async () => {
    const admin = await t.admin();
    const before = (await admin.get('/api/admin/dashboard')).body;
    const alice = await t.signUp({ firstName: 'Alice', lastName: 'Able' });
    const bob = await t.signUp({ firstName: 'Bob', lastName: 'Baker' });
    await simulatedCardDeposit(alice.agent, 50); // fee 1.50
    await simulatedCardDeposit(alice.agent, 33.33); // fee 1.00 (3% rounded half up)
    await simulatedCardDeposit(bob.agent, 100); // fee 3.00
    const withdrawal = await bob.agent
      .post('/api/wallet/withdraw')
      .send({ amount: '10', ...bank, accountHolderName: 'Bob Baker' }); // fee 1.00 (to Bob's own account)
    expect(withdrawal.status).toBe(201);
    expect((await admin.post(`/api/admin/withdrawals/${withdrawal.body.id}/complete`).send({})).status).toBe(200);

    const res = await admin.get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalPlayers: before.totalPlayers + 2,
      totalTournaments: before.totalTournaments,
      activeTournaments: before.activeTournaments,
      totalDeposits: addCents(before.totalDeposits, 18333),
      platformBalance: addCents(before.platformBalance, 650),
    });
    expect((await admin.get('/api/admin/stats')).body).toEqual(res.body);
  });

  it('pages players with balances, and lists users unpaged', async () => {
    const admin = await t.admin();
    const carol = await t.signUp({ firstName: 'Carol', lastName: 'Cole' });
    await simulatedCardDeposit(carol.agent, 20);
    const page = await admin.get('/api/admin/players?page=1&pageSize=2');
    expect(page.status).toBe(200);
    expect(page.body.players).toHaveLength(2);
    expect(page.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.body.items).toEqual(page.body.players);
    expect(page.body.total).toBeGreaterThanOrEqual(4);
    expect(page.body.players[0]).toMatchObject({
      id: carol.user.id,
      email: carol.user.email,
      firstName: 'Carol',
      balance: '20.00',
      pendingBalance: '0.00',
      isAdmin: false,
      rating: null,
    });
    expect(page.body.players[0]).not.toHaveProperty('password');

    const users = await admin.get('/api/admin/users');
    expect(users.status).toBe(200);
    // The players list leaves admins out (its total agrees with the "Total Players" tile); users has both.
    expect(users.body).toHaveLength(page.body.total + 1);
    expect((await admin.get('/api/admin/dashboard')).body.totalPlayers).toBe(page.body.total);
    expect(users.body.find((u: { isAdmin: boolean }) => u.isAdmin)).toMatchObject({ email: 'root-admin@example.test' });
  });

  it('lists transactions with the user name, newest first', async () => {
    const admin = await t.admin();
    const dave = await t.signUp({ firstName: 'Dave', lastName: 'Dunn' });
    await simulatedCardDeposit(dave.agent, 12.5);
    const res = await admin.get('/api/admin/transactions?page=1&pageSize=5');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(6);
    expect(res.body.transactions[0]).toMatchObject({
      userId: dave.user.id,
      user: { firstName: 'Dave', lastName: 'Dunn', email: dave.user.email },
      type: 'deposit',
      amount: '12.50',
      status: 'completed',
    });
    expect(typeof res.body.transactions[0].createdAt).toBe('string');
  });

  it('lists tournaments with creator and money as strings', async () => {
    const admin = await t.admin();
    const res = await admin.get('/api/admin/tournaments?page=1&pageSize=50');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total: expect.any(Number),
      tournaments: expect.any(Array),
      items: expect.any(Array),
      page: 1,
      pageSize: 50,
    });
  });

  it.each([
    ['page=0', 'The page must be 1 or more.'],
    ['page=abc', 'The page must be a whole number.'],
    ['pageSize=0', 'The page size must be between 1 and 200.'],
    ['pageSize=201', 'The page size must be between 1 and 200.'],
    ['pageSize=2.5', 'The page size must be a whole number.'],
  ])('refuses %s with a readable 400', async (query, message) => {
    const admin = await t.admin();
    for (const path of [
      '/api/admin/players',
      '/api/admin/tournaments',
      '/api/admin/transactions',
      '/api/admin/deposits',
      '/api/admin/withdrawals',
    ]) {
      const res = await admin.get(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, code: 'REQUEST.INVALID' });
    }
  });
});

/** "12.50" + 150 cents -> "14.00", in integer cents. */
function addCents(amount: string, cents: number): string {
  const [whole, fraction = '00'] = amount.split('.');
  const total = Number(whole) * 100 + Number(fraction.padEnd(2, '0')) + cents;
  return `${Math.trunc(total / 100)}.${String(total % 100).padStart(2, '0')}`;
}
