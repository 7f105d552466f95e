import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { createTournament, fundedPlayer, join } from '../../tournaments/shared/tournament.spec-helper';
import { bank, fund, simulatedCardDeposit } from '../shared/wallet.spec-helper';

interface Row {
  id: string;
  kind: string;
  category: string;
  amount: string;
  walletChange: string;
  status: string;
  link: { kind: string; id: string } | null;
  receiptId: string | null;
  withdrawal: { amount: string; fee: string; arrives: string } | null;
}

const brief = (rows: Row[]) => rows.map((r) => [r.kind, r.category, r.amount, r.walletChange]);

describe('GET /api/wallet/history and /api/wallet/receipts/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('gives every fee its own row, filters by what a row is, and adds up to the balance', async () => {
    const organiser = await fundedPlayer(t, '50.00');
    const { agent, user } = await t.signUp();
    const player = { agent, id: user.id };
    const intent = await simulatedCardDeposit(agent, 100); // 3% card fee on top
    const withdrawal = await agent.post('/api/wallet/withdraw').send({ amount: '20.00', ...bank });
    expect(withdrawal.status).toBe(201);
    const match = await createTournament(t, organiser, { totalFeePerPlayer: '12.50', courtFee: '10.00' });
    await join(player, match, 1, 2);
    await t.processTournaments();
    await agent.post(`/api/tournaments/${match}/leave`).expect(200);
    await t.processTournaments();

    const res = await agent.get('/api/wallet/history');
    expect(res.status).toBe(200);
    const rows = res.body.items as Row[];
    expect(brief(rows)).toEqual([
      ['refund', 'refunds', '12.50', '12.50'],
      ['entry_fee', 'fees', '10.00', '-10.00'],
      ['court_share', 'fees', '2.50', '-2.50'],
      ['withdrawal', 'withdrawals', '19.00', '-19.00'],
      ['withdrawal_fee', 'fees', '1.00', '-1.00'],
      ['deposit', 'deposits', '100.00', '100.00'],
      ['card_fee', 'fees', '3.00', '0.00'],
    ]);
    const [refund, entry, court, out, , deposit, cardFee] = rows as [Row, Row, Row, Row, Row, Row, Row];
    expect(out.withdrawal).toEqual({ amount: '20.00', fee: '1.00', arrives: '19.00' });
    expect(out.status).toBe('pending');
    for (const row of [refund, entry, court]) expect(row.link).toEqual({ kind: 'match', id: match });
    expect(deposit.link).toEqual({ kind: 'deposit', id: deposit.id });
    expect(cardFee.link).toEqual(deposit.link);
    expect(deposit.receiptId).toBe(deposit.id);
    expect(out.receiptId).toBe(withdrawal.body.id);
    expect(res.body.totals).toMatchObject({ balance: '80.00', held: '20.00', pendingDeposits: '0.00' });
    expect((await agent.get('/api/user/session')).body.balance).toBe('80.00');
    expect(res.body).toMatchObject({ total: 7, page: 1, pageSize: 50 });

    const fees = await agent.get('/api/wallet/history?category=fees');
    expect(fees.body.items.map((r: Row) => r.kind)).toEqual(['entry_fee', 'court_share', 'withdrawal_fee', 'card_fee']);
    const winnings = await agent.get('/api/wallet/history?category=winnings');
    expect(winnings.body.items).toEqual([]); // a refund is not a winning
    const paged = await agent.get('/api/wallet/history?page=2&pageSize=3');
    expect(brief(paged.body.items)).toEqual(brief(rows.slice(3, 6)));
    expect(paged.body.totals).toEqual(res.body.totals);
    void intent;
  });

  it('refuses an unknown filter with a sentence', async () => {
    const { agent } = await t.signUp();
    const res = await agent.get('/api/wallet/history?category=bonuses');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('The category must be one of deposits, withdrawals, fees');
    expect((await t.agent().get('/api/wallet/history')).status).toBe(401);
  });

  it('issues receipts (page data and PDF) to the owner and admins only', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '30.00');
    const withdrawal = await agent.post('/api/wallet/withdraw').send({ amount: '20.00', ...bank });
    expect(withdrawal.status).toBe(201);
    const id = withdrawal.body.id as string;
    const receipt = await agent.get(`/api/wallet/receipts/${id}`);
    expect([receipt.status, receipt.body]).toEqual([200, expect.anything()]);
    expect(receipt.body).toMatchObject({
      id,
      kind: 'withdrawal',
      title: 'Withdrawal receipt',
      status: 'pending',
      issuedTo: 'Ali Khan',
      lines: [
        { label: 'Withdrawn from your wallet', amount: '20.00' },
        { label: 'Withdrawal fee', amount: '-1.00' },
      ],
      total: { label: 'Arrives at your bank', amount: '19.00' },
    });
    const pdf = await agent.get(`/api/wallet/receipts/${id}/pdf`).responseType('blob');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (pdf.body as Buffer).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(pdfText(text)).toContain('Arrives at your bank: $19.00');

    const admin = await t.admin();
    expect((await admin.get(`/api/wallet/receipts/${id}`)).status).toBe(200);
    const stranger = await t.signUp();
    for (const path of [`/api/wallet/receipts/${id}`, `/api/wallet/receipts/${id}/pdf`]) {
      const refused = await stranger.agent.get(path);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('WALLET.NO_SUCH_RECEIPT');
    }
    expect((await agent.get('/api/wallet/receipts/no-such-id')).status).toBe(404);
    // An adjustment has no receipt (only deposits, withdrawals and prizes do).
    const credit = (await agent.get('/api/wallet/history?category=adjustments')).body.items[0] as Row;
    expect((await agent.get(`/api/wallet/receipts/${credit.id}`)).status).toBe(404);
  });
});

/** The text of an uncompressed pdfkit page: each `[<hex> kerning <hex>] TJ` line, its hex glyphs decoded. */
function pdfText(pdf: string): string {
  return [...pdf.matchAll(/\[(.*)\] TJ/g)]
    .map(([, line]) =>
      [...line.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1')).join(''),
    )
    .join('\n');
}
