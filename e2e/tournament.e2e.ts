import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';
import { signUpInContext } from './support/api';

interface Player {
  name: string;
  id: string;
  context: BrowserContext;
  page: Page;
}

/** Funds a wallet the way a player does: a test-card payment, verified by the server, then recorded. */
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

async function balanceOf(player: Player): Promise<string> {
  return ((await (await player.context.request.get('/api/user/session')).json()) as { balance: string }).balance;
}

describe('a paid doubles match from creation to payout', () => {
  let browser: Browser;
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('four players fund wallets, one creates, three join, the result is reported and confirmed, the winners are paid', async () => {
    const players: Player[] = [];
    for (const name of ['Nora', 'Omar', 'Pia', 'Quinn']) {
      const { context, page } = await newPage(browser, baseURL);
      const user = await signUpInContext(context, name);
      await fundByTestCard(context, '50.00');
      players.push({ name, id: user.id, context, page });
    }
    const [creator, partner, rival1, rival2] = players as [Player, Player, Player, Player]; // the four names above
    const pageErrors: string[] = [];
    for (const p of players) p.page.on('pageerror', (error) => pageErrors.push(`${p.name}: ${String(error)}`));

    // The creator sets the match up in two steps and pays the $10.00 entry fee.
    await creator.page.goto('/create-tournament');
    await creator.page.getByLabel('Tournament Name').fill('Friday Night Doubles');
    await creator.page.getByLabel('Sport').selectOption('Padel');
    await creator.page.getByLabel('Location').fill('Downtown Club, Court 3');
    // Three weeks from today (matches may be scheduled at most 365 days ahead).
    const day = new Date(Date.now() + 21 * 24 * 60 * 60 * 1000);
    const isoDay = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    await creator.page.getByLabel('Date').fill(isoDay);
    await creator.page.getByLabel('Time').fill('19:30');
    await creator.page.getByLabel('Entry Fee').fill('10');
    await creator.page.getByRole('button', { name: 'Continue' }).click();
    await creator.page.getByRole('button', { name: 'Create Tournament' }).click();
    await creator.page.getByText('Tournament Created!').waitFor();
    await creator.page.waitForURL('**/tournaments/*');
    const path = new URL(creator.page.url()).pathname;
    await creator.page.getByRole('heading', { name: 'Friday Night Doubles' }).waitFor();
    expect(await balanceOf(creator)).toBe('40.00');

    // Three players take the other slots from the match page.
    const joins: Array<[Player, string]> = [
      [partner, 'Join Team A, Player 2'],
      [rival1, 'Join Team B, Player 1'],
      [rival2, 'Join Team B, Player 2'],
    ];
    for (const [player, slot] of joins) {
      await player.page.goto(path);
      await player.page.getByRole('button', { name: slot }).click();
      await player.page.getByText('Joined!').waitFor();
      expect(await balanceOf(player)).toBe('40.00');
    }

    // Full: the creator starts it.
    await creator.page.reload();
    await creator.page.getByRole('button', { name: 'Start Tournament' }).click();
    await creator.page.getByText('Tournament Started!').waitFor();

    // Team A (creator and partner) won 6-4 6-3; the partner reports it.
    await partner.page.goto(path);
    await partner.page.getByLabel('Winning Team').selectOption('Team A');
    await partner.page.getByLabel('Set 1 Team A games').fill('6');
    await partner.page.getByLabel('Set 1 Team B games').fill('4');
    await partner.page.getByLabel('Set 2 Team A games').fill('6');
    await partner.page.getByLabel('Set 2 Team B games').fill('3');
    await partner.page.getByRole('button', { name: 'Report Result' }).click();
    await partner.page.getByText(/Waiting for the other team to confirm/).waitFor();

    // A player of the other team confirms; settlement runs.
    await rival1.page.goto(path);
    await rival1.page.getByRole('button', { name: 'Confirm Result' }).click();
    await rival1.page.getByText('Result Confirmed').waitFor();
    await rival1.page.reload();
    await rival1.page.getByRole('heading', { name: 'Settlement' }).waitFor();

    // Pool $40.00, platform fee 5% = $2.00, each winner gets half of $38.00 = $19.00.
    for (const winner of [creator, partner]) {
      expect(await balanceOf(winner)).toBe('59.00');
      await winner.page.goto('/');
      await winner.page
        .locator('header')
        .getByRole('button', { name: /\$59\.00/ })
        .waitFor();
    }
    for (const loser of [rival1, rival2]) expect(await balanceOf(loser)).toBe('40.00');

    // The winners see the prize in their transaction history.
    await creator.page.goto('/wallet');
    await creator.page.getByText('+$19.00').first().waitFor();
    expect(pageErrors).toEqual([]);
    for (const p of players) await p.context.close();
  });
});
