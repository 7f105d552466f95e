import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';
import { createMatchInContext, daysFromNow, signInAdmin, signUpInContext } from './support/api';

/**
 * Issue 24's remaining pieces in a real browser: the admin's edit dialog (maximum players and
 * status), invitations that say when and where, following players (Home lists their open matches
 * first), and the profile photo (uploaded, resized by the server, shown in the header).
 */

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

describe("the seed's remaining pieces", () => {
  let browser: Browser;
  const baseURL = inject('baseURL');
  const inAWeek = () => daysFromNow(7);

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the admin edits the maximum players and the status; Cancelled refunds the entry fee', async () => {
    const creator = await newPage(browser, baseURL);
    await signUpInContext(creator.context, 'Edda');
    await fundByTestCard(creator.context, '20.00');
    const name = `Edit Me ${Date.now()}`;
    const id = await createMatchInContext(creator.context, name, inAWeek());

    const admin = await newPage(browser, baseURL);
    await signInAdmin(admin.context);
    await admin.page.goto('/admin?tab=tournaments');
    await admin.page.getByLabel('Search tournaments').fill(name);
    await admin.page.getByLabel('Search tournaments').press('Enter');
    await admin.page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Edit Tournament' });
    expect(await dialog.getByLabel('Maximum players').inputValue()).toBe('4');
    expect(await dialog.getByLabel('Status').inputValue()).toBe('waiting');
    await dialog.getByLabel('Status').selectOption('Cancelled');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await admin.page.getByText('Tournament updated').waitFor();

    const detail = (await (await creator.context.request.get(`/api/tournaments/${id}`)).json()) as { status: string };
    expect(detail.status).toBe('cancelled');
    const session = (await (await creator.context.request.get('/api/user/session')).json()) as { balance: string };
    expect(session.balance).toBe('20.00');
    await admin.context.close();
    await creator.context.close();
  });

  it('an invitation page says when and where', async () => {
    const creator = await newPage(browser, baseURL);
    await signUpInContext(creator.context, 'Ivo');
    await fundByTestCard(creator.context, '20.00');
    const startTime = inAWeek();
    const id = await createMatchInContext(creator.context, 'Invited Doubles', startTime);
    const invite = await creator.context.request.post(`/api/tournaments/${id}/invitations`, { data: {} });
    expect(invite.status()).toBe(201);
    const { link } = (await invite.json()) as { link: string };

    const guest = await newPage(browser, baseURL);
    await guest.page.goto(link);
    await guest.page.getByRole('heading', { name: 'Invited Doubles' }).waitFor();
    const when = guest.page.getByTestId('invitation-when');
    expect(await when.locator('time').getAttribute('datetime')).toBe(startTime);
    // The reader's own time, as the browser formats it.
    const expected = await guest.page.evaluate(
      (iso) =>
        new Date(iso).toLocaleString('en-US', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }),
      startTime,
    );
    expect(await when.textContent()).toBe(expected);
    expect(await guest.page.getByTestId('invitation-where').textContent()).toContain('Club Norte');
    await guest.context.close();
    await creator.context.close();
  });

  it("Home lists a followed player's open match first and says who is in", async () => {
    const friend = await newPage(browser, baseURL);
    const friendUser = await signUpInContext(friend.context, 'Fia');
    await fundByTestCard(friend.context, '20.00');
    const friendsMatch = `Friends Match ${Date.now()}`;
    await createMatchInContext(friend.context, friendsMatch, inAWeek());
    // A newer match by someone not followed, which would otherwise come first.
    const stranger = await newPage(browser, baseURL);
    await signUpInContext(stranger.context, 'Sten');
    await fundByTestCard(stranger.context, '20.00');
    await createMatchInContext(
      stranger.context,
      `Strangers Match ${Date.now()}`,
      new Date(Date.now() + 8 * 24 * 3600 * 1000).toISOString(),
    );

    const me = await newPage(browser, baseURL);
    await signUpInContext(me.context, 'Moe');
    expect((await me.context.request.put(`/api/user/following/${friendUser.id}`)).status()).toBe(200);
    await me.page.goto('/');
    const available = me.page.getByRole('region', { name: 'Available Matches' });
    await available.getByRole('article', { name: friendsMatch }).waitFor();
    const first = available.getByRole('article').first();
    expect(await first.getAttribute('aria-label')).toBe(friendsMatch);
    await available.getByText('Fia Player').waitFor();

    // Unfollowed, the order is the list's own again.
    expect((await me.context.request.delete(`/api/user/following/${friendUser.id}`)).status()).toBe(200);
    await me.page.reload();
    await available.getByRole('article', { name: friendsMatch }).waitFor();
    expect(await available.getByText('Fia Player').count()).toBe(0);
    for (const p of [me, friend, stranger]) await p.context.close();
  });

  it('a profile photo is uploaded, resized by the server, and shown on the profile and in the header', async () => {
    const me = await newPage(browser, baseURL);
    await signUpInContext(me.context, 'Pia');
    await me.page.goto('/profile');
    const hero = me.page.getByRole('region', { name: 'Player summary' });
    // A 600×400 PNG drawn by the browser itself.
    const png = await me.page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 600;
      canvas.height = 400;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#1d4ed8';
      g.fillRect(0, 0, 600, 400);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await hero
      .getByLabel(/Add a photo/)
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    await hero.getByRole('button', { name: 'Upload photo' }).click();
    await me.page.getByText('Photo updated').waitFor();

    const photo = hero.getByRole('img', { name: 'Photo of Pia Player' });
    await photo.waitFor();
    await me.page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('img.profile-hero__avatar')?.naturalWidth === 256,
    );
    const header = me.page.locator('header img.avatar--image');
    await header.waitFor();
    expect(await header.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 256]);
    await me.context.close();
  });
});
