import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';
import { signInAdmin, signUpInContext } from './support/api';

interface Player {
  email: string;
  context: BrowserContext;
}

/** The player's balance once the read side shows it (the statement's approval is the admin's write). */
async function waitForBalance(player: Player, expected: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { balance } = (await (await player.context.request.get('/api/user/session')).json()) as { balance: string };
    if (balance === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`balance of ${player.email} never became ${expected}`);
}

describe('finance imports a bank statement and resolves an unmatched line', () => {
  let browser: Browser;
  let admin: Page;
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await connectBrowser();
    const { context, page } = await newPage(browser, baseURL);
    await signInAdmin(context);
    admin = page;
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function bankDeposit(name: string, amount: string, reference: string): Promise<Player> {
    const { context } = await newPage(browser, baseURL);
    const user = await signUpInContext(context, name);
    const res = await context.request.post('/api/wallet/deposit', {
      data: { amount, paymentMethod: 'bank_transfer', transactionReference: reference },
    });
    if (res.status() !== 201) throw new Error(`bank deposit failed: ${res.status()} ${await res.text()}`);
    return { email: user.email, context };
  }

  it('a line with a pending deposit’s reference and amount credits it; a person attaches the other with a reason', async () => {
    const run = Date.now();
    const matchedReference = `CC-STMT-${run}`;
    const paid = await bankDeposit('Mina', '45.00', matchedReference);
    const typo = await bankDeposit('Noor', '30.00', `CC-NOOR-${run}`);
    // The bank's statement: the first line carries Mina's reference; Noor wrote something else.
    const csv = [
      'booking_date,amount,currency,reference,bank_reference,counterparty',
      `2026-11-28,45.00,USD,${matchedReference},BNK-${run}-1,Mina Player`,
      `2026-11-28,30.00,USD,noor wallet top up,BNK-${run}-2,Noor Player`,
      `2026-11-28,45.00,USD,${matchedReference},BNK-${run}-1,Mina Player`,
    ].join('\n');

    await admin.goto('/admin?tab=statements');
    await admin.getByRole('heading', { name: 'Import a bank statement' }).waitFor();
    await admin.getByLabel(/Statement file/).setInputFiles({
      name: `statement-${run}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await admin.getByRole('button', { name: 'Import statement' }).click();
    const result = admin.getByLabel('Import result');
    await result.waitFor();
    expect(await result.textContent()).toContain('Matched 1 · Unmatched 1 · Duplicates 1');
    await waitForBalance(paid, '45.00');
    // The import is listed, so its queue can be found again later.
    await admin.getByRole('button', { name: new RegExp(`^Open statement statement-${run}\\.csv`) }).waitFor();

    // The unmatched line, resolved to Noor's pending deposit of the same amount.
    const resolve = admin.getByRole('button', { name: 'Resolve line 3, $30.00, “noor wallet top up”' });
    await resolve.click();
    const dialog = admin.getByRole('dialog', { name: 'Resolve the statement line' });
    const confirm = dialog.getByRole('button', { name: 'Attach and move the money' });
    const picker = dialog.getByLabel('Pending deposit of the same amount');
    await picker.locator('option', { hasText: typo.email }).waitFor({ state: 'attached' });
    await picker.selectOption({ label: (await picker.locator('option', { hasText: typo.email }).textContent()) ?? '' });
    expect(await confirm.isDisabled()).toBe(true); // a reason is required
    await dialog.getByLabel('Reason').fill('Player wrote a note instead of the reference');
    await confirm.click();
    await admin.getByText('Line resolved: deposit approved').first().waitFor();
    await admin.getByText('Every line of this statement is matched or resolved.').waitFor();
    await waitForBalance(typo, '30.00');
    expect(await resolve.count()).toBe(0);
  });
});
