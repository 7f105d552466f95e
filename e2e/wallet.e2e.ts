import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { request as playwrightRequest, type Browser, type Page } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';
import { signUpInContext, verifyIdentityInContext } from './support/api';

describe('wallet: card deposit, bank transfer approved by finance, withdrawal', () => {
  let browser: Browser;
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const walletButton = (page: Page, amount: string) =>
    page.getByRole('button', { name: new RegExp(`\\$${amount.replace('.', '\\.')}`) }).first();

  async function openAddFunds(page: Page) {
    await page.locator('header').getByRole('button', { name: /\$\d/ }).first().click();
    await page.getByRole('button', { name: 'Add Funds' }).first().click();
    await page.getByLabel('Amount', { exact: true }).waitFor();
  }

  it('deposits $50 with the test card and shows the new balance', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await signUpInContext(context, 'Cara');
    await page.goto('/');
    await walletButton(page, '0.00').waitFor();

    await openAddFunds(page);
    await page.getByLabel('Amount', { exact: true }).fill('50');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /Credit or Debit Card/ }).click();
    await page.getByText('TEST MODE — no real card is charged').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    // 3% card fee on top: the card pays $51.50, the wallet receives $50.00.
    await page.getByRole('button', { name: 'Pay $51.50' }).click();
    await page.getByText('Payment Successful!').waitFor();
    await page.getByText('$50.00 has been added to your wallet').waitFor();
    await page.keyboard.press('Escape');
    await walletButton(page, '50.00').waitFor();

    const session = await (await context.request.get('/api/user/session')).json();
    expect(session.balance).toBe('50.00');
    await context.close();
  });

  it('shows a bank transfer as pending until finance approves it, then credits it', async () => {
    const { context, page } = await newPage(browser, baseURL);
    const user = await signUpInContext(context, 'Bram');
    await page.goto('/');
    await openAddFunds(page);
    await page.getByLabel('Amount', { exact: true }).fill('120');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /Bank Transfer/ }).click();
    const reference = `E2E-REF-${Date.now()}`;
    await page.getByLabel('Transaction Reference Number').fill(`  ${reference}  `);
    await page.getByRole('button', { name: 'Submit Deposit' }).click();
    await page.getByText('Deposit Request Submitted!').waitFor();

    await page.goto('/wallet');
    await page
      .getByText(/Pending/)
      .first()
      .waitFor();
    expect((await (await context.request.get('/api/user/session')).json()).balance).toBe('0.00');

    // Finance approves it through the API.
    // The run's admin session (signed in through both steps by the global setup).
    const admin = await playwrightRequest.newContext({ baseURL, storageState: inject('adminSession') });
    const pending = (await (await admin.get('/api/admin/deposits?status=pending')).json()) as Array<{
      id: string;
      userId: string;
      reference?: string;
    }>;
    const mine = pending.find((d) => d.userId === user.id);
    expect(mine).toBeDefined();
    const approved = await admin.post(`/api/admin/deposits/${mine!.id}/approve`);
    expect(approved.status()).toBe(200);
    await admin.dispose();

    await page.getByRole('button', { name: /Refresh/ }).click();
    await walletButton(page, '120.00').waitFor();
    expect((await (await context.request.get('/api/user/session')).json()).balance).toBe('120.00');
    await context.close();
  });

  it('withdraws with the fee breakdown and shows the reduced balance', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await signUpInContext(context, 'Wes');
    await verifyIdentityInContext(context);
    // Fund the wallet with a test-card payment through the API (the UI path is covered above).
    const intent = await (await context.request.post('/api/create-payment-intent', { data: { amount: '100' } })).json();
    expect(
      (
        await context.request.post('/api/payments/simulated/confirm', {
          data: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242424242424242' },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await context.request.post('/api/wallet/deposit', {
          data: { amount: '100', paymentMethod: 'card', transactionReference: intent.paymentIntentId },
        })
      ).status(),
    ).toBeLessThan(300);

    await page.goto('/');
    await page
      .locator('header')
      .getByRole('button', { name: /\$100\.00/ })
      .click();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByLabel('Amount', { exact: true }).fill('40');
    await page.getByLabel('Bank Name').fill('Meezan Bank');
    await page.getByLabel('Account Holder Name').fill('Wes Player');
    await page.getByLabel('Account Number or IBAN').fill('PK36SCBL0000001123456702');
    await page.getByRole('button', { name: 'Continue' }).click();

    const breakdown = page.getByLabel('Withdrawal breakdown');
    await breakdown.waitFor();
    // 2.5% of $40 is $1.00 (also the minimum fee): the player receives $39.00.
    expect(await breakdown.textContent()).toMatch(/\$40\.00[\s\S]*\$1\.00[\s\S]*\$39\.00/);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Withdrawal Requested!').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await walletButton(page, '60.00').waitFor();
    expect((await (await context.request.get('/api/user/session')).json()).balance).toBe('60.00');
    await context.close();
  });
});
