import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { verifyLedgerAt } from '../../scripts/ledger-verify';
import {
  ADMIN,
  Instance,
  Session,
  register,
  session,
  signInAdmin,
  startInstance,
  until,
} from './app-instances.spec-helper';

const HOLDER = { firstName: 'Round', lastName: 'Robin' };
const BANK = { accountNumber: 'PK36SCBL0000001123456702', accountHolderName: 'Round Robin', bankName: 'Meezan Bank' };

/**
 * Three instances on one database behind a round-robin balancer with no sticky sessions: every
 * request of a client goes to the next instance. One consistency rule (src/read-your-writes.ts):
 * an answer carries the position it wrote, and a read waits until the read models it needs have
 * passed the client's latest position, whichever instance took the write.
 */
describe('three app instances, round-robin, no sticky sessions', () => {
  let db: TestDatabase;
  const instances: Instance[] = [];
  let bases: string[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    // One at a time: the first runs the migrations and leads the projections.
    instances.push(await startInstance(db, 'rr-a', ADMIN));
    instances.push(await startInstance(db, 'rr-b'));
    instances.push(await startInstance(db, 'rr-c'));
    bases = instances.map((i) => i.base);
  }, 180_000);
  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
    await db.drop();
  });

  const balanceOn = async (player: Session, base?: string) =>
    String((await player('GET', '/api/user/session', undefined, base)).body.balance);

  const newPlayer = async (tag: string): Promise<{ player: Session; id: string }> => {
    const player = session(bases);
    const login = await register(player, {
      email: `${tag}-${randomUUID().slice(0, 8)}@example.test`,
      password: 'correct horse battery',
      ...HOLDER,
    });
    return { player, id: String(login.body.id) };
  };

  const cardDeposit = async (player: Session, amount: string) => {
    const intent = await player('POST', '/api/create-payment-intent', { amount });
    expect(intent.status).toBe(201);
    const paymentIntentId = String(intent.body.paymentIntentId);
    const paid = await player('POST', '/api/payments/simulated/confirm', {
      paymentIntentId,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.status).toBe(200);
    const recorded = await player('POST', '/api/wallet/deposit', {
      amount,
      paymentMethod: 'card',
      transactionReference: paymentIntentId,
    });
    expect(recorded.status).toBe(201);
  };

  it('reads every write back on the next instance, and a sign-out ends the session everywhere at once', async () => {
    const admin = session(bases);
    await signInAdmin(admin);
    // Signing up writes on one instance and signs in on the next (login reads the users read model).
    const { player, id } = await newPlayer('rr');

    // A deposit, read back on the next instance.
    await cardDeposit(player, '50.00');
    expect(await balanceOn(player)).toBe('50.00');
    const listed = await player('GET', '/api/user/transactions');
    expect(JSON.stringify(listed.body)).toContain('"50.00"');

    // The whole balance, withdrawn on the instance after the one that took the deposit.
    await cardDeposit(player, '25.00');
    const all = await player('POST', '/api/wallet/withdraw', { amount: '75.00', ...BANK });
    expect(all.status).toBe(201);
    expect(await balanceOn(player)).toBe('0.00');

    // An admin's adjustment, read back by the admin and by the player on other instances.
    const adjusted = await admin('POST', `/api/admin/users/${id}/balance-adjustments`, {
      amount: '40.00',
      reason: 'round robin',
    });
    expect(adjusted.status).toBe(201);
    const users = await admin('GET', '/api/admin/users');
    expect(users.status).toBe(200);
    const row = (users.body as unknown as Array<{ id: string; balance: string }>).find((u) => u.id === id);
    expect(row?.balance).toBe('40.00');

    // A paid match and a join, each read back on another instance. The player has not read since
    // the admin's adjustment: its first read may reach an instance whose read models lag (the
    // position is the admin's, not the player's), so it waits for what it checks.
    await until('the adjustment reaches the player', 5_000, async () =>
      (await balanceOn(player)) === '40.00' ? true : null,
    );
    const created = await player('POST', '/api/tournaments', {
      name: 'Round robin open',
      game: 'padel',
      totalFeePerPlayer: '10.00',
      maxPlayers: 4,
      startTime: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    });
    expect(created.status).toBe(201);
    const tournamentId = String(created.body.id);
    const other = await newPlayer('rr-join');
    expect(
      (await admin('POST', `/api/admin/users/${other.id}/balance-adjustments`, { amount: '10.00', reason: 'fee' }))
        .status,
    ).toBe(201);
    await until('the other player sees the funds', 5_000, async () =>
      (await balanceOn(other.player)) === '10.00' ? true : null,
    );
    const joined = await other.player('POST', `/api/tournaments/${tournamentId}/join`, {});
    expect(joined.status).toBe(200);
    for (const _ of bases) {
      const page = await other.player('GET', `/api/tournaments/${tournamentId}`);
      expect((page.body.participants as Array<{ userId: string }>).map((p) => p.userId)).toContain(other.id);
      expect(await balanceOn(other.player)).toBe('0.00');
    }

    // Every instance reports the same balances.
    for (const base of bases) {
      expect(await balanceOn(player, base)).toBe('30.00');
      expect(await balanceOn(other.player, base)).toBe('0.00');
    }

    // Sign-out: each instance has the session cached; after signing out on one, the stolen cookie
    // is refused by every instance on the very next request.
    const cookie = player.cookie();
    for (const base of bases) expect((await player('GET', '/api/user/session', undefined, base)).status).toBe(200);
    expect((await player('POST', '/api/auth/logout', undefined, bases[0])).status).toBeLessThan(300);
    for (const base of bases) {
      const res = await fetch(`${base}/api/user/session`, { headers: { cookie } });
      expect([base, res.status]).toEqual([base, 401]);
    }

    for (const { child } of instances) child.kill('SIGTERM');
    await Promise.all(instances.map(({ child }) => new Promise((resolve) => child.once('exit', resolve))));
    expect(await verifyLedgerAt(db.url)).toMatchObject({ ok: true });
  }, 180_000);
});
