import { PlayerStatsCounted1763700013000 } from '../../infrastructure/database/migrations/1763700013000-player-stats-counted';
import { projectionWorld } from '../projection.spec-helper';
import { PlayerStatsProjection } from './player-stats.projection';
import { append, at, lineupOf, openTournament, playAndSettle, register } from './tournament-stream.spec-helper';

describe('player stats projection (events in, rows out)', () => {
  const world = projectionWorld(() => [new PlayerStatsProjection()]);

  async function stats(userId: string) {
    await world.runner.catchUp();
    const { rows } = await world.db.pool.query(
      `SELECT tournaments_played AS played, tournaments_won AS won, total_earnings AS earnings, active_tournaments AS active
         FROM player_stats WHERE user_id = $1`,
      [userId],
    );
    return rows[0];
  }

  it('starts every registered player at zero', async () => {
    const userId = await register(world.store, 'Zoe');
    expect(await stats(userId)).toEqual({ played: 0, won: 0, earnings: '0.00', active: 0 });
  });

  it('counts open tournaments as active, then completed ones as played, won and earned', async () => {
    const players = [
      await register(world.store, 'Ana'),
      await register(world.store, 'Bo'),
      await register(world.store, 'Cy'),
      await register(world.store, 'Di'),
    ];
    const lineup = lineupOf(players);
    const first = await openTournament(world.store, 'First', lineup);
    expect(await stats(players[0])).toEqual({ played: 0, won: 0, earnings: '0.00', active: 1 });

    await playAndSettle(world.store, first, lineup, 1);
    expect(await stats(players[0])).toEqual({ played: 1, won: 1, earnings: '19.00', active: 0 });
    expect(await stats(players[2])).toEqual({ played: 1, won: 0, earnings: '0.00', active: 0 });

    const second = await openTournament(world.store, 'Second', lineup);
    await append(world.store, `tournament-${second}`, [
      { type: 'TournamentStarted', data: { tournamentId: second, startedBy: null, startedAt: at } },
    ]);
    expect(await stats(players[3])).toEqual({ played: 1, won: 0, earnings: '0.00', active: 1 });
    await playAndSettle(world.store, second, lineup, 2);
    expect(await stats(players[3])).toEqual({ played: 2, won: 1, earnings: '19.00', active: 0 });
    expect(await stats(players[0])).toEqual({ played: 2, won: 1, earnings: '19.00', active: 0 });
  });

  it('forgets a player who left and a cancelled tournament', async () => {
    const [ana, bo] = [await register(world.store, 'Ana'), await register(world.store, 'Bo')];
    const lineup = lineupOf([ana, bo]);
    const tournamentId = await openTournament(world.store, 'Cancelled', lineup);
    expect(await stats(bo)).toMatchObject({ active: 1 });
    await append(world.store, `tournament-${tournamentId}`, [
      {
        type: 'PlayerLeft',
        data: { tournamentId, reservationId: 'r', userId: bo, teamNumber: 1, position: 2, leftAt: at },
      },
    ]);
    expect(await stats(bo)).toMatchObject({ active: 0, played: 0 });
    expect(await stats(ana)).toMatchObject({ active: 1 });
    await append(world.store, `tournament-${tournamentId}`, [
      {
        type: 'TournamentCancelled',
        data: { tournamentId, reason: 'cancelled_by_creator', cancelledBy: ana, note: null, cancelledAt: at },
      },
    ]);
    expect(await stats(ana)).toEqual({ played: 0, won: 0, earnings: '0.00', active: 0 });
  });

  it('moves no count for a repeated event', async () => {
    const players = [await register(world.store, 'Eve'), await register(world.store, 'Fay')];
    const lineup = lineupOf(players);
    const tournamentId = await openTournament(world.store, 'Repeated', lineup);
    const joined = { tournamentId, reservationId: 'r', userId: players[1], teamNumber: 1, position: 2, joinedAt: at };
    await append(world.store, `tournament-${tournamentId}`, [{ type: 'PlayerJoined', data: joined }]);
    expect(await stats(players[1])).toMatchObject({ active: 1, played: 0 });
    await append(world.store, `tournament-${tournamentId}`, [
      { type: 'TournamentStarted', data: { tournamentId, startedBy: null, startedAt: at } },
      { type: 'TournamentStarted', data: { tournamentId, startedBy: null, startedAt: at } },
    ]);
    expect(await stats(players[1])).toMatchObject({ active: 1, played: 0 });
  });

  it('gives the slots stored before the counted column the value the projection gives them (migration)', async () => {
    await world.runner.catchUp();
    const counted = `SELECT id, counted FROM player_stats_players ORDER BY id`;
    const byProjection = (await world.db.pool.query(counted)).rows as Array<{ id: string; counted: string | null }>;
    expect(new Set(byProjection.map((r) => r.counted))).toEqual(new Set(['active', 'played', 'won', null]));
    const runner = world.db.dataSource.createQueryRunner();
    try {
      await runner.query(`ALTER TABLE player_stats_players DROP COLUMN counted`);
      await new PlayerStatsCounted1763700013000().up(runner);
    } finally {
      await runner.release();
    }
    expect((await world.db.pool.query(counted)).rows).toEqual(byProjection);
  });

  it('rebuilds to the same rows', async () => {
    const read = async () => [
      (await world.db.pool.query(`SELECT * FROM player_stats ORDER BY user_id`)).rows,
      (await world.db.pool.query(`SELECT * FROM player_stats_players ORDER BY id`)).rows,
    ];
    const before = await read();
    await world.runner.rebuild();
    expect(await read()).toEqual(before);
  });
});
