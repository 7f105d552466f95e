import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { bank, fund, types } from '../shared/wallet.spec-helper';

const fixtures = join(__dirname, '../../../../test/fixtures/bank-statements');
/** The sample files name a withdrawal that exists only in the spec's database: filled in here. */
const sample = (name: string, withdrawal: { id: string; netAmount: string }) =>
  Buffer.from(
    readFileSync(join(fixtures, name), 'utf8')
      .replaceAll('{{WITHDRAWAL_ID}}', withdrawal.id)
      .replaceAll('{{WITHDRAWAL_NET}}', withdrawal.netAmount),
  );
const statementStream = (bytes: Buffer) => `bank-statement-${createHash('sha256').update(bytes).digest('hex')}`;

describe('bank statements: import, automatic matching, the unmatched queue', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  async function bankDeposit(amount: string, reference: string) {
    const { agent, user } = await t.signUp();
    const res = await agent
      .post('/api/wallet/deposit')
      .send({ amount, paymentMethod: 'bank_transfer', transactionReference: reference });
    expect(res.status).toBe(201);
    return { id: res.body.id as string, userId: user.id, agent };
  }

  /** A withdrawal sent in a payout file: what a debit line of the statement pays. */
  async function sentWithdrawal(amount: string) {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '300.00');
    const res = await agent.post('/api/wallet/withdraw').send({ amount, ...bank });
    expect(res.status).toBe(201);
    await t.settled();
    const file = await admin.post('/api/admin/payout-files').send({ withdrawalIds: [res.body.id] });
    expect(file.status).toBe(201);
    return { id: res.body.id as string, netAmount: res.body.netAmount as string, userId: user.id };
  }

  const upload = (bytes: Buffer, name: string, as: TestAgent = admin) =>
    as.post('/api/admin/bank-statements').attach('file', bytes, name);

  it('CSV: matches a deposit by reference and amount and a sent withdrawal by EndToEndId, counts the duplicate, queues the rest; the same file again changes nothing', async () => {
    const deposit = await bankDeposit('120.50', 'CC-CSV-DEP-1');
    const withdrawal = await sentWithdrawal('100.00');
    const bytes = sample('statement.csv', withdrawal);

    const res = await upload(bytes, 'statement.csv');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      statementId: createHash('sha256').update(bytes).digest('hex'),
      matched: 2,
      unmatched: 1,
      duplicates: 1,
    });

    const depositWallet = await t.streamEvents(`wallet-${deposit.userId}`);
    expect(types(depositWallet)).toEqual(['WalletOpened', 'DepositRequested', 'Deposited']);
    expect(depositWallet[2].metadata).toMatchObject({
      statementId: res.body.statementId,
      statementLine: 'BNK-CSV-0001',
      reason: expect.stringContaining('BNK-CSV-0001'),
    });
    const withdrawalWallet = await t.streamEvents(`wallet-${withdrawal.userId}`);
    expect(types(withdrawalWallet).at(-1)).toBe('WithdrawalCompleted');
    expect(withdrawalWallet.at(-1)!.metadata).toMatchObject({ statementLine: 'BNK-CSV-0002' });
    const statement = await t.streamEvents(statementStream(bytes));
    expect(types(statement)).toEqual(['BankStatementImported', 'StatementLineMatched', 'StatementLineMatched']);

    const unmatched = await admin.get(`/api/admin/bank-statements/${res.body.statementId}/lines?status=unmatched`);
    expect(unmatched.status).toBe(200);
    expect(unmatched.body).toEqual({
      items: [
        expect.objectContaining({
          bankReference: 'BNK-CSV-0003',
          lineNumber: 4,
          amount: '75.00',
          reference: 'UNKNOWN-REF-9',
          counterparty: 'Doe, John',
          status: 'unmatched',
        }),
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    });
    const paged = await admin.get(`/api/admin/bank-statements/${res.body.statementId}/lines?pageSize=2&page=2`);
    expect(paged.body).toMatchObject({ total: 3, page: 2, items: [expect.objectContaining({ lineNumber: 4 })] });

    const again = await upload(bytes, 'renamed.csv');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(res.body);
    expect(await t.streamEvents(statementStream(bytes))).toHaveLength(statement.length);
    expect(await t.streamEvents(`wallet-${deposit.userId}`)).toHaveLength(depositWallet.length);
    expect(await t.streamEvents(`wallet-${withdrawal.userId}`)).toHaveLength(withdrawalWallet.length);
  });

  it('camt.053: a large deposit matched by the bank needs no second admin; a person resolves the rest, four eyes above the threshold', async () => {
    const big = await bankDeposit('600.00', 'CC-CAMT-DEP-1');
    const typo = await bankDeposit('42.00', 'CC-CAMT-DEP-2');
    const large = await bankDeposit('700.00', 'CC-CAMT-DEP-3');
    const withdrawal = await sentWithdrawal('150.00');
    const bytes = sample('statement.camt053.xml', withdrawal);

    const res = await upload(bytes, 'statement.xml');
    expect(res.status).toBe(201);
    // The pending entry (Sts PDNG) is not booked money and is not read.
    expect(res.body).toMatchObject({ matched: 2, unmatched: 2, duplicates: 1 });
    expect(types(await t.streamEvents(`wallet-${big.userId}`)).at(-1)).toBe('Deposited');
    const id = res.body.statementId as string;
    const line = (ref: string) => `/api/admin/bank-statements/${id}/lines/${ref}/resolve`;

    // Refusals append nothing.
    const length = (await t.streamEvents(statementStream(bytes))).length;
    const noReason = await admin
      .post(line('BNK-CAMT-0003'))
      .send({ action: 'deposit', targetId: typo.id, reason: ' ' });
    expect(noReason.status).toBe(400);
    const otherAmount = await admin
      .post(line('BNK-CAMT-0003'))
      .send({ action: 'deposit', targetId: large.id, reason: 'typo' });
    expect(otherAmount.status).toBe(400);
    expect(otherAmount.body.code).toBe('STATEMENT.AMOUNT_MISMATCH');
    const matchedAlready = await admin.post(line('BNK-CAMT-0001')).send({ action: 'ignore', reason: 'no' });
    expect(matchedAlready.status).toBe(409);
    expect(matchedAlready.body.code).toBe('STATEMENT.LINE_ALREADY_RESOLVED');
    const unknownLine = await admin.post(line('NOPE')).send({ action: 'ignore', reason: 'no' });
    expect(unknownLine.status).toBe(404);
    expect(unknownLine.body.code).toBe('STATEMENT.LINE_NOT_FOUND');
    expect(await t.streamEvents(statementStream(bytes))).toHaveLength(length);
    expect(types(await t.streamEvents(`wallet-${typo.userId}`)).at(-1)).toBe('DepositRequested');

    // Below the threshold: the admin's own approval credits it, naming the line.
    const resolved = await admin
      .post(line('BNK-CAMT-0003'))
      .send({ action: 'deposit', targetId: typo.id, reason: 'Player typed the reference with spaces' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.line).toMatchObject({ status: 'resolved', matchedDepositId: typo.id });
    const credited = (await t.streamEvents(`wallet-${typo.userId}`)).at(-1)!;
    expect(credited.type).toBe('Deposited');
    expect(credited.metadata.reason).toMatch(/BNK-CAMT-0003.*Player typed the reference/);
    const resolution = (await t.streamEvents(statementStream(bytes))).at(-1)!;
    expect(resolution).toMatchObject({
      type: 'StatementLineResolved',
      data: { resolution: 'attached', reason: 'Player typed the reference with spaces' },
      metadata: { actorUserId: expect.any(String) },
    });

    // Above the threshold: 202, no money yet; the same admin cannot approve, a second one can.
    const waiting = await admin
      .post(line('BNK-CAMT-0004'))
      .send({ action: 'deposit', targetId: large.id, reason: 'Remittance text instead of the reference' });
    expect(waiting.status).toBe(202);
    expect(waiting.body.line).toMatchObject({ status: 'awaiting_approval' });
    const approvalId = waiting.body.approval.approvalId as string;
    expect(types(await t.streamEvents(`wallet-${large.userId}`)).at(-1)).toBe('DepositRequested');
    const self = await admin.post(`/api/admin/approvals/${approvalId}/approve`).send({ reason: 'me' });
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('APPROVAL.SAME_ADMIN');
    const { agent: second } = await t.secondAdmin();
    const approved = await second.post(`/api/admin/approvals/${approvalId}/approve`).send({ reason: 'checked' });
    expect(approved.status).toBe(200);
    expect(types(await t.streamEvents(`wallet-${large.userId}`)).at(-1)).toBe('Deposited');

    const listed = await admin.get('/api/admin/bank-statements?page=1&pageSize=1');
    expect(listed.body).toMatchObject({
      total: 2,
      items: [{ statementId: id, format: 'camt.053', fileName: 'statement.xml', matched: 2, unmatched: 0 }],
    });
    const left = await admin.get(`/api/admin/bank-statements/${id}/lines?status=unmatched`);
    expect(left.body.total).toBe(0);
    await t.settled();
    const verify = await admin.get('/api/admin/ledger/verify');
    expect(verify.body.ok).toBe(true);
  });

  it('a person ignores an unmatched line with a reason', async () => {
    const bytes = Buffer.from(
      'booking_date,amount,currency,reference,bank_reference,counterparty\n2026-11-28,3.20,USD,,BNK-INT-1,Bank interest\n',
    );
    const res = await upload(bytes, 'interest.csv');
    expect(res.body).toMatchObject({ matched: 0, unmatched: 1, duplicates: 0 });
    const ignored = await admin
      .post(`/api/admin/bank-statements/${res.body.statementId}/lines/BNK-INT-1/resolve`)
      .send({ action: 'ignore', reason: 'Interest paid by the bank' });
    expect(ignored.status).toBe(200);
    expect(ignored.body.line).toMatchObject({ status: 'ignored', reason: 'Interest paid by the bank' });
  });

  it('a rejected four-eyes attachment puts the line back in the queue', async () => {
    const deposit = await bankDeposit('800.00', 'CC-BIG-REJECT');
    const bytes = Buffer.from(
      'booking_date,amount,currency,reference,bank_reference,counterparty\n2026-11-28,800.00,USD,big one,BNK-REJ-1,Big Payer\n',
    );
    const res = await upload(bytes, 'big.csv');
    const id = res.body.statementId as string;
    const resolve = (body: object) => admin.post(`/api/admin/bank-statements/${id}/lines/BNK-REJ-1/resolve`).send(body);
    const waiting = await resolve({ action: 'deposit', targetId: deposit.id, reason: 'Looks like it' });
    expect(waiting.status).toBe(202);
    const unmatched = () => admin.get(`/api/admin/bank-statements/${id}/lines?status=unmatched`);
    expect((await unmatched()).body.total).toBe(0);
    expect((await resolve({ action: 'ignore', reason: 'changed my mind' })).status).toBe(409);

    const { agent: second } = await t.secondAdmin();
    const rejected = await second
      .post(`/api/admin/approvals/${waiting.body.approval.approvalId}/reject`)
      .send({ reason: 'Not the same payer' });
    expect(rejected.status).toBe(200);
    expect((await unmatched()).body.items).toEqual([expect.objectContaining({ bankReference: 'BNK-REJ-1' })]);
    const ignored = await resolve({ action: 'ignore', reason: 'Refunded to the payer by the bank' });
    expect(ignored.status).toBe(200);
    expect(ignored.body.line).toMatchObject({ status: 'ignored' });
    expect((await t.streamEvents(statementStream(bytes))).at(-1)!.data).toMatchObject({
      resolution: 'ignored',
      reopens: waiting.body.approval.approvalId,
    });
    expect(types(await t.streamEvents(`wallet-${deposit.userId}`)).at(-1)).toBe('DepositRequested');
  });

  it('refuses a malformed file naming the line and the reason, appending nothing', async () => {
    const csv = Buffer.from(
      'booking_date,amount,currency,reference,bank_reference,counterparty\n2026-11-27,10.00,USD,A,B1,X\n2026-11-27,ten,USD,A,B2,X\n',
    );
    const bad = await upload(csv, 'bad.csv');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'STATEMENT.MALFORMED',
      message: expect.stringMatching(/^Line 3: the amount "ten"/),
    });
    expect(await t.streamEvents(statementStream(csv))).toEqual([]);

    const euro = Buffer.from('booking_date,amount,currency,bank_reference\n2026-11-27,10.00,EUR,B1\n');
    expect((await upload(euro, 'eur.csv')).body.message).toMatch(/^Line 2: the currency "EUR" is not USD/);
    const header = await upload(Buffer.from('date,value\n2026-11-27,1.00\n'), 'h.csv');
    expect(header.body.message).toMatch(/^Line 1: the header lacks booking_date, amount, currency, bank_reference/);

    const xml = Buffer.from('<?xml version="1.0"?>\n<Document>\n  <BkToCstmrStmt>\n</Document>\n');
    const broken = await upload(xml, 'broken.xml');
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('STATEMENT.MALFORMED');
    expect(broken.body.message).toMatch(/^Line \d+: the XML is not well formed/);
    expect(await t.streamEvents(statementStream(xml))).toEqual([]);

    const empty = await upload(Buffer.from('booking_date,amount,currency,bank_reference\n'), 'empty.csv');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('STATEMENT.EMPTY');
    const none = await admin.post('/api/admin/bank-statements').field('x', 'y');
    expect(none.status).toBe(400);
    expect(none.body.code).toEqual(expect.stringMatching(/^STATEMENT\./));
    const missing = await admin.get('/api/admin/bank-statements/nope/lines');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('STATEMENT.NOT_FOUND');
  });

  it('answers only administrators', async () => {
    const { agent } = await t.signUp();
    expect((await upload(Buffer.from('x'), 'x.csv', agent)).status).toBe(403);
    expect((await t.agent().get('/api/admin/bank-statements/x/lines')).status).toBe(401);
  });
});
