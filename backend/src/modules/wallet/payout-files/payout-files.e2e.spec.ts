import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { bank, fund, types } from '../shared/wallet.spec-helper';

describe('payout files: finance pays approved bank withdrawals with one pain.001 file (and CSV)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function withdrawal(amount: string): Promise<{ id: string; userId: string }> {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '400.00');
    const res = await agent.post('/api/wallet/withdraw').send({ amount, ...bank });
    expect(res.status).toBe(201);
    await t.settled();
    return { id: res.body.id as string, userId: user.id };
  }
  const fileEvents = async () => t.streamEvents('payout-files');

  it('generates one file, marks the withdrawals sent with its id and checksum, and serves XML and CSV', async () => {
    const a = await withdrawal('100.00');
    const b = await withdrawal('250.00');
    const admin = await t.admin();
    const res = await admin.post('/api/admin/payout-files').send({ withdrawalIds: [a.id, b.id] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), checksum: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const events = await fileEvents();
    const sent = events.at(-1)!;
    expect(sent.type).toBe('PayoutFileGenerated');
    expect(sent.data).toMatchObject({ fileId: res.body.id, checksum: res.body.checksum });
    expect((sent.data.payments as Array<{ withdrawalId: string }>).map((p) => p.withdrawalId)).toEqual([a.id, b.id]);
    expect(sent.metadata).toMatchObject({ actorUserId: expect.any(String) });

    const xml = await admin.get(`/api/admin/payout-files/${res.body.id}/pain.001.xml`).buffer(true);
    expect(xml.status).toBe(200);
    expect(xml.headers['content-type']).toMatch(/application\/xml/);
    const text = xml.text;
    expect(createHash('sha256').update(text, 'utf8').digest('hex')).toBe(res.body.checksum);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(text);
    const info = doc.Document.CstmrCdtTrfInitn;
    expect(info.GrpHdr.NbOfTxs).toBe(2);
    const txs = info.PmtInf.CdtTrfTxInf as Array<{
      PmtId: { EndToEndId: string };
      Amt: { InstdAmt: { '#text': number } };
    }>;
    expect(txs.map((tx) => tx.PmtId.EndToEndId)).toEqual([a.id, b.id]);

    const csv = await admin.get(`/api/admin/payout-files/${res.body.id}/payments.csv`);
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('file_id,end_to_end_id,amount,currency,account_holder_name,account_number,bank_name');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${res.body.id},${a.id},`);

    // Sent is not completed: the money stays held until the bank confirms (statement) or finance completes.
    expect(types(await t.streamEvents(`wallet-${a.userId}`)).at(-1)).toBe('WithdrawalRequested');
    const listed = await admin.get('/api/admin/payout-files');
    expect(listed.body[0]).toMatchObject({ id: res.body.id, withdrawalIds: [a.id, b.id] });
    const page = await admin.get('/api/admin/payout-files?page=1&pageSize=1');
    expect(page.body).toMatchObject({ total: listed.body.length, page: 1, pageSize: 1 });
    expect(page.body.items).toEqual([listed.body[0]]);
    expect((await admin.get('/api/admin/payout-files?pageSize=500')).status).toBe(400);

    const verify = await admin.get('/api/admin/ledger/verify');
    expect(verify.body.ok).toBe(true);
  });

  it('refuses a withdrawal already in a file, a completed one, an unknown one and an empty selection, appending nothing', async () => {
    const a = await withdrawal('60.00');
    const admin = await t.admin();
    const first = await admin.post('/api/admin/payout-files').send({ withdrawalIds: [a.id] });
    expect(first.status).toBe(201);
    const before = (await fileEvents()).length;

    const fresh = await withdrawal('70.00');
    const again = await admin.post('/api/admin/payout-files').send({ withdrawalIds: [fresh.id, a.id] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'PAYOUT.ALREADY_IN_FILE',
      message: expect.stringContaining(first.body.id),
    });

    const twice = await admin.post('/api/admin/payout-files').send({ withdrawalIds: [fresh.id, fresh.id] });
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe('PAYOUT.DUPLICATE_WITHDRAWAL');

    const unknown = await admin.post('/api/admin/payout-files').send({ withdrawalIds: ['no-such-withdrawal'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PAYOUT.WITHDRAWAL_NOT_FOUND');

    const empty = await admin.post('/api/admin/payout-files').send({ withdrawalIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toEqual(expect.any(String));

    const done = await withdrawal('80.00');
    const { agent: second } = await t.secondAdmin();
    expect((await second.post(`/api/admin/withdrawals/${done.id}/complete`).send({})).status).toBe(200);
    await t.settled();
    const completed = await admin.post('/api/admin/payout-files').send({ withdrawalIds: [done.id] });
    expect(completed.status).toBe(409);
    expect(completed.body.code).toBe('PAYOUT.WITHDRAWAL_NOT_APPROVED');

    expect(await fileEvents()).toHaveLength(before);
    const missing = await admin.get('/api/admin/payout-files/nope/pain.001.xml');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('PAYOUT.FILE_NOT_FOUND');
  });

  it('refuses to reject a withdrawal already in a file (409, nothing appended); one not in a file still rejects', async () => {
    const sent = await withdrawal('90.00');
    const admin = await t.admin();
    const file = await admin.post('/api/admin/payout-files').send({ withdrawalIds: [sent.id] });
    expect(file.status).toBe(201);
    const before = await t.streamEvents(`wallet-${sent.userId}`);

    const res = await admin.post(`/api/admin/withdrawals/${sent.id}/reject`).send({ reason: 'Wrong account' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'WALLET.WITHDRAWAL_SENT_IN_FILE',
      message: expect.stringContaining(file.body.id),
    });
    expect(await t.streamEvents(`wallet-${sent.userId}`)).toHaveLength(before.length);

    const unsent = await withdrawal('40.00');
    const ok = await admin.post(`/api/admin/withdrawals/${unsent.id}/reject`).send({ reason: 'Wrong account' });
    expect(ok.status).toBe(200);
    expect(types(await t.streamEvents(`wallet-${unsent.userId}`)).at(-1)).toBe('WithdrawalRejected');
  });

  it('answers only administrators', async () => {
    const { agent } = await t.signUp();
    const res = await agent.post('/api/admin/payout-files').send({ withdrawalIds: ['x'] });
    expect(res.status).toBe(403);
    expect((await t.agent().get('/api/admin/payout-files/x/payments.csv')).status).toBe(401);
  });
});
