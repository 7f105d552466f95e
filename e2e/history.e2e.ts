import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIResponse, Browser, Page } from 'playwright-core';
import { connectBrowser, newPage, downloadedBytes } from './support/browser';
import { depositByTestCardInContext, signUpInContext, verifyIdentityInContext } from './support/api';

/** "+$1,234.50" | "-$1.00" | "$0.00" -> integer cents (no float arithmetic on money). */
function cents(text: string | null): number {
  const match = /^([+-]?)\$(\d{1,3}(?:,\d{3})*)\.(\d{2})$/.exec((text ?? '').trim());
  if (!match) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  const [, sign, whole = '', fraction = ''] = match;
  const value = Number(whole.replace(/,/g, '')) * 100 + Number(fraction);
  return sign === '-' ? -value : value;
}

async function ok(answer: Promise<APIResponse>, expected: number): Promise<APIResponse> {
  const res = await answer;
  if (res.status() !== expected) throw new Error(`expected ${expected}, got ${res.status()}: ${await res.text()}`);
  return res;
}

describe('history: every cent explained, with receipts', () => {
  let browser: Browser;
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const rows = (page: Page) => page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  const row = (page: Page, kind: string) => page.locator(`li.tx-row[data-kind="${kind}"]`);

  it('shows the card fee, the withdrawal fee, entry fee and court share as rows that add up to the balance', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await signUpInContext(context, 'Hana');
    await verifyIdentityInContext(context);
    await depositByTestCardInContext(context, '100'); // 3% card fee on top: the card pays $103.00
    // Her own match: creating it pays $12.50, the $10.00 entry fee and a quarter of the $10.00 court fee.
    await ok(
      context.request.post('/api/tournaments', {
        data: {
          name: 'History match',
          game: 'padel',
          location: 'Club Norte',
          totalFeePerPlayer: '12.50',
          courtFee: '10.00',
          maxPlayers: 4,
          startTime: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
        },
      }),
      201,
    );
    // $20.00 out: $1.00 fee (the minimum), $19.00 arrives at the bank.
    await ok(
      context.request.post('/api/wallet/withdraw', {
        data: {
          amount: '20.00',
          bankName: 'Meezan Bank',
          accountHolderName: 'Hana Player',
          accountNumber: 'PK36SCBL0000001123456702',
        },
      }),
      201,
    );

    await page.goto('/wallet');
    await row(page, 'card_fee').waitFor();
    expect(await page.title()).toBe('Wallet · CourtCash');
    expect(await rows(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-kind')))).toEqual([
      'withdrawal',
      'withdrawal_fee',
      'entry_fee',
      'court_share',
      'deposit',
      'card_fee',
    ]);
    await expect.poll(() => row(page, 'card_fee').textContent()).toContain('$3.00 charged to your card');
    expect(await row(page, 'withdrawal_fee').getByTestId('wallet-change').textContent()).toBe('-$1.00');
    expect(await row(page, 'withdrawal').getByTestId('withdrawal-breakdown').textContent()).toBe(
      'Withdrawn $20.00 · fee $1.00 · arrives $19.00',
    );
    expect(await row(page, 'entry_fee').getByTestId('wallet-change').textContent()).toBe('-$10.00');
    expect(await row(page, 'court_share').getByTestId('wallet-change').textContent()).toBe('-$2.50');
    // Each entry row links to its match; the card fee to its deposit.
    expect(await row(page, 'entry_fee').getByRole('link', { name: 'Match' }).getAttribute('href')).toMatch(
      /^\/tournaments\/[0-9a-f-]{36}$/,
    );
    expect(await row(page, 'card_fee').getByRole('link', { name: 'Deposit' }).getAttribute('href')).toMatch(
      /^\/wallet\/receipts\//,
    );

    // The sums on screen equal the wallet balance: 100 - 12.50 - 20 = $67.50.
    const balance = cents(await page.getByTestId('wallet-balance').textContent());
    expect(balance).toBe(6750);
    const changes = await page.getByTestId('wallet-change').allTextContents();
    expect(changes.map(cents).reduce((a, b) => a + b, 0)).toBe(balance);
    const categories = await page.getByTestId('category-change').allTextContents();
    expect(categories.map(cents).reduce((a, b) => a + b, 0)).toBe(balance);
    expect(cents(await page.getByTestId('history-balance').textContent())).toBe(balance);
    const session = (await (await context.request.get('/api/user/session')).json()) as { balance: string };
    expect(session.balance).toBe('67.50');

    // "Fees" holds every fee and only fees.
    await page.getByRole('group', { name: 'Filter transactions' }).getByRole('button', { name: 'Fees' }).click();
    await expect
      .poll(() => rows(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-kind'))))
      .toEqual(['withdrawal_fee', 'entry_fee', 'court_share', 'card_fee']);

    // The withdrawal's receipt, and its PDF.
    await page.getByRole('group', { name: 'Filter transactions' }).getByRole('button', { name: 'All' }).click();
    await row(page, 'withdrawal').getByRole('link', { name: 'Receipt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Withdrawal receipt' }).waitFor();
    expect(page.url()).toMatch(/\/wallet\/receipts\/[0-9a-f-]{36}$/);
    expect(await page.title()).toBe('Receipt · CourtCash');
    expect(await page.getByTestId('receipt-total').textContent()).toBe('$19.00');
    const table = page.getByRole('table', { name: 'Amounts in US dollars' });
    expect(await table.textContent()).toMatch(/Withdrawn from your wallet\$20\.00Withdrawal fee-\$1\.00/);

    const pdfLink = page.getByRole('link', { name: 'Download PDF' });
    const href = await pdfLink.getAttribute('href');
    expect(href).toMatch(/^\/api\/wallet\/receipts\/[0-9a-f-]{36}\/pdf$/);
    const pdf = await context.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The link itself downloads the file in the browser.
    const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-CC-[A-Z0-9]+\.pdf$/);
    const saved = await downloadedBytes(download);
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The deposit's receipt names the card fee and what the card paid.
    await page.goto('/wallet');
    await row(page, 'deposit').getByRole('link', { name: 'Receipt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Deposit receipt' }).waitFor();
    expect(await page.getByRole('table', { name: 'Amounts in US dollars' }).textContent()).toContain(
      'Card fee$3.00Charged to your card$103.00',
    );

    // A receipt that does not exist says so in a sentence.
    await page.goto('/wallet/receipts/no-such-receipt');
    await page.getByRole('heading', { level: 1, name: 'Receipt not found' }).waitFor();
    await page.getByText('There is no such receipt. Open it from your wallet history.').waitFor();
    await context.close();
  });
});
