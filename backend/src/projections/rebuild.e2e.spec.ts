import { startTestApp, TestApp } from '../../test/test-app';
import { allProjections } from './all-projections';
import { ProjectionRunner } from './runner/projection-runner';

/** `projections:rebuild` must reproduce exactly what the live runner built. */
describe('projection rebuild', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function snapshot() {
    const snap: Record<string, unknown[]> = {};
    for (const projection of allProjections()) {
      for (const table of projection.tables) {
        const { rows } = await t.db.pool.query(`SELECT * FROM ${table} ORDER BY 1`);
        snap[table] = rows;
      }
    }
    return snap;
  }

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
});
