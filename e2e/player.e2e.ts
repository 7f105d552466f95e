import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';
import { signInAdmin, signUpInContext, verifyIdentityInContext } from './support/api';
import { waitForMail } from './support/mail-capture';

describe('player side: account recovery and honest wallet figures', () => {
  let browser: Browser;
  const baseURL = inject('baseURL');
  const mailboxURL = inject('mailboxURL');

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('resets a forgotten password with the link from the e-mail the SMTP server received', async () => {
    const setup = await browser.newContext({ baseURL });
    const { email } = await signUpInContext(setup, 'Rosa');
    await setup.close();

    const { page, context } = await newPage(browser, baseURL);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/we have sent it a link to choose a new password/).waitFor();

    const mail = await waitForMail(mailboxURL, email, /Reset your CourtCash password/);
    expect(mail.text).toContain('Hi Rosa,');
    const link = /(http\S+\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(link?.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);

    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('my brand new password');
    await page.getByLabel('Repeat the new password').fill('my brand new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed. Please sign in with your new password.').waitFor();

    // The link works once.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('another new password');
    await page.getByLabel('Repeat the new password').fill('another new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This reset link has already been used. Please ask for a new one.').waitFor();

    // The new password signs in; the old one does not.
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Invalid email or password.').first().waitFor();
    await page.getByLabel('Password').fill('my brand new password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Welcome back, Rosa').waitFor();
    await context.close();
  });

  it('shows net profit with the refund counted, and the same win rate as the profile, after a won match', async () => {
    const admin = await browser.newContext({ baseURL });
    await signInAdmin(admin);
    const players: Array<{ context: BrowserContext; id: string }> = [];
    for (const name of ['Ana', 'Bo', 'Cy', 'Di']) {
      const context = await browser.newContext({ baseURL });
      const { id } = await signUpInContext(context, name);
      const funded = await admin.request.post(`/api/admin/users/${id}/balance-adjustments`, {
        data: { amount: '100.00', reason: 'e2e funding' },
      });
      expect(funded.status()).toBe(201);
      players.push({ context, id });
    }
    type Signed = { context: BrowserContext; id: string };
    const [ana, bo, cy, di] = players as [Signed, Signed, Signed, Signed]; // the four names above
    const startTime = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const create = async (who: BrowserContext, name: string) => {
      const res = await who.request.post('/api/tournaments', {
        data: { name, game: 'padel', location: 'Club Norte', totalFeePerPlayer: '10.00', maxPlayers: 4, startTime },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const join = async (who: BrowserContext, id: string, teamNumber: number, position: number) =>
      expect((await who.request.post(`/api/tournaments/${id}/join`, { data: { teamNumber, position } })).status()).toBe(
        200,
      );

    // Ana joins a match and leaves it again: $10.00 out, $10.00 back.
    const left = await create(bo.context, 'Left early');
    await join(ana.context, left, 2, 1);
    expect((await ana.context.request.post(`/api/tournaments/${left}/leave`)).status()).toBe(200);
    // Ana's team wins the next one.
    const won = await create(ana.context, 'Won match');
    await join(bo.context, won, 1, 2);
    await join(cy.context, won, 2, 1);
    await join(di.context, won, 2, 2);
    expect((await ana.context.request.post(`/api/tournaments/${won}/start`)).status()).toBe(200);
    const report = await ana.context.request.post(`/api/tournaments/${won}/result`, {
      data: {
        winningTeam: 1,
        setScores: [
          { team1: 6, team2: 4 },
          { team1: 6, team2: 3 },
        ],
      },
    });
    expect(report.status()).toBe(200);
    expect((await cy.context.request.post(`/api/tournaments/${won}/result/confirm`)).status()).toBe(200);

    const summary = (await (await ana.context.request.get('/api/wallet/summary')).json()) as Record<string, unknown>;
    expect(summary).toMatchObject({ refunds: '10.00', entryFees: '20.00', winRate: 100 });
    // Integer cents from the "12.50" string: prize + 10.00 refund - 20.00 entry fees.
    const netCents = Number(String(summary.prizes).replace('.', '')) + 1000 - 2000;
    const expectedNet = `${Math.trunc(netCents / 100)}.${String(netCents % 100).padStart(2, '0')}`;

    const page = await ana.context.newPage();
    await page.goto('/wallet');
    await page.getByTestId('net-profit').getByText(`+$${expectedNet}`).waitFor();
    const stats = page.getByRole('region', { name: 'Wallet statistics' });
    await stats.getByText('100%').waitFor();
    await stats.getByText(/refunds \$10\.00/).waitFor();
    await page.getByRole('region', { name: 'Balance overview' }).getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog', { name: 'Withdraw Funds' }).waitFor();

    const profile = await (await ana.context.request.get('/api/user/stats')).json();
    expect((profile as { winRate: number }).winRate).toBe(100);
    for (const p of players) await p.context.close();
    await admin.close();
  });

  it('a double click on Confirm withdrawal shows one success and moves the money once', async () => {
    const admin = await browser.newContext({ baseURL });
    await signInAdmin(admin);
    const { page, context } = await newPage(browser, baseURL);
    const { id } = await signUpInContext(context, 'Wanda');
    await verifyIdentityInContext(context);
    const funded = await admin.request.post(`/api/admin/users/${id}/balance-adjustments`, {
      data: { amount: '100.00', reason: 'e2e funding' },
    });
    expect(funded.status()).toBe(201);

    await page.goto('/wallet');
    await page.getByRole('region', { name: 'Balance overview' }).getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw Funds' });
    await dialog.getByLabel('Amount').fill('40');
    await dialog.getByLabel('Bank Name').fill('Meezan Bank');
    await dialog.getByLabel('Account Holder Name').fill('Wanda Player');
    await dialog.getByLabel('Account Number or IBAN').fill('PK36 SCBL 0000 0011 2345 6702');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
    await dialog.getByRole('heading', { name: 'Withdrawal Requested!' }).waitFor();
    expect(await page.getByText('Withdrawal Failed').count()).toBe(0);

    const transactions = (await (await context.request.get('/api/user/transactions')).json()) as Array<{
      type: string;
    }>;
    expect(transactions.filter((t) => t.type === 'withdrawal')).toHaveLength(1);
    const session = (await (await context.request.get('/api/user/session')).json()) as { balance: string };
    expect(session.balance).toBe('60.00');
    await context.close();
    await admin.close();
  });

  it('at 390 px wide the profile tabs and the wallet buttons are all on screen (screenshots kept)', async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await signUpInContext(context, 'Mo');
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const inView = async (locator: ReturnType<typeof page.getByRole>) => {
      const box = await locator.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    };
    await page.goto('/profile');
    const tabs = page.getByRole('tablist', { name: 'Profile' }).getByRole('tab');
    await tabs.first().waitFor();
    for (let i = 0; i < (await tabs.count()); i++) await inView(tabs.nth(i));
    await page.screenshot({ path: 'e2e/screenshots/profile-390.png', fullPage: true });

    await page.goto('/wallet');
    const overview = page.getByRole('region', { name: 'Balance overview' });
    await inView(overview.getByRole('button', { name: 'Add Funds' }));
    await inView(overview.getByRole('button', { name: 'Withdraw' }));
    await page.screenshot({ path: 'e2e/screenshots/wallet-390.png', fullPage: true });
    await context.close();
  });
});
