import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The player-stats projection no longer recounts a player's whole history after each change: each
 * slot stores what it adds to its player's counts (`counted`), and a change moves the counts by the
 * difference (player-stats.projection.ts). Slots stored before this get the value the projection
 * would give them now (the counts were computed from exactly these rules), so the first change
 * after the upgrade moves the counts from where they are.
 */
export class PlayerStatsCounted1763700013000 implements MigrationInterface {
  name = 'PlayerStatsCounted1763700013000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE player_stats_players ADD COLUMN counted varchar(10)`);
    await q.query(`
      UPDATE player_stats_players AS p
         SET counted = CASE
               WHEN t.status = 'completed' AND t.winning_team IS NOT NULL AND t.winning_team = p.team_number THEN 'won'
               WHEN t.status = 'completed' THEN 'played'
               WHEN t.status IN ('waiting', 'in_progress') THEN 'active'
             END
        FROM player_stats_tournaments AS t
       WHERE t.tournament_id = p.tournament_id AND p.status = 'joined'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE player_stats_players DROP COLUMN counted`);
  }
}
