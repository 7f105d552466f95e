import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { connectBrowser, newPage, downloadedBytes } from './support/browser';
import { signInAdmin, signUpInContext } from './support/api';

interface Player {
  id: string;
  email: string;
  context: BrowserContext;
  page: Page;
}

async function ok(res: Promise<{ status(): number; text(): Promise<string> }>, what: string): Promise<void> {
  const answer = await res;
  if (answer.status() >= 300) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`);
}

async function balanceOf(player: Player): Promise<string> {
  return ((await (await player.context.request.get('/api/user/session')).json()) as { balance: string }).balance;
}

describe('admin console: rulings, paging, CSV export, ledger explorer', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page; api: APIRequestContext };
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await connectBrowser();
    const { context, page } = await newPage(browser, baseURL);
    // The page's context shares its cookies with context.request: the page is signed in as the admin.
    await signInAdmin(context);
    admin = { context, page, api: context.request };
  });
  afterAll(async () => {
    await browser?.close();
  });

  const fund = (userId: string, amount: string, reason = 'e2e funding') =>
    ok(
      admin.api.post(`/api/admin/users/${userId}/balance-adjustments`, { data: { amount, reason } }),
      'balance adjustment',
    );

  async function player(name: string): Promise<Player> {
    const { context, page } = await newPage(browser, baseURL);
    const user = await signUpInContext(context, name);
    return { id: user.id, email: user.email, context, page };
  }

  it('an admin rules on a disputed match in the UI, and the winners are paid', async () => {
    const players: Player[] = [];
    for (const name of ['Dana', 'Eli', 'Fay', 'Gus']) {
      const p = await player(name);
      await fund(p.id, '50.00');
      players.push(p);
    }
    const [creator, partner, rival1, rival2] = players as [Player, Player, Player, Player]; // the four names above
    const name = `Disputed final ${Date.now()} ${'with a very long name '.repeat(8)}`.slice(0, 200).trim();
    const created = await creator.context.request.post('/api/tournaments', {
      data: {
        name,
        game: 'padel',
        totalFeePerPlayer: '10.00',
        maxPlayers: 4,
        startTime: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    const seats: Array<[Player, number, number]> = [
      [partner, 1, 2],
      [rival1, 2, 1],
      [rival2, 2, 2],
    ];
    for (const [p, teamNumber, position] of seats) {
      await ok(p.context.request.post(`/api/tournaments/${id}/join`, { data: { teamNumber, position } }), 'join');
    }
    await ok(creator.context.request.post(`/api/tournaments/${id}/start`), 'start');
    await ok(
      creator.context.request.post(`/api/tournaments/${id}/result`, {
        data: {
          winningTeam: 1,
          setScores: [
            { team1: 6, team2: 4 },
            { team1: 6, team2: 3 },
          ],
        },
      }),
      'report',
    );
    await ok(
      rival1.context.request.post(`/api/tournaments/${id}/result/dispute`, {
        data: { reason: 'We won the second set 6-4, not 3-6.' },
      }),
      'dispute',
    );

    // The admin finds it in the Disputed queue, linked from the dashboard with its count.
    const { page } = admin;
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /Disputes/ }).click();
    await page.waitForURL(/\/admin\?tab=disputes$/);
    const card = page.getByRole('article', { name: `Dispute: ${name}` });
    await card.waitFor();
    await card.getByText('We won the second set 6-4, not 3-6.').waitFor();
    await card.getByText('$40.00').first().waitFor();
    await card.getByText(/Frozen for/).waitFor();
    // The long name is cut with an ellipsis and whole in the tooltip; the buttons stay on screen.
    await expect(card.getByTitle(name).first().isVisible()).resolves.toBe(true);
    const voidButton = card.getByRole('button', { name: 'Void match' });
    const box = await voidButton.boundingBox();
    expect(box && box.x + box.width <= 1280).toBe(true);

    await card.getByRole('button', { name: 'Team B won' }).click();
    const dialog = page.getByRole('dialog', { name: 'Declare Team B the winner' });
    await dialog.getByText(/\$38\.00 goes to/).waitFor();
    const pay = dialog.getByRole('button', { name: 'Pay Team B' });
    expect(await pay.isDisabled()).toBe(true); // a reason is required
    await dialog.getByLabel('Reason (shown to the players)').fill('The club video shows team 2 won both sets.');
    expect(await pay.isDisabled()).toBe(true); // and the final score
    // A score that shows Team A winning is refused with a sentence; nothing is paid.
    const score = dialog.getByLabel("Final score (Team A's games first)");
    await score.fill('6-4, 6-3');
    await pay.click();
    await page
      .getByText(/Invalid score: 6-4, 6-3 does not show Team B winning/)
      .first()
      .waitFor();
    await score.fill('4-6, 3-6');
    await pay.click();
    await page.getByText('Team B declared the winner; prizes paid.').waitFor();
    await card.waitFor({ state: 'detached' });

    // Pool $40.00 less the $2.00 platform fee: $19.00 to each winner.
    for (const winner of [rival1, rival2]) expect(await balanceOf(winner)).toBe('59.00');
    for (const loser of [creator, partner]) expect(await balanceOf(loser)).toBe('40.00');

    // The players read the ruling, its author and its reason on the match page.
    await creator.page.goto(`/tournaments/${id}`);
    await creator.page.getByRole('heading', { name: 'Admin ruling' }).waitFor();
    await creator.page.getByText(/The club video shows team 2 won both sets\./).waitFor();
    // The ruling's score, and the result's sets, say the same as the ruling: Team B won 4-6, 3-6.
    await creator.page.getByText(/declared Team B the winner, 4-6, 3-6/).waitFor();
    for (const p of players) await p.context.close();
  });

  it('an admin pages to the second page of transactions and downloads them as CSV', async () => {
    const p = await player('Hana');
    // 55 adjustments: more than one page of 50.
    for (let i = 1; i <= 55; i++) await fund(p.id, `${i}.00`, `paging ${i}`);
    const { page } = admin;
    await page.goto('/admin?tab=transactions');
    const pager = page.getByRole('navigation', { name: 'transactions pages' });
    await pager.getByText(/^Page 1 of \d+ · \d+ transactions$/).waitFor();
    const firstRow = await page.locator('table.data-table tbody tr').first().textContent();
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(/^Page 2 of \d+/).waitFor();
    await page.waitForFunction(
      (before) => document.querySelector('table.data-table tbody tr')?.textContent !== before,
      firstRow,
    );
    expect(await page.locator('table.data-table tbody tr').count()).toBeGreaterThan(0);

    // Search narrows the list to one player's 55 rows: two pages.
    await page.getByLabel('Search transactions').fill(p.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await pager.getByText('Page 1 of 2 · 55 transactions').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('transactions.csv');
    const text = (await downloadedBytes(download)).toString('utf8');
    const [header, ...rows] = text.trimEnd().split('\r\n');
    expect(header).toBe(
      'created_at,transaction_id,user_id,email,type,amount,fee,status,reference,tournament_id,description',
    );
    const mine = rows.filter((r) => r.split(',')[2] === p.id);
    expect(mine).toHaveLength(55);
    expect(mine.map((r) => r.split(',')[5])).toContain('55.00');
    // 55 rows, checked above.
    expect(mine[0]!.split(',')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await p.context.close();
  });

  it('an admin reads a point-in-time balance in the ledger explorer', async () => {
    const p = await player('Ivo');
    await fund(p.id, '20.00', 'first credit');
    // datetime-local has second precision: leave a clear second between the two credits.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const between = new Date(Date.now() - 1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await fund(p.id, '5.00', 'second credit');

    const { page } = admin;
    await page.goto('/admin?tab=users');
    await page.getByLabel('Search players').fill(p.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: `Explore the ledger of ${p.email}` }).click();
    await page.waitForURL(/\/admin\/ledger\?user=/);
    await page.getByTestId('balance-available').getByText('$25.00').waitFor();

    await page.getByLabel('Balance at (UTC; empty for now)').fill(between.toISOString().slice(0, 19));
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByTestId('balance-available').getByText('$20.00').waitFor();
    await page.getByRole('heading', { name: 'Entries (2)' }).waitFor();
    // The raw stream up to that instant, with the admin's reason in the metadata.
    await page.getByRole('cell', { name: 'BalanceAdjusted' }).first().waitFor();
    await page
      .getByText(/first credit/)
      .first()
      .waitFor();
    expect(await page.getByText(/second credit/).count()).toBe(0);

    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/Verified: no differences for this account/).waitFor();
    await p.context.close();
  });
});
