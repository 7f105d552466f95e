import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';
import { freshCode, signInAdmin, signUpInContext, verifyIdentityInContext } from './support/api';

const PASSWORD = 'a-long-enough-password'; // signUpInContext's

async function ok(res: Promise<{ status(): number; text(): Promise<string> }>, what: string): Promise<void> {
  const answer = await res;
  if (answer.status() >= 300) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`);
}

/**
 * Issue 22: a new admin cannot use the console until the second factor is on. In the browser they
 * sign in, are led through the TOTP setup (the code is made here from the key the page shows), save
 * the recovery codes, then complete a player's withdrawal; a later sign-in asks for the code.
 * Codes come from `freshCode` (otpauth), which never reuses a time step the server has taken.
 */
describe('admin second factor in the browser', () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  const baseURL = inject('baseURL');
  const codeFile = join(tmpdir(), `courtcash-e2e-totp-ui-${process.pid}-${Date.now()}.json`);

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    contexts = [];
    await browser?.close();
    rmSync(codeFile, { force: true });
  });

  const open = async () => {
    const opened = await newPage(browser, baseURL);
    contexts.push(opened.context);
    return opened;
  };

  it('a new admin enrols TOTP through the console, then completes a withdrawal', async () => {
    // The start-up admin (signed in through both steps, and enrolled, by the run's global setup).
    const rootContext = (await open()).context;
    await signInAdmin(rootContext);
    const root = rootContext.request;

    // A player with a verified identity, $50 and a withdrawal of $20 waiting.
    const player = (await open()).context;
    const wes = await signUpInContext(player, 'Wes');
    await verifyIdentityInContext(player);
    await ok(
      root.post(`/api/admin/users/${wes.id}/balance-adjustments`, {
        data: { amount: '50.00', reason: 'e2e funding' },
        headers: { 'Idempotency-Key': randomUUID() },
      }),
      'funding',
    );
    const withdrawal = await player.request.post('/api/wallet/withdraw', {
      data: {
        amount: '20.00',
        bankName: 'Meezan Bank',
        accountHolderName: 'Wes Player',
        accountNumber: 'PK36SCBL0000001123456702',
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(withdrawal.status(), await withdrawal.text()).toBeLessThan(300);
    const withdrawalId = ((await withdrawal.json()) as { id: string }).id;

    // A staff member made admin by the start-up admin (the only admin so far: no second approval).
    const staffSignUp = (await open()).context;
    const nora = await signUpInContext(staffSignUp, 'Nora');
    await staffSignUp.close();
    const promoted = await promote(root, nora.id);
    expect(promoted).toBe(201);

    // The new admin signs in at the portal and gets the guided setup instead of failing sections.
    const { page } = await open();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(nora.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Access Control Center' }).click();
    await page.getByRole('heading', { name: 'Set up your second factor' }).waitFor();
    const setup = page.getByRole('form', { name: 'Set up the second factor' });
    await setup.getByLabel('Current password').fill(PASSWORD);
    await setup.getByRole('button', { name: 'Continue' }).click();

    const enable = page.getByRole('form', { name: 'Turn on the second factor' });
    const shown = (await enable.getByTestId('totp-secret').textContent()) ?? '';
    const secret = shown.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const link = await enable.getByRole('link', { name: 'Open in your authenticator app' }).getAttribute('href');
    expect(link).toContain(`secret=${secret}`);
    await enable.getByLabel('Code from the app').fill(await freshCode(secret, codeFile));
    await enable.getByRole('button', { name: 'Turn on' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    const done = page.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'I saved my recovery codes' }).check();
    await done.click();

    // The console opens; the admin completes the withdrawal from the finance queue.
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.goto('/admin?tab=finance');
    await page.getByRole('button', { name: `Complete withdrawal ${withdrawalId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete withdrawal' });
    await dialog.getByText(/Pay \$\d+\.\d\d \(of \$20\.00/).waitFor();
    await dialog.getByRole('button', { name: 'Pay out' }).click();
    await page.getByText('Withdrawal completed').first().waitFor();
    await page.getByRole('button', { name: `Complete withdrawal ${withdrawalId}` }).waitFor({ state: 'detached' });

    const transactions = (await (await player.request.get('/api/user/transactions')).json()) as Array<{
      id: string;
      type: string;
      status: string;
    }>;
    expect(transactions.find((t) => t.type === 'withdrawal')?.status).toBe('completed');

    // Signing in again asks for the code after the password.
    const again = await open();
    await again.page.goto('/admin/login');
    await again.page.getByLabel('Email').fill(nora.email);
    await again.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await again.page.getByRole('button', { name: 'Access Control Center' }).click();
    const code = again.page.getByLabel('Authentication code');
    await code.fill('000000');
    await again.page.getByRole('button', { name: 'Access Control Center' }).click();
    await again.page
      .getByRole('alert')
      .filter({ hasText: /code is not right/ })
      .waitFor();
    await code.fill(await freshCode(secret, codeFile));
    await again.page.getByRole('button', { name: 'Access Control Center' }).click();
    await again.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  }, 180_000);
});

async function promote(root: APIRequestContext, userId: string): Promise<number> {
  const res = await root.post(`/api/admin/users/${userId}/role`, {
    data: { role: 'admin', reason: 'Joins the finance team (e2e)' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  if (res.status() >= 300) throw new Error(`promotion: ${res.status()} ${await res.text()}`);
  return res.status();
}
