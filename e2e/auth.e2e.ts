import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser, newPage } from './support/browser';

describe('sign up → home → sign out → sign in → wrong password', () => {
  let browser: Browser;
  const baseURL = inject('baseURL');
  const email = `e2e-${Date.now()}@example.test`;
  const password = 'a-long-enough-password';

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('walks a new player through the whole account flow', async () => {
    const { page, context } = await newPage(browser, baseURL);

    // Signed out, the landing page shows; Get Started leads to /auth.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /Turn Your Padel Skills Into Cash/i,
    );
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL('**/auth');

    // Sign up.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First Name').fill('Erin');
    await page.getByLabel('Last Name').fill('Tester');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Date of birth').fill('1990-04-01');
    await page.getByLabel('Country').fill('US');
    await page.getByLabel('State or province').fill('US-CA');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created successfully!').waitFor();
    await page.getByText('Welcome back, Erin').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The wallet button shows the new wallet's balance.
    await page
      .getByRole('button', { name: /\$0\.00/ })
      .first()
      .waitFor();

    // Sign out.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page
      .getByRole('menuitem', { name: 'Log out' })
      .or(page.getByRole('button', { name: 'Log out' }))
      .first()
      .click();
    await page.waitForURL('**/auth');
    await page.getByText('Logged out successfully!').waitFor();

    // Sign in again.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Welcome back, Erin').waitFor();

    // Signed in, /auth sends the player home.
    await page.goto('/auth');
    await page.getByText('Welcome back, Erin').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shows the "Login failed" toast with the server message for a wrong password', async () => {
    const { page, context } = await newPage(browser, baseURL);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('definitely-wrong');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login failed').waitFor();
    await page.getByText('Invalid email or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('sends signed-out visitors from private pages to sign in and back, and serves the 404 page when signed in', async () => {
    const { page, context } = await newPage(browser, baseURL);
    await page.goto('/wallet');
    await page.waitForURL('**/auth?next=%2Fwallet');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/wallet');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});
