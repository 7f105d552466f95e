import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { ProjectionRunner } from '../runner/projection-runner';
import { PlayerStatsProjection } from './player-stats.projection';
import { append, at, lineupOf, openTournament, playAndSettle, register } from './tournament-stream.spec-helper';

describe('player stats projection (events in, rows out)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
    runner = new ProjectionRunner(store, db.dataSource, [new PlayerStatsProjection()]);
  });
  afterAll(async () => {
    await runner.stop();
    await db.drop();
  });

  async function stats(userId: string) {
    await runner.catchUp();
    const { rows } = await db.pool.query(
      `SELECT tournaments_played AS played, tournaments_won AS won, total_earnings AS earnings, active_tournaments AS active
         FROM player_stats WHERE user_id = $1`,
      [userId],
    );
    return rows[0];
  }

  it('starts every registered player at zero', async () => {
    const userId = await register(store, 'Zoe');
    expect(await stats(userId)).toEqual({ played: 0, won: 0, earnings: '0.00', active: 0 });
  });

  it('counts open tournaments as active, then completed ones as played, won and earned', async () => {
    const players = [
      await register(store, 'Ana'),
      await register(store, 'Bo'),
      await register(store, 'Cy'),
      await register(store, 'Di'),
    ];
    const lineup = lineupOf(players);
    const first = await openTournament(store, 'First', lineup);
    expect(await stats(players[0])).toEqual({ played: 0, won: 0, earnings: '0.00', active: 1 });

    await playAndSettle(store, first, lineup, 1);
    expect(await stats(players[0])).toEqual({ played: 1, won: 1, earnings: '19.00', active: 0 });
    expect(await stats(players[2])).toEqual({ played: 1, won: 0, earnings: '0.00', active: 0 });

    const second = await openTournament(store, 'Second', lineup);
    await append(store, `tournament-${second}`, [
      { type: 'TournamentStarted', data: { tournamentId: second, startedBy: null, startedAt: at } },
    ]);
    expect(await stats(players[3])).toEqual({ played: 1, won: 0, earnings: '0.00', active: 1 });
    await playAndSettle(store, second, lineup, 2);
    expect(await stats(players[3])).toEqual({ played: 2, won: 1, earnings: '19.00', active: 0 });
    expect(await stats(players[0])).toEqual({ played: 2, won: 1, earnings: '19.00', active: 0 });
  });

  it('forgets a player who left and a cancelled tournament', async () => {
    const [ana, bo] = [await register(store, 'Ana'), await register(store, 'Bo')];
    const lineup = lineupOf([ana, bo]);
    const tournamentId = await openTournament(store, 'Cancelled', lineup);
    expect(await stats(bo)).toMatchObject({ active: 1 });
    await append(store, `tournament-${tournamentId}`, [
      {
        type: 'PlayerLeft',
        data: { tournamentId, reservationId: 'r', userId: bo, teamNumber: 1, position: 2, leftAt: at },
      },
    ]);
    expect(await stats(bo)).toMatchObject({ active: 0, played: 0 });
    expect(await stats(ana)).toMatchObject({ active: 1 });
    await append(store, `tournament-${tournamentId}`, [
      {
        type: 'TournamentCancelled',
        data: { tournamentId, reason: 'cancelled_by_creator', cancelledBy: ana, note: null, cancelledAt: at },
      },
    ]);
    expect(await stats(ana)).toEqual({ played: 0, won: 0, earnings: '0.00', active: 0 });
  });

  it('rebuilds to the same rows', async () => {
    const before = (await db.pool.query(`SELECT * FROM player_stats ORDER BY user_id`)).rows;
    await runner.rebuild();
    expect((await db.pool.query(`SELECT * FROM player_stats ORDER BY user_id`)).rows).toEqual(before);
  });
});
