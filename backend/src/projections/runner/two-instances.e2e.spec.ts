import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { LiveClient } from '../../scripts/bench/live-client';
import {
  ADMIN,
  Instance,
  NAMES,
  leaders,
  register,
  session,
  signInAdmin,
  startInstance,
  until,
} from './app-instances.spec-helper';

describe('two app instances on one PostgreSQL', () => {
  let db: TestDatabase;
  const instances: Instance[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    instances.push(await startInstance(db, 'instance-a', ADMIN));
    instances.push(await startInstance(db, 'instance-b'));
  }, 120_000);
  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
    await db.drop();
  });

  it('both serve money commands, one applies each projection, and a killed leader hands over within 5 s', async () => {
    const [a, b] = instances;
    // Exactly one holder per projection, and it is the instance that started first.
    const before = await until('every projection has a leader', 10_000, async () => {
      const held = await leaders(db);
      return NAMES.every((n) => held[n].length === 1) ? held : null;
    });
    expect(Object.values(before).flat()).toEqual(NAMES.map(() => 'instance-a'));

    // The load is split: players sign up, are funded and withdraw on either instance, and each
    // reads its own write on the instance it talks to (B waits for the projections A applies).
    const admin = session(a.base);
    await signInAdmin(admin);
    for (const instance of [a, b, a, b]) {
      const player = session(instance.base);
      const registered = await register(player, {
        email: `two-${randomUUID().slice(0, 8)}@example.test`,
        password: 'correct horse battery',
        // The bank account's holder: a withdrawal goes to the verified person's own account (issue 20).
        firstName: 'Two',
        lastName: 'Instances',
      });
      const funded = await admin('POST', `/api/admin/users/${String(registered.body.id)}/balance-adjustments`, {
        amount: '50.00',
        reason: 'two instances',
      });
      expect(funded.status).toBe(201);
      const withdrawn = await player('POST', '/api/wallet/withdraw', {
        amount: '20.00',
        accountNumber: 'PK36SCBL0000001123456702',
        accountHolderName: 'Two Instances',
        bankName: 'Meezan Bank',
      });
      expect(withdrawn.status).toBe(201);
      const me = await player('GET', '/api/user/session');
      expect(me.body.balance).toBe('30.00');
    }

    // A player's live stream on B hears what A, the leader, announces; and, below, what B does once it leads.
    const listener = session(b.base);
    const listenerId = String(
      (
        await register(listener, {
          email: `live-${randomUUID().slice(0, 8)}@example.test`,
          password: 'correct horse battery',
          firstName: 'Live',
          lastName: 'Listener',
        })
      ).body.id,
    );
    const stream = await LiveClient.open(b.base, listener.cookie());
    expect(
      (await admin('POST', `/api/admin/users/${listenerId}/balance-adjustments`, { amount: '1.00', reason: 'live' }))
        .status,
    ).toBe(201);
    await stream.waitFor((e) => e.kind === 'wallet' && e.subject === listenerId);

    // kill -9 the leader: its connections drop, PostgreSQL releases its locks, B takes over.
    const killedAt = Date.now();
    a.child.kill('SIGKILL');
    await until('instance B leads every projection', 5_000, async () => {
      const held = await leaders(db);
      return NAMES.every((n) => held[n].length === 1 && held[n][0] === 'instance-b') ? held : null;
    });
    const handOffMs = Date.now() - killedAt;
    expect(handOffMs).toBeLessThan(5_000);

    // B now applies the projections itself: a new player's write is read back on B.
    const late = session(b.base);
    const registered = await register(late, {
      email: `late-${randomUUID().slice(0, 8)}@example.test`,
      password: 'correct horse battery',
      firstName: 'Late',
      lastName: 'Player',
    });
    expect((await late('GET', '/api/user/session')).body.email).toBe(registered.body.email);

    // Delivery goes on: B now announces, and the stream opened before the hand-over hears it.
    const adminOnB = session(b.base);
    await signInAdmin(adminOnB);
    const credited = await adminOnB('POST', `/api/admin/users/${listenerId}/balance-adjustments`, {
      amount: '2.00',
      reason: 'live after the hand-over',
    });
    expect(credited.status).toBe(201);
    await until('the stream on B hears the change made after the hand-over', 10_000, () =>
      Promise.resolve(stream.events.filter((e) => e.kind === 'wallet').length >= 2 ? true : null),
    );
    expect(stream.isClosed).toBe(false);
    stream.close();
  }, 120_000);
});
