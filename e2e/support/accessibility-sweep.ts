import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectBrowser } from './browser';
import { createMatchInContext, daysFromNow, depositByTestCardInContext, signInAdmin, signUpInContext } from './api';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SIZES = {
  desktop: { viewport: { width: 1280, height: 900 }, isMobile: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true },
} as const;

/**
 * axe-core (WCAG 2.1 A and AA) over every page: signed out, as a player with unread notifications
 * (and a toast showing where one can be raised), and as an admin, at one size. Every violation of
 * every state is collected, so one run lists them all; the test expects none. Each size has its own
 * test file (accessibility-desktop.e2e.ts, accessibility-phone.e2e.ts), so the two run side by side.
 */
export function accessibilitySweep(size: keyof typeof SIZES): void {
  const { viewport, isMobile } = SIZES[size];
  describe(`accessibility at ${size} size`, () => {
    let browser: Browser;
    const baseURL = inject('baseURL');
    const violations: string[] = [];
    const titles = new Map<string, string>();
    let checked = 0;

    beforeAll(async () => {
      browser = await connectBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    const context = (): Promise<BrowserContext> =>
      browser.newContext({ baseURL, viewport, isMobile, hasTouch: isMobile });

    async function audit(page: Page, state: string): Promise<void> {
      await page.waitForLoadState('networkidle');
      await page.locator('.page-spinner').waitFor({ state: 'detached' });
      // With no frame but the page itself, axe.run in the page (legacy mode) checks exactly what the
      // default does (axe.runPartial per frame, then axe.finishRun in a new blank page), at about half
      // the cost: no second page and no second copy of axe per state. Same rules, same nodes (compared
      // state by state when this was changed). A page with frames gets the default.
      const axe = new AxeBuilder({ page }).withTags(WCAG_21_AA);
      const result = await (page.frames().length === 1 ? axe.setLegacyMode() : axe).analyze();
      checked++;
      for (const violation of result.violations) {
        const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
        const line = `${size} ${state}: ${violation.id} ×${violation.nodes.length} (${targets.join(' | ')})`;
        violations.push(line);
        console.log(`axe: ${line}`);
      }
      const title = await page.title();
      const path = new URL(page.url()).pathname;
      if (!state.includes('+')) titles.set(`${path} ${state.split(' ')[0]}`, title);
    }

    /** Opens each path in turn in `page` and audits it. */
    async function auditEach(page: Page, who: string, paths: string[]): Promise<void> {
      for (const path of paths) {
        await page.goto(path);
        await audit(page, `${who} ${path}`);
      }
    }

    it('finds no WCAG 2.1 AA violation on any page state', async () => {
      const admin = await context();
      await signInAdmin(admin);
      const visitor = await context();
      const player = await context();
      const host = await context();

      // The three groups (signed out, player, admin) share nothing but the app: they run side by side.
      const signedOut = async () => {
        const vpage = await visitor.newPage();
        vpage.setDefaultTimeout(15_000);
        await auditEach(vpage, 'visitor', [
          '/',
          '/auth',
          '/about',
          '/contact',
          '/support',
          '/investor',
          '/terms-of-service',
          '/privacy-policy',
          '/cookie-policy',
          '/legal-conditions',
          '/forgot-password',
          '/confirm-email-change',
          '/cancel-email-change',
          '/admin/login',
          '/no-such-page',
        ]);
      };

      const asPlayer = async () => {
        // A player with money, a match of their own, an invitation, and an unread notification
        // (joining another player's match notifies the joiner).
        const { id } = await signUpInContext(player, 'Ada');
        const { id: hostId } = await signUpInContext(host, 'Hal');
        for (const userId of [id, hostId]) {
          const funded = await admin.request.post(`/api/admin/users/${userId}/balance-adjustments`, {
            data: { amount: '100.00', reason: 'e2e funding' },
          });
          expect(funded.status()).toBe(201);
        }
        // A card deposit: a card-fee row in the history, and a receipt page.
        const receiptId = await depositByTestCardInContext(player, '20');
        const ownMatch = await createMatchInContext(player, 'Ada match', daysFromNow(1));
        const hostMatch = await createMatchInContext(host, 'Hal match', daysFromNow(1));
        expect(
          (
            await player.request.post(`/api/tournaments/${hostMatch}/join`, { data: { teamNumber: 2, position: 1 } })
          ).status(),
        ).toBe(200);
        const { token } = (await (
          await host.request.post(`/api/tournaments/${hostMatch}/invitations`, { data: {} })
        ).json()) as { token: string };

        const page = await player.newPage();
        page.setDefaultTimeout(15_000);
        await page.goto('/');
        await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).waitFor();
        await auditEach(page, 'player', [
          '/',
          '/wallet',
          `/wallet/receipts/${receiptId}`,
          // No such receipt (an id of the same shape, so the title check sees one page).
          '/wallet/receipts/00000000-0000-4000-8000-000000000000',
          '/deposit',
          '/create-tournament',
          `/tournaments/${ownMatch}`,
          `/tournaments/${hostMatch}`,
          '/my-games',
          '/leaderboard',
          '/courts',
          '/profile',
          `/players/${hostId}`,
          '/account/security',
          '/account/verification',
          '/account/limits',
          '/rating-questionnaire',
          `/invite/${token}`,
          '/about',
          '/no-such-page',
        ]);
        await page.goto('/');
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await audit(page, 'player + notifications open');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /Wallet balance/ }).click();
        const walletDialog = page.getByRole('dialog', { name: 'Wallet Management' });
        await walletDialog.getByRole('button', { name: 'Copy IBAN' }).click();
        // "Copied!" or, where the browser refuses the clipboard, "Copy failed": a toast either way.
        await page.locator('.toaster li').first().waitFor();
        await audit(page, 'player + wallet dialog with a toast');
      };

      const asAdmin = async () => {
        const apage = await admin.newPage();
        apage.setDefaultTimeout(15_000);
        await auditEach(apage, 'admin', ['/admin/dashboard', '/admin', '/admin/ledger']);
        const adminTabs = apage.getByRole('tablist').first().getByRole('tab');
        await apage.goto('/admin');
        await adminTabs.first().waitFor();
        for (let i = 1; i < (await adminTabs.count()); i++) {
          // On a phone the tab row scrolls sideways and a pointer click can land on its neighbour.
          await adminTabs.nth(i).dispatchEvent('click');
          await audit(apage, `admin + /admin tab ${i}`);
        }
      };

      await Promise.all([signedOut(), asPlayer(), asAdmin()]);

      for (const c of [admin, visitor, player, host]) await c.close();
      expect(checked).toBeGreaterThan(30);
      expect(violations).toEqual([]);
      // Every page has its own title (a page seen by visitor and player may share one).
      const byTitle = new Map<string, string[]>();
      for (const [key, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), key.split(' ')[0] ?? key]);
      const shared = [...byTitle].filter(
        ([, paths]) => new Set(paths.map((p) => p.replace(/\/[0-9a-f-]{36}$/, '/:id'))).size > 1,
      );
      expect(shared).toEqual([]);
      // About forty page states, each loaded and analysed: minutes on a shared machine.
    }, 900_000);
  });
}
