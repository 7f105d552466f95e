import { startTestApp, TestApp } from '../../../test/test-app';
import { bank, simulatedCardDeposit } from '../wallet/shared/wallet.spec-helper';

/** Every admin list pages the same way: `?page=&pageSize=&search=` -> `{ items, total, page, pageSize }`. */
describe('admin lists: paging, search and the queue counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const shape = {
    items: expect.any(Array),
    total: expect.any(Number),
    page: expect.any(Number),
    pageSize: expect.any(Number),
  };

  it('answers every list in the paged shape and refuses a pageSize over 200', async () => {
    const admin = await t.admin();
    for (const path of [
      'players',
      'tournaments',
      'tournaments?status=disputed&',
      'transactions',
      'deposits',
      'withdrawals',
    ]) {
      const url = `/api/admin/${path}${path.endsWith('&') ? '' : '?'}page=1&pageSize=200`;
      const res = await admin.get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.body).toMatchObject({ ...shape, page: 1, pageSize: 200 });
      const tooBig = await admin.get(url.replace('pageSize=200', 'pageSize=201'));
      expect(tooBig.status).toBe(400);
      expect(tooBig.body).toMatchObject({
        message: 'The page size must be between 1 and 200.',
        code: 'REQUEST.INVALID',
      });
    }
  });

  it('pages transactions: page 2 continues where page 1 stopped, and the total counts them all', async () => {
    const admin = await t.admin();
    const payer = await t.signUp({ firstName: 'Paula', lastName: 'Pager' });
    for (const amount of [11, 12, 13, 14, 15]) await simulatedCardDeposit(payer.agent, amount);
    const search = encodeURIComponent(payer.user.email);
    const first = await admin.get(`/api/admin/transactions?page=1&pageSize=2&search=${search}`);
    const second = await admin.get(`/api/admin/transactions?page=2&pageSize=2&search=${search}`);
    const third = await admin.get(`/api/admin/transactions?page=3&pageSize=2&search=${search}`);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(second.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    const amounts = [...first.body.items, ...second.body.items, ...third.body.items].map(
      (i: { amount: string }) => i.amount,
    );
    expect(amounts).toEqual(['15.00', '14.00', '13.00', '12.00', '11.00']);
    const oldest = await admin.get(`/api/admin/transactions?pageSize=2&sort=oldest&search=${search}`);
    expect(oldest.body.items.map((i: { amount: string }) => i.amount)).toEqual(['11.00', '12.00']);
    const badSort = await admin.get('/api/admin/transactions?sort=sideways');
    expect(badSort.status).toBe(400);
    expect(badSort.body).toMatchObject({ message: 'The sort must be newest or oldest.' });
    const byReference = await admin.get(
      `/api/admin/transactions?pageSize=5&search=${encodeURIComponent(first.body.items[0].id)}`,
    );
    expect(byReference.body.items.map((i: { id: string }) => i.id)).toEqual([first.body.items[0].id]);
  });

  it('searches players by e-mail or name, and wildcards are literal', async () => {
    const admin = await t.admin();
    const zed = await t.signUp({ firstName: 'Zedekiah', lastName: 'Quartermain' });
    const byName = await admin.get('/api/admin/players?search=zedekiah%20quarter');
    expect(byName.body.items.map((p: { id: string }) => p.id)).toEqual([zed.user.id]);
    const byEmail = await admin.get(`/api/admin/players?search=${encodeURIComponent(zed.user.email.toUpperCase())}`);
    expect(byEmail.body.total).toBe(1);
    const wildcard = await admin.get('/api/admin/players?search=%25');
    expect(wildcard.body.total).toBe(0);
  });

  it('pages and searches the deposit and withdrawal queues, and counts what waits', async () => {
    const admin = await t.admin();
    const before = (await admin.get('/api/admin/queues')).body;
    const wendy = await t.signUp({ firstName: 'Wendy', lastName: 'Wire' });
    await wendy.agent
      .post('/api/wallet/deposit')
      .send({ amount: '40', paymentMethod: 'bank_transfer', transactionReference: 'PAGING-REF-77' })
      .expect(201);
    await simulatedCardDeposit(wendy.agent, 30);
    await wendy.agent
      .post('/api/wallet/withdraw')
      .send({ amount: '10', ...bank, accountHolderName: 'Wendy Wire' }) // her own account (issue 20)
      .expect(201);
    const deposits = await admin.get('/api/admin/deposits?status=pending&page=1&pageSize=10&search=paging-ref');
    expect(deposits.body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(deposits.body.items[0]).toMatchObject({
      amount: '40.00',
      transactionReference: 'PAGING-REF-77',
      user: { email: wendy.user.email },
    });
    const withdrawals = await admin.get(
      `/api/admin/withdrawals?status=pending&search=${encodeURIComponent('wendy wire')}`,
    );
    expect(withdrawals.body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(withdrawals.body.items[0]).toMatchObject({ amount: '10.00', user: { email: wendy.user.email } });
    // Without paging parameters the queues still answer the bare array older clients read.
    expect(Array.isArray((await admin.get('/api/admin/deposits?status=pending')).body)).toBe(true);
    expect((await admin.get('/api/admin/queues')).body).toEqual({
      ...before,
      pendingDeposits: before.pendingDeposits + 1,
      pendingWithdrawals: before.pendingWithdrawals + 1,
    });
  });
});
