import { startTestApp, TestApp } from '../../test/test-app';

describe('bank transfer details come from configuration (BANK_*), never placeholders', () => {
  let unset: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    unset = await startTestApp();
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
