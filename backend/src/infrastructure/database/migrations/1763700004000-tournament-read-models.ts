import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tournament read models: the seed's tournaments, tournament_participants (tournament + team +
 * position unique), tournament_waitlist, matches and player_matches, plus the process manager's
 * work list. Money is numeric(12,2).
 */
export class TournamentReadModels1763700004000 implements MigrationInterface {
  name = 'TournamentReadModels1763700004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tournaments (
        id text PRIMARY KEY,
        name varchar(255) NOT NULL,
        game varchar(255) NOT NULL,
        location varchar(500),
        status varchar(50) NOT NULL DEFAULT 'waiting',
        current_players integer NOT NULL DEFAULT 0,
        max_players integer NOT NULL DEFAULT 4,
        entry_fee numeric(12,2) NOT NULL,
        court_fee numeric(12,2) NOT NULL DEFAULT 0.00,
        court_fee_per_player numeric(12,2) NOT NULL DEFAULT 0.00,
        total_fee_per_player numeric(12,2) NOT NULL DEFAULT 0.00,
        pool numeric(12,2) NOT NULL,
        platform_fee numeric(12,2) NOT NULL,
        prize_pool numeric(12,2) NOT NULL,
        prize_per_winner numeric(12,2) NOT NULL,
        creator_id text NOT NULL,
        winner_id text,
        winning_team smallint,
        start_time timestamptz NOT NULL,
        end_time timestamptz,
        cancellation_reason varchar(50),
        result jsonb,
        settlement jsonb,
        rating_receipts jsonb NOT NULL DEFAULT '[]',
        deleted_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX tournaments_status_start_idx ON tournaments (status, start_time DESC)`);
    await q.query(`CREATE INDEX tournaments_creator_idx ON tournaments (creator_id)`);
    await q.query(`
      CREATE TABLE tournament_participants (
        id text PRIMARY KEY,
        tournament_id text NOT NULL,
        user_id text NOT NULL,
        team_number smallint NOT NULL DEFAULT 1,
        position smallint NOT NULL DEFAULT 1,
        status varchar(20) NOT NULL,
        amount numeric(12,2) NOT NULL,
        reserved_at timestamptz NOT NULL,
        joined_at timestamptz,
        eliminated boolean NOT NULL DEFAULT false,
        placement integer,
        prize numeric(12,2) NOT NULL DEFAULT 0.00,
        CONSTRAINT tournament_participants_slot_unique UNIQUE (tournament_id, team_number, position)
      )`);
    await q.query(`CREATE INDEX tournament_participants_user_idx ON tournament_participants (user_id)`);
    await q.query(`
      CREATE TABLE tournament_waitlist (
        id text PRIMARY KEY,
        tournament_id text NOT NULL,
        user_id text NOT NULL,
        joined_waitlist_at timestamptz NOT NULL,
        position integer NOT NULL,
        notified boolean NOT NULL DEFAULT false,
        CONSTRAINT tournament_waitlist_user_unique UNIQUE (tournament_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE matches (
        id text PRIMARY KEY,
        tournament_id text NOT NULL,
        player1_id text,
        player2_id text,
        team1_player1 text,
        team1_player2 text,
        team2_player1 text,
        team2_player2 text,
        winner_id text,
        round integer NOT NULL,
        match_number integer NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending',
        score text,
        game_type varchar(20) NOT NULL,
        sets_to_win integer NOT NULL,
        current_set integer NOT NULL DEFAULT 1,
        set_scores jsonb,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX matches_tournament_idx ON matches (tournament_id)`);
    await q.query(`
      CREATE TABLE player_matches (
        id text PRIMARY KEY,
        player1_id text NOT NULL,
        player2_id text NOT NULL,
        match_id text NOT NULL,
        tournament_id text NOT NULL,
        played_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE tournament_process (
        tournament_id text PRIMARY KEY,
        version integer NOT NULL DEFAULT 0,
        checked_version integer NOT NULL DEFAULT 0,
        due_at timestamptz
      )`);
    await q.query(`CREATE INDEX tournament_process_due_idx ON tournament_process (due_at)`);
    await q.query(`
      CREATE TABLE tournament_wallet_users (
        tournament_id text NOT NULL,
        user_id text NOT NULL,
        PRIMARY KEY (tournament_id, user_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const tables = [
      'tournament_wallet_users',
      'tournament_process',
      'player_matches',
      'matches',
      'tournament_waitlist',
      'tournament_participants',
      'tournaments',
    ];
    for (const table of tables) await q.query(`DROP TABLE ${table}`);
  }
}
