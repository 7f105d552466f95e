import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';
import { signUpInContext } from './support/api';

describe('wallet: PayPal deposit in test mode (the simulated PayPal)', () => {
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

  it('deposits $40 with PayPal: order, confirmation, test-mode approval, capture, new balance', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await signUpInContext(context, 'Pia');
    await page.goto('/');
    await walletButton(page, '0.00').waitFor();

    await page.locator('header').getByRole('button', { name: /\$\d/ }).first().click();
    await page.getByRole('button', { name: 'Add Funds' }).first().click();
    await page.getByLabel('Amount', { exact: true }).fill('40');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'PayPal', exact: true }).click();

    // The confirmation before money moves: the server's figures (3% fee, as for cards).
    const summary = page.getByLabel('Payment summary');
    await summary.getByText('$41.20').waitFor();
    await page.getByText('TEST MODE — no real PayPal account is charged').waitFor();
    expect((await (await context.request.get('/api/user/session')).json()).balance).toBe('0.00');

    await page.getByRole('button', { name: 'Approve and pay $41.20 (test mode)' }).click();
    await page.getByRole('heading', { name: 'Funds Added with PayPal!' }).waitFor();
    await page.getByText('New balance: $40.00').waitFor();
    await page.keyboard.press('Escape');
    await walletButton(page, '40.00').waitFor();

    const session = await (await context.request.get('/api/user/session')).json();
    expect(session.balance).toBe('40.00');
    await context.close();
  });
});
