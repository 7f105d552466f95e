import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';
import { signInAdmin, signUpInContext } from './support/api';

describe('invitation: too little money → add funds with the test card → joined', () => {
  let browser: Browser;
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('offers "Add funds and join", deposits by card, returns to the invitation and joins the match', async () => {
    const admin = await browser.newContext({ baseURL });
    await signInAdmin(admin);

    // The creator makes a $10.00 match and shares a plain invitation link.
    const creator = await browser.newContext({ baseURL });
    const { id: creatorId } = await signUpInContext(creator, 'Ines');
    expect(
      (
        await admin.request.post(`/api/admin/users/${creatorId}/balance-adjustments`, {
          data: { amount: '50.00', reason: 'e2e funding' },
        })
      ).status(),
    ).toBe(201);
    const startTime = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const created = await creator.request.post('/api/tournaments', {
      data: {
        name: 'Invite and fund',
        game: 'padel',
        location: 'Club Norte',
        totalFeePerPlayer: '10.00',
        maxPlayers: 4,
        startTime,
      },
    });
    expect(created.status()).toBe(201);
    const tournamentId = ((await created.json()) as { id: string }).id;
    const invite = await creator.request.post(`/api/tournaments/${tournamentId}/invitations`, { data: {} });
    expect(invite.status()).toBeLessThan(300);
    const { token, url } = (await invite.json()) as { token: string; url: string };
    expect(url).toContain(`/invite/${token}`);

    // The invited player has $4.00: not enough for the $10.00 match.
    const { context, page } = await newPage(browser, baseURL);
    const { id: playerId } = await signUpInContext(context, 'Jon');
    expect(
      (
        await admin.request.post(`/api/admin/users/${playerId}/balance-adjustments`, {
          data: { amount: '4.00', reason: 'e2e funding' },
        })
      ).status(),
    ).toBe(201);

    await page.goto(`/invite/${token}`);
    await page.getByRole('button', { name: 'Join Tournament ($10.00)' }).click();
    await page.getByText(/Your balance is too low for this match/).waitFor();
    await page.getByRole('button', { name: 'Add funds and join' }).click();

    // The deposit page opens with what is missing (at least the $10.00 minimum) filled in.
    await page.waitForURL(/\/deposit\?/);
    await page.getByRole('button', { name: 'Deposit $10.00' }).click();
    await page.getByRole('dialog').getByText('TEST MODE — no real card is charged').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    // 3% card fee on top: the card pays $10.30, the wallet receives $10.00.
    await page.getByRole('button', { name: 'Pay $10.30' }).click();

    // Back on the invitation, which joins by itself, then on the match page.
    await page.waitForURL(`**/tournaments/${tournamentId}`, { timeout: 20_000 });
    await page.getByText('Welcome to the Tournament!').first().waitFor();

    const detail = (await (await context.request.get(`/api/tournaments/${tournamentId}`)).json()) as {
      currentPlayers: number;
      participants: Array<{ userId: string; teamNumber: number; position: number }>;
    };
    expect(detail.participants.map((p) => p.userId)).toContain(playerId);
    expect(detail.currentPlayers).toBe(2);
    // $4.00 + $10.00 deposited − $10.00 charged for the match.
    const session = (await (await context.request.get('/api/user/session')).json()) as { balance: string };
    expect(session.balance).toBe('4.00');
    // The link is used up.
    await page.goto(`/invite/${token}`);
    await page.getByText('This invitation link has already been used.').waitFor();

    await context.close();
    await creator.close();
    await admin.close();
  });
});
