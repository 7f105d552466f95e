import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

/** Registers a player through the API inside a browser context, so the page is signed in as them. */
export async function signUpInContext(
  context: BrowserContext,
  firstName: string,
): Promise<{ id: string; email: string }> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const res = await context.request.post('/api/auth/register', {
    data: {
      email,
      password: 'a-long-enough-password',
      firstName,
      lastName: 'Player',
      dateOfBirth: '1990-04-01',
      country: 'US',
      region: 'US-CA',
    },
  });
  if (res.status() !== 202) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  // As the sign-up page does: sign in with the password just chosen (works only for a new account).
  const login = await context.request.post('/api/auth/login', { data: { email, password: 'a-long-enough-password' } });
  if (login.status() !== 200) throw new Error(`sign-in after sign-up failed: ${login.status()} ${await login.text()}`);
  return (await login.json()) as { id: string; email: string };
}

/**
 * Verifies the signed-in player's identity through the test-mode provider and its test tool
 * (withdrawals need a verified identity, issue 20).
 */
export async function verifyIdentityInContext(context: BrowserContext): Promise<void> {
  const started = await context.request.post('/api/user/identity-verifications', { data: { level: 1 } });
  if (started.status() !== 201) throw new Error(`verification failed: ${started.status()} ${await started.text()}`);
  const { id } = (await started.json()) as { id: string };
  const done = await context.request.post(`/api/test/identity-verifications/${id}/complete`, {
    data: { outcome: 'verified' },
  });
  if (done.status() !== 200) throw new Error(`verification failed: ${done.status()} ${await done.text()}`);
}

/**
 * Signs a browser context in as the start-up admin: it gets the cookies of the session the run's
 * global setup opened through both steps (password, then a TOTP code; e2e/support/global-setup.ts).
 * One session for the run, because the server takes each TOTP time step once per account: test
 * files running side by side cannot each sign in without waiting for the clock.
 */
export async function signInAdmin(context: BrowserContext): Promise<void> {
  await context.addCookies(inject('adminSession').cookies);
}

/** Where a file keeps an admin's TOTP secret and the steps it used (faults.e2e.ts, for its own apps' admin). */
export function secondFactorFile(email: string): string {
  return join(tmpdir(), `courtcash-e2e-totp-${process.ppid}-${email.replace(/[^a-z0-9]/gi, '_')}.json`);
}

function readUsed(file: string): number[] {
  return existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { used?: number[] }).used ?? []) : [];
}

/** A code for a time step not used yet (the server takes each step once; the next step counts as drift). */
export async function freshCode(secret: string, file: string): Promise<string> {
  const used = readUsed(file);
  for (const offset of [0, 30_000]) {
    const step = Math.floor((Date.now() + offset) / 30_000);
    if (!used.includes(step)) {
      const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as object) : {};
      writeFileSync(file, JSON.stringify({ ...saved, used: [...used, step] }));
      return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offset });
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50));
  return freshCode(secret, file);
}

/**
 * Pays `amount` into the signed-in player's wallet with the simulated test card, through the API as
 * the card form does (the form itself is covered by wallet.e2e.ts), and returns the deposit's receipt id.
 */
export async function depositByTestCardInContext(context: BrowserContext, amount: string): Promise<string> {
  const started = await context.request.post('/api/create-payment-intent', { data: { amount } });
  if (started.status() >= 300) throw new Error(`payment intent failed: ${started.status()} ${await started.text()}`);
  const { paymentIntentId } = (await started.json()) as { paymentIntentId: string };
  const paid = await context.request.post('/api/payments/simulated/confirm', {
    data: { paymentIntentId, cardNumber: '4242424242424242' },
  });
  if (paid.status() >= 300) throw new Error(`test card refused: ${paid.status()} ${await paid.text()}`);
  const recorded = await context.request.post('/api/wallet/deposit', {
    data: { amount, paymentMethod: 'card', transactionReference: paymentIntentId },
  });
  if (recorded.status() >= 300) throw new Error(`deposit failed: ${recorded.status()} ${await recorded.text()}`);
  const history = await context.request.get('/api/wallet/history?category=deposits&pageSize=1');
  const [newest] = ((await history.json()) as { items: Array<{ receiptId: string | null }> }).items;
  if (!newest?.receiptId) throw new Error('the deposit has no receipt in the history');
  return newest.receiptId;
}

/** An ISO instant `days` from now (a match's start time). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
}

/** Opens a padel match ($10 a player, 4 players, at Club Norte) as the signed-in player; returns its id. */
export async function createMatchInContext(context: BrowserContext, name: string, startTime: string): Promise<string> {
  const created = await context.request.post('/api/tournaments', {
    data: { name, game: 'padel', location: 'Club Norte', totalFeePerPlayer: '10.00', maxPlayers: 4, startTime },
  });
  if (created.status() !== 201) throw new Error(`match creation failed: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}
