import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';
import { signUpInContext } from './support/api';

/**
 * Keyboard only (issue 24): a deposit and a join with Tab, Shift+Tab, Enter, Space, Escape and
 * typing. The page is never clicked; every step moves the focus with the keyboard and checks where
 * it landed, so a control that cannot be reached by Tab fails the test.
 */

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`Tab did not reach ${String(target)} in ${max} presses; the focus is on ${focused}`);
}

async function balanceOf(context: BrowserContext): Promise<string> {
  return ((await (await context.request.get('/api/user/session')).json()) as { balance: string }).balance;
}

/** Funds a wallet through the API (the server verifies the simulated card payment). */
async function fundByTestCard(context: BrowserContext, dollars: string): Promise<void> {
  const intent = await (await context.request.post('/api/create-payment-intent', { data: { amount: dollars } })).json();
  const confirmed = await context.request.post('/api/payments/simulated/confirm', {
    data: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242' },
  });
  expect(confirmed.status()).toBe(200);
  const recorded = await context.request.post('/api/wallet/deposit', {
    data: { amount: dollars, paymentMethod: 'card', transactionReference: intent.paymentIntentId },
  });
  expect(recorded.status()).toBeLessThan(300);
}

describe('keyboard only: a deposit and a join', () => {
  let browser: Browser;
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('deposits $50 by card and joins a match without the mouse', async () => {
    const { context, page } = await newPage(browser, baseURL);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await signUpInContext(context, 'Kim');

    // Another player's match, open for three more.
    const creator = await newPage(browser, baseURL);
    await signUpInContext(creator.context, 'Lee');
    await fundByTestCard(creator.context, '20.00');
    const created = await creator.context.request.post('/api/tournaments', {
      data: {
        name: 'Keyboard Doubles',
        game: 'padel',
        location: 'Club Norte',
        totalFeePerPlayer: '10.00',
        maxPlayers: 4,
        startTime: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // The deposit: the header's wallet button, Add Funds, the amount, the card method, the card form.
    await page.goto('/');
    const walletButton = page.locator('header').getByRole('button', { name: /\$0\.00/ });
    await tabTo(page, walletButton);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Add Funds' }).first());
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Amount', { exact: true }));
    await page.keyboard.type('50');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: /Credit or Debit Card/ }));
    await page.keyboard.press('Space');
    await page.getByText('TEST MODE — no real card is charged').waitFor();
    await tabTo(page, page.getByLabel('Card number'));
    await page.keyboard.type('4242 4242 4242 4242');
    await tabTo(page, page.getByLabel('Expiry'));
    await page.keyboard.type('12/34');
    await tabTo(page, page.getByLabel('CVC'));
    await page.keyboard.type('123');
    // 3% card fee on top: the card pays $51.50, the wallet receives $50.00.
    await tabTo(page, page.getByRole('button', { name: 'Pay $51.50' }));
    await page.keyboard.press('Enter');
    await page.getByText('$50.00 has been added to your wallet').waitFor();
    await page.keyboard.press('Escape');
    await page
      .locator('header')
      .getByRole('button', { name: /\$50\.00/ })
      .waitFor();
    expect(await balanceOf(context)).toBe('50.00');

    // The join: the match page's free slot, taken with Space.
    await page.goto(`/tournaments/${id}`);
    await page.getByRole('heading', { name: 'Keyboard Doubles' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Join Team A, Player 2' }));
    await page.keyboard.press('Space');
    await page.getByText('Joined!').waitFor();
    expect(await balanceOf(context)).toBe('40.00');
    const detail = (await (await context.request.get(`/api/tournaments/${id}`)).json()) as { currentPlayers: number };
    expect(detail.currentPlayers).toBe(2);

    expect(pageErrors).toEqual([]);
    await creator.context.close();
    await context.close();
  });
});
