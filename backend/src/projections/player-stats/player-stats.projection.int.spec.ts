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

  it('rebuilds to the same rows', async () => {
    const before = (await world.db.pool.query(`SELECT * FROM player_stats ORDER BY user_id`)).rows;
    await world.runner.rebuild();
    expect((await world.db.pool.query(`SELECT * FROM player_stats ORDER BY user_id`)).rows).toEqual(before);
  });
});
