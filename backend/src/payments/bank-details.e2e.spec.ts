import { bankReferenceStreamName } from '../modules/wallet/record-deposit/request-bank-deposit.handler';
import { startTestApp, TestApp } from '../../test/test-app';

describe('bank transfer details come from configuration (BANK_*), never placeholders', () => {
  let unset: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    unset = await startTestApp({ BANK_NAME: undefined, BANK_ACCOUNT_TITLE: undefined, BANK_ACCOUNT_NUMBER: undefined });
    configured = await startTestApp({
      BANK_NAME: 'First Test Bank',
      BANK_ACCOUNT_TITLE: 'CourtCash Test Ltd',
      BANK_ACCOUNT_NUMBER: '000111222',
      BANK_IBAN: 'PK00TEST000111222',
    });
  });
  afterAll(async () => {
    await unset.close();
    await configured.close();
  });

  it('answers bankTransfer: null when unset, so the screens say bank transfer is not available', async () => {
    const res = await unset.agent().get('/api/payments/config');
    expect(res.status).toBe(200);
    expect(res.body.bankTransfer).toBeNull();
  });

  it('answers the configured account', async () => {
    const res = await configured.agent().get('/api/payments/config');
    expect(res.body.bankTransfer).toEqual({
      bankName: 'First Test Bank',
      accountTitle: 'CourtCash Test Ltd',
      accountNumber: '000111222',
      iban: 'PK00TEST000111222',
      swift: null,
    });
  });
});

describe('bank transfer deposits without a configured account (BANK_* unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BANK_NAME: undefined, BANK_ACCOUNT_TITLE: undefined, BANK_ACCOUNT_NUMBER: undefined });
  });
  afterAll(() => t.close());

  it('refuses a bank transfer deposit when no account is configured, appending nothing', async () => {
    const { agent, user } = await t.signUp();
    for (const [url, body] of [
      ['/api/wallet/deposit', { amount: '50', paymentMethod: 'bank_transfer', transactionReference: 'TRX-NOBANK-1' }],
      ['/api/payments/deposit', { amount: '50.00', method: 'bank', transactionReference: 'TRX-NOBANK-2' }],
    ] as const) {
      const res = await agent.post(url).set('Idempotency-Key', `k-${url}`).send(body);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'PAYMENTS.BANK_TRANSFER_UNAVAILABLE',
        message: 'Bank transfer is not available right now. Please pay by card.',
      });
    }
    expect((await t.streamEvents(`wallet-${user.id}`)).map((e: { type: string }) => e.type)).toEqual(['WalletOpened']);
    expect(await t.streamEvents(bankReferenceStreamName('TRX-NOBANK-1'))).toEqual([]);
  });
});
