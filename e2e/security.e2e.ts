import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';
import { signUpInContext } from './support/api';

/**
 * Issue 9, findings 2 and 3 in a real browser: the built app runs under its Content-Security-Policy
 * without a single violation, and a page on another origin cannot use the player's cookie.
 */
describe('security in the browser', () => {
  let browser: Browser;
  let evil: Server;
  let evilURL: string;
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await connectBrowser();
    // Another origin on the same machine (another port): same-site, so the SameSite=Lax cookie is
    // sent; only the Origin check stands between this page and the player's session.
    evil = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end('<!doctype html><title>win a prize</title>');
    });
    await new Promise<void>((done) => evil.listen(0, '127.0.0.1', done));
    evilURL = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => evil?.close(done));
  });

  function watchViolations(page: Page): string[] {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return problems;
  }

  it('serves every page with the security headers and no CSP violation', async () => {
    const { context, page } = await newPage(browser, baseURL);
    const problems = watchViolations(page);
    const document = await page.goto('/');
    const headers = document!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    await page
      .getByRole('link', { name: /sign in|log in|get started/i })
      .first()
      .waitFor();

    await signUpInContext(context, 'Csp');
    await page.goto('/');
    await page.locator('header').getByRole('button', { name: /\$\d/ }).first().click();
    await page.getByRole('button', { name: 'Add Funds' }).first().click();
    await page.getByLabel('Amount', { exact: true }).fill('50');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('TEST MODE — no real card is charged').waitFor();
    await page.getByRole('button', { name: /Credit or Debit Card/ }).click();
    await page.getByLabel('Card number').waitFor();
    await page.goto('/test-login');
    await page.getByRole('heading', { name: 'Test Login' }).waitFor();
    await page.goto('/tournaments');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a cross-origin page that posts with the player cookie; the player stays signed in', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await signUpInContext(context, 'Victim');
    expect((await context.request.get('/api/user/session')).status()).toBe(200);

    await page.goto(evilURL);
    const sent = await page.evaluate(async (target) => {
      let count = 0;
      for (const path of ['/api/notifications/read-all', '/api/auth/logout']) {
        // The request goes out with the cookie; its answer is opaque (and blocked by CORP) either way.
        await fetch(`${target}${path}`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'Content-Type': 'text/plain' },
          body: '{}',
        }).catch(() => undefined);
        count += 1;
      }
      return count;
    }, baseURL);
    expect(sent).toBe(2);
    // Without the Origin check the logout above would have ended this session.
    expect((await context.request.get('/api/user/session')).status()).toBe(200);
    await context.close();
  });
});
