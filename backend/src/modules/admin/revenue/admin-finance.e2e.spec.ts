import { parseMoney } from '../../../domain/shared/money';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { playingTournament, twoSetWin } from '../../tournaments/shared/tournament.spec-helper';
import { bank, simulatedCardDeposit } from '../../wallet/shared/wallet.spec-helper';

const cents = (amount: string): number => parseMoney(amount) ?? Number.NaN;

describe('Finance views: GET /api/admin/transactions/{id}, filters, GET /api/admin/revenue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('shows a card deposit in full: gross, fee, net, status history, the deposit, its postings by name', async () => {
    const admin = await t.admin();
    const player = await t.signUp();
    const intent = await simulatedCardDeposit(player.agent, 50); // fee 1.50
    await t.settled();
    const list = await admin.get(`/api/admin/transactions?search=${intent}`);
    expect(list.status).toBe(200);
    const id = list.body.items[0].id as string;

    const res = await admin.get(`/api/admin/transactions/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      userId: player.user.id,
      type: 'deposit',
      status: 'completed',
      gross: '51.50',
      fee: '1.50',
      net: '50.00',
      linked: { kind: 'deposit', id, method: 'card' },
    });
    expect(res.body.history.map((h: { status: string }) => h.status)).toContain('completed');
    expect(res.body.postings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          label: 'Deposit',
          destination: `wallet:${player.user.id}:available`,
          amount: '50.00',
        }),
        expect.objectContaining({ label: 'Card fee', destination: 'platform:revenue', amount: '1.50' }),
      ]),
    );
  });

  it('shows a withdrawal with its fee taken out and its request then completion', async () => {
    const admin = await t.admin();
    const player = await t.signUp({ firstName: 'Wanda', lastName: 'Draw' });
    await simulatedCardDeposit(player.agent, 50);
    const w = await player.agent
      .post('/api/wallet/withdraw')
      .send({ amount: '10', ...bank, accountHolderName: 'Wanda Draw' });
    expect(w.status).toBe(201);
    expect((await admin.post(`/api/admin/withdrawals/${w.body.id}/complete`).send({})).status).toBe(200);
    await t.settled();
    const res = await admin.get(`/api/admin/transactions/${w.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 'withdrawal',
      gross: '10.00',
      fee: '1.00',
      net: '9.00',
      status: 'completed',
    });
    expect(res.body.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'completed']);
    expect(res.body.postings.map((p: { label: string }) => p.label)).toEqual([
      'Withdrawal hold',
      'Withdrawal',
      'Withdrawal fee',
    ]);
  });

  it('links a tournament entry fee to its match; an unknown transaction is a 404 with a code', async () => {
    const { id } = await playingTournament(t);
    const admin = await t.admin();
    await t.settled();
    const list = await admin.get(`/api/admin/transactions?type=entry_fee&pageSize=200`);
    const row = list.body.items.find((x: { tournamentId: string }) => x.tournamentId === id);
    const res = await admin.get(`/api/admin/transactions/${row.id}`);
    expect(res.body).toMatchObject({ type: 'entry_fee', linked: { kind: 'match', id, name: 'Friday doubles' } });
    expect(res.body.postings[0]).toMatchObject({ label: 'Entry fee', destination: `tournament:${id}:escrow` });
    const missing = await admin.get('/api/admin/transactions/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'TRANSACTIONS.NOT_FOUND' });
  });

  it('filters by type, status, amount range and date, and the CSV export follows the same filters', async () => {
    const admin = await t.admin();
    const since = new Date().toISOString();
    const player = await t.signUp({ firstName: 'Fiona', lastName: 'Quill' });
    await simulatedCardDeposit(player.agent, 12.34);
    await simulatedCardDeposit(player.agent, 77);
    await t.settled();
    const q = `type=deposit&status=completed&minAmount=12.34&maxAmount=12.34&from=${encodeURIComponent(since)}`;
    const res = await admin.get(`/api/admin/transactions?${q}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.items[0]).toMatchObject({ amount: '12.34', type: 'deposit', userId: player.user.id });

    const csv = await admin.get(`/api/admin/transactions/export.csv?${q}`);
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\n');
    expect(lines).toHaveLength(2); // header + the one row on screen
    expect(lines[1]).toContain(res.body.items[0].id);

    const future = await admin.get(`/api/admin/transactions?from=2999-01-01`);
    expect(future.body).toMatchObject({ total: 0, items: [] });
  });

  it('refuses bad filters with a 400 and a code, on the list and the export alike', async () => {
    const admin = await t.admin();
    const cases: Array<[string, string]> = [
      ['from=yesterday', 'INVALID_TIME'],
      ['from=2026-12-01&to=2026-11-01', 'INVALID_RANGE'],
      ['minAmount=ten', 'INVALID_AMOUNT'],
      ['minAmount=-1', 'INVALID_AMOUNT'],
      ['minAmount=20&maxAmount=10', 'INVALID_AMOUNT'],
      ['type=gift', 'INVALID_TYPE'],
      ['status=lost', 'INVALID_STATUS'],
    ];
    for (const [query, code] of cases) {
      const list = await admin.get(`/api/admin/transactions?${query}`);
      expect([query, list.status, list.body.code]).toEqual([query, 400, `TRANSACTIONS.${code}`]);
      expect(typeof list.body.message).toBe('string');
      const csv = await admin.get(`/api/admin/transactions/export.csv?${query}`);
      expect([query, csv.status, csv.body.code]).toEqual([query, 400, `EXPORT.${code}`]);
    }
  });

  it('reports revenue by source for a period, summing to the platform revenue account of the ledger', async () => {
    const admin = await t.admin();
    const start = new Date().toISOString();
    const before = await admin.get(`/api/admin/revenue?to=${encodeURIComponent(start)}`);
    expect(before.status).toBe(200);

    const player = await t.signUp({ firstName: 'Rev', lastName: 'Enue' });
    await simulatedCardDeposit(player.agent, 100); // card fee 3.00
    const w = await player.agent
      .post('/api/wallet/withdraw')
      .send({ amount: '10', ...bank, accountHolderName: 'Rev Enue' });
    await admin.post(`/api/admin/withdrawals/${w.body.id}/complete`).send({}).expect(200); // withdrawal fee 1.00
    // court 10.01: each share rounds up to 2.51, so 0.03 goes to the platform beside 5% of the 29.96 pool (1.50)
    const { id, creator, rival1 } = await playingTournament(t, { courtFee: '10.01' });
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    await rival1.agent.post(`/api/tournaments/${id}/result/confirm`).expect(200);
    await t.settled();

    const period = await admin.get(`/api/admin/revenue?from=${encodeURIComponent(start)}`);
    expect(period.status).toBe(200);
    const bySource = Object.fromEntries(
      period.body.sources.map((s: { source: string; amount: string }) => [s.source, s.amount]),
    );
    expect(bySource.withdrawal_fees).toBe('1.00');
    expect(bySource.match_fees).toBe('1.50');
    expect(bySource.court_fee_rounding).toBe('0.03');
    expect(cents(bySource.card_fees)).toBeGreaterThanOrEqual(300); // + the tournament players' funding, if by card
    const sum = period.body.sources.reduce((n: number, s: { amount: string }) => n + cents(s.amount), 0);
    expect(sum).toBe(cents(period.body.total));

    // Before + during = all time = the platform revenue account's balance in the ledger.
    const all = await admin.get('/api/admin/revenue');
    const account = await admin.get('/api/admin/ledger-accounts/platform-revenue');
    expect(all.body.total).toBe(account.body.balance);
    expect(cents(before.body.total) + cents(period.body.total)).toBe(cents(account.body.balance));
    // The explorer names each entry by what it is, not by its mirror's event class.
    const labels = account.body.entries.map((e: { label: string }) => e.label);
    expect(labels).toEqual(expect.arrayContaining(['Card fee', 'Withdrawal fee', 'Match fee']));
    expect(labels).not.toContain('LedgerPostingRecorded');

    const csv = await admin.get(`/api/admin/revenue/export.csv?from=${encodeURIComponent(start)}`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('withdrawal_fees,Withdrawal fees,1,1.00');
    expect(csv.text).toContain(`total,Total,`);
    expect(csv.text.trim().split('\n').pop()).toMatch(new RegExp(`,${period.body.total.replace('.', '\\.')}$`));
  });

  it('refuses a bad revenue period with a 400 and a code; is admin-only', async () => {
    const admin = await t.admin();
    const bad = await admin.get('/api/admin/revenue?from=soon');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'REVENUE.INVALID_TIME' });
    const backwards = await admin.get('/api/admin/revenue?from=2026-12-01&to=2026-11-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ code: 'REVENUE.INVALID_RANGE' });
    expect((await admin.get('/api/admin/revenue/export.csv?to=nope')).status).toBe(400);
    const player = await t.signUp();
    expect((await player.agent.get('/api/admin/revenue')).status).toBe(403);
    expect((await player.agent.get('/api/admin/transactions/x')).status).toBe(403);
  });
});
