/**
 * Sums on screen equal the ledger: after a randomized workload of deposits (card and bank),
 * withdrawals, joins, leaves (refunds) and played matches (prizes), each player's history (the API
 * the history page reads) adds up to the fold `ledger:verify` checks: available, held and pending.
 */
import { formatCents, parseMoney } from '../../../domain/shared/money';
import { walletBalanceFromEvents } from '../../../domain/wallet/wallet.balance';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { Player, createTournament, fundedPlayer, twoSetWin } from '../../tournaments/shared/tournament.spec-helper';
import { bank, simulatedCardDeposit } from '../shared/wallet.spec-helper';

function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

const dollars = formatCents;
const cents = (money: string) => parseMoney(money)!; // the API only answers "12.50" strings
const SLOTS = [
  [1, 2],
  [2, 1],
  [2, 2],
] as const;

interface Row {
  category: string;
  amount: string;
  walletChange: string;
}

describe('history reconciles with the ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("after a randomized workload, every player's history sums to the ledger fold", async () => {
    const seed = Number(process.env.HISTORY_SEED ?? 20261129);
    const random = prng(seed);
    const admin = await t.admin();
    const organiser = await fundedPlayer(t, '500.00');
    const players: Player[] = await Promise.all([0, 1, 2, 3, 4].map(() => fundedPlayer(t, '0.00')));
    let match: { id: string; seated: Player[] } | null = null;
    let ref = 0;

    // One join and leave (a refund) whatever the seed draws, so every category is reached.
    await simulatedCardDeposit(players[0].agent, 50);
    const warmUp = await createTournament(t, organiser, { totalFeePerPlayer: '12.50', courtFee: '10.00' });
    const [firstTeam, firstPosition] = SLOTS[0];
    await players[0].agent
      .post(`/api/tournaments/${warmUp}/join`)
      .send({ teamNumber: firstTeam, position: firstPosition })
      .expect(200);
    await players[0].agent.post(`/api/tournaments/${warmUp}/leave`).expect(200);
    await t.processTournaments();

    for (let step = 0; step < 40; step++) {
      const player = random.pick(players);
      const op = random.pick(['card', 'bank', 'withdraw', 'join', 'join', 'leave'] as const);
      const amount = random.int(10, 80) * 100 + random.int(0, 99);
      const decision = random.pick(['yes', 'no', 'wait'] as const);
      if (op === 'card') {
        await simulatedCardDeposit(player.agent, amount / 100);
      } else if (op === 'bank') {
        const res = await player.agent.post('/api/wallet/deposit').send({
          amount: dollars(amount),
          paymentMethod: 'bank_transfer',
          transactionReference: `H-${seed}-${ref++}`,
        });
        expect(res.status).toBe(201);
        if (decision !== 'wait')
          await admin
            .post(`/api/admin/deposits/${res.body.id}/${decision === 'yes' ? 'approve' : 'reject'}`)
            .send({ reason: 'seeded run' })
            .expect(200);
      } else if (op === 'withdraw') {
        const res = await player.agent.post('/api/wallet/withdraw').send({ amount: dollars(amount), ...bank });
        if (res.status === 400) continue; // more than the balance: refused, nothing changes
        expect(res.status).toBe(201);
        if (decision !== 'wait')
          await admin
            .post(`/api/admin/withdrawals/${res.body.id}/${decision === 'yes' ? 'complete' : 'reject'}`)
            .send({ reason: 'seeded run' })
            .expect(200);
      } else if (op === 'join') {
        if (!match) {
          const id = await createTournament(t, organiser, { totalFeePerPlayer: '12.50', courtFee: '10.00' });
          match = { id, seated: [] };
        }
        if (match.seated.includes(player)) continue;
        const [team, position] = SLOTS[match.seated.length];
        const res = await player.agent.post(`/api/tournaments/${match.id}/join`).send({ teamNumber: team, position });
        if (res.status !== 200) continue; // too little money: refused
        await t.processTournaments();
        match.seated.push(player);
        if (match.seated.length === 3) {
          // Full: played and won by the organiser's team, the prizes paid out.
          await organiser.agent.post(`/api/tournaments/${match.id}/start`).expect(200);
          await organiser.agent.post(`/api/tournaments/${match.id}/result`).send(twoSetWin).expect(200);
          await match.seated[1].agent.post(`/api/tournaments/${match.id}/result/confirm`).expect(200);
          await t.processTournaments();
          match = null;
        }
      } else if (match && match.seated.includes(player)) {
        const last = match.seated[match.seated.length - 1];
        if (last !== player) continue; // seats are filled in order: only the last may leave
        await player.agent.post(`/api/tournaments/${match.id}/leave`).expect(200);
        await t.processTournaments();
        match.seated.pop();
      }
    }
    await t.processTournaments();
    await t.settled();

    const seen = new Set<string>();
    for (const player of [organiser, ...players]) {
      const res = await player.agent.get('/api/wallet/history?pageSize=200');
      expect(res.status).toBe(200);
      const rows = res.body.items as Row[];
      for (const row of rows) seen.add(row.category);
      const events = (await t.running.store.readStream(`wallet-${player.id}`)).map(
        (e) => ({ type: e.type, data: e.data }) as WalletEvent,
      );
      const fold = walletBalanceFromEvents(events);
      const { totals } = res.body;
      expect({ balance: totals.balance, held: totals.held, pendingDeposits: totals.pendingDeposits }).toEqual({
        balance: dollars(fold.availableCents),
        held: dollars(fold.heldCents),
        pendingDeposits: dollars(fold.pendingDepositCents),
      });
      // What the page adds up itself: its rows' wallet changes, and each filter's rows.
      expect(rows.reduce((sum, r) => sum + cents(r.walletChange), 0)).toBe(fold.availableCents);
      for (const total of totals.categories as Array<{ category: string; amount: string; walletChange: string }>) {
        const filtered = (await player.agent.get(`/api/wallet/history?pageSize=200&category=${total.category}`)).body
          .items as Row[];
        expect(filtered.every((r) => r.category === total.category)).toBe(true);
        expect(dollars(filtered.reduce((sum, r) => sum + cents(r.walletChange), 0))).toBe(total.walletChange);
      }
      expect((await player.agent.get('/api/user/session')).body.balance).toBe(dollars(fold.availableCents));
    }
    // The workload reached every kind of money movement.
    expect([...seen].sort()).toEqual(['adjustments', 'deposits', 'fees', 'refunds', 'winnings', 'withdrawals']);
    const report = await admin.get('/api/admin/ledger/verify');
    expect(report.body).toMatchObject({ ok: true, differences: [] });
  });
});
