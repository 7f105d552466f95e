import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';

/**
 * Issue 20's walk-through as a player: sign up with a date of birth and a place, verify the
 * identity (test mode), withdraw, set a deposit limit, and be refused over it with a way to the
 * page that explains it.
 */
describe('who may play for money: sign-up, verification, withdrawal, a limit and its refusal', () => {
  let browser: Browser;
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('walks a new player through it', async () => {
    const { context, page } = await newPage(browser, baseURL);
    page.setDefaultTimeout(15_000);
    const email = `walk-${Date.now()}@example.test`;

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First Name').fill('Wanda');
    await page.getByLabel('Last Name').fill('Walker');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-long-enough-password');
    await page.getByLabel('Date of birth').fill('1990-04-01');
    await page.getByLabel('Country').fill('US');
    await page.getByLabel('State or province').fill('US-CA');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Welcome back, Wanda').waitFor();

    // Level 0 until verified; the test-mode check is finished on the page.
    await page.goto('/account/verification');
    await page.getByRole('heading', { name: /Your level: 0/ }).waitFor();
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    await page.getByText('Test mode:').waitFor();
    await page.getByRole('button', { name: 'Approve (test mode)' }).click();
    await page.getByRole('heading', { name: /Your level: 1/ }).waitFor();

    // $50 in by test card (the card flow's own test covers its screens), then $20 out.
    const intent = await (await context.request.post('/api/create-payment-intent', { data: { amount: '50' } })).json();
    expect(
      (
        await context.request.post('/api/payments/simulated/confirm', {
          data: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242424242424242' },
        })
      ).status(),
    ).toBe(200);
    const deposited = await context.request.post('/api/wallet/deposit', {
      data: { amount: '50', paymentMethod: 'card', transactionReference: intent.paymentIntentId },
    });
    expect(deposited.status()).toBeLessThan(300);
    await page.goto('/');
    await page
      .locator('header')
      .getByRole('button', { name: /\$50\.00/ })
      .click();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByLabel('Amount', { exact: true }).fill('20');
    await page.getByLabel('Bank Name').fill('Meezan Bank');
    await page.getByLabel('Account Holder Name').fill('Wanda Walker');
    await page.getByLabel('Account Number or IBAN').fill('PK36SCBL0000001123456702');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Withdrawal Requested!').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();

    // A daily limit of $60: $50 of it is used today, so a $20 deposit is refused.
    await page.goto('/account/limits');
    await page.getByLabel('Daily limit (USD)').fill('60');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page.getByText(/^Saved\./).waitFor();
    const daily = page.getByRole('row', { name: /Daily/ });
    expect(await daily.textContent()).toMatch(/\$60\.00[\s\S]*\$10\.00/);

    await page.goto('/');
    await page.locator('header').getByRole('button', { name: /\$\d/ }).first().click();
    await page.getByRole('button', { name: 'Add Funds' }).first().click();
    await page.getByLabel('Amount', { exact: true }).fill('20');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /Credit or Debit Card/ }).click();
    const fix = page.getByRole('button', { name: 'See my limits' });
    await fix.waitFor();
    expect(await page.locator('.toaster').textContent()).toMatch(/limit/i);
    await fix.click();
    await page.waitForURL('**/account/limits');
    await context.close();
  });
});
