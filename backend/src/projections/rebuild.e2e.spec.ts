import { Pool } from 'pg';
import { startTestApp, TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { generateEvents } from '../scripts/bench/event-generator';
import { allProjections } from './all-projections';
import { ProjectionRunner } from './runner/projection-runner';

/** `projections:rebuild` must reproduce exactly what the live runner built. */
describe('projection rebuild', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const snapshot = () => snapshotOf(t.db.pool);

  it('drops the read tables and replays every event into identical rows', async () => {
    for (let i = 0; i < 5; i++) {
      const { agent } = await t.signUp();
      if (i % 2 === 0) {
        await agent.put('/api/user/rating').send({
          padelLevel: i,
          pickleballLevel: 7 - i,
          primarySport: 'both',
          yearsPlaying: i,
          playingFrequency: 'monthly',
          competitiveExperience: 'regional',
        });
      }
    }
    const live = await snapshot();
    expect(live.users.length).toBe(6); // five players and the ADMIN_EMAIL admin

    await t.running.runner.stop(); // the live runner lets go of its locks, as a stopped app would
    const rebuilder = new ProjectionRunner(t.running.store, t.running.dataSource, allProjections());
    await t.db.pool.query(`UPDATE users SET first_name = 'tampered'`);
    const applied = await rebuilder.rebuild();
    expect(applied).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(live);
    await rebuilder.stop();
    t.running.runner.start();
  });

  it('rebuilds matches, wallets, invitations and notifications from a generated log into the rows the live batches built', async () => {
    // Its own database: no process manager or mirror appends while the two are compared.
    const db = await createTestDatabase();
    try {
      const store = new PostgresEventStore(db.pool);
      const appended = await generateEvents(store, 1500, 4, 7);
      // Live: small batches, rows read back between batches.
      const live = new ProjectionRunner(store, db.dataSource, allProjections(), { batchSize: 37 });
      await live.catchUp();
      await live.stop();
      const built = await snapshotOf(db.pool);
      expect(built.tournaments.length).toBeGreaterThan(20);
      expect(built.player_matches.length).toBeGreaterThan(0);
      expect(built.notifications.length).toBeGreaterThan(0);
      expect(built.tournament_invitations.length).toBeGreaterThan(0);
      expect(built.tournament_waitlist.length).toBeGreaterThan(0);
      expect(built.wallet_withdrawals.some((w) => (w as { status: string }).status === 'rejected')).toBe(true);

      await db.pool.query(`UPDATE users SET balance = balance + 1, padel_rating = 9.9`);
      const rebuilder = new ProjectionRunner(store, db.dataSource, allProjections());
      expect(await rebuilder.rebuild()).toBe(appended);
      await rebuilder.stop();
      expect(await snapshotOf(db.pool)).toEqual(built);

      // Tiny pages: rows are dropped from memory after almost every event and read back from the
      // tables (inside the rebuild's transactions) when asked again; same rows.
      await db.pool.query(`UPDATE users SET balance = balance + 1, padel_rating = 9.9`);
      const evicting = new ProjectionRunner(store, db.dataSource, allProjections(), { rebuildPageSize: 7 });
      const stats: { readBacks?: number } = {};
      expect(await evicting.rebuild(stats)).toBe(appended);
      await evicting.stop();
      expect(stats.readBacks).toBeGreaterThan(0);
      expect(await snapshotOf(db.pool)).toEqual(built);
    } finally {
      await db.drop();
    }
  }, 180_000); // over a minute at load ~10.
});

async function snapshotOf(pool: Pool): Promise<Record<string, unknown[]>> {
  const snap: Record<string, unknown[]> = {};
  for (const projection of allProjections()) {
    for (const table of projection.tables) {
      // checked_version and due_at are the tournament process manager's own progress, not projected.
      const columns = table === 'tournament_process' ? 'tournament_id, version' : '*';
      const { rows } = await pool.query(`SELECT ${columns} FROM ${table} ORDER BY 1`);
      snap[table] = rows;
    }
  }
  return snap;
}
