import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';
import { createMatchInContext, daysFromNow, signInAdmin, signUpInContext } from './support/api';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PHONE_WIDTH = 390;

/** The names of Home's open matches, top to bottom. */
async function availableOrder(page: Page): Promise<string[]> {
  const available = page.getByRole('region', { name: 'Available Matches' });
  return (
    await available.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))
  ).filter((name): name is string => name !== null);
}

/**
 * Following a player from their profile (issue 24, point 6): a player opens another's profile from
 * a match, follows them there, and Home lists that player's open match first. The profile page is
 * checked with axe at desktop and phone sizes and fits a 390 px screen.
 */
describe("another player's profile", () => {
  let browser: Browser;
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a player opens a profile from a match, follows, and Home lists that player’s open match first', async () => {
    const admin = await browser.newContext({ baseURL });
    await signInAdmin(admin);
    const fund = async (userId: string) =>
      expect(
        (
          await admin.request.post(`/api/admin/users/${userId}/balance-adjustments`, {
            data: { amount: '20.00', reason: 'e2e funding' },
          })
        ).status(),
      ).toBe(201);

    const friend = await newPage(browser, baseURL);
    const friendUser = await signUpInContext(friend.context, 'Gia');
    await fund(friendUser.id);
    const friendsMatch = `Gia's Match ${Date.now()}`;
    const friendsMatchId = await createMatchInContext(friend.context, friendsMatch, daysFromNow(7));
    // A newer match by someone not followed: it comes before Gia's until I follow her.
    const stranger = await newPage(browser, baseURL);
    const strangerUser = await signUpInContext(stranger.context, 'Sol');
    await fund(strangerUser.id);
    const strangersMatch = `Sol's Match ${Date.now()}`;
    await createMatchInContext(stranger.context, strangersMatch, daysFromNow(8));

    const me = await newPage(browser, baseURL);
    const meUser = await signUpInContext(me.context, 'Rae');
    const { page } = me;
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Available Matches' })
      .getByRole('article', { name: friendsMatch })
      .waitFor();
    const before = await availableOrder(page);
    expect(before.indexOf(strangersMatch)).toBeLessThan(before.indexOf(friendsMatch));

    // From the match page: Gia's name in her team opens her profile.
    await page.goto(`/tournaments/${friendsMatchId}`);
    await page.getByRole('group', { name: 'Teams' }).getByRole('link', { name: 'Gia Player' }).click();
    await page.waitForURL(`**/players/${friendUser.id}`);
    await page.getByRole('heading', { level: 1, name: 'Gia Player' }).waitFor();
    expect(await page.title()).toBe('Player profile · CourtCash');
    await page.getByRole('button', { name: 'Follow Gia Player' }).click();
    await page.getByRole('button', { name: 'Unfollow Gia Player' }).waitFor();
    await page.getByText('Following Gia Player').waitFor();

    // Home: Gia's open match comes first and says who is in, with her name linking back to her profile.
    await page.goto('/');
    const available = page.getByRole('region', { name: 'Available Matches' });
    await available.getByRole('article', { name: friendsMatch }).waitFor();
    expect((await availableOrder(page))[0]).toBe(friendsMatch);
    await available.getByRole('link', { name: 'Gia Player' }).click();
    await page.waitForURL(`**/players/${friendUser.id}`);
    await page.getByRole('button', { name: 'Unfollow Gia Player' }).waitFor();

    // My own id is my own profile page.
    await page.goto(`/players/${meUser.id}`);
    await page.waitForURL('**/profile');
    // An unknown player: a page that says so.
    await page.goto('/players/no-such-player');
    await page.getByRole('heading', { name: 'Player not found' }).waitFor();

    for (const c of [admin, friend.context, stranger.context, me.context]) await c.close();
  });

  it.each([
    { size: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
    { size: 'phone', viewport: { width: PHONE_WIDTH, height: 844 }, isMobile: true },
  ])('the profile page has no axe violation and fits the screen at $size size', async ({ viewport, isMobile }) => {
    const other = await browser.newContext({ baseURL });
    const { id } = await signUpInContext(other, 'Kai');
    const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch: isMobile });
    await signUpInContext(context, 'Lux');
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`/players/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Kai Player' }).waitFor();
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    // Nothing wider than the screen; the Follow button on it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width + 1);
    const follow = await page.getByRole('button', { name: 'Follow Kai Player' }).boundingBox();
    expect(follow && follow.x >= 0 && follow.x + follow.width <= viewport.width + 1).toBe(true);
    await other.close();
    await context.close();
  });
});
